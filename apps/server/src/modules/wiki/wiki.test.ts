import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, wikiPageAttachments, wikiPages } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookieA = await signIn(t.app, world.a.admin);
  cookieB = await signIn(t.app, world.b.admin);
  admin = clientFor(t.app, cookieA);
  adminB = clientFor(t.app, cookieB);
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(() => t.close());

const upload = (cookie: string, url: string, fileList: TMultipartFile[]) => {
  const { payload, headers } = multipart({}, fileList);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const countOf = async (table: typeof files | typeof wikiPageAttachments | typeof wikiPages) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

const newPage = async (data: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/wiki/pages', { title: 'Página', body: '<p>Texto</p>', ...data });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('wiki pages', () => {
  it('creates pages in a tree with sanitised rich text (script removed) and breadcrumbs', async () => {
    const root = await newPage({ title: 'Manual del guardia' });
    const child = await newPage({
      title: 'Rondas',
      parentId: root.id,
      body: `<p>Vea <a href="/wiki?page=${root.id}">el manual</a><script>alert(1)</script><img src=x onerror=alert(1)></p>`,
    });
    expect(child.body).toBe(`<p>Vea <a href="/wiki?page=${root.id}">el manual</a></p>`);
    expect(child).toMatchObject({
      parentId: root.id,
      position: 0,
      revision: 1,
      breadcrumbs: [{ id: root.id, title: 'Manual del guardia' }],
    });
    const second = await newPage({ title: 'Radio', parentId: root.id });
    expect(second.position).toBe(1);
  });

  it('finds a page by a word typed without its accent (and with one the text lacks), in title or text', async () => {
    const p = await newPage({
      title: 'Evacuación',
      body: '<p>Salida de emergencia por la <b>escalera</b> norte. Punto de reunión: estacionamiento.</p>',
    });
    expect(ids((await admin.get('/api/wiki/pages?search=evacuacion')).json())).toContain(p.id);
    expect(ids((await admin.get('/api/wiki/pages?search=REUNION')).json())).toContain(p.id);
    expect(ids((await admin.get('/api/wiki/pages?search=éscalera%20norte')).json())).toContain(p.id);
    expect(ids((await admin.get('/api/wiki/pages?search=escalera%20sur')).json())).not.toContain(p.id);
    const [hit] = (await admin.get('/api/wiki/pages?search=reunion')).json();
    expect(hit.snippet).toContain('reunión');
    expect(ids((await adminB.get('/api/wiki/pages?search=evacuacion')).json())).not.toContain(p.id);
  });

  it('keeps every save as a revision and restores an old one (as a new revision)', async () => {
    const p = await newPage({ title: 'Uniforme', body: '<p>Camisa azul</p>' });
    const saved = await admin.put(`/api/wiki/pages/${p.id}`, { title: 'Uniforme', body: '<p>Camisa blanca</p>' });
    expect(saved.json()).toMatchObject({ revision: 2, body: '<p>Camisa blanca</p>' });
    const history = (await admin.get(`/api/wiki/pages/${p.id}/revisions`)).json();
    expect(history.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    const restored = await admin.post(`/api/wiki/pages/${p.id}/revisions/1/restore`);
    expect(restored.json()).toMatchObject({ revision: 3, body: '<p>Camisa azul</p>' });
    expect(ids((await admin.get('/api/wiki/pages?search=azul')).json())).toContain(p.id);
    expect((await admin.post(`/api/wiki/pages/${p.id}/revisions/99/restore`)).statusCode).toBe(404);
  });

  it('moves a page (reorders siblings), never under itself or its descendants', async () => {
    const a = await newPage({ title: 'A' });
    const b = await newPage({ title: 'B', parentId: a.id });
    const c = await newPage({ title: 'C', parentId: a.id });
    const moved = await admin.post(`/api/wiki/pages/${c.id}/move`, { parentId: a.id, position: 0 });
    expect(moved.json().position).toBe(0);
    expect((await admin.get(`/api/wiki/pages/${b.id}`)).json().position).toBe(1);
    const cycle = await admin.post(`/api/wiki/pages/${a.id}/move`, { parentId: b.id, position: 0 });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().details.fieldErrors.parentId).toEqual(['wiki:validation.cycle']);
    const top = await admin.post(`/api/wiki/pages/${b.id}/move`, { parentId: null, position: 0 });
    expect(top.json()).toMatchObject({ parentId: null, position: 0 });
  });

  it('shows a page only to the roles it names; guards cannot write', async () => {
    const staffOnly = await newPage({ title: 'Tarifas internas', visibleRoles: ['security_company_admin'] });
    const forGuards = await newPage({ title: 'Consignas', visibleRoles: ['security_guard'] });
    const everyone = await newPage({ title: 'Bienvenida' });
    const seen = ids((await guard.get('/api/wiki/pages')).json());
    expect(seen).toContain(forGuards.id);
    expect(seen).toContain(everyone.id);
    expect(seen).not.toContain(staffOnly.id);
    expect((await guard.get(`/api/wiki/pages/${staffOnly.id}`)).statusCode).toBe(404);
    expect((await guard.get(`/api/wiki/pages/${forGuards.id}`)).json().can).toEqual({ update: false, delete: false });
    expect((await guard.post('/api/wiki/pages', { title: 'x' })).statusCode).toBe(403);
    expect((await guard.put(`/api/wiki/pages/${forGuards.id}`, { title: 'x' })).statusCode).toBe(403);
  });

  it("another company's page is 404 everywhere, as a parent too; nothing written", async () => {
    const p = await newPage({ title: 'Solo A' });
    const before = await countOf(wikiPages);
    expect((await adminB.get(`/api/wiki/pages/${p.id}`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/wiki/pages/${p.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await adminB.post('/api/wiki/pages', { title: 'x', parentId: p.id })).statusCode).toBe(404);
    expect((await adminB.post(`/api/wiki/pages/${p.id}/move`, { parentId: null, position: 0 })).statusCode).toBe(404);
    expect((await adminB.get(`/api/wiki/pages/${p.id}/revisions`)).statusCode).toBe(404);
    expect((await adminB.post(`/api/wiki/pages/${p.id}/revisions/1/restore`)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/wiki/pages/${p.id}`)).statusCode).toBe(404);
    expect((await upload(cookieB, `/api/wiki/pages/${p.id}/attachments`, [{ name: 'a.pdf', data: samples.pdf() }])).statusCode).toBe(404);
    expect(await countOf(wikiPages)).toBe(before);
  });

  it('refuses deleting a page with sub-pages (409), deletes a leaf with its attachments', async () => {
    const parent = await newPage({ title: 'Padre' });
    const child = await newPage({ title: 'Hijo', parentId: parent.id });
    expect((await admin.delete(`/api/wiki/pages/${parent.id}`)).statusCode).toBe(409);
    await upload(cookieA, `/api/wiki/pages/${child.id}/attachments`, [{ name: 'plano.pdf', data: samples.pdf() }]);
    const before = await countOf(files);
    expect((await admin.delete(`/api/wiki/pages/${child.id}`)).statusCode).toBe(204);
    expect(await countOf(files)).toBe(before - 1);
    expect((await admin.delete(`/api/wiki/pages/${parent.id}`)).statusCode).toBe(204);
  });
});

describe('wiki attachments', () => {
  it('uploads, serves to a reader and removes attachments', async () => {
    const p = await newPage({ title: 'Planos' });
    const res = await upload(cookieA, `/api/wiki/pages/${p.id}/attachments`, [{ name: 'plano.pdf', data: samples.pdf() }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json().attachments;
    expect(file).toMatchObject({ name: 'plano.pdf', contentType: 'application/pdf' });
    expect((await guard.get(`/api/wiki/pages/${p.id}/attachments/${file.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/wiki/pages/${p.id}/attachments/${file.id}`)).json().attachments).toEqual([]);
    expect((await admin.get(`/api/wiki/pages/${p.id}/attachments/${file.id}`)).statusCode).toBe(404);
  });

  it('refuses a disallowed type (415) and a too large file (413), writing nothing', async () => {
    const p = await newPage();
    const before = [await countOf(files), await countOf(wikiPageAttachments)];
    expect(
      (await upload(cookieA, `/api/wiki/pages/${p.id}/attachments`, [{ name: 'x.pdf', data: Buffer.from('MZ not a pdf') }])).statusCode,
    ).toBe(415);
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect((await upload(cookieA, `/api/wiki/pages/${p.id}/attachments`, [{ name: 'big.pdf', data: big }])).statusCode).toBe(413);
    expect([await countOf(files), await countOf(wikiPageAttachments)]).toEqual(before);
    const [row] = await t.database.db.select().from(wikiPages).where(eq(wikiPages.id, p.id));
    expect(row.revision).toBe(1);
  });
});
