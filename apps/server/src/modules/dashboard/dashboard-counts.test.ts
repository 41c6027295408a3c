// The maintained counts (company_counts, customer_counts, user_counts; decision 0015) stay exact: many concurrent
// creates, deletes, status, employment, role and company changes, some rolled back, then the counts are compared
// with a full recount. On PostgreSQL (TEST_DATABASE_URL) the transactions really overlap on a pool of connections,
// including statements that write users of both companies at once (which deadlocked before migration 0021 put
// every counts upsert in company-id order).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALERT_LOG_ACTIONS, SYSTEM_LOG_ACTIONS, type TPostStatus, type TSystemLogAction } from '@centinela/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createTwoTenantWorld, signIn } from '../../../test/factories';
import {
  companyCounts,
  customerCompanies,
  customerCounts,
  PLATFORM_COUNTS_ID,
  posts,
  systemLogs,
  userCounts,
  users,
} from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
});
afterAll(() => t.close());

type TRecount = { employedGuards: number; activePosts: number; activeCustomers: number; alertLogs: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The figures counted from scratch, per company id (platform-wide log entries under PLATFORM_COUNTS_ID). */
const recount = async (): Promise<Map<string, TRecount>> => {
  const rows = rowsOf<{ company_id: string; g: number; p: number; c: number; a: number }>(
    await t.database.db.execute(sql`
      select company_id, sum(g)::int as g, sum(p)::int as p, sum(c)::int as c, sum(a)::int as a from (
        select company_id, 1 as g, 0 as p, 0 as c, 0 as a from users where role = 'security_guard' and still_employed
        union all select company_id, 0, 1, 0, 0 from posts where status = 'active'
        union all select company_id, 0, 0, 1, 0 from customer_companies where is_active
        union all select coalesce(company_id, ${PLATFORM_COUNTS_ID}::uuid), 0, 0, 0, 1 from system_logs
          where action in (${sql.join(
            ALERT_LOG_ACTIONS.map((a) => sql`${a}`),
            sql`, `,
          )})
      ) x group by company_id`),
  );
  return new Map(rows.map((r) => [r.company_id, { employedGuards: r.g, activePosts: r.p, activeCustomers: r.c, alertLogs: r.a }]));
};

/** Maintained rows, zero rows left out (a company whose last counted row went away keeps a row of zeros). */
const maintained = async () => {
  const rows = await t.database.db.select().from(companyCounts);
  return new Map(
    rows
      .filter((r) => r.employedGuards || r.activePosts || r.activeCustomers || r.alertLogs)
      .map(({ companyId, ...figures }) => [companyId, figures]),
  );
};

const expectCustomerCountsExact = async () => {
  const expected = rowsOf<{ customer_company_id: string; n: number }>(
    await t.database.db.execute(sql`select customer_company_id, count(*)::int as n from posts where status = 'active' group by 1`),
  );
  const rows = (await t.database.db.select().from(customerCounts)).filter((r) => r.activePosts !== 0);
  expect(new Map(rows.map((r) => [r.customerId, r.activePosts]))).toEqual(new Map(expected.map((r) => [r.customer_company_id, r.n])));
};

/** user_counts (zero rows left out) against a recount of users by company, employment, role order and coordinator flag. */
const expectUserCountsExact = async () => {
  const key = (r: { companyId: string; stillEmployed: boolean; roleOrder: number; isCoordinator: boolean }) =>
    `${r.companyId}/${r.stillEmployed}/${r.roleOrder}/${r.isCoordinator}`;
  const expected = rowsOf<{ company_id: string; still_employed: boolean; role_order: number; is_coordinator: boolean; n: number }>(
    await t.database.db.execute(
      sql`select company_id, still_employed, role_order, is_coordinator, count(*)::int as n from users group by 1, 2, 3, 4`,
    ),
  );
  const rows = (await t.database.db.select().from(userCounts)).filter((r) => r.users !== 0);
  expect(new Map(rows.map((r) => [key(r), r.users]))).toEqual(
    new Map(
      expected.map((r) => [
        key({ companyId: r.company_id, stillEmployed: r.still_employed, roleOrder: r.role_order, isCoordinator: r.is_coordinator }),
        r.n,
      ]),
    ),
  );
};

/** A deterministic pseudo-random sequence, so a failure replays the same operations. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('maintained dashboard counts', () => {
  it('count exactly the alert actions of ALERT_LOG_ACTIONS, with and without a company', async () => {
    const before = await maintained();
    await t.database.db
      .insert(systemLogs)
      .values([
        ...SYSTEM_LOG_ACTIONS.map((action) => ({ companyId: world.a.company.id, action, entityType: 'users' as const })),
        ...SYSTEM_LOG_ACTIONS.map((action) => ({ companyId: null, action, entityType: 'users' as const })),
      ]);
    const after = await maintained();
    const alertsOf = (m: typeof before, id: string) => m.get(id)?.alertLogs ?? 0;
    expect(alertsOf(after, world.a.company.id) - alertsOf(before, world.a.company.id)).toBe(ALERT_LOG_ACTIONS.length);
    expect(alertsOf(after, PLATFORM_COUNTS_ID) - alertsOf(before, PLATFORM_COUNTS_ID)).toBe(ALERT_LOG_ACTIONS.length);
    expect(after).toEqual(await recount());
  });

  it('stay equal to a full recount after 300 concurrent writes of every kind, some rolled back', async () => {
    const db = t.database.db;
    const next = random(11);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const companyIds = [world.a.company.id, world.b.company.id];
    const customersOf = new Map<string, string[]>([
      [world.a.company.id, [world.a.customer.id]],
      [world.b.company.id, [world.b.customer.id]],
    ]);
    for (const companyId of companyIds) {
      for (let i = 0; i < 2; i++) customersOf.get(companyId)?.push((await createCustomerCompany(db, { companyId })).id);
    }
    const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, world.a.guard.id));
    let serial = 0;
    /** Ids of rows this test created (and may change or delete), per table. */
    const made = { users: [] as string[], posts: [] as string[], customers: [] as string[], logs: [] as string[] };
    const take = (list: string[]) => (list.length ? list.splice(Math.floor(next() * list.length), 1)[0] : null);
    const any = (list: string[]) => (list.length ? pick(list) : null);

    const operation = (): ((tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<void>) => {
      const companyId = pick(companyIds);
      const customerId = pick(customersOf.get(companyId) ?? []);
      const n = ++serial;
      switch (Math.floor(next() * 16)) {
        case 0:
        case 1: {
          const role = pick(['security_guard', 'security_guard', 'security_company_admin', 'customer_company_admin'] as const);
          const stillEmployed = next() < 0.8;
          return async (tx) => {
            const [row] = await tx
              .insert(users)
              .values({
                companyId,
                email: `count-${n}@example.com`,
                passwordHash,
                name: `Count ${n}`,
                role,
                stillEmployed,
              })
              .returning({ id: users.id });
            made.users.push(row.id);
          };
        }
        case 2: {
          const id = any(made.users);
          return async (tx) => {
            if (id)
              await tx
                .update(users)
                .set({ stillEmployed: sql`not ${users.stillEmployed}` })
                .where(eq(users.id, id));
          };
        }
        case 3: {
          const id = any(made.users);
          const role = pick(['security_guard', 'security_company_admin', 'customer_company_admin'] as const);
          return async (tx) => {
            if (id) await tx.update(users).set({ role }).where(eq(users.id, id));
          };
        }
        case 4: {
          const id = take(made.users);
          return async (tx) => {
            if (id) await tx.delete(users).where(eq(users.id, id));
          };
        }
        case 5: {
          const status: TPostStatus = next() < 0.7 ? 'active' : 'inactive';
          return async (tx) => {
            const [row] = await tx
              .insert(posts)
              .values({ companyId, customerCompanyId: customerId, name: `Count post ${n}`, status, timeZone: 'America/Puerto_Rico' })
              .returning({ id: posts.id });
            made.posts.push(row.id);
          };
        }
        case 6: {
          const id = any(made.posts);
          return async (tx) => {
            if (id)
              await tx
                .update(posts)
                .set({ status: sql<TPostStatus>`case when ${posts.status} = 'active' then 'inactive' else 'active' end` })
                .where(eq(posts.id, id));
          };
        }
        case 7: {
          const id = take(made.posts);
          return async (tx) => {
            if (id) await tx.delete(posts).where(eq(posts.id, id));
          };
        }
        case 8: {
          const isActive = next() < 0.7;
          return async (tx) => {
            const [row] = await tx
              .insert(customerCompanies)
              .values({ companyId, name: `Count customer ${n}`, isActive })
              .returning({ id: customerCompanies.id });
            made.customers.push(row.id);
          };
        }
        case 9: {
          const id = any(made.customers);
          return async (tx) => {
            if (id)
              await tx
                .update(customerCompanies)
                .set({ isActive: sql`not ${customerCompanies.isActive}` })
                .where(eq(customerCompanies.id, id));
          };
        }
        case 10: {
          const id = take(made.customers);
          return async (tx) => {
            if (id) await tx.delete(customerCompanies).where(eq(customerCompanies.id, id));
          };
        }
        case 12: {
          // One statement over several rows (the triggers count per statement): employment of up to 5 users flips.
          const ids = [...new Set(Array.from({ length: 5 }, () => any(made.users)).filter((id): id is string => id !== null))];
          return async (tx) => {
            if (ids.length)
              await tx
                .update(users)
                .set({ stillEmployed: sql`not ${users.stillEmployed}` })
                .where(inArray(users.id, ids));
          };
        }
        case 13: {
          // A multi-row insert of guards and admins into both companies at once.
          const rows = companyIds.map((id, i) => ({
            companyId: id,
            email: `count-bulk-${n}-${i}@example.com`,
            passwordHash,
            name: `Bulk ${n} ${i}`,
            role: i === 0 ? ('security_guard' as const) : ('security_company_admin' as const),
          }));
          return async (tx) => {
            for (const row of await tx.insert(users).values(rows).returning({ id: users.id })) made.users.push(row.id);
          };
        }
        case 14: {
          // The coordinator flag of up to 3 users (a user_counts dimension the users page's coordinators tab sums).
          const ids = [...new Set(Array.from({ length: 3 }, () => any(made.users)).filter((id): id is string => id !== null))];
          return async (tx) => {
            if (ids.length)
              await tx
                .update(users)
                .set({ isCoordinator: sql`not ${users.isCoordinator}` })
                .where(inArray(users.id, ids));
          };
        }
        case 11: {
          const id = take(made.logs);
          return async (tx) => {
            if (id) await tx.delete(systemLogs).where(eq(systemLogs.id, id));
          };
        }
        default: {
          const action: TSystemLogAction = pick(SYSTEM_LOG_ACTIONS);
          const platformWide = next() < 0.1;
          return async (tx) => {
            const [row] = await tx
              .insert(systemLogs)
              .values({ companyId: platformWide ? null : companyId, action, entityType: 'users' })
              .returning({ id: systemLogs.id });
            made.logs.push(row.id);
          };
        }
      }
    };

    let rolledBack = 0;
    for (let batch = 0; batch < 30; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const op = operation();
          const rollBack = next() < 0.15;
          try {
            await db.transaction(async (tx) => {
              await op(tx);
              if (rollBack) throw new Error('rolled back on purpose');
            });
          } catch (error) {
            if (!rollBack) throw error;
            rolledBack++;
          }
        }),
      );
      // Rows created in a rolled-back transaction do not exist: forget ids that are gone.
      for (const [list, table] of [
        [made.users, users],
        [made.posts, posts],
        [made.customers, customerCompanies],
        [made.logs, systemLogs],
      ] as const) {
        if (list.length === 0) continue;
        const alive = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, list))).map((r) => r.id));
        list.splice(0, list.length, ...list.filter((id) => alive.has(id)));
      }
    }
    expect(rolledBack).toBeGreaterThan(10);
    expect(serial).toBe(300);
    expect(made.users.length + made.posts.length + made.customers.length).toBeGreaterThan(5);
    expect(await maintained()).toEqual(await recount());
    await expectCustomerCountsExact();
    await expectUserCountsExact();

    // The dashboard answers the maintained figures: a company admin their company's, a customer admin their customer's.
    const expectedA = (await recount()).get(world.a.company.id);
    const admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    expect((await admin.get('/api/dashboard/stats')).json()).toEqual({
      totalGuards: expectedA?.employedGuards,
      activePosts: expectedA?.activePosts,
      customerCompanies: expectedA?.activeCustomers,
      systemAlerts: expectedA?.alertLogs,
    });
    const [customerPosts] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from posts where status = 'active' and customer_company_id = ${world.a.customer.id}`),
    );
    const customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await customerAdmin.get('/api/dashboard/stats')).json()).toMatchObject({ activePosts: customerPosts.n, customerCompanies: 1 });
  });

  it('are rebuilt exactly by the migration’s backfill', async () => {
    const db = t.database.db;
    const migration = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0019_dashboard_counts.sql'),
      'utf8',
    );
    const backfill = migration
      .slice(migration.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(backfill).toHaveLength(2);
    await db.execute(sql`update company_counts set employed_guards = 0, active_posts = 0, active_customers = 0, alert_logs = 0`);
    await db.execute(sql`delete from customer_counts`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await maintained()).toEqual(await recount());
    await expectCustomerCountsExact();
  });

  it('user_counts are rebuilt exactly by migration 0021’s backfill', async () => {
    const db = t.database.db;
    const migration = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0021_ordered_count_triggers.sql'),
      'utf8',
    );
    const backfill = migration
      .slice(migration.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(backfill).toHaveLength(1);
    await db.execute(sql`delete from user_counts`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    await expectUserCountsExact();
  });
});
