// The users page's totals without a search come from user_counts (users.counts.ts): for every role tab, both
// employment filters and every kind of actor, the total equals the number of users the page then lists, after
// creates, employment, role, coordinator and company changes and deletes.
import { USER_ROLE_FILTERS } from '@centinela/shared/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { users } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  const db = t.database.db;
  // Some spread: inactive guards, coordinators, a second company admin, a user moved between companies, one deleted.
  for (let i = 0; i < 5; i++) await createGuard(db, { companyId: world.a.company.id, stillEmployed: i % 2 === 0, isCoordinator: i < 2 });
  await createUser(db, { companyId: world.a.company.id, role: 'security_company_admin', stillEmployed: false });
  const moved = await createGuard(db, { companyId: world.b.company.id });
  await db.update(users).set({ companyId: world.a.company.id, isCoordinator: true }).where(eq(users.id, moved.id));
  const promoted = await createGuard(db, { companyId: world.a.company.id });
  await db.update(users).set({ role: 'security_company_admin' }).where(eq(users.id, promoted.id));
  const gone = await createGuard(db, { companyId: world.b.company.id, isCoordinator: true });
  await db.delete(users).where(eq(users.id, gone.id));
});
afterAll(() => t.close());

/** Every user the page lists for a filter, walking its pages, and the total it announced. */
const listAll = async (client: ReturnType<typeof clientFor>, query: string) => {
  const seen: string[] = [];
  let total = -1;
  for (let page = 1; page < 20; page++) {
    const res = await client.get(`/api/users/paginated?page=${page}&pageSize=10${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: string }[]; total: number };
    total = body.total;
    seen.push(...body.items.map((u) => u.id));
    if (body.items.length < 10) break;
  }
  return { total, listed: seen.length };
};

describe('users page totals', () => {
  it('equal the users listed, for every tab, employment filter and actor', async () => {
    const actors = [
      { name: 'platform admin, every company', user: world.platform.admin, query: '' },
      { name: 'platform admin, company a', user: world.platform.admin, query: `&companyId=${world.a.company.id}` },
      { name: 'company admin a', user: world.a.admin, query: '' },
      { name: 'company admin b', user: world.b.admin, query: '' },
      { name: 'customer admin a', user: world.a.customerAdmin, query: '' },
    ];
    let checked = 0;
    for (const actor of actors) {
      const client = clientFor(t.app, await signIn(t.app, actor.user));
      for (const role of USER_ROLE_FILTERS) {
        for (const activeOnly of [true, false]) {
          const { total, listed } = await listAll(client, `${actor.query}&role=${role}&activeOnly=${activeOnly}`);
          expect({ actor: actor.name, role, activeOnly, total }).toEqual({ actor: actor.name, role, activeOnly, total: listed });
          checked += total;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
