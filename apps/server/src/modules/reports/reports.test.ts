import { addDays, todayIn } from '@centinela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';
import { csvCell } from '../../platform/documents/csv';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let otherAdmin: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let full: Awaited<ReturnType<typeof createPost>>;
let short: Awaited<ReturnType<typeof createPost>>;
let empty: Awaited<ReturnType<typeof createPost>>;
let guardOne: Awaited<ReturnType<typeof createGuard>>;

const everyDay = (startMinute: number, endMinute: number, requiredGuards: number, guardIds: string[] = []) =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, startMinute, endMinute, requiredGuards, guardIds }));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  const customerCompanyId = world.a.customer.id;
  const since = addDays(todayIn('America/Puerto_Rico'), -10);
  guardOne = await createGuard(db, { companyId, name: 'Uno', lastName: 'Primero' });
  const guardTwo = await createGuard(db, { companyId, name: 'Dos', lastName: 'Segundo' });
  full = await createPost(db, { companyId, customerCompanyId, name: 'Completo', billRateCents: 2500 });
  short = await createPost(db, { companyId, customerCompanyId, name: 'Corto' });
  empty = await createPost(db, { companyId, customerCompanyId, name: 'Vacío' });
  await createPost(db, { companyId, customerCompanyId, name: 'Sin turnos' });
  await createRoster(db, { companyId, postId: full.id, effectiveFrom: since, shifts: everyDay(360, 840, 1, [guardOne.id]) });
  await createRoster(db, { companyId, postId: short.id, effectiveFrom: since, shifts: everyDay(1320, 360, 2, [guardTwo.id]) });
  await createRoster(db, { companyId, postId: empty.id, effectiveFrom: since, shifts: everyDay(480, 960, 1) });
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  otherAdmin = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(() => t.close());

const range = '&from=2030-01-06&to=2030-01-12';

