// API tests of the dashboard's calls: guard status (order, scope, current post) and the recent activity (system logs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createGuard, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';
import { systemLogs } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let a: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  a = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

describe('GET /api/dashboard/guard-status', () => {
  it('lists employed guards by name first, then former guards, at most 10, of the caller’s company only', async () => {
    const companyId = world.a.company.id;
    await createGuard(t.database.db, { companyId, name: 'Zoe', lastName: 'Ortiz', stillEmployed: false });
    await createGuard(t.database.db, { companyId, name: 'Ana', lastName: 'Báez', stillEmployed: false });
    for (const name of ['Carmen', 'Luis', 'Diego', 'Beatriz']) await createGuard(t.database.db, { companyId, name, lastName: 'Rivera' });
    await createGuard(t.database.db, { companyId: world.b.company.id, name: 'Aaron', lastName: 'Other' });

    const res = await a.get('/api/dashboard/guard-status');
    expect(res.statusCode).toBe(200);
    const rows: { id: string; name: string; isActive: boolean; currentPost: string | null }[] = res.json();
    const active = rows.filter((r) => r.isActive);
    const inactive = rows.filter((r) => !r.isActive);
    expect(rows.slice(0, active.length)).toEqual(active);
    expect(inactive.map((r) => r.name)).toEqual(['Ana Báez', 'Zoe Ortiz']);
    const activeNames = active.map((r) => r.name.toLowerCase());
    expect(activeNames).toEqual([...activeNames].sort());
    expect(rows.some((r) => r.name === 'Aaron Other')).toBe(false);
    // The world's guard works a shift of an active roster of the company's post.
    expect(rows.find((r) => r.id === world.a.guard.id)?.currentPost).toBe(world.a.post.name);
  });

  it('stops at 10 guards, employed ones taking every place when there are enough', async () => {
    const companyId = world.a.company.id;
    for (let i = 0; i < 8; i += 1) await createGuard(t.database.db, { companyId, name: `Guard ${i}`, lastName: 'Extra' });
    const rows: { isActive: boolean }[] = (await a.get('/api/dashboard/guard-status')).json();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.isActive)).toBe(true);
  });
});

describe('GET /api/system-logs', () => {
  it('answers the newest entries first, limited, and only the caller’s company', async () => {
    const base = Date.now() - 60_000;
    await t.database.db.insert(systemLogs).values([
      {
        companyId: world.a.company.id,
        action: 'UPDATE',
        entityType: 'posts',
        details: { description: 'older' },
        timestamp: new Date(base),
      },
      {
        companyId: world.a.company.id,
        action: 'CREATE',
        entityType: 'posts',
        details: { description: 'newer' },
        timestamp: new Date(base + 1000),
      },
      {
        companyId: world.b.company.id,
        action: 'CREATE',
        entityType: 'posts',
        details: { description: 'other tenant' },
        timestamp: new Date(),
      },
    ]);
    const res = await a.get('/api/system-logs?limit=20');
    expect(res.statusCode).toBe(200);
    const logs: { details: { description?: string }; timestamp: string }[] = res.json();
    const times = logs.map((l) => Date.parse(l.timestamp));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const descriptions = logs.map((l) => l.details.description);
    expect(descriptions.indexOf('newer')).toBeLessThan(descriptions.indexOf('older'));
    expect(descriptions).not.toContain('other tenant');
    expect((await a.get('/api/system-logs?limit=1')).json()).toHaveLength(1);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('scopes a guard’s post and customer counts to the posts they work, and a customer admin’s to their customer', async () => {
    const companyId = world.a.company.id;
    // More of the company that the guard does not work: two active posts of a second customer, one of the first.
    const otherCustomer = await createCustomerCompany(t.database.db, { companyId, name: 'Other Mall' });
    await createPost(t.database.db, { companyId, customerCompanyId: otherCustomer.id });
    await createPost(t.database.db, { companyId, customerCompanyId: otherCustomer.id });
    await createPost(t.database.db, { companyId, customerCompanyId: world.a.customer.id });
    // A second guard who is the primary guard of one post of the other customer and works no roster.
    const primaryGuard = await createGuard(t.database.db, { companyId, email: `primary-${Date.now()}@example.com` });
    await createPost(t.database.db, { companyId, customerCompanyId: otherCustomer.id, assignedGuardId: primaryGuard.id });

    const admin = (await a.get('/api/dashboard/stats')).json();
    expect(admin.activePosts).toBeGreaterThanOrEqual(5);
    expect(admin.customerCompanies).toBeGreaterThanOrEqual(2);

    // The world's guard works one shift of the world's post: one post, one customer.
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    const guardStats = (await guard.get('/api/dashboard/stats')).json();
    expect(guardStats).toMatchObject({ activePosts: 1, customerCompanies: 1, totalGuards: 1 });

    const primary = clientFor(t.app, await signIn(t.app, primaryGuard));
    expect((await primary.get('/api/dashboard/stats')).json()).toMatchObject({ activePosts: 1, customerCompanies: 1 });

    // The customer admin: the two posts of their customer, their one customer.
    const customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await customerAdmin.get('/api/dashboard/stats')).json()).toMatchObject({ activePosts: 2, customerCompanies: 1 });
  });
});
