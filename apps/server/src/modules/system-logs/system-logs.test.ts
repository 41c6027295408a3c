import { formatSystemLogMessage } from '@centinela/shared';
import type { TSystemLogReportRow } from '@centinela/shared/contracts/system-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { systemLogs } from '../../db/schema';
import { systemLogDetails } from '../../platform/audit/system-log';
import { csvCell } from '../../platform/documents/csv';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let platform: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;

// A quiet week far from today (sign-ins of the test write entries today): 2031-03-03 … 2031-03-09, Puerto Rico time (UTC-4).
const week = 'from=2031-03-03&to=2031-03-09';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const a = world.a;
  const b = world.b;
  const entry = (
    companyId: string,
    userId: string,
    timestamp: string,
    action: 'CREATE' | 'UPDATE' | 'DELETE' | 'LOGIN',
    entityType: 'posts' | 'users' | 'auth' | 'rosters',
    message: Parameters<typeof systemLogDetails>[0],
  ) => ({ companyId, userId, timestamp: at(timestamp), action, entityType, entityId: null, details: systemLogDetails(message) });
  await db.insert(systemLogs).values([
    // Company A: 30 post updates by the admin (for paging), a roster created by the admin, a sign-in of the guard.
    ...Array.from({ length: 30 }, (_, i) =>
      entry(
        a.company.id,
        a.admin.id,
        `2031-03-05T${String(10 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}:00Z`,
        'UPDATE',
        'posts',
        {
          key: 'postUpdated',
          params: { name: `Garita ${i}` },
        },
      ),
    ),
    entry(a.company.id, a.admin.id, '2031-03-08T15:00:00Z', 'CREATE', 'rosters', { key: 'rosterCreated', params: { name: 'Semana A' } }),
    entry(a.company.id, a.guard.id, '2031-03-09T12:00:00Z', 'LOGIN', 'auth', { key: 'signedIn', params: { email: a.guard.email } }),
    // Just outside the week in Puerto Rico time: 2031-03-10 00:30 local = 04:30Z; 2031-03-02 23:30 local = 03:30Z on the 3rd.
    entry(a.company.id, a.admin.id, '2031-03-10T04:30:00Z', 'DELETE', 'posts', { key: 'postDeleted', params: { name: 'Fuera después' } }),
    entry(a.company.id, a.admin.id, '2031-03-03T03:30:00Z', 'DELETE', 'posts', { key: 'postDeleted', params: { name: 'Fuera antes' } }),
    // Company B: never in A's answers.
    entry(b.company.id, b.admin.id, '2031-03-06T12:00:00Z', 'CREATE', 'posts', { key: 'postCreated', params: { name: 'Secreto B' } }),
    entry(b.company.id, b.admin.id, '2031-03-06T13:00:00Z', 'UPDATE', 'users', { key: 'userUpdated', params: { email: b.guard.email } }),
  ]);
  adminA = clientFor(t.app, await signIn(t.app, a.admin));
  adminB = clientFor(t.app, await signIn(t.app, b.admin));
  platform = clientFor(t.app, await signIn(t.app, world.platform.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, a.guard));
});
afterAll(() => t.close());

const rows = (res: { json: () => { items: TSystemLogReportRow[] } }) => res.json().items;

