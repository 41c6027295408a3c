// Demo novelties, incidents and daily reports (called from demo.ts): the demo guard's post has a week of shift log
// entries, incidents in each status (one open high-severity one, so the dashboard's system alerts show it) and a
// reviewed daily report, so /novelties-incidents and its reports open on real-looking data.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { dailyReports, incidentListItems, incidents, novelties, posts, users } from '../schema';
import type { TAuditTrailEntry } from '../schema/incidents';
import { nextNumber } from '../../platform/numbering/series';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The guard's recent novelties at their post and a reviewed daily report of yesterday's day shift. */
const seedDemoNoveltiesAndReport = async (
  tx: TDbOrTx,
  {
    companyId,
    post,
    guard,
    filedBy,
    reviewedBy,
    now,
  }: {
    companyId: string;
    post: { id: string; name: string; customerCompanyId: string | null };
    guard: { id: string };
    filedBy: TAuditTrailEntry;
    reviewedBy: TAuditTrailEntry;
    now: number;
  },
) => {
  await tx.insert(novelties).values(
    [
      [30 * 60_000, 'Llegó el camión de suministros de la farmacia; se verificó el conductor.'],
      [3 * HOUR, 'Ronda completa del estacionamiento sin novedad.'],
      [DAY + 2 * HOUR, 'Se encontró abierta la puerta del cuarto eléctrico; se cerró y se notificó al supervisor.'],
      [2 * DAY + 5 * HOUR, 'Visita del técnico de alarmas, autorizado por la administración.'],
    ].map(([msAgo, text]) => ({
      companyId,
      customerCompanyId: post.customerCompanyId,
      postId: post.id,
      guardId: guard.id,
      occurredAt: new Date(now - Number(msAgo)),
      text: String(text),
    })),
  );
  await tx.insert(dailyReports).values({
    companyId,
    customerCompanyId: post.customerCompanyId,
    postId: post.id,
    title: `${post.name} — informe del turno de día`,
    body: '<p>Turno sin incidentes mayores. <b>Portones cerrados</b> a las 10:00 PM.</p><ul><li>3 rondas completas</li><li>1 entrega de suplidor verificada</li></ul>',
    status: 'reviewed',
    auditTrail: [filedBy, reviewedBy],
    createdBy: guard.id,
    createdAt: new Date(now - (DAY + 8 * HOUR)),
    updatedAt: new Date(now - DAY),
  });
};

export const seedDemoIncidents = async (
  tx: TDbOrTx,
  { companyId, guardEmail, adminEmail }: { companyId: string; guardEmail: string; adminEmail: string },
) => {
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, [guardEmail, adminEmail])));
  const guard = people.find((p) => p.email === guardEmail);
  const admin = people.find((p) => p.email === adminEmail);
  const [post] = await tx
    .select({ id: posts.id, name: posts.name, customerCompanyId: posts.customerCompanyId })
    .from(posts)
    .where(and(eq(posts.companyId, companyId), eq(posts.assignedGuardId, guard?.id ?? '')))
    .limit(1);
  if (!guard || !admin || !post) return;
  const lists = await tx
    .select()
    .from(incidentListItems)
    .where(eq(incidentListItems.companyId, companyId))
    .orderBy(asc(incidentListItems.createdAt));
  const category = (name: string) => lists.find((l) => l.kind === 'category' && l.name === name);
  const severity = (name: string) => lists.find((l) => l.kind === 'severity' && l.name === name);
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo);
  const step = (who: typeof guard, action: string, msAgo: number, notes: string | null = null): TAuditTrailEntry => ({
    action,
    position: null,
    timestamp: at(msAgo).toISOString(),
    context: post.name,
    notes,
    userId: who.id,
    userName: `${who.name} ${who.lastName}`,
    isInternal: false,
  });
  const place = { companyId, customerCompanyId: post.customerCompanyId, postId: post.id, reportingGuardId: guard.id };
  const filed = (
    title: string,
    description: string,
    msAgo: number,
    categoryName: string,
    severityName: string,
    status: 'pending' | 'reviewed' | 'closed',
    extra: Partial<typeof incidents.$inferInsert> = {},
  ) => {
    const c = category(categoryName);
    const s = severity(severityName);
    const trail = [step(guard, 'created', msAgo)];
    if (status !== 'pending') trail.push(step(admin, 'review', msAgo - HOUR));
    if (status === 'closed') trail.push(step(admin, 'close', msAgo - 2 * HOUR, 'Cliente informado; caso cerrado.'));
    return {
      ...place,
      title,
      description,
      occurredAt: at(msAgo),
      status,
      categoryId: c?.id ?? null,
      categoryName: c?.name ?? null,
      severityId: s?.id ?? null,
      severityName: s?.name ?? null,
      severityLevel: s?.level ?? null,
      auditTrail: trail,
      createdAt: at(msAgo),
      updatedAt: at(trail.length > 1 ? msAgo - 2 * HOUR : msAgo),
      ...extra,
    };
  };
  const filedIncidents = [
    filed(
      'Portón de carga forzado',
      'Durante la ronda de las 02:10 el candado del portón de carga estaba roto. No se observó a nadie en el área.',
      5 * HOUR,
      'Intrusión o acceso no autorizado',
      'Alta',
      'pending',
      { location: 'Portón de carga norte', internalNotes: 'Revisar la cámara 4 con el cliente.' },
    ),
    filed(
      'Cliente con mareo en el pasillo central',
      'Una clienta se sintió mareada frente a la farmacia. Se le dio agua y se llamó a emergencias médicas.',
      2 * DAY,
      'Emergencia médica',
      'Media',
      'reviewed',
      { ambulanceCalled: true, emergencyReportNumber: 'EM-2026-0415', peopleInvolved: 'Clienta de unos 60 años; su hija la acompañaba.' },
    ),
    filed(
      'Vehículo estacionado en la salida de emergencia',
      'Un auto gris sin conductor bloqueaba la salida de emergencia este. Se localizó al dueño por altavoz.',
      6 * DAY,
      'Persona o vehículo sospechoso',
      'Baja',
      'closed',
      { location: 'Salida de emergencia este' },
    ),
  ];
  // Numbered in the order they were filed (the series the product numbers new incidents from, decision 0022).
  filedIncidents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const numbered = [];
  for (const row of filedIncidents) numbered.push({ ...row, number: await nextNumber(tx, companyId, 'incident') });
  await tx.insert(incidents).values(numbered);
  await seedDemoNoveltiesAndReport(tx, {
    companyId,
    post,
    guard,
    reviewedBy: step(admin, 'review', DAY),
    filedBy: step(guard, 'created', DAY + 8 * HOUR),
    now,
  });
};
