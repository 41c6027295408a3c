// Novelties, incidents and daily reports through the API: a guard files from their current shift, high severity
// notifies the admins, transitions (409 off the table, sealed refuses everything but notes), customer admins see
// reviewed incidents of their posts without internal notes (absent keys), bad input writes nothing, attachments
// (413/415), reports (totals, CSV, PDF in es/en), daily reports (sanitised body, unique per shift, PDF e-mailed).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { startSmtpCapture, type TSmtpCapture } from '../../../test/smtp-capture';
import {
  clientFor,
  createCompany,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoster,
  createTwoTenantWorld,
  createUser,
  signIn,
} from '../../../test/factories';
import { seedDemoIncidents } from '../../db/seed/demo-incidents';
import { dailyReports, files, incidents, notifications, novelties, systemLogs } from '../../db/schema';
import { pdfText } from '../../platform/documents/pdf-text';
import { multipart, samples } from '../../platform/storage/test-samples';
import { deliverDailyReport, startDailyReport } from './daily-reports.service';
import { createDefaultIncidentLists } from './incidents.defaults';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let otherGuard: ReturnType<typeof clientFor>;
let guardCookie: string;
let onShift: { post: { id: string }; shiftId: string; guardId: string };
let smtp: TSmtpCapture;
let smtpPort: number;

const now = () => new Date(Date.now() - 60_000).toISOString();
const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  smtpPort = smtp.port;
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  const db = t.database.db;
  // A guard on a shift that holds every minute of every day: their current shift is always found.
  const g = await createGuard(db, { companyId: world.a.company.id, email: `onshift-${Date.now()}@example.com` });
  const post = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id, name: 'Torre Norte' });
  const { shifts } = await createRoster(db, {
    companyId: world.a.company.id,
    postId: post.id,
    shifts: Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, startMinute: 0, endMinute: 1439, guardIds: [g.id] })),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
  const dow = new Date(`${today}T12:00:00Z`).getUTCDay();
  onShift = { post, shiftId: shifts[dow].id, guardId: g.id };
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guardCookie = await signIn(t.app, g);
  guard = clientFor(t.app, guardCookie);
  otherGuard = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const lists = async () => {
  const category = (await admin.post('/api/incidents/lists', { kind: 'category', name: `Robo ${Date.now()}` })).json();
  const high = (await admin.post('/api/incidents/lists', { kind: 'severity', name: `Alta ${Date.now()}`, level: 'high' })).json();
  const low = (await admin.post('/api/incidents/lists', { kind: 'severity', name: `Baja ${Date.now()}`, level: 'low' })).json();
  return { category, high, low };
};

const incidentBody = (over: Record<string, unknown> = {}) => ({
  title: 'Puerta forzada',
  description: 'La puerta de carga estaba forzada a las 02:10.',
  occurredAt: now(),
  location: 'Muelle de carga',
  policeCalled: true,
  emergencyReportNumber: 'PR-2026-113',
  internalNotes: 'Revisar cámara 4',
  position: { lat: 18.4655, lng: -66.1057, accuracy: 12 },
  ...over,
});

describe('company lists', () => {
  it('adds, renames and removes categories and severities; duplicates 409; guards and other companies cannot', async () => {
    const res = await admin.post('/api/incidents/lists', { kind: 'category', name: 'Vandalismo' });
    expect(res.statusCode).toBe(201);
    expect((await admin.post('/api/incidents/lists', { kind: 'category', name: 'vandalismo' })).statusCode).toBe(409);
    expect((await guard.post('/api/incidents/lists', { kind: 'category', name: 'X' })).statusCode).toBe(403);
    expect((await adminB.put(`/api/incidents/lists/${res.json().id}`, { kind: 'category', name: 'Y' })).statusCode).toBe(404);
    expect((await admin.put(`/api/incidents/lists/${res.json().id}`, { kind: 'category', name: 'Vandalismo menor' })).json().name).toBe(
      'Vandalismo menor',
    );
    const options = (await admin.get('/api/incidents/form-options')).json();
    expect(options.categories.map((c: { name: string }) => c.name)).toContain('Vandalismo menor');
    expect((await admin.delete(`/api/incidents/lists/${res.json().id}`)).statusCode).toBe(204);
  });
});