describe('GET /api/reports/system-logs', () => {
  it("lists the company's entries of the range newest first, paged, with the total", async () => {
    const first = await adminA.get(`/api/reports/system-logs?${week}&pageSize=10`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(32);
    const items = rows(first);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ action: 'LOGIN', entityType: 'auth', userId: world.a.guard.id, companyName: world.a.company.name });
    expect(items[1].details).toMatchObject({ messageKey: 'rosterCreated', messageParams: { name: 'Semana A' } });
    const stamps = items.map((r) => r.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    // Pages do not overlap and together hold every entry once.
    const all: string[] = [];
    for (const page of [1, 2, 3, 4])
      all.push(...rows(await adminA.get(`/api/reports/system-logs?${week}&pageSize=10&page=${page}`)).map((r) => r.id));
    expect(all).toHaveLength(32);
    expect(new Set(all).size).toBe(32);
  });

  it('keeps to the days of the range in the company time zone', async () => {
    const names = rows(await adminA.get(`/api/reports/system-logs?${week}&pageSize=100&action=DELETE`));
    expect(names).toEqual([]);
    const after = rows(await adminA.get('/api/reports/system-logs?from=2031-03-10&to=2031-03-10&action=DELETE'));
    expect(after.map((r) => r.details.messageParams)).toEqual([{ name: 'Fuera después' }]);
    const before = rows(await adminA.get('/api/reports/system-logs?from=2031-03-02&to=2031-03-02'));
    expect(before.map((r) => r.details.messageParams)).toEqual([{ name: 'Fuera antes' }]);
  });

  it('filters by action, entity type and user', async () => {
    const created = await adminA.get(`/api/reports/system-logs?${week}&action=CREATE`);
    expect(rows(created).map((r) => r.entityType)).toEqual(['rosters']);
    const postsOnly = await adminA.get(`/api/reports/system-logs?${week}&entityType=posts&pageSize=100`);
    expect(postsOnly.json().total).toBe(30);
    expect(rows(postsOnly).every((r) => r.entityType === 'posts' && r.action === 'UPDATE')).toBe(true);
    const byGuard = await adminA.get(`/api/reports/system-logs?${week}&userId=${world.a.guard.id}`);
    expect(rows(byGuard).map((r) => r.action)).toEqual(['LOGIN']);
    const combined = await adminA.get(`/api/reports/system-logs?${week}&userId=${world.a.admin.id}&entityType=rosters&action=CREATE`);
    expect(combined.json().total).toBe(1);
  });

  it("never shows another company's entries (asking for them by user or company answers nothing of theirs)", async () => {
    for (const query of [week, `${week}&userId=${world.b.admin.id}`, `${week}&companyId=${world.b.company.id}`]) {
      const res = await adminA.get(`/api/reports/system-logs?${query}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secreto B');
      expect(rows(res).every((r) => r.companyName === world.a.company.name)).toBe(true);
    }
    const b = await adminB.get(`/api/reports/system-logs?${week}&pageSize=100`);
    expect(b.json().total).toBe(2);
    expect(b.body).not.toContain('Garita');
    const csv = await adminA.get(`/api/reports/system-logs/csv?${week}&companyId=${world.b.company.id}`);
    expect(csv.body).not.toContain('Secreto B');
    const people = (await adminA.get('/api/reports/system-logs/users')).json().map((u: { value: string }) => u.value);
    expect(people).toContain(world.a.guard.id);
    expect(people).not.toContain(world.b.admin.id);
  });

  it('shows platform admins every company, or the one they pick', async () => {
    const everything = await platform.get(`/api/reports/system-logs?${week}&pageSize=100`);
    expect(everything.json().total).toBe(34);
    const onlyB = await platform.get(`/api/reports/system-logs?${week}&companyId=${world.b.company.id}`);
    expect(rows(onlyB).map((r) => r.companyName)).toEqual([world.b.company.name, world.b.company.name]);
  });

  it('is closed to customer admins and guards (403), even though they may view other reports', async () => {
    for (const client of [customerAdmin, guard]) {
      expect((await client.get(`/api/reports/system-logs?${week}`)).statusCode).toBe(403);
      expect((await client.get(`/api/reports/system-logs/csv?${week}`)).statusCode).toBe(403);
      expect((await client.get('/api/reports/system-logs/users')).statusCode).toBe(403);
      expect((await client.get(`/api/reports/open-rosters?${week}`)).statusCode).toBe(200);
    }
  });

  it('validates the range with codes the UI words (inverted, over the limit) and the filters (400)', async () => {
    const inverted = await adminA.get('/api/reports/system-logs?from=2031-03-09&to=2031-03-03');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().code).toBe('RANGE_INVERTED');
    const long = await adminA.get('/api/reports/system-logs?from=2031-01-01&to=2031-06-30');
    expect(long.json()).toMatchObject({ code: 'RANGE_TOO_LONG', details: { maxDays: 92 } });
    expect((await adminA.get('/api/reports/system-logs?from=2031-03-03')).statusCode).toBe(400);
    expect((await adminA.get(`/api/reports/system-logs?${week}&action=HACK`)).statusCode).toBe(400);
    expect((await adminA.get(`/api/reports/system-logs?${week}&entityType=nope`)).statusCode).toBe(400);
    expect((await adminA.get(`/api/reports/system-logs?${week}&userId=nope`)).statusCode).toBe(400);
  });
});

describe('GET /api/reports/system-logs/csv', () => {
  it("writes every filtered entry with headers, values and messages in the reader's language", async () => {
    const es = await adminA.get(`/api/reports/system-logs/csv?${week}&lang=es`);
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toContain('text/csv');
    expect(es.headers['content-disposition']).toContain('system-logs-2031-03-03-2031-03-09.csv');
    const lines = es.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha y hora,Acción,Tipo de entidad,Descripción,Usuario,Correo electrónico,Empresa,ID de entidad');
    expect(lines).toHaveLength(33);
    // Newest first, in the company's local time, translated.
    expect(lines[1]).toMatch(/^2031-03-09 08:00:00,Inicio de sesión,Sesión,/);
    expect(lines[2]).toContain(`Creación,Cuadrantes,${csvCell(formatSystemLogMessage('es', 'rosterCreated', { name: 'Semana A' }))},`);
    expect(es.body).not.toMatch(/,UPDATE,|,posts,/);

    const en = await adminA.get(`/api/reports/system-logs/csv?${week}&lang=en&action=CREATE`);
    const enLines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(enLines[0]).toBe('Date and time,Action,Entity type,Description,User,Email,Company,Entity ID');
    expect(enLines).toHaveLength(2);
    expect(enLines[1]).toMatch(/^2031-03-08 11:00:00,Create,Rosters,"Roster ""Semana A"" created",/);
    expect(enLines[1]).toContain(`,${world.a.admin.email},${world.a.company.name},`);
  });
});

describe('can on log entries (system-logs policy)', () => {
  it('every row of the report and of the dashboard list carries can, and it offers nothing (the log is read-only)', async () => {
    const report = await adminA.get(`/api/reports/system-logs?${week}&page=1&pageSize=10`);
    expect(report.statusCode).toBe(200);
    expect(report.json().items.length).toBeGreaterThan(0);
    expect(report.json().items.every((r: { can: object }) => JSON.stringify(r.can) === '{}')).toBe(true);
    for (const client of [adminA, guard, customerAdmin]) {
      const recent = await client.get('/api/system-logs?limit=5');
      expect(recent.statusCode).toBe(200);
      expect(recent.json().every((r: { can: object }) => JSON.stringify(r.can) === '{}')).toBe(true);
    }
  });

  it('the dashboard list: a company admin reads the company, a guard and a customer admin only their own entries', async () => {
    const ids = async (client: ReturnType<typeof clientFor>) =>
      new Set((await client.get('/api/system-logs?limit=100')).json().map((r: { userId: string | null }) => r.userId));
    expect([...(await ids(guard))]).toEqual([world.a.guard.id]);
    expect([...(await ids(customerAdmin))].every((id) => id === world.a.customerAdmin.id)).toBe(true);
    expect((await ids(adminA)).has(world.a.guard.id)).toBe(true);
  });
});
