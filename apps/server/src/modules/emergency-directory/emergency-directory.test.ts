import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyContacts, systemLogs } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guard: ReturnType<typeof clientFor>;
let otherPost: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guard = clientFor(t.app, await signIn(t.app, world.a.guard));
  // A post of company A the guard does not work at.
  const lonelyGuard = await createGuard(t.database.db, { companyId: world.a.company.id, email: `lonely-${Date.now()}@example.com` });
  otherPost = await createPost(t.database.db, {
    companyId: world.a.company.id,
    customerCompanyId: world.a.customer.id,
    assignedGuardId: lonelyGuard.id,
  });
});
afterAll(() => t.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  kind: 'police',
  name: 'Policía Municipal',
  phones: ['911', '(787) 555-0100'],
  notes: 'Cuartel de Bayamón',
  ...overrides,
});

describe('emergency contacts', () => {
  it('creates a company-wide contact (phones in E.164, short numbers kept) and logs it', async () => {
    const res = await admin.post('/api/emergency-contacts', contact());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      postId: null,
      kind: 'police',
      phones: ['911', '+17875550100'],
      can: { update: true, delete: true },
    });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'emergency-directory'), eq(systemLogs.entityId, res.json().id)));
    expect(logs).toHaveLength(1);
  });

  it('refuses bad input (400): no phone, a bad phone, an unknown kind', async () => {
    const res = await admin.post('/api/emergency-contacts', contact({ phones: [], kind: 'ghostbusters' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors)).toEqual(expect.arrayContaining(['phones', 'kind']));
    const bad = await admin.post('/api/emergency-contacts', contact({ phones: ['call me'] }));
    expect(bad.json().details.fieldErrors['phones.0']).toEqual(['emergencyDirectory:validation.invalidPhone']);
  });

  it("refuses another company's post (404) and another company's contact (404)", async () => {
    expect((await admin.post('/api/emergency-contacts', contact({ postId: world.b.post.id }))).statusCode).toBe(404);
    const mine = (await admin.post('/api/emergency-contacts', contact({ name: 'Bomberos' }))).json();
    expect((await adminB.put(`/api/emergency-contacts/${mine.id}`, contact())).statusCode).toBe(404);
    expect((await adminB.delete(`/api/emergency-contacts/${mine.id}`)).statusCode).toBe(404);
    expect((await adminB.get('/api/emergency-contacts')).json().map((c: { id: string }) => c.id)).not.toContain(mine.id);
    const [row] = await t.database.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, mine.id));
    expect(row.name).toBe('Bomberos');
  });

  it("guards see their posts' and the company's contacts, never another post's; they cannot write", async () => {
    const own = (
      await admin.post('/api/emergency-contacts', contact({ postId: world.a.post.id, kind: 'supervisor', name: 'Supervisor Norte' }))
    ).json();
    const other = (
      await admin.post('/api/emergency-contacts', contact({ postId: otherPost.id, kind: 'client_contact', name: 'Gerente Sur' }))
    ).json();
    const seen = (await guard.get('/api/emergency-contacts')).json().map((c: { id: string }) => c.id);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(other.id);
    expect((await guard.get(`/api/emergency-contacts?postId=${otherPost.id}`)).json().map((c: { id: string }) => c.id)).not.toContain(
      other.id,
    );
    const posts = (await guard.get('/api/emergency-contacts/posts')).json().map((p: { id: string }) => p.id);
    expect(posts).toEqual([world.a.post.id]);
    expect((await guard.post('/api/emergency-contacts', contact())).statusCode).toBe(403);
    expect((await guard.get('/api/emergency-contacts')).json()[0].can).toEqual({ update: false, delete: false });
  });

  it("customer admins see their customer's posts' contacts", async () => {
    const b = await adminB.post('/api/emergency-contacts', contact({ postId: world.b.post.id, name: 'B only' }));
    const seen = (await customerAdmin.get('/api/emergency-contacts')).json().map((c: { id: string }) => c.id);
    expect(seen).not.toContain(b.json().id);
    expect(seen.length).toBeGreaterThan(0);
  });

  it("a post's directory: its contacts and the company's, with filters", async () => {
    const list = (await admin.get(`/api/emergency-contacts?postId=${world.a.post.id}`)).json();
    expect(list.every((c: { postId: string | null }) => c.postId === null || c.postId === world.a.post.id)).toBe(true);
    const police = (await admin.get('/api/emergency-contacts?kind=police')).json();
    expect(police.every((c: { kind: string }) => c.kind === 'police')).toBe(true);
  });

  it('updates and deletes a contact', async () => {
    const c = (await admin.post('/api/emergency-contacts', contact())).json();
    const res = await admin.put(
      `/api/emergency-contacts/${c.id}`,
      contact({ name: 'Hospital Regional', kind: 'hospital', postId: world.a.post.id }),
    );
    expect(res.json()).toMatchObject({ name: 'Hospital Regional', kind: 'hospital', postName: expect.any(String) });
    expect((await admin.delete(`/api/emergency-contacts/${c.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/emergency-contacts/${c.id}`)).statusCode).toBe(404);
  });
});
