import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCustomerCompany, createPost, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { customerCompanies, systemLogs, userPermissionOverrides } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let superadmin: ReturnType<typeof clientFor>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;
let customerAdminA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerAdminA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
});
afterAll(() => t.close());

const valid = (name: string) => ({
  name,
  contactPerson: 'Marisol Quiñones',
  phone: '+1 787 555 0142',
  email: 'Contacto@Cliente.pr',
  address: { street: 'Carr. 2 Km 8.2', city: 'Bayamón', state: 'PR', country: 'PR', zipCode: '00959' },
  billing: { billingName: 'Cliente Retail', billingEmail: 'cuentas@cliente.pr', taxId: '66-1', paymentTermsDays: 30 },
});

describe('GET /api/customer-companies (directory)', () => {
  it('answers the directory fields of the own company’s customers', async () => {
    const res = await adminA.get('/api/customer-companies');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: world.a.customer.id,
      name: world.a.customer.name,
      securityCompanyId: world.a.company.id,
      contactPerson: 'Ana Ruiz',
      phone: '+17875550000',
    });
    expect(res.json().map((c: { id: string }) => c.id)).not.toContain(world.b.customer.id);
  });

  it('gives a customer company admin only their own customer', async () => {
    await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    const res = await customerAdminA.get('/api/customer-companies');
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([world.a.customer.id]);
  });

  it('ignores another company asked for by a company admin (stays in their own)', async () => {
    const res = await adminB.get(`/api/customer-companies?companyId=${world.a.company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().every((c: { securityCompanyId: string }) => c.securityCompanyId === world.b.company.id)).toBe(true);
  });

  it('lets a platform admin narrow to one security company', async () => {
    const res = await superadmin.get(`/api/customer-companies?companyId=${world.b.company.id}`);
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([world.b.customer.id]);
  });

  it('rejects a malformed company id (400)', async () => {
    expect((await superadmin.get('/api/customer-companies?companyId=x')).statusCode).toBe(400);
  });

  it('refuses a guard without a role granting it (403)', async () => {
    expect((await guardA.get('/api/customer-companies')).statusCode).toBe(403);
  });
});

describe('GET /api/customer-companies/paginated', () => {
  it('pages, searches and filters by status', async () => {
    const res = await adminA.get(
      `/api/customer-companies/paginated?page=1&pageSize=10&search=${encodeURIComponent(world.a.customer.name)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: world.a.customer.id, companyName: world.a.company.name }] });
    const inactive = await adminA.get('/api/customer-companies/paginated?status=inactive');
    expect(inactive.json().total).toBe(0);
  });

  it('rejects an unknown status (400)', async () => {
    expect((await adminA.get('/api/customer-companies/paginated?status=sleeping')).statusCode).toBe(400);
  });
});