describe('GET /api/reports/open-rosters', () => {
  it('lists shift occurrences with unfilled places, paginated, with the total of open places', async () => {
    const res = await admin.get(`/api/reports/open-rosters?pageSize=10${range}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Corto: 7 nights short of one guard; Vacío: 7 days without anybody.
    expect(body.total).toBe(14);
    expect(body.totalOpenPlaces).toBe(14);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({ date: '2030-01-06', openPlaces: 1 });
    const page2 = await admin.get(`/api/reports/open-rosters?pageSize=10&page=2${range}`);
    expect(page2.json().items).toHaveLength(4);
  });

  it('filters by post and exports CSV', async () => {
    const res = await admin.get(`/api/reports/open-rosters?postId=${short.id}${range}`);
    expect(res.json().items.every((r: { postName: string }) => r.postName === 'Corto')).toBe(true);
    const csv = await admin.get(`/api/reports/open-rosters/csv?lang=en&postId=${short.id}${range}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('open-rosters-2030-01-06-2030-01-12.csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,Day,Customer,Post,Roster,Shift,Start,End,Required,Assigned,Open places');
    expect(lines[1]).toMatch(/^2030-01-06,Sunday,/);
    expect(lines).toHaveLength(8);
  });

  it('rejects a bad date and a range over 92 days (400)', async () => {
    expect((await admin.get('/api/reports/open-rosters?from=2030-1-6&to=2030-01-12')).statusCode).toBe(400);
    expect((await admin.get('/api/reports/open-rosters?from=2030-01-01&to=2030-12-31')).statusCode).toBe(400);
    expect((await admin.get('/api/reports/open-rosters/csv?from=2030-01-12&to=2030-01-01')).statusCode).toBe(400);
  });

  it('answers a bad range with its own code and the limit in the details (the UI words it; no English to match)', async () => {
    for (const path of ['open-rosters', 'open-rosters/csv', 'rosters-data']) {
      const long = await admin.get(`/api/reports/${path}?from=2030-01-01&to=2030-12-31`);
      expect(long.statusCode, path).toBe(400);
      expect(long.json(), path).toMatchObject({
        code: 'RANGE_TOO_LONG',
        details: { maxDays: 92, fieldErrors: { to: [expect.any(String)] } },
      });
      const inverted = await admin.get(`/api/reports/${path}?from=2030-01-12&to=2030-01-01`);
      expect(inverted.json(), path).toMatchObject({ code: 'RANGE_INVERTED', details: { fieldErrors: { to: [expect.any(String)] } } });
    }
    // Exactly the limit is accepted; other validation failures keep the generic code.
    expect((await admin.get('/api/reports/open-rosters?from=2030-01-01&to=2030-04-02')).statusCode).toBe(200);
    expect((await admin.get('/api/reports/open-rosters?from=2030-1-6&to=2030-01-12')).json().code).toBe('VALIDATION');
  });

  it("shows nothing of another company's posts", async () => {
    const res = await otherAdmin.get(`/api/reports/open-rosters?postId=${short.id}${range}`);
    expect(res.json()).toEqual({ items: [], total: 0, totalOpenPlaces: 0 });
    const csv = await otherAdmin.get(`/api/reports/open-rosters/csv?customerCompanyId=${world.a.customer.id}${range}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('GET /api/reports/posts', () => {
  it('lists posts with rosters, weekly hours and assigned guards', async () => {
    const res = await admin.get('/api/reports/posts?search=Completo');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        postName: 'Completo',
        activeRosters: 1,
        weeklyShifts: 7,
        weeklyRequiredHours: 56,
        weeklyAssignedHours: 56,
        assignedGuards: 1,
        billRateCents: 2500,
      }),
    ]);
    const csv = await admin.get('/api/reports/posts/csv?search=Completo');
    expect(csv.body).toContain('Tarifa de facturación');
    expect(csv.body).toContain('Completo');
    expect(csv.body).toMatch(/(^|[,;])"?25\.00"?([,;]|$)/m);
  });

  it('rejects an unknown status (400) and leaks nothing across tenants', async () => {
    expect((await admin.get('/api/reports/posts?status=closed')).statusCode).toBe(400);
    const res = await otherAdmin.get(`/api/reports/posts?customerCompanyId=${world.a.customer.id}`);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });
});

describe('CSV exports speak the reader’s language in their values, not only their headers', () => {
  it('translates ranks, statuses, staffing states and days into Spanish and English', async () => {
    const db = t.database.db;
    await createPost(db, {
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      name: 'Rango CSV',
      requiredRank: 'guard',
      status: 'inactive',
    });
    const rowOf = (body: string, name: string) =>
      body
        .replace('\uFEFF', '')
        .split('\r\n')
        .find((line) => line.includes(name)) ?? '';

    const es = rowOf((await admin.get('/api/reports/posts/csv?search=Rango&lang=es')).body, 'Rango CSV');
    expect(es).toContain(',Inactivo,');
    expect(es).toContain(',Guardia,');
    expect(es).not.toMatch(/,(guard|inactive),/);
    const en = rowOf((await admin.get('/api/reports/posts/csv?search=Rango&lang=en')).body, 'Rango CSV');
    expect(en).toContain(',Inactive,');
    expect(en).toContain(',Guard,');

    const statusEs = (await admin.get('/api/reports/post-status/csv?state=understaffed&lang=es')).body;
    const statusEn = (await admin.get('/api/reports/post-status/csv?state=understaffed&lang=en')).body;
    expect(statusEs).toContain('Falta personal');
    expect(statusEn).toContain('Understaffed');
    expect(statusEs).not.toContain('understaffed');

    const dataEs = (await admin.get(`/api/reports/rosters-data/csv?lang=es&postId=${full.id}${range}`)).body.split('\r\n');
    const dataEn = (await admin.get(`/api/reports/rosters-data/csv?lang=en&postId=${full.id}${range}`)).body.split('\r\n');
    expect(dataEs[0]).toContain('Fecha,Día,Cliente,Puesto,Cuadrante');
    expect(dataEs[1]).toMatch(/^2030-01-06,Domingo,/);
    expect(dataEn[1]).toMatch(/^2030-01-06,Sunday,/);
    expect(dataEs.join('\n')).toContain('Uno Primero');
  });
});

describe('GET /api/reports/post-status', () => {
  it("gives each post's staffing today: filled / required and a state, with counts", async () => {
    const res = await admin.get('/api/reports/post-status?pageSize=100');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().items.map((r: { postName: string }) => [r.postName, r]));
    expect(byName.Completo).toMatchObject({ shifts: 1, filledGuards: 1, requiredGuards: 1, state: 'fully_staffed' });
    expect(byName.Corto).toMatchObject({ filledGuards: 1, requiredGuards: 2, state: 'understaffed' });
    expect(byName.Vacío).toMatchObject({ filledGuards: 0, state: 'unassigned' });
    expect(byName['Sin turnos']).toMatchObject({ shifts: 0, state: 'no_shifts' });
    const counts = res.json().counts;
    expect(counts).toMatchObject({ understaffed: 1, unassigned: 1 });
    expect(counts.fully_staffed + counts.no_shifts).toBe(3);
    const only = await admin.get('/api/reports/post-status?state=understaffed');
    expect(only.json().items.map((r: { postName: string }) => r.postName)).toEqual(['Corto']);
    const csv = await admin.get('/api/reports/post-status/csv?state=understaffed&lang=es');
    expect(csv.body).toContain('Falta personal');
  });

  it('rejects an unknown state (400) and shows nothing of another company', async () => {
    expect((await admin.get('/api/reports/post-status?state=late')).statusCode).toBe(400);
    const res = await otherAdmin.get(`/api/reports/post-status?postId=${full.id}`);
    expect(res.json().items).toEqual([]);
  });
});

describe('GET /api/reports/rosters-data', () => {
  it('lists every shift in the range by post and guard with hours, unassigned places included', async () => {
    const res = await admin.get(`/api/reports/rosters-data?pageSize=100&postId=${empty.id}${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(7);
    expect(res.json().totalHours).toBe(56);
    expect(res.json().items[0]).toMatchObject({ postName: 'Vacío', guardId: null, hours: 8 });
    const byGuard = await admin.get(`/api/reports/rosters-data?guardId=${guardOne.id}${range}`);
    expect(byGuard.json().items.every((r: { guardName: string }) => r.guardName === 'Uno Primero')).toBe(true);
    expect(byGuard.json().total).toBe(7);
  });

  it('shows guards only their own shifts', async () => {
    const res = await guardClient.get(`/api/reports/rosters-data?guardId=${guardOne.id}${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.every((r: { guardId: string }) => r.guardId === world.a.guard.id)).toBe(true);
  });

  it('rejects a missing range (400) and leaks nothing across tenants', async () => {
    expect((await admin.get('/api/reports/rosters-data')).statusCode).toBe(400);
    const res = await otherAdmin.get(`/api/reports/rosters-data?guardId=${guardOne.id}${range}`);
    expect(res.json().items).toEqual([]);
    const csv = await admin.get(`/api/reports/rosters-data/csv?postId=${empty.id}${range}`);
    expect(csv.body).toContain('Sin asignar');
  });
});

describe('CSV cells', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
