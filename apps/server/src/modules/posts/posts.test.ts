import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, posts, systemLogs, userBannedPosts } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import {
  clientFor,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoster,
  createTwoTenantWorld,
  signIn,
} from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(() => t.close());

const validPost = (overrides: Record<string, unknown> = {}) => ({
  customerCompanyId: world.a.customer.id,
  name: `Torre Norte ${Math.random().toString(36).slice(2, 7)}`,
  address: { street: 'Calle 1', city: 'Bayamón', state: 'PR', country: 'PR', zipCode: '00959' },
  latitude: 18.39,
  longitude: -66.15,
  geofenceRadiusM: 150,
  postOrders: '# Orders\n- Check **gate A** every hour',
  requiredRank: 'senior_guard',
  siteContactName: 'Ana',
  siteContactPhone: '+17875550111',
  billRateCents: 2450,
  payRateCents: 1300,
  ...overrides,
});

const logsFor = (entityId: string) =>
  t.database.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.entityType, 'posts'), eq(systemLogs.entityId, entityId)));

describe('POST /api/posts', () => {
  it("creates a post with the company's time zone by default and logs it", async () => {
    const res = await admin.post('/api/posts', validPost({ name: 'Torre Norte' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Torre Norte',
      companyId: world.a.company.id,
      customerCompanyName: world.a.customer.name,
      timeZone: 'America/Puerto_Rico',
      status: 'active',
      billRateCents: 2450,
      payRateCents: 1300,
      requiredRank: 'senior_guard',
      rosterCount: 0,
    });
    expect(await logsFor(body.id)).toHaveLength(1);
  });

  it('rejects a missing name, an unknown time zone and a bad latitude (400, nothing written)', async () => {
    const before = await t.database.db.select().from(posts);
    const res = await admin.post('/api/posts', validPost({ name: '  ', timeZone: 'Mars/Olympus', latitude: 123 }));
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().details.fieldErrors);
    expect(fields).toEqual(expect.arrayContaining(['name', 'timeZone', 'latitude']));
    expect(await t.database.db.select().from(posts)).toHaveLength(before.length);
  });

  it("rejects another company's customer (404) and guard (400)", async () => {
    expect((await admin.post('/api/posts', validPost({ customerCompanyId: world.b.customer.id }))).statusCode).toBe(404);
    const res = await admin.post('/api/posts', validPost({ assignedGuardId: world.b.guard.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.assignedGuardId).toBeDefined();
  });

  it('refuses customer admins (403)', async () => {
    expect((await customerAdmin.post('/api/posts', validPost())).statusCode).toBe(403);
  });

  it('answers 409 POST_NAME_TAKEN on the name for a second post with the same name at the same customer, on create and edit', async () => {
    await admin.post('/api/posts', validPost({ name: 'Duplicada' }));
    const again = await admin.post('/api/posts', validPost({ name: 'duplicada' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'POST_NAME_TAKEN', details: { fieldErrors: { name: ['posts:validation.nameTaken'] } } });
    const other = (await admin.post('/api/posts', validPost({ name: 'Otra' }))).json();
    const renamed = await admin.put(`/api/posts/${other.id}`, validPost({ name: 'DUPLICADA' }));
    expect(renamed.json()).toMatchObject({ code: 'POST_NAME_TAKEN' });
    expect((await admin.put(`/api/posts/${other.id}`, validPost({ name: 'Otra' }))).statusCode).toBe(200);
  });

  it('stores post orders as text: HTML is kept literally, never interpreted', async () => {
    const res = await admin.post('/api/posts', validPost({ postOrders: '<img src=x onerror=alert(1)>\r\n**ok**' }));
    expect(res.json().postOrders).toBe('<img src=x onerror=alert(1)>\n**ok**');
  });
});

describe('GET /api/posts', () => {
  it('lists, searches and filters by customer and status, paginated', async () => {
    await admin.post('/api/posts', validPost({ name: 'Buscable Uno', status: 'inactive' }));
    const all = await admin.get('/api/posts?pageSize=10');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(1);
    const found = await admin.get('/api/posts?search=buscable');
    expect(found.json().items.map((p: { name: string }) => p.name)).toEqual(['Buscable Uno']);
    const inactive = await admin.get(`/api/posts?status=inactive&customerCompanyId=${world.a.customer.id}`);
    expect(inactive.json().items.every((p: { status: string }) => p.status === 'inactive')).toBe(true);
  });

  it('rejects a page size outside the list (400)', async () => {
    expect((await admin.get('/api/posts?pageSize=7')).statusCode).toBe(400);
  });

  it("never shows another company's posts, even when asked by customer id", async () => {
    const res = await admin.get(`/api/posts?customerCompanyId=${world.b.customer.id}`);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it('hides rates from customer admins and shows guards only the posts they work at', async () => {
    const asCustomer = await customerAdmin.get('/api/posts?pageSize=100');
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.json().items.every((p: { billRateCents: unknown }) => p.billRateCents === null)).toBe(true);
    // Guards have no 'view posts' permission by default.
    expect((await guard.get('/api/posts')).statusCode).toBe(403);
  });
});

describe('GET /api/posts/:id and PUT /api/posts/:id', () => {
  it('reads and updates a post, keeping the time zone when none is given', async () => {
    const created = (await admin.post('/api/posts', validPost({ timeZone: 'America/New_York' }))).json();
    const res = await admin.put(`/api/posts/${created.id}`, validPost({ name: 'Renombrado', timeZone: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renombrado', timeZone: 'America/New_York' });
    expect((await admin.get(`/api/posts/${created.id}`)).json().name).toBe('Renombrado');
  });

  it('rejects a rate that is not integer cents (400 naming the field)', async () => {
    for (const bad of ['abc', '24.50', 24.5, -100, 10_000_000]) {
      const res = await admin.put(`/api/posts/${world.a.post.id}`, validPost({ billRateCents: bad }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details.fieldErrors)).toEqual(['billRateCents']);
    }
  });

  it('keeps rates as exact integer cents in the database and the answer', async () => {
    const res = await admin.post('/api/posts', validPost({ billRateCents: 30, payRateCents: 1235 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ billRateCents: 30, payRateCents: 1235 });
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, res.json().id));
    expect(row).toMatchObject({ billRateCents: 30, payRateCents: 1235 });
  });

  it("answers 404 for another company's post", async () => {
    expect((await admin.get(`/api/posts/${world.b.post.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/posts/${world.b.post.id}`, validPost())).statusCode).toBe(404);
  });
});

describe('deactivating and deleting', () => {
  it('lists the rosters a deactivation affects, then deactivates and logs', async () => {
    const post = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    await createRoster(t.database.db, { companyId: world.a.company.id, postId: post.id });
    const impact = await admin.get(`/api/posts/${post.id}/impact`);
    expect(impact.statusCode).toBe(200);
    expect(impact.json()).toMatchObject({ isDeletable: false, rosters: [{ shiftCount: 7, assignmentCount: 0 }] });
    const res = await admin.patch(`/api/posts/${post.id}/status`, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
    expect((await logsFor(post.id)).some((l) => (l.details as { status?: string }).status === 'inactive')).toBe(true);
  });

  it('rejects an unknown status (400) and another tenant (404)', async () => {
    expect((await admin.patch(`/api/posts/${world.a.post.id}/status`, { status: 'closed' })).statusCode).toBe(400);
    expect((await admin.patch(`/api/posts/${world.b.post.id}/status`, { status: 'inactive' })).statusCode).toBe(404);
    expect((await admin.get(`/api/posts/${world.b.post.id}/impact`)).statusCode).toBe(404);
  });

  it('refuses to delete a post that rosters or bans reference (409) and deletes an unreferenced one', async () => {
    expect((await admin.delete(`/api/posts/${world.a.post.id}`)).statusCode).toBe(409);
    const banned = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    const g = await createGuard(t.database.db, { companyId: world.a.company.id });
    await t.database.db.insert(userBannedPosts).values({ userId: g.id, postId: banned.id });
    expect((await admin.delete(`/api/posts/${banned.id}`)).statusCode).toBe(409);
    const free = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    expect((await admin.delete(`/api/posts/${free.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(posts).where(eq(posts.id, free.id))).toEqual([]);
    expect(await logsFor(free.id)).toHaveLength(1);
  });

  it('names every kind of reference before the delete (impact = what makes delete answer 409)', async () => {
    const db = t.database.db;
    const free = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    const clean = await admin.get(`/api/posts/${free.id}/impact`);
    expect(clean.json()).toEqual({
      rosters: [],
      bannedGuardCount: 0,
      records: { attendance: 0, incidents: 0, dailyReports: 0, opportunities: 0 },
      isDeletable: true,
    });
    // An incident naming the post: no roster, no ban, yet delete would fail on the foreign key.
    await db.insert(incidents).values({
      number: 1,
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      postId: free.id,
      title: 'Puerta forzada',
      description: 'x',
      occurredAt: new Date(),
    });
    const impact = await admin.get(`/api/posts/${free.id}/impact`);
    expect(impact.json()).toMatchObject({ rosters: [], bannedGuardCount: 0, records: { incidents: 1 }, isDeletable: false });
    const refused = await admin.delete(`/api/posts/${free.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ records: { incidents: 1 }, isDeletable: false });
    expect(await db.select().from(posts).where(eq(posts.id, free.id))).toHaveLength(1);
    // Readers of the post (customer admin) may see its impact; guards may not (no view:posts).
    expect((await customerAdmin.get(`/api/posts/${free.id}/impact`)).statusCode).toBe(200);
    expect((await guard.get(`/api/posts/${free.id}/impact`)).statusCode).toBe(403);
  });

  it("answers 404 when deleting another company's post and 400 for a malformed id", async () => {
    const free = await createPost(t.database.db, { companyId: world.b.company.id, customerCompanyId: world.b.customer.id });
    expect((await admin.delete(`/api/posts/${free.id}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/posts/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('pickers', () => {
  it('lists post options and form options of the own company only', async () => {
    const options = await admin.get('/api/posts/options');
    expect(options.statusCode).toBe(200);
    expect(options.json().every((o: { customerCompanyId: string }) => o.customerCompanyId === world.a.customer.id)).toBe(true);
    const form = await admin.get('/api/posts/form-options');
    expect(form.json().customerCompanies).toEqual([{ value: world.a.customer.id, label: world.a.customer.name }]);
    expect(form.json().guards.map((g: { value: string }) => g.value)).toContain(world.a.guard.id);
    expect(form.json().guards.map((g: { value: string }) => g.value)).not.toContain(world.b.guard.id);
    expect(form.json().defaultTimeZone).toBe('America/Puerto_Rico');
  });

  it('serves the read-only filters of guards and customer admins, each within their own scope', async () => {
    const db = t.database.db;
    // A second customer of company A with its own post: neither the customer admin of the first customer nor the guard
    // (who works only at world.a.post) may see it in any picker.
    const otherCustomer = await createCustomerCompany(db, { companyId: world.a.company.id, name: `Otro ${Date.now()}` });
    const otherPost = await createPost(db, { companyId: world.a.company.id, customerCompanyId: otherCustomer.id });
    const notWorked = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    const foreign = [otherPost.id, world.b.post.id];

    for (const [who, client, expectedPosts] of [
      ['customer admin', customerAdmin, [world.a.post.id, notWorked.id]],
      ['guard', guard, [world.a.post.id]],
    ] as const) {
      const options = await client.get('/api/posts/options');
      expect(options.statusCode, who).toBe(200);
      const ids = options.json().map((o: { value: string }) => o.value);
      for (const id of expectedPosts) expect(ids, who).toContain(id);
      expect(
        options.json().every((o: { customerCompanyId: string }) => o.customerCompanyId === world.a.customer.id),
        who,
      ).toBe(true);
      // The guard works only at world.a.post.
      if (who === 'guard') expect(ids).toEqual([world.a.post.id]);
      for (const id of foreign) expect(ids, who).not.toContain(id);
      // Asking for another customer's posts answers nothing, not that customer's posts.
      const asked = await client.get(`/api/posts/options?customerCompanyId=${otherCustomer.id}`);
      expect(asked.statusCode, who).toBe(200);
      expect(asked.json(), who).toEqual([]);

      const form = await client.get('/api/posts/form-options');
      expect(form.statusCode, who).toBe(200);
      expect(form.json().customerCompanies, who).toEqual([{ value: world.a.customer.id, label: world.a.customer.name }]);
      // Read-only viewers get no guard list.
      expect(form.json().guards, who).toEqual([]);
    }
    // The post list itself stays closed to guards (they have no view:posts).
    expect((await guard.get('/api/posts')).statusCode).toBe(403);
  });

  it('rejects a malformed filter (400)', async () => {
    expect((await admin.get('/api/posts/options?customerCompanyId=nope')).statusCode).toBe(400);
    expect((await admin.get('/api/posts/form-options?companyId=nope')).statusCode).toBe(400);
  });
});
