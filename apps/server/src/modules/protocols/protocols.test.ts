import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notifications, protocolAcknowledgements, protocolDocuments, protocols, systemLogs } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let otherGuard: ReturnType<typeof clientFor>;
let cookieA: string;
let cookieB: string;
let otherPost: { id: string };
let otherGuardId: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookieA = await signIn(t.app, world.a.admin);
  cookieB = await signIn(t.app, world.b.admin);
  admin = clientFor(t.app, cookieA);
  adminB = clientFor(t.app, cookieB);
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
  // A second guard of company A, primary guard of another post.
  const lonely = await createGuard(t.database.db, { companyId: world.a.company.id, email: `lonely-${Date.now()}@example.com` });
  otherGuardId = lonely.id;
  otherPost = await createPost(t.database.db, {
    companyId: world.a.company.id,
    customerCompanyId: world.a.customer.id,
    assignedGuardId: lonely.id,
  });
  otherGuard = clientFor(t.app, await signIn(t.app, lonely));
});
afterAll(() => t.close());

const upload = (cookie: string, url: string, fileList: TMultipartFile[]) => {
  const { payload, headers } = multipart({}, fileList);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const countOf = async (table: typeof files | typeof protocolDocuments | typeof protocols) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

const newProtocol = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/protocols', {
    title: `Consignas de acceso ${Math.random().toString(36).slice(2, 6)}`,
    body: '<h2>Acceso</h2><p>Verifique la <b>identificación</b>.</p>',
    postIds: [world.a.post.id],
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('protocol categories', () => {
  it('creates, renames, refuses a duplicate name (400) and a category in use (409), deletes', async () => {
    const res = await admin.post('/api/protocol-categories', { name: 'Consignas de puesto' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Consignas de puesto', protocolCount: 0, can: { update: true, delete: true } });
    const dup = await admin.post('/api/protocol-categories', { name: 'consignas de puesto' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details.fieldErrors.name).toEqual(['protocols:validation.nameTaken']);
    const renamed = await admin.put(`/api/protocol-categories/${res.json().id}`, { name: 'Órdenes de puesto' });
    expect(renamed.json().name).toBe('Órdenes de puesto');
    await newProtocol({ categoryId: res.json().id });
    expect((await admin.delete(`/api/protocol-categories/${res.json().id}`)).statusCode).toBe(409);
    const empty = (await admin.post('/api/protocol-categories', { name: 'Temporal' })).json();
    expect((await admin.delete(`/api/protocol-categories/${empty.id}`)).statusCode).toBe(204);
  });

  it("another company's category is 404; guards cannot write", async () => {
    const mine = (await admin.post('/api/protocol-categories', { name: 'Solo A' })).json();
    expect((await adminB.put(`/api/protocol-categories/${mine.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await adminB.delete(`/api/protocol-categories/${mine.id}`)).statusCode).toBe(404);
    expect((await adminB.get('/api/protocol-categories')).json().map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect((await adminB.post('/api/protocols', { title: 'x', categoryId: mine.id })).statusCode).toBe(404);
    expect((await guard.post('/api/protocol-categories', { name: 'G' })).statusCode).toBe(403);
  });
});

describe('protocols', () => {
  it('creates a draft with sanitised rich text (script removed) and logs it', async () => {
    const p = await newProtocol({
      body: '<p onclick="x()">Ronda <script>alert(1)</script><a href="javascript:alert(1)">aquí</a> <a href="/wiki">wiki</a></p><img src=x onerror=alert(1)>',
    });
    expect(p.body).toBe('<p>Ronda aquí <a href="/wiki">wiki</a></p>');
    expect(p).toMatchObject({ currentVersion: 0, hasDraftChanges: true, publishedBody: null, posts: [{ id: world.a.post.id }] });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'protocols'), eq(systemLogs.entityId, p.id)));
    expect(logs).toHaveLength(1);
    const [row] = await t.database.db.select().from(protocols).where(eq(protocols.id, p.id));
    expect(row.body).not.toMatch(/script|onclick|javascript|<img/i);
  });

  it("refuses another company's post (404) and writes nothing", async () => {
    const before = await countOf(protocols);
    expect((await admin.post('/api/protocols', { title: 'X', postIds: [world.b.post.id] })).statusCode).toBe(404);
    expect(await countOf(protocols)).toBe(before);
  });

  it('guards see nothing until it is published; publishing notifies the guards of its posts only', async () => {
    const p = await newProtocol({ postIds: [world.a.post.id] });
    expect((await guard.get('/api/protocols')).json().map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect((await guard.get(`/api/protocols/${p.id}`)).statusCode).toBe(404);
    const published = await admin.post(`/api/protocols/${p.id}/publish`, { note: 'Primera versión' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ currentVersion: 1, hasDraftChanges: false, requiredCount: 1, acknowledgedCount: 0 });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'protocol.published'), eq(notifications.userId, world.a.guard.id)));
    expect(notes.length).toBeGreaterThan(0);
    const others = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'protocol.published'), eq(notifications.userId, otherGuardId)));
    expect(others).toHaveLength(0);
    // The guard of another post does not see it.
    expect((await otherGuard.get(`/api/protocols/${p.id}`)).statusCode).toBe(404);
  });

  it('a guard reads the published version, not the draft, and acknowledges it; the admin sees who did and reminds the rest', async () => {
    const p = await newProtocol({ postIds: [world.a.post.id, otherPost.id], body: '<p>Versión uno</p>' });
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    await admin.put(`/api/protocols/${p.id}`, { title: p.title, body: '<p>Borrador dos</p>', postIds: [world.a.post.id, otherPost.id] });
    const seen = (await guard.get(`/api/protocols/${p.id}`)).json();
    expect(seen.body).toBe('<p>Versión uno</p>');
    expect(seen.can).toMatchObject({ acknowledge: true, update: false, seeAcknowledgements: false });
    expect(seen.acknowledgedCount).toBeNull();

    const ack = await guard.post(`/api/protocols/${p.id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().acknowledgedAt).toEqual(expect.any(String));
    expect(ack.json().can.acknowledge).toBe(false);
    expect((await guard.post(`/api/protocols/${p.id}/acknowledge`)).statusCode).toBe(200); // idempotent
    const rows = await t.database.db.select().from(protocolAcknowledgements).where(eq(protocolAcknowledgements.protocolId, p.id));
    expect(rows).toHaveLength(1);

    const list = (await admin.get(`/api/protocols/${p.id}/acknowledgements`)).json();
    expect(list.version).toBe(1);
    expect(list.items).toHaveLength(2);
    expect(list.items.find((i: { userId: string }) => i.userId === world.a.guard.id).acknowledgedAt).toEqual(expect.any(String));
    expect(list.items.find((i: { userId: string }) => i.userId === otherGuardId).acknowledgedAt).toBeNull();
    expect((await admin.get(`/api/protocols/${p.id}`)).json()).toMatchObject({
      acknowledgedCount: 1,
      requiredCount: 2,
      hasDraftChanges: true,
    });

    const remind = await admin.post(`/api/protocols/${p.id}/remind`);
    expect(remind.json()).toEqual({ reminded: 1 });
    const reminders = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'protocol.reminder'));
    expect(reminders.map((r) => r.userId)).toEqual([otherGuardId]);

    // A new version asks again.
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    const v2 = (await guard.get(`/api/protocols/${p.id}`)).json();
    expect(v2).toMatchObject({ currentVersion: 2, body: '<p>Borrador dos</p>', acknowledgedAt: null, can: { acknowledge: true } });
    expect((await admin.get(`/api/protocols/${p.id}`)).json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('refuses acknowledging a draft (404 for a guard: not visible) and by someone not asked (404); staff-only routes', async () => {
    const p = await newProtocol();
    expect((await guard.post(`/api/protocols/${p.id}/acknowledge`)).statusCode).toBe(404);
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    // Customer admins have no protocols permission by default (403); staff are not asked (404).
    expect((await customerAdmin.post(`/api/protocols/${p.id}/acknowledge`)).statusCode).toBe(403);
    expect((await admin.post(`/api/protocols/${p.id}/acknowledge`)).statusCode).toBe(404);
    expect((await guard.get(`/api/protocols/${p.id}/acknowledgements`)).statusCode).toBe(403);
    expect((await guard.put(`/api/protocols/${p.id}`, { title: 'x' })).statusCode).toBe(403);
    const draft = await newProtocol();
    expect((await admin.post(`/api/protocols/${draft.id}/remind`)).statusCode).toBe(409);
  });

  it("customer admins (no permission by default: 403) never see another company's protocols", async () => {
    const p = await newProtocol();
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    expect((await customerAdmin.get('/api/protocols')).statusCode).toBe(403);
    expect((await adminB.get('/api/protocols')).json().map((x: { id: string }) => x.id)).not.toContain(p.id);
  });

  it("another company's protocol is 404 on every route", async () => {
    const p = await newProtocol();
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    expect((await adminB.get(`/api/protocols/${p.id}`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/protocols/${p.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await adminB.post(`/api/protocols/${p.id}/publish`, {})).statusCode).toBe(404);
    expect((await adminB.get(`/api/protocols/${p.id}/acknowledgements`)).statusCode).toBe(404);
    expect((await adminB.post(`/api/protocols/${p.id}/remind`)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/protocols/${p.id}`)).statusCode).toBe(404);
    expect((await upload(cookieB, `/api/protocols/${p.id}/documents`, [{ name: 'a.pdf', data: samples.pdf() }])).statusCode).toBe(404);
  });

  it('filters by category, post and search', async () => {
    const cat = (await admin.post('/api/protocols', { title: 'Filtro' })).json();
    const category = (await admin.post('/api/protocol-categories', { name: 'Emergencias' })).json();
    const p = await newProtocol({ categoryId: category.id, title: 'Evacuación por incendio', postIds: [otherPost.id] });
    expect((await admin.get(`/api/protocols?categoryId=${category.id}`)).json().map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await admin.get(`/api/protocols?postId=${otherPost.id}`)).json().map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await admin.get('/api/protocols?search=evacuaci')).json().map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect(cat.categoryId).toBeNull();
  });
});

describe('supporting documents', () => {
  it('uploads, lists, serves (to a guard of the post) and removes documents', async () => {
    const p = await newProtocol();
    await admin.post(`/api/protocols/${p.id}/publish`, {});
    const res = await upload(cookieA, `/api/protocols/${p.id}/documents`, [{ name: 'plan.pdf', data: samples.pdf() }]);
    expect(res.statusCode).toBe(201);
    const [doc] = res.json().documents;
    expect(doc).toMatchObject({ name: 'plan.pdf', contentType: 'application/pdf' });
    const got = await guard.get(`/api/protocols/${p.id}/documents/${doc.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('application/pdf');
    expect((await otherGuard.get(`/api/protocols/${p.id}/documents/${doc.id}`)).statusCode).toBe(404);
    const removed = await admin.delete(`/api/protocols/${p.id}/documents/${doc.id}`);
    expect(removed.json().documents).toEqual([]);
    expect((await admin.get(`/api/protocols/${p.id}/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('refuses a disallowed type (415) and a too large file (413), writing nothing', async () => {
    const p = await newProtocol();
    const before = [await countOf(files), await countOf(protocolDocuments)];
    const exe = await upload(cookieA, `/api/protocols/${p.id}/documents`, [{ name: 'x.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') }]);
    expect(exe.statusCode).toBe(415);
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const huge = await upload(cookieA, `/api/protocols/${p.id}/documents`, [{ name: 'huge.pdf', data: big }]);
    expect(huge.statusCode).toBe(413);
    expect([await countOf(files), await countOf(protocolDocuments)]).toEqual(before);
  });

  it('deleting a protocol removes its documents', async () => {
    const p = await newProtocol();
    await upload(cookieA, `/api/protocols/${p.id}/documents`, [{ name: 'a.pdf', data: samples.pdf() }]);
    const before = await countOf(files);
    expect((await admin.delete(`/api/protocols/${p.id}`)).statusCode).toBe(204);
    expect(await countOf(files)).toBe(before - 1);
    expect((await admin.get(`/api/protocols/${p.id}`)).statusCode).toBe(404);
  });
});