describe('GET /api/customer-companies/:id', () => {
  it('returns one customer with its billing details', async () => {
    const res = await adminA.get(`/api/customer-companies/${world.a.customer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().billing).toEqual({
      billingName: null,
      billingEmail: null,
      taxId: null,
      paymentTermsDays: null,
      billingAddress: null,
      invoiceLanguage: null,
      cfdi: null,
    });
  });

  it("rejects another company's customer (404)", async () => {
    expect((await adminB.get(`/api/customer-companies/${world.a.customer.id}`)).statusCode).toBe(404);
  });

  it('hides the other customers of the same company from a customer company admin (404)', async () => {
    const other = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    expect((await customerAdminA.get(`/api/customer-companies/${other.id}`)).statusCode).toBe(404);
    expect((await customerAdminA.get(`/api/customer-companies/${world.a.customer.id}`)).statusCode).toBe(200);
  });
});

describe('POST /api/customer-companies', () => {
  it('creates a customer in the admin’s own company, whatever companyId says', async () => {
    const res = await adminA.post('/api/customer-companies', { ...valid('Hotel Condado'), companyId: world.b.company.id, extra: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyId: world.a.company.id,
      name: 'Hotel Condado',
      email: 'contacto@cliente.pr',
      billing: { paymentTermsDays: 30, billingEmail: 'cuentas@cliente.pr' },
    });
    expect(res.json()).not.toHaveProperty('extra');
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, res.json().id));
    expect(logs).toHaveLength(1);
  });

  it('makes a platform admin choose the security company (400) and accepts it when given', async () => {
    expect((await superadmin.post('/api/customer-companies', valid('Sin Empresa'))).statusCode).toBe(400);
    const res = await superadmin.post('/api/customer-companies', { ...valid('Con Empresa'), companyId: world.b.company.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(world.b.company.id);
  });

  it('rejects a duplicate name within one security company (409) but allows it in another', async () => {
    const dup = await adminA.post('/api/customer-companies', valid(world.a.customer.name.toLowerCase()));
    expect(dup.statusCode).toBe(409);
    const elsewhere = await adminB.post('/api/customer-companies', valid(world.a.customer.name));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('rejects bad fields, writing nothing (400)', async () => {
    const before = await t.database.db.select().from(customerCompanies);
    const res = await adminA.post('/api/customer-companies', {
      name: '',
      phone: 'abc',
      email: 'x@',
      billing: { paymentTermsDays: -3 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors).sort()).toEqual(['billing.paymentTermsDays', 'email', 'name', 'phone']);
    expect(await t.database.db.select().from(customerCompanies)).toHaveLength(before.length);
  });

  it('refuses a customer company admin and a guard (403)', async () => {
    expect((await customerAdminA.post('/api/customer-companies', valid('Nope 1'))).statusCode).toBe(403);
    expect((await guardA.post('/api/customer-companies', valid('Nope 2'))).statusCode).toBe(403);
  });
});

describe('PUT /api/customer-companies/:id', () => {
  it('changes only the fields sent', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id, email: 'keep@x.pr' });
    const res = await adminA.put(`/api/customer-companies/${customer.id}`, { contactPerson: 'Héctor Acevedo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contactPerson: 'Héctor Acevedo', email: 'keep@x.pr', name: customer.name });
  });

  it("rejects another company's customer (404) and changes nothing", async () => {
    const res = await adminB.put(`/api/customer-companies/${world.a.customer.id}`, { name: 'Hacked' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(customerCompanies).where(eq(customerCompanies.id, world.a.customer.id));
    expect(row.name).toBe(world.a.customer.name);
  });

  it('rejects an invalid email (400)', async () => {
    expect((await adminA.put(`/api/customer-companies/${world.a.customer.id}`, { email: 'bad' })).statusCode).toBe(400);
  });

  it('refuses a customer company admin, read-only by default (403)', async () => {
    expect((await customerAdminA.put(`/api/customer-companies/${world.a.customer.id}`, { contactPerson: 'x' })).statusCode).toBe(403);
  });
});

describe('deactivation and deletion', () => {
  it('answers the impact', async () => {
    const res = await adminA.get(`/api/customer-companies/${world.a.customer.id}/deactivation-impact`);
    expect(res.json()).toEqual({ activePosts: 1, activeRosters: 1, customerAdmins: 1 });
    expect((await adminB.get(`/api/customer-companies/${world.a.customer.id}/deactivation-impact`)).statusCode).toBe(404);
  });

  it('asks for confirmation while it has active posts (409), then deactivates and reactivates', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: customer.id });
    const ask = await adminA.post(`/api/customer-companies/${customer.id}/deactivate`, {});
    expect(ask.statusCode).toBe(409);
    expect(ask.json().details.impact.activePosts).toBe(1);
    const done = await adminA.post(`/api/customer-companies/${customer.id}/deactivate`, { confirm: true });
    expect(done.json().isActive).toBe(false);
    const dir = await adminA.get('/api/customer-companies');
    expect(dir.json().map((c: { id: string }) => c.id)).not.toContain(customer.id);
    const back = await adminA.post(`/api/customer-companies/${customer.id}/activate`);
    expect(back.json().isActive).toBe(true);
  });

  it('rejects a non-boolean confirmation (400)', async () => {
    expect((await adminA.post(`/api/customer-companies/${world.a.customer.id}/deactivate`, { confirm: 1 })).statusCode).toBe(400);
  });

  it("rejects deactivating or deleting another company's customer (404)", async () => {
    expect((await adminB.post(`/api/customer-companies/${world.a.customer.id}/deactivate`, { confirm: true })).statusCode).toBe(404);
    expect((await adminB.post(`/api/customer-companies/${world.a.customer.id}/activate`)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/customer-companies/${world.a.customer.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a customer that posts or users refer to (409)', async () => {
    const res = await adminA.delete(`/api/customer-companies/${world.a.customer.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ posts: 1, users: 1 });
  });

  it('deletes an unreferenced customer', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    expect((await adminA.delete(`/api/customer-companies/${customer.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(customerCompanies).where(eq(customerCompanies.id, customer.id))).toHaveLength(0);
  });

  it('refuses a customer company admin deleting their own customer even with a grant (403)', async () => {
    const customer = await createCustomerCompany(t.database.db, { companyId: world.a.company.id });
    const user = await createUser(t.database.db, {
      companyId: world.a.company.id,
      role: 'customer_company_admin',
      customerId: customer.id,
    });
    await t.database.db
      .insert(userPermissionOverrides)
      .values({ userId: user.id, action: 'delete', resource: 'customer-companies', effect: 'grant' });
    const client = clientFor(t.app, await signIn(t.app, user));
    expect((await client.delete(`/api/customer-companies/${customer.id}`)).statusCode).toBe(403);
  });
});
