// Demo posts and rosters (called from demo.ts): three posts per demo customer, each with a day, an
// evening and a night shift every day, staffed by demo guards (weekday and weekend crews) with a few
// places left open so the roster view shows every staffing state.
import { rankLevel, type TGuardRank } from '@centinela/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../schema';

type TDemoPost = {
  customer: 0 | 1;
  name: string;
  street: string;
  city: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  requiredRank: 'guard' | 'senior_guard' | 'supervisor' | null;
  billRateCents: number;
  payRateCents: number;
  orders: string;
  /** Guards needed on the day, evening and night shift. */
  required: [number, number, number];
};

const DEMO_POSTS: TDemoPost[] = [
  {
    customer: 0,
    name: 'Entrada principal',
    street: 'Carr. 2 Km 8.2',
    city: 'Bayamón',
    zipCode: '00959',
    latitude: 18.4003,
    longitude: -66.1561,
    requiredRank: 'guard',
    billRateCents: 2450,
    payRateCents: 1250,
    orders:
      '# Entrada principal\n- Verificar **identificación** de suplidores.\n- Abrir portones a las *5:45 AM*.\n- Reportar vehículos abandonados a la central.',
    required: [2, 1, 1],
  },
  {
    customer: 0,
    name: 'Estacionamiento norte',
    street: 'Carr. 2 Km 8.4',
    city: 'Bayamón',
    zipCode: '00959',
    latitude: 18.4019,
    longitude: -66.1549,
    requiredRank: null,
    billRateCents: 2200,
    payRateCents: 1175,
    orders: '- Ronda por los tres niveles cada hora.\n- Registrar tablillas sospechosas.',
    required: [1, 1, 1],
  },
  {
    customer: 0,
    name: 'Centro de control (CCTV)',
    street: 'Carr. 2 Km 8.2, oficina 12',
    city: 'Bayamón',
    zipCode: '00959',
    latitude: 18.4006,
    longitude: -66.1565,
    requiredRank: 'supervisor',
    billRateCents: 2800,
    payRateCents: 1500,
    orders: '1. Monitorear las cámaras.\n2. Coordinar las rondas por radio.\n3. Llenar la bitácora al cierre de turno.',
    required: [1, 1, 1],
  },
  {
    customer: 1,
    name: 'Portón principal',
    street: 'Calle Font Martelo 100',
    city: 'Humacao',
    zipCode: '00791',
    latitude: 18.1497,
    longitude: -65.8277,
    requiredRank: 'guard',
    billRateCents: 2600,
    payRateCents: 1300,
    orders: '- Control de acceso de visitantes.\n- Ambulancias tienen **prioridad** siempre.',
    required: [1, 1, 1],
  },
  {
    customer: 1,
    name: 'Sala de emergencias',
    street: 'Calle Font Martelo 100, ala B',
    city: 'Humacao',
    zipCode: '00791',
    latitude: 18.1501,
    longitude: -65.8269,
    requiredRank: 'senior_guard',
    billRateCents: 2750,
    payRateCents: 1400,
    orders: '- Mantener el pasillo de camillas libre.\n- Solicitar apoyo a la policía ante incidentes.',
    required: [2, 2, 1],
  },
  {
    customer: 1,
    name: 'Ronda perimetral',
    street: 'Calle Font Martelo 100',
    city: 'Humacao',
    zipCode: '00791',
    latitude: 18.1492,
    longitude: -65.8284,
    requiredRank: null,
    billRateCents: 2300,
    payRateCents: 1200,
    orders: 'Ronda completa del perímetro cada *dos horas*; marcar los puntos de control.',
    required: [1, 1, 1],
  },
];

const SHIFTS = [
  { startMinute: 6 * 60, endMinute: 14 * 60 },
  { startMinute: 14 * 60, endMinute: 22 * 60 },
  { startMinute: 22 * 60, endMinute: 6 * 60 },
];

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

export const seedDemoRosters = async (
  tx: TDbOrTx,
  { companyId, customerIds, guardEmail, startDate }: { companyId: string; customerIds: string[]; guardEmail: string; startDate: string },
) => {
  const postRows = await tx
    .insert(posts)
    .values(
      DEMO_POSTS.map((p) => ({
        companyId,
        customerCompanyId: customerIds[p.customer],
        name: p.name,
        address: { street: p.street, city: p.city, state: 'PR', country: 'PR', zipCode: p.zipCode },
        latitude: p.latitude,
        longitude: p.longitude,
        geofenceRadiusM: 150,
        timeZone: 'America/Puerto_Rico',
        postOrders: p.orders,
        requiredRank: p.requiredRank,
        siteContactName: p.customer === 0 ? 'Marisol Quiñones' : 'Dr. Héctor Acevedo',
        siteContactPhone: p.customer === 0 ? '+17875550142' : '+17875550177',
        billRateCents: p.billRateCents,
        payRateCents: p.payRateCents,
      })),
    )
    .returning({ id: posts.id });

  // Employed guards, the demo guard first so their account has shifts to show.
  const guards = await tx
    .select({ id: users.id, email: users.email, rank: users.rank })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
    .orderBy(asc(users.sortName));
  const crew = [...guards.filter((g) => g.email === guardEmail), ...guards.filter((g) => g.email !== guardEmail)];
  const used = new Set<string>();
  // Each crew member works one shift slot of one post, weekdays or weekends: never two shifts at once,
  // and only where their rank is enough. When the crew runs out, places stay open.
  const take = (requiredRank: TGuardRank | null) => {
    const guard = crew.find((g) => !used.has(g.id) && rankLevel(g.rank) >= rankLevel(requiredRank));
    if (!guard) return null;
    used.add(guard.id);
    return guard.id;
  };

  for (const [i, demoPost] of DEMO_POSTS.entries()) {
    const postId = postRows[i].id;
    const [roster] = await tx
      .insert(rosters)
      .values({ companyId, postId, name: 'Semana regular', locationName: demoPost.name, effectiveFrom: startDate })
      .returning({ id: rosters.id });
    for (const [slot, shift] of SHIFTS.entries()) {
      const required = demoPost.required[slot];
      // Two weekday guards where two are needed on the day shift; one place per shift otherwise.
      const weekdayCrew = Array.from({ length: required }, () => take(demoPost.requiredRank)).filter((g): g is string => g !== null);
      const weekendCrew = [take(demoPost.requiredRank)].filter((g): g is string => g !== null);
      if (slot === 0 && weekdayCrew[0]) await tx.update(posts).set({ assignedGuardId: weekdayCrew[0] }).where(eq(posts.id, postId));
      for (const dayOfWeek of [...WEEKDAYS, ...WEEKEND]) {
        const [row] = await tx
          .insert(rosterShifts)
          .values({ companyId, rosterId: roster.id, dayOfWeek, shiftNumber: slot + 1, ...shift, requiredGuards: required })
          .returning({ id: rosterShifts.id });
        const assigned = WEEKDAYS.includes(dayOfWeek) ? weekdayCrew : weekendCrew;
        if (assigned.length > 0) {
          await tx.insert(rosterShiftAssignments).values(assigned.map((guardId) => ({ companyId, shiftId: row.id, guardId })));
        }
      }
    }
  }
  return { postIds: postRows.map((p) => p.id) };
};
