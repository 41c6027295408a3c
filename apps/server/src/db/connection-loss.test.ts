// PostgreSQL terminating the app's connections under load (restart, failover, admin shutdown): the requests in
// flight answer 503 DATABASE_UNAVAILABLE with Retry-After, never 500 or a crashed process; the pool reconnects
// by itself and no acknowledged write is lost. Runs only against a PostgreSQL server (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../test/factories';

const url = process.env.TEST_DATABASE_URL;

const customer = (name: string) => ({
  name,
  contactPerson: 'Marisol Quiñones',
  phone: '+1 787 555 0142',
  email: 'contacto@cliente.pr',
  address: { street: 'Carr. 2 Km 8.2', city: 'Bayamón', state: 'PR', country: 'PR', zipCode: '00959' },
  billing: { billingName: 'Cliente Retail', billingEmail: 'cuentas@cliente.pr', taxId: '66-1', paymentTermsDays: 30 },
});

describe.runIf(url)('losing PostgreSQL connections under load', () => {
  let t: TTestApp;
  let admin: ReturnType<typeof clientFor>;
  let dbName: string;
  let killer: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp();
    const world = await createTwoTenantWorld(t.database.db);
    admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    const rows = (await t.database.db.execute(sql`select current_database() as name`)).rows as { name: string }[];
    dbName = rows[0].name;
    killer = new pg.Client({ connectionString: url });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  const terminateAll = () =>
    killer.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      dbName,
    ]);

  it('answers 2xx or 503 to every request while backends are terminated, keeps every acknowledged write, and recovers', async () => {
    let isStorming = true;
    let terminated = 0;
    const killing = (async () => {
      // Keep terminating every connection of the app's database while the load runs (a lost connection right after
      // the pool lends it must not leak it: a leaked pool would leave the remaining requests waiting forever).
      while (isStorming) {
        terminated += (await terminateAll()).rows[0].n;
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();

    const reads = ['/api/customer-companies', '/api/users?page=1&pageSize=25', '/api/roles', '/api/auth/me'];
    const requests = [
      ...Array.from({ length: 200 }, (_, i) =>
        admin.get(reads[i % reads.length]).then((res) => ({ kind: 'read' as const, res, name: '' })),
      ),
      ...Array.from({ length: 40 }, (_, i) => {
        const name = `Storm Customer ${i}`;
        return admin.post('/api/customer-companies', customer(name)).then((res) => ({ kind: 'write' as const, res, name }));
      }),
    ];
    const answers = await Promise.all(requests);
    isStorming = false;
    await killing;

    const statuses = answers.map((a) => a.res.statusCode);
    expect(statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503)).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    const unavailable = answers.filter((a) => a.res.statusCode === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { res } of unavailable) {
      expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/database is not available/) });
      expect(res.headers['retry-after']).toBe('2');
    }

    // The pool reconnects by itself: the next requests succeed.
    const after = await Promise.all(reads.map((path) => admin.get(path)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    // Every write that was acknowledged is there.
    const list = await admin.get('/api/customer-companies?pageSize=100');
    const stored = JSON.stringify(list.json());
    const acknowledged = answers.filter((a) => a.kind === 'write' && a.res.statusCode === 201);
    for (const { name } of acknowledged) expect(stored).toContain(name);
    // And a write after the storm works.
    expect((await admin.post('/api/customer-companies', customer('After the storm'))).statusCode).toBe(201);
  }, 60_000);
});
