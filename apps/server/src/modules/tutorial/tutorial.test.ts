import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCompany, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
});
afterAll(() => t.close());

const doneOf = (body: { checklist: { key: string; isDone: boolean }[] }) =>
  Object.fromEntries(body.checklist.map((i) => [i.key, i.isDone]));

describe('tutorial progress', () => {
  it("a new company's admin starts with nothing ticked; adding a customer and a post ticks them", async () => {
    const company = await createCompany(t.database.db, { name: `Nueva ${Date.now()}` });
    const admin = await createUser(t.database.db, {
      companyId: company.id,
      role: 'security_company_admin',
      email: `new-${Date.now()}@example.com`,
    });
    const api = clientFor(t.app, await signIn(t.app, admin));
    const first = (await api.get('/api/tutorial/progress')).json();
    expect(first).toMatchObject({ tour: 'admin', step: 0, status: 'notStarted', updatedAt: null });
    expect(doneOf(first)).toEqual({
      addCustomer: false,
      addPost: false,
      addGuard: false,
      addRoster: false,
      assignGuard: false,
      publishProtocol: false,
    });
    const customer = (await api.post('/api/customer-companies', { name: 'Plaza Río Hondo' })).json();
    expect((await api.post('/api/posts', { customerCompanyId: customer.id, name: 'Portón' })).statusCode).toBe(201);
    const after = doneOf((await api.get('/api/tutorial/progress')).json());
    expect(after).toMatchObject({ addCustomer: true, addPost: true, addGuard: false });
  });

  it("the world's admin has a customer, post, guard, roster and assignment ticked; another company's data never counts", async () => {
    const api = clientFor(t.app, await signIn(t.app, world.a.admin));
    expect(doneOf((await api.get('/api/tutorial/progress')).json())).toMatchObject({
      addCustomer: true,
      addPost: true,
      addGuard: true,
      addRoster: true,
      assignGuard: true,
    });
  });

  it('saves the place in the tour per user (steps, completion, skip)', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    const saved = await guard.put('/api/tutorial/progress', { step: 2, status: 'active' });
    expect(saved.json()).toMatchObject({ tour: 'guard', step: 2, status: 'active' });
    expect((await guard.put('/api/tutorial/progress', { step: 4, status: 'completed' })).json()).toMatchObject({ status: 'completed' });
    expect((await guard.get('/api/tutorial/progress')).json()).toMatchObject({ step: 4, status: 'completed' });
    expect(doneOf((await guard.get('/api/tutorial/progress')).json())).toMatchObject({ readProtocols: true });
    // Another user's progress is their own.
    const guardB = clientFor(t.app, await signIn(t.app, world.b.guard));
    expect((await guardB.get('/api/tutorial/progress')).json()).toMatchObject({ step: 0, status: 'notStarted' });
    const customer = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await customer.get('/api/tutorial/progress')).json().tour).toBe('customerAdmin');
  });

  it('refuses bad input (400) and writes nothing', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.b.guard));
    expect((await guard.put('/api/tutorial/progress', { step: -1, status: 'active' })).statusCode).toBe(400);
    expect((await guard.put('/api/tutorial/progress', { step: 1, status: 'notStarted' })).statusCode).toBe(400);
    expect((await guard.get('/api/tutorial/progress')).json().status).toBe('notStarted');
  });
});
