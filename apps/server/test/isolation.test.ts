// Tenant isolation: every role of company B calls every /api route with company A's ids.
// Nothing of A may leak into an answer, and nothing of A may change. New routes are covered
// automatically because the suite walks the app's route table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

/** Tables whose rows belong to a security company (company_id column). */
const TENANT_TABLES_SQL = sql`
  select table_name from information_schema.columns
  where column_name = 'company_id' and table_schema = 'public' and table_name <> 'system_logs' and table_name <> 'sessions'
  order by table_name`;

const snapshotTenant = async (companyId: string) => {
  const tables = (await t.database.db.execute(TENANT_TABLES_SQL)) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const res = (await t.database.db.execute(
      sql`select * from ${sql.identifier(table_name)} where company_id = ${companyId} order by 1`,
    )) as unknown as { rows: unknown[] };
    out[table_name] = res.rows;
  }
  const company = (await t.database.db.execute(sql`select * from companies where id = ${companyId}`)) as unknown as { rows: unknown[] };
  out.companies = company.rows;
  return JSON.stringify(out);
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  // Give A some activity (sessions, system-log entries) that must stay invisible to B.
  for (const user of [world.a.admin, world.a.customerAdmin, world.a.guard]) await signIn(t.app, user);
});
afterAll(() => t.close());

const idsOf = (side: typeof world.a) => ({
  companyId: side.company.id,
  customerCompanyId: side.customer.id,
  customerId: side.customer.id,
  userId: side.guard.id,
  guardId: side.guard.id,
  adminId: side.admin.id,
  postId: side.post.id,
  rosterId: side.roster.id,
  shiftId: side.shifts[0].id,
});

/** Fills :params of a route pattern with A's ids (a matching name when there is one, else every id in turn). */
const pathsFor = (url: string, ids: ReturnType<typeof idsOf>): string[] => {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  if (params.length === 0) return [url];
  const byName = ids as Record<string, string>;
  const candidates = params.length === 1 && !byName[params[0]] ? Object.values(ids) : [null];
  return candidates.map((candidate) =>
    url.replace(/:([A-Za-z]+)/g, (_, name: string) => candidate ?? byName[name] ?? byName[name.replace(/Id$/, '') + 'Id'] ?? ids.userId),
  );
};

describe('tenant isolation (walks every route)', () => {
  it('leaks nothing of company A to any role of company B and changes nothing of A', async () => {
    const a = idsOf(world.a);
    const before = await snapshotTenant(world.a.company.id);
    const secretsOfA = [
      world.a.company.name,
      world.a.customer.name,
      world.a.guard.email,
      world.a.admin.email,
      world.a.post.name,
      ...Object.values(a),
    ];
    const roles = [world.b.admin, world.b.customerAdmin, world.b.guard];
    const failures: string[] = [];
    const routes = t.app.routeTable.filter(
      (r) => !['/api/auth/login', '/api/auth/logout', '/api/auth/companies', '/api/health'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(0);

    for (const user of roles) {
      const client = clientFor(t.app, await signIn(t.app, user));
      for (const route of routes) {
        for (const url of pathsFor(route.url, a)) {
          const body = { ...a, guardIds: [a.guardId], postIds: [a.postId], name: 'Injected', email: 'injected@example.com' };
          const qs = `?companyId=${a.companyId}&customerCompanyId=${a.customerCompanyId}&postId=${a.postId}&guardId=${a.guardId}`;
          const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
          const res =
            method === 'GET'
              ? await client.get(url + qs)
              : method === 'DELETE'
                ? await client.delete(url)
                : await client[method.toLowerCase() as 'post'](url, body);
          const hasParams = route.url.includes(':');
          if (hasParams && res.statusCode < 400) failures.push(`${user.role} ${method} ${url} → ${res.statusCode} for another tenant's id`);
          if (res.statusCode < 400) {
            const text = res.body;
            const leaked = secretsOfA.filter((s) => text.includes(s));
            if (leaked.length) failures.push(`${user.role} ${method} ${url} leaked ${leaked.join(', ')}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotTenant(world.a.company.id)).toBe(before);
  }, 120_000);
});