describe('incidents', () => {
  it('a guard files from their current shift: post, shift and customer filled; high severity notifies the admins', async () => {
    const { category, high } = await lists();
    const options = (await guard.get('/api/incidents/form-options')).json();
    expect(options.currentShift).toMatchObject({ postId: onShift.post.id, customerCompanyId: world.a.customer.id });
    const res = await guard.post('/api/incidents', incidentBody({ categoryId: category.id, severityId: high.id }));
    expect(res.statusCode, res.body).toBe(201);
    const incident = res.json();
    expect(incident).toMatchObject({
      postId: onShift.post.id,
      customerCompanyId: world.a.customer.id,
      shiftId: onShift.shiftId,
      reportingGuardId: onShift.guardId,
      status: 'pending',
      severityLevel: 'high',
      categoryName: category.name,
      can: { update: true, review: false, attach: true },
    });
    // Internal notes are staff's: the guard neither gets the key nor writes the field (issue 29).
    expect(incident).not.toHaveProperty('internalNotes');
    expect((await admin.get(`/api/incidents/${incident.id}`)).json().internalNotes).toBeNull();
    expect(incident.occurrenceId).toMatch(new RegExp(`^${onShift.shiftId}:\\d{4}-\\d{2}-\\d{2}$`));
    expect(incident.history).toEqual([
      expect.objectContaining({ action: 'created', position: '18.465500,-66.105700 ±12 m', userName: expect.any(String) }),
    ]);
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'incident.reported')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'alert', priority: 'high' });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, incident.id));
    expect(logs.map((l) => l.action)).toEqual(['CREATE']);
    // The dashboard's system alerts count it while it is open.
    const before = (await admin.get('/api/dashboard/stats')).json().systemAlerts;
    expect(before).toBeGreaterThanOrEqual(1);
  });

  it('each incident gets the next number of its company, unique under concurrent filing (issue 28, decision 0022)', async () => {
    const before = (await admin.get('/api/incidents?pageSize=1')).json().items[0]?.number ?? 0;
    const filed = await Promise.all([1, 2, 3, 4].map((n) => guard.post('/api/incidents', incidentBody({ title: `Numerada ${n}` }))));
    expect(filed.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = filed.map((r) => r.json().number as number).sort((x, y) => x - y);
    expect(numbers[0]).toBeGreaterThan(0);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2, numbers[0] + 3]);
    expect(numbers[0]).toBeGreaterThanOrEqual(before);
    const listed = (await admin.get('/api/incidents?search=Numerada&pageSize=10')).json().items.map((i: { number: number }) => i.number);
    expect([...listed].sort((x: number, y: number) => x - y)).toEqual(numbers);
  });

  it('low severity notifies nobody', async () => {
    const { low } = await lists();
    const res = await guard.post('/api/incidents', incidentBody({ severityId: low.id, title: 'Luz fundida' }));
    expect(res.statusCode).toBe(201);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.kind, 'incident.reported'), eq(notifications.userId, world.a.admin.id)));
    expect(n).toBe(1);
  });

  it('reviews, closes and seals; transitions off the table are 409; a sealed incident refuses every change but notes', async () => {
    const created = (await guard.post('/api/incidents', incidentBody({ title: 'Sellar' }))).json();
    const url = `/api/incidents/${created.id}`;
    expect((await admin.post(`${url}/close`)).statusCode).toBe(409);
    expect((await guard.post(`${url}/review`)).statusCode).toBe(403);
    const reviewed = await admin.post(`${url}/review`, { notes: 'Visto', position: { lat: 18.4, lng: -66.1 } });
    expect(reviewed.json()).toMatchObject({ status: 'reviewed', can: { close: true, reopen: true, seal: false } });
    // A partial update changes only what it names.
    const edited = (await admin.put(url, { title: 'Sellar' })).json();
    expect(edited).toMatchObject({ location: 'Muelle de carga', emergencyReportNumber: 'PR-2026-113', internalNotes: null });
    // Once reviewed, the guard can no longer edit it.
    expect((await guard.put(url, { title: 'Cambio' })).statusCode).toBe(403);
    expect((await admin.post(`${url}/reopen`)).json().status).toBe('pending');
    await admin.post(`${url}/review`);
    expect((await admin.post(`${url}/close`)).json().status).toBe('closed');
    expect((await admin.put(url, { title: 'Cambio' })).statusCode).toBe(409);
    const sealed = (await admin.post(`${url}/seal`)).json();
    expect(sealed).toMatchObject({ status: 'sealed', can: { update: false, review: false, close: false, seal: false, reopen: false } });
    const [before] = await t.database.db.select().from(incidents).where(eq(incidents.id, created.id));
    const sealedUpload = multipart({}, [{ name: 'a.png', data: samples.png() }]);
    for (const res of [
      await admin.put(url, { title: 'Cambio' }),
      await admin.post(`${url}/reopen`),
      await admin.post(`${url}/seal`),
      await admin.post(`${url}/review`),
      await t.app.inject({
        method: 'POST',
        url: `${url}/attachments`,
        headers: { cookie: guardCookie, ...sealedUpload.headers },
        payload: sealedUpload.payload,
      }),
    ]) {
      expect([403, 409]).toContain(res.statusCode);
    }
    expect((await admin.put(url, { title: 'Cambio' })).json().code).toBe('INCIDENT_SEALED');
    const [after] = await t.database.db.select().from(incidents).where(eq(incidents.id, created.id));
    expect(after.title).toBe(before.title);
    expect(after.auditTrail).toHaveLength(before.auditTrail.length);
    // Corrections are notes.
    const noted = await admin.post(`${url}/notes`, { text: 'Corrección: eran las 02:15', isInternal: false });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().history.at(-1)).toMatchObject({ action: 'note', notes: 'Corrección: eran las 02:15', context: 'correction' });
    expect(noted.json().title).toBe('Sellar');
    expect(noted.json().history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'review',
      'updated',
      'reopen',
      'review',
      'close',
      'seal',
      'note',
    ]);
  });

  it('customer admins see reviewed incidents of their own posts only, without internal notes (absent keys)', async () => {
    const pending = (await guard.post('/api/incidents', incidentBody({ title: 'Pendiente' }))).json();
    const shown = (await guard.post('/api/incidents', incidentBody({ title: 'Revisado' }))).json();
    await admin.put(`/api/incidents/${shown.id}`, { internalNotes: 'Revisar cámara 4' });
    await admin.post(`/api/incidents/${shown.id}/review`, { notes: 'Nota interna del supervisor' });
    await admin.post(`/api/incidents/${shown.id}/notes`, { text: 'Solo personal', isInternal: true });
    await admin.post(`/api/incidents/${shown.id}/notes`, { text: 'Para el cliente', isInternal: false });
    const list = await customerAdmin.get('/api/incidents');
    expect(list.statusCode).toBe(200);
    expect(ids(list)).toContain(shown.id);
    expect(ids(list)).not.toContain(pending.id);
    for (const item of list.json().items) {
      expect(item).not.toHaveProperty('internalNotes');
      expect(['reviewed', 'closed', 'sealed']).toContain(item.status);
    }
    expect((await customerAdmin.get(`/api/incidents/${pending.id}`)).statusCode).toBe(404);
    const detail = await customerAdmin.get(`/api/incidents/${shown.id}`);
    expect(detail.json()).not.toHaveProperty('internalNotes');
    expect(detail.body).not.toContain('Revisar cámara 4');
    expect(detail.body).not.toContain('Solo personal');
    expect(detail.body).not.toContain('Nota interna del supervisor');
    expect(detail.body).toContain('Para el cliente');
    expect(detail.json().can).toMatchObject({ update: false, review: false, addNote: false });
    const pdf = await customerAdmin.get(`/api/incidents/${shown.id}/pdf?lang=en`);
    expect(pdfText(pdf.rawPayload)).not.toContain('Revisar');
    // Customer admins write nothing.
    expect((await customerAdmin.post('/api/incidents', incidentBody({ postId: onShift.post.id }))).statusCode).toBe(403);
    expect((await customerAdmin.post(`/api/incidents/${shown.id}/close`)).statusCode).toBe(403);
  });

  it("a guard reads the incidents he filed without staff's internal notes; his own internal notes stay his (issue 29)", async () => {
    const filed = (await guard.post('/api/incidents', incidentBody({ title: 'Notas internas', internalNotes: 'Cuarzo' }))).json();
    const url = `/api/incidents/${filed.id}`;
    await admin.put(url, { internalNotes: 'Calcedonia' });
    // The guard's own edit of the field is not kept either (he may not read it).
    expect((await guard.put(url, { title: 'Notas internas 2', internalNotes: 'Cuarzo' })).statusCode).toBe(200);
    expect((await admin.get(url)).json().internalNotes).toBe('Calcedonia');
    await admin.post(`${url}/notes`, { text: 'Malaquita', isInternal: true });
    await guard.post(`${url}/notes`, { text: 'Amatista', isInternal: true });
    await admin.post(`${url}/review`, { notes: 'Turmalina' });
    const seen = await guard.get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('internalNotes');
    for (const text of ['Calcedonia', 'Malaquita', 'Turmalina', 'Cuarzo']) expect(seen.body).not.toContain(text);
    expect(seen.body).toContain('Amatista');
    // The review step stays in his history, without its notes.
    expect(seen.json().history).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'review', notes: null })]));
    for (const item of (await guard.get('/api/incidents?pageSize=100')).json().items) expect(item).not.toHaveProperty('internalNotes');
    const sheet = pdfText((await guard.get(`${url}/pdf?lang=es`)).rawPayload);
    for (const text of ['Calcedonia', 'Malaquita', 'Turmalina']) expect(sheet).not.toContain(text);
    // Nor does his history say the internal notes were edited: an edit of them alone is a staff entry, and beside
    // another field only the other field is named.
    await admin.put(url, { location: 'Garita 2', internalNotes: 'Calcedonia' });
    const contexts = (await guard.get(url)).json().history.map((h: { context: string | null }) => h.context ?? '');
    expect(contexts.join(' | ')).not.toContain('internalNotes');
    expect(contexts).toContain('location');
    const staffContexts = (await admin.get(url)).json().history.map((h: { context: string | null }) => h.context ?? '');
    expect(staffContexts).toContain('internalNotes');
    // Staff still read every note.
    const staffView = (await admin.get(url)).body;
    for (const text of ['Calcedonia', 'Malaquita', 'Turmalina', 'Amatista']) expect(staffView).toContain(text);
  });

  it('a guard sees only their own incidents; another company sees none', async () => {
    const mine = (await guard.post('/api/incidents', incidentBody({ title: 'Mío' }))).json();
    const staff = (await admin.post('/api/incidents', incidentBody({ title: 'Del admin', postId: world.a.post.id }))).json();
    const theirs = await otherGuard.get('/api/incidents');
    expect(ids(theirs)).not.toContain(mine.id);
    expect(ids(theirs)).not.toContain(staff.id);
    expect((await otherGuard.get(`/api/incidents/${mine.id}`)).statusCode).toBe(404);
    expect(ids(await guard.get('/api/incidents'))).not.toContain(staff.id);
    expect((await adminB.get(`/api/incidents/${mine.id}`)).statusCode).toBe(404);
    expect(ids(await adminB.get('/api/incidents'))).toEqual([]);
    expect(ids(await admin.get('/api/incidents?pageSize=100'))).toEqual(expect.arrayContaining([mine.id, staff.id]));
  });

  it('refuses bad input and writes nothing: future date 400, other company post or shift 404, other list item 404', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(incidents);
    const future = await guard.post('/api/incidents', incidentBody({ occurredAt: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(future.statusCode).toBe(400);
    expect(future.json().details.fieldErrors.occurredAt).toEqual(['incidents:validation.futureDate']);
    expect((await admin.post('/api/incidents', incidentBody({ postId: world.b.post.id }))).statusCode).toBe(404);
    expect((await admin.post('/api/incidents', incidentBody({ occurrenceId: `${world.b.shifts[0].id}:2026-11-23` }))).statusCode).toBe(404);
    // A guard on a shift they do not work.
    expect((await guard.post('/api/incidents', incidentBody({ occurrenceId: `${world.a.shifts[0].id}:2026-11-23` }))).statusCode).toBe(404);
    const bList = (await adminB.post('/api/incidents/lists', { kind: 'category', name: 'Ajena' })).json();
    expect((await admin.post('/api/incidents', incidentBody({ postId: world.a.post.id, categoryId: bList.id }))).statusCode).toBe(404);
    expect((await admin.post('/api/incidents', { title: '' })).statusCode).toBe(400);
    const [{ n: after }] = await t.database.db.select({ n: count() }).from(incidents);
    expect(after).toBe(before);
  });

  it('keyset paging and filters', async () => {
    const { category } = await lists();
    for (let i = 0; i < 3; i++) {
      await admin.post(
        '/api/incidents',
        incidentBody({
          postId: world.a.post.id,
          categoryId: category.id,
          title: `Página ${i}`,
          occurredAt: new Date(Date.now() - (i + 2) * 60_000).toISOString(),
        }),
      );
    }
    const first = (await admin.get(`/api/incidents?categoryId=${category.id}&pageSize=2`)).json();
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(['Página 0', 'Página 1']);
    const second = (await admin.get(`/api/incidents?categoryId=${category.id}&pageSize=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['Página 2']);
    expect(second.nextCursor).toBeNull();
    expect((await admin.get('/api/incidents?cursor=nonsense')).statusCode).toBe(400);
  });

  it('attachments: photo stored and served; wrong type 415, too large 413, nothing written', async () => {
    const created = (await guard.post('/api/incidents', incidentBody({ title: 'Con foto' }))).json();
    const upload = (file: { name: string; data: Buffer }) => {
      const { payload, headers } = multipart({}, [file]);
      return t.app.inject({
        method: 'POST',
        url: `/api/incidents/${created.id}/attachments`,
        payload,
        headers: { ...headers, cookie: guardCookie },
      });
    };
    const ok = await upload({ name: 'foto.png', data: samples.png() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().attachments).toHaveLength(1);
    const file = await guard.get(ok.json().attachments[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await customerAdmin.get(ok.json().attachments[0].url)).statusCode).toBe(404);
    expect((await upload({ name: 'x.exe', data: samples.garbage(100) })).statusCode).toBe(415);
    expect(
      (await upload({ name: 'big.png', data: Buffer.concat([samples.png(), Buffer.alloc(t.config.uploadMaxBytes + 10)]) })).statusCode,
    ).toBe(413);
    const rows = await t.database.db.select().from(files).where(eq(files.subjectId, created.id));
    expect(rows).toHaveLength(1);
  });

  it('the incident sheet and the report (totals, CSV, PDF) in both languages', async () => {
    const { category, high } = await lists();
    const created = (
      await admin.post(
        '/api/incidents',
        incidentBody({ postId: world.a.post.id, categoryId: category.id, severityId: high.id, title: 'Informe ABC' }),
      )
    ).json();
    const es = await admin.get(`/api/incidents/${created.id}/pdf?lang=es`);
    expect(es.headers['content-type']).toBe('application/pdf');
    const esText = pdfText(es.rawPayload);
    expect(esText).toContain('Informe ABC');
    expect(esText).toContain('Historial');
    expect(esText).toContain('Revisar');
    expect(pdfText((await admin.get(`/api/incidents/${created.id}/pdf?lang=en`)).rawPayload)).toContain('History');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const report = await admin.get(`/api/incidents/report?from=${from}&to=${today}&categoryId=${category.id}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      total: 1,
      byCategory: [{ label: category.name, count: 1 }],
      bySeverity: [{ key: 'high', count: 1 }],
    });
    const csv = await admin.get(`/api/incidents/report/csv?from=${from}&to=${today}&categoryId=${category.id}&lang=en`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Informe ABC');
    expect(csv.body.split('\n')[0]).toMatch(/^\ufeff?"?Number"?,"?Date and time/);
    expect(csv.body.split('\n')[0]).toContain('Title');
    const pdf = await admin.get(`/api/incidents/report/pdf?from=${from}&to=${today}&categoryId=${category.id}&lang=es`);
    expect(pdfText(pdf.rawPayload)).toContain('Informe de incidentes');
    expect((await admin.get(`/api/incidents/report?from=${today}&to=${from}`)).statusCode).toBe(400);
    expect(
      (await guard.get(`/api/incidents/report?from=${from}&to=${today}`))
        .json()
        .items.every((i: { reportingGuardId: string }) => i.reportingGuardId === onShift.guardId),
    ).toBe(true);
  });
});

describe('severities by level (issue 29)', () => {
  it('the form and the report list severities low → critical, not alphabetically nor by count', async () => {
    const tag = Date.now();
    const make = async (name: string, level: string) =>
      (await admin.post('/api/incidents/lists', { kind: 'severity', name: `${name} ${tag}`, level })).json();
    // Alphabetically: Alerta, Baja, Crítica, Moderada; by level: Baja, Moderada, Alerta, Crítica.
    const critical = await make('Crítica', 'critical');
    const low = await make('Baja', 'low');
    const high = await make('Alerta', 'high');
    const medium = await make('Moderada', 'medium');
    const options = (await admin.get('/api/incidents/form-options')).json();
    const ours = options.severities.filter((s: { name: string }) => s.name.endsWith(String(tag)));
    expect(ours.map((s: { level: string }) => s.level)).toEqual(['low', 'medium', 'high', 'critical']);
    const levels = options.severities.map((s: { level: string }) => ['low', 'medium', 'high', 'critical'].indexOf(s.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));

    const category = (await admin.post('/api/incidents/lists', { kind: 'category', name: `Orden ${tag}` })).json();
    // The most frequent (critical ×2) would come first by count.
    for (const severity of [critical, critical, high, low, medium])
      await admin.post('/api/incidents', incidentBody({ postId: world.a.post.id, categoryId: category.id, severityId: severity.id }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const report = (await admin.get(`/api/incidents/report?from=${from}&to=${today}&categoryId=${category.id}`)).json();
    expect(report.bySeverity.map((r: { key: string; count: number }) => [r.key, r.count])).toEqual([
      ['low', 1],
      ['medium', 1],
      ['high', 1],
      ['critical', 2],
    ]);
  });
});

describe('attachments and lists, more routes', () => {
  it('removes an attachment while editable (history entry), refuses it once closed (409); daily report files 201/415', async () => {
    const created = (await guard.post('/api/incidents', incidentBody({ title: 'Quitar foto' }))).json();
    const { payload, headers } = multipart({}, [{ name: 'a.png', data: samples.png() }]);
    const uploaded = (
      await t.app.inject({
        method: 'POST',
        url: `/api/incidents/${created.id}/attachments`,
        payload,
        headers: { ...headers, cookie: guardCookie },
      })
    ).json();
    const fileId = uploaded.attachments[0].id;
    expect((await otherGuard.delete(`/api/incidents/${created.id}/attachments/${fileId}`)).statusCode).toBe(404);
    expect((await guard.delete(`/api/incidents/${created.id}/attachments/${fileId}`)).statusCode).toBe(204);
    const after = (await admin.get(`/api/incidents/${created.id}`)).json();
    expect(after.attachments).toEqual([]);
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['created', 'attachments', 'attachmentRemoved']);
    const again = multipart({}, [{ name: 'b.png', data: samples.png() }]);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: `/api/incidents/${created.id}/attachments`,
        payload: again.payload,
        headers: { ...again.headers, cookie: guardCookie },
      })
    ).json();
    await admin.post(`/api/incidents/${created.id}/review`);
    await admin.post(`/api/incidents/${created.id}/close`);
    expect((await admin.delete(`/api/incidents/${created.id}/attachments/${second.attachments[0].id}`)).statusCode).toBe(409);

    const report = (await admin.post('/api/daily-reports', { postId: world.a.post.id, title: 'Con adjunto', body: '<p>x</p>' })).json();
    const doc = multipart({}, [{ name: 'acta.pdf', data: samples.pdf() }]);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/daily-reports/${report.id}/attachments`,
      payload: doc.payload,
      headers: { ...doc.headers, cookie: await signIn(t.app, world.a.admin) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().attachments[0]).toMatchObject({ originalName: 'acta.pdf', contentType: 'application/pdf' });
    expect((await admin.get(ok.json().attachments[0].url)).statusCode).toBe(200);
    const bad = multipart({}, [{ name: 'x.bin', data: samples.garbage(50) }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/daily-reports/${report.id}/attachments`,
      payload: bad.payload,
      headers: { ...bad.headers, cookie: guardCookie },
    });
    expect([404, 415]).toContain(refused.statusCode);
  });

  it('reports are scoped: a customer admin gets only reviewed incidents of their customer; another company nothing', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const mine = (await customerAdmin.get(`/api/incidents/report?from=${from}&to=${today}`)).json();
    expect(mine.items.length).toBeGreaterThan(0);
    for (const item of mine.items) {
      expect(item.customerCompanyId).toBe(world.a.customer.id);
      expect(item.status).not.toBe('pending');
      expect(item).not.toHaveProperty('internalNotes');
    }
    expect((await customerAdmin.get(`/api/incidents/report/csv?from=${from}&to=${today}`)).body).not.toContain('Revisar cámara 4');
    expect((await adminB.get(`/api/incidents/report?from=${from}&to=${today}`)).json().total).toBe(0);
    expect((await adminB.get(`/api/novelties/report?from=${from}&to=${today}`)).json().total).toBe(0);
    expect((await customerAdmin.get(`/api/novelties/report?from=${from}&to=${today}`)).json().total).toBe(0);
  });
});

