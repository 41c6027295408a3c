// A guard's own weekly rest day (issue 27, Mexico's rotating rest days) on the user form: saved, read back, cleared,
// validated (0 Sunday … 6 Saturday, es/en messages), kept only for guards and out of reach of another company.
import { randomUUID } from 'node:crypto';
import { USER_MESSAGES } from '@centinela/shared/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EN_USERS from '../../../../web/src/i18n/locales/en/users.json' with { type: 'json' };
import ES_USERS from '../../../../web/src/i18n/locales/es/users.json' with { type: 'json' };
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { systemLogs, users } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

const guardForm = (overrides: Record<string, unknown> = {}) => ({
  email: `guard-${randomUUID().slice(0, 8)}@alpha.test`,
  password: 'Guard-Pass-123',
  role: 'security_guard',
  companyId: world.a.company.id,
  name: 'Marisol',
  lastName: 'Descanso',
  stillEmployed: true,
  rank: 'guard',
  ...overrides,
});

const fieldErrorsOf = (res: { json: () => { details?: { fieldErrors?: Record<string, string[]> } } }) =>
  res.json().details?.fieldErrors ?? {};

describe('restDay on /api/users', () => {
  it('saves a guard’s rest day, reads it back, changes and clears it (logged as a changed field)', async () => {
    const created = await adminA.post('/api/users', guardForm({ restDay: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().restDay).toBe(2);
    const id = created.json().id as string;
    expect((await adminA.get(`/api/users/${id}`)).json().restDay).toBe(2);
    // Sunday is 0, not "empty".
    const sunday = await adminA.put(`/api/users/${id}`, {
      ...guardForm({ email: created.json().email, restDay: '0' }),
      password: undefined,
    });
    expect(sunday.statusCode, sunday.body).toBe(200);
    expect(sunday.json().restDay).toBe(0);
    const [log] = await t.database.db
      .select()
      .from(systemLogs)
      .where(sql`${systemLogs.entityId} = ${id} and ${systemLogs.action} = 'UPDATE'`);
    expect(log.details.changes).toContain('restDay');
    const cleared = await adminA.put(`/api/users/${id}`, {
      ...guardForm({ email: created.json().email, restDay: '' }),
      password: undefined,
    });
    expect(cleared.json().restDay).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row.restDay).toBeNull();
  });

  it('refuses a rest day outside Sunday…Saturday (400, es/en message) and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    for (const bad of [7, -1, 2.5, 'lunes']) {
      const res = await adminA.post('/api/users', guardForm({ restDay: bad }));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(fieldErrorsOf(res).restDay).toEqual([USER_MESSAGES.restDayRange]);
    }
    expect(EN_USERS.validation.restDayRange).toBe('The rest day must be a day of the week (0 Sunday … 6 Saturday)');
    expect(ES_USERS.validation.restDayRange).toBe('El día de descanso debe ser un día de la semana (0 domingo … 6 sábado)');
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it('keeps a rest day only for guards', async () => {
    const admin = await adminA.post('/api/users', guardForm({ role: 'security_company_admin', rank: '', restDay: 3 }));
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json().restDay).toBeNull();
  });

  it("answers 404 for another company's guard and leaves the rest day alone", async () => {
    const created = (await adminA.post('/api/users', guardForm({ restDay: 5 }))).json();
    const res = await adminB.put(`/api/users/${created.id}`, { ...guardForm({ email: created.email, restDay: 1 }), password: undefined });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row.restDay).toBe(5);
  });
});