describe('novelties', () => {
  it('a guard logs a novelty on their shift with a photo; timeline by shift; customers and other guards see none', async () => {
    const res = await guard.post('/api/novelties', { occurredAt: now(), text: 'Llegó el camión de entregas' });
    expect(res.statusCode, res.body).toBe(201);
    const novelty = res.json();
    expect(novelty).toMatchObject({ postId: onShift.post.id, guardId: onShift.guardId, can: { update: true } });
    const { payload, headers } = multipart({}, [{ name: 'camion.jpg', data: samples.jpeg() }]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/novelties/${novelty.id}/attachments`,
      payload,
      headers: { ...headers, cookie: guardCookie },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().photos).toHaveLength(1);
    const timeline = await admin.get(`/api/novelties?occurrenceId=${novelty.occurrenceId}`);
    expect(ids(timeline)).toEqual([novelty.id]);
    expect(ids(await customerAdmin.get('/api/novelties'))).toEqual([]);
    expect(ids(await otherGuard.get('/api/novelties'))).not.toContain(novelty.id);
    expect((await adminB.get(`/api/novelties/${novelty.id}`)).statusCode).toBe(404);
    expect((await guard.put(`/api/novelties/${novelty.id}`, { text: 'Llegó el camión (2 cajas)' })).json().text).toBe(
      'Llegó el camión (2 cajas)',
    );
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(novelties);
    expect(
      (await guard.post('/api/novelties', { occurredAt: new Date(Date.now() + 86_400_000).toISOString(), text: 'x' })).statusCode,
    ).toBe(400);
    expect((await admin.post('/api/novelties', { occurredAt: now(), text: 'x', postId: world.b.post.id })).statusCode).toBe(404);
    const [{ n: after }] = await t.database.db.select({ n: count() }).from(novelties);
    expect(after).toBe(before);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const report = (await admin.get(`/api/novelties/report?from=${from}&to=${today}&postId=${onShift.post.id}`)).json();
    expect(report).toMatchObject({ total: 1, byPost: [{ label: 'Torre Norte', count: 1 }] });
    expect((await admin.get(`/api/novelties/report/csv?from=${from}&to=${today}&lang=es`)).body).toContain('camión');
    expect(pdfText((await admin.get(`/api/novelties/report/pdf?from=${from}&to=${today}&lang=en`)).rawPayload)).toContain(
      'Novelties report',
    );
  });
});

describe('daily reports', () => {
  it('sanitises the body, one per post and shift (409), review/close, customer sees reviewed without notes', async () => {
    const res = await guard.post('/api/daily-reports', {
      title: 'Turno de noche',
      body: '<p onclick="x()">Todo <b style="color:red">tranquilo</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      notes: 'Interno',
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report.body).toBe('<p>Todo <b>tranquilo</b></p>');
    expect((await guard.post('/api/daily-reports', { title: 'Otro', body: '' })).statusCode).toBe(409);
    expect(
      (await guard.put(`/api/daily-reports/${report.id}`, { body: '<h2 style="x">Resumen</h2><a href="javascript:1">l</a>' })).json().body,
    ).toBe('<h2>Resumen</h2>l');
    expect(ids(await customerAdmin.get('/api/daily-reports'))).not.toContain(report.id);
    expect((await admin.post(`/api/daily-reports/${report.id}/close`)).statusCode).toBe(409);
    expect((await admin.post(`/api/daily-reports/${report.id}/send`)).statusCode).toBe(409);
    expect((await admin.post(`/api/daily-reports/${report.id}/review`)).json().status).toBe('reviewed');
    const seen = await customerAdmin.get(`/api/daily-reports/${report.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('notes');
    expect((await admin.get(`/api/daily-reports/${report.id}`)).json().notes).toBe('Interno');
    // No SMTP settings: a clear 409, nothing queued.
    const noSmtp = await admin.post(`/api/daily-reports/${report.id}/send`);
    expect(noSmtp.statusCode).toBe(409);
    expect(noSmtp.json().message).toMatch(/settings\/general/);
    const pdf = await admin.get(`/api/daily-reports/${report.id}/pdf?lang=es`);
    expect(pdfText(pdf.rawPayload)).toContain('Resumen');
    expect(pdfText(pdf.rawPayload)).toContain('Informe diario');
    expect((await admin.post(`/api/daily-reports/${report.id}/close`)).json().status).toBe('closed');
    expect((await admin.put(`/api/daily-reports/${report.id}`, { title: 'x' })).statusCode).toBe(409);
  });

  it('startDailyReport is idempotent; a reviewed report is e-mailed as a PDF from the job', async () => {
    const db = t.database.db;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Puerto_Rico' }).format(new Date());
    const occurrenceId = `${world.a.shifts[0].id}:2026-11-23`;
    const actor = {
      userId: world.a.admin.id,
      sessionId: 'x',
      email: world.a.admin.email,
      role: 'security_company_admin' as const,
      companyId: world.a.company.id,
      customerId: null,
      isPlatformAdmin: false,
      subject: { role: 'security_company_admin' as const, email: world.a.admin.email, permissions: null, overrides: [] } as never,
    };
    const first = await startDailyReport({ ctx: t.app.ctx, actor, postId: world.a.post.id, occurrenceId });
    const again = await startDailyReport({ ctx: t.app.ctx, actor, postId: world.a.post.id, occurrenceId });
    expect(first.isNew).toBe(true);
    expect(again).toEqual({ id: first.id, isNew: false });
    expect(today).toBeTruthy();
    await admin.post(`/api/daily-reports/${first.id}/review`);
    await admin.put('/api/settings/smtp', {
      host: '127.0.0.1',
      port: smtpPort,
      security: 'none',
      fromAddress: 'Centinela <no-reply@centinela.test>',
    });
    const sent = await admin.post(`/api/daily-reports/${first.id}/send`, { to: ['cliente@example.com'], language: 'en' });
    expect(sent.statusCode, sent.body).toBe(202);
    await deliverDailyReport(t.app.ctx, {
      companyId: world.a.company.id,
      reportId: first.id,
      to: ['cliente@example.com'],
      language: 'en',
      actorUserId: world.a.admin.id,
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: 'daily-report-2026-11-23.pdf' });
    expect(pdfText(smtp.received[0].attachments[0].content)).toContain('Daily report');
    const [row] = await db.select().from(dailyReports).where(eq(dailyReports.id, first.id));
    expect(row.sentAt).not.toBeNull();
    expect(row.auditTrail.at(-1)?.action).toBe('sent');
  });
});

describe('demo data', () => {
  it('seeds the demo guard’s post: an incident in each open and closed status, novelties and a reviewed daily report', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    await createDefaultIncidentLists(db, company.id, 'es');
    const boss = await createUser(db, { companyId: company.id, role: 'security_company_admin' });
    const g = await createGuard(db, { companyId: company.id });
    const customer = await createCustomerCompany(db, { companyId: company.id });
    const post = await createPost(db, { companyId: company.id, customerCompanyId: customer.id, assignedGuardId: g.id });
    await db.transaction((tx) => seedDemoIncidents(tx, { companyId: company.id, guardEmail: g.email, adminEmail: boss.email }));
    const rows = await db.select().from(incidents).where(eq(incidents.companyId, company.id));
    expect(rows.map((r) => [r.status, r.severityLevel]).sort()).toEqual([
      ['closed', 'low'],
      ['pending', 'high'],
      ['reviewed', 'medium'],
    ]);
    expect(rows.every((r) => r.postId === post.id && r.reportingGuardId === g.id && r.categoryId)).toBe(true);
    expect(rows.find((r) => r.status === 'closed')?.auditTrail.map((e) => e.action)).toEqual(['created', 'review', 'close']);
    const [{ logged }] = await db.select({ logged: count() }).from(novelties).where(eq(novelties.companyId, company.id));
    expect(logged).toBe(4);
    const reports = await db.select().from(dailyReports).where(eq(dailyReports.companyId, company.id));
    expect(reports.map((r) => r.status)).toEqual(['reviewed']);
  });
});
