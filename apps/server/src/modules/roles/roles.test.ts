import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCompany, createGuard, createRoleRecord, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { roleRecords, systemLogs, userPermissionOverrides, users } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let superadmin: ReturnType<typeof clientFor>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;
let customerAdminA: ReturnType<typeof clientFor>;
let recordB: typeof roleRecords.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerAdminA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  recordB = await createRoleRecord(t.database.db, {
    companyId: world.b.company.id,
    name: 'Supervisores B',
    permissions: { view: ['posts'] },
  });
});
afterAll(() => t.close());

const defaultRecordOf = async (companyId: string, role: 'security_guard' | 'security_company_admin') => {
  const [row] = await t.database.db
    .select()
    .from(roleRecords)
    .where(and(eq(roleRecords.companyId, companyId), eq(roleRecords.defaultForRole, role)));
  return row;
};

describe('GET /api/roles', () => {
  it("lists a company admin's own records with how many users each applies to", async () => {
    const res = await adminA.get(`/api/roles?companyId=${world.a.company.id}`);
    expect(res.statusCode).toBe(200);
    const guardRecord = res.json().find((r: { defaultForRole: string }) => r.defaultForRole === 'security_guard');
    expect(guardRecord).toMatchObject({ companyId: world.a.company.id, assignedUsers: 0, defaultUsers: 1, isActive: true });
    expect(Object.keys(guardRecord.permissions).sort()).toEqual(['add', 'delete', 'edit', 'view']);
    expect(res.json().every((r: { companyId: string }) => r.companyId === world.a.company.id)).toBe(true);
  });

  it("names the built-in records in the reader's language; a name the company chose stays its own (issue 29)", async () => {
    const names = async (lang: string) =>
      Object.fromEntries(
        ((await adminB.get(`/api/roles?lang=${lang}`)).json() as { name: string; defaultForRole: string | null; id: string }[]).map((r) => [
          r.defaultForRole ?? r.id,
          r.name,
        ]),
      );
    const en = await names('en');
    expect(en).toMatchObject({
      security_company_admin: 'Company administrator',
      customer_company_admin: 'Customer administrator',
      security_guard: 'Security guard',
      [recordB.id]: 'Supervisores B',
    });
    expect(await names('es')).toMatchObject({ security_guard: 'Guardia de seguridad', [recordB.id]: 'Supervisores B' });
  });

  it('seeds the built-in records in the language of a new company', async () => {
    const created = await superadmin.post('/api/companies', {
      name: 'Guard Co English',
      defaultLanguage: 'en',
      address: { country: 'US' },
    });
    expect(created.statusCode).toBe(201);
    const row = await defaultRecordOf(created.json().id, 'security_guard');
    expect(row.name).toBe('Security guard');
  });

  it("gives a company admin asking for another company's records only their own", async () => {
    const res = await adminB.get(`/api/roles?companyId=${world.a.company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().every((r: { companyId: string }) => r.companyId === world.b.company.id)).toBe(true);
  });

  it('lets a platform admin pick the company', async () => {
    const res = await superadmin.get(`/api/roles?companyId=${world.b.company.id}`);
    expect(res.json().map((r: { id: string }) => r.id)).toContain(recordB.id);
    expect(res.json().every((r: { companyId: string }) => r.companyId === world.b.company.id)).toBe(true);
  });

  it('rejects a malformed company id (400)', async () => {
    expect((await superadmin.get('/api/roles?companyId=abc')).statusCode).toBe(400);
  });

  it('refuses a guard and a customer company admin (403)', async () => {
    expect((await guardA.get('/api/roles')).statusCode).toBe(403);
    expect((await customerAdminA.get('/api/roles')).statusCode).toBe(403);
  });
});

describe('GET /api/roles/:id', () => {
  it('returns one record', async () => {
    expect((await adminB.get(`/api/roles/${recordB.id}`)).json().name).toBe('Supervisores B');
  });
  it("rejects another company's record (404)", async () => {
    expect((await adminA.get(`/api/roles/${recordB.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/roles', () => {
  it('creates a record in the own company, dropping duplicates and unknown fields', async () => {
    const res = await adminA.post('/api/roles', {
      name: 'Solo puestos',
      description: 'Ve los puestos',
      companyId: world.b.company.id,
      permissions: { view: ['posts', 'posts'] },
      extra: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyId: world.a.company.id,
      name: 'Solo puestos',
      isActive: true,
      isSuperadmin: false,
      defaultForRole: null,
      permissions: { view: ['posts'], edit: [], add: [], delete: [] },
    });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, res.json().id));
    expect(logs.map((l) => l.action)).toEqual(['CREATE']);
  });

  it('rejects an unknown resource, an unknown action key is dropped, and an empty name (400)', async () => {
    const res = await adminA.post('/api/roles', { name: '', permissions: { view: ['spaceships'] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors).sort()).toEqual(['name', 'permissions.view.0']);
  });

  it('rejects a duplicate name within the company (409)', async () => {
    expect((await adminB.post('/api/roles', { name: 'supervisores b' })).statusCode).toBe(409);
  });

  it('refuses the superadmin flag to a company admin (403) and allows it to a platform admin', async () => {
    expect((await adminA.post('/api/roles', { name: 'Todo', isSuperadmin: true })).statusCode).toBe(403);
    const res = await superadmin.post('/api/roles', { name: 'Todo', isSuperadmin: true, companyId: world.a.company.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().isSuperadmin).toBe(true);
  });

  it('makes a platform admin name the company (400) and refuses the platform company (400)', async () => {
    expect((await superadmin.post('/api/roles', { name: 'Sin compañía' })).statusCode).toBe(400);
    expect((await superadmin.post('/api/roles', { name: 'Plataforma', companyId: world.platform.company.id })).statusCode).toBe(400);
  });

  it('refuses a company admin granting what they do not have (add:companies) (403)', async () => {
    const res = await adminA.post('/api/roles', { name: 'Creador', permissions: { add: ['companies'] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('add:companies');
  });

  it('moves the default flag: one default record per role', async () => {
    const before = await defaultRecordOf(world.b.company.id, 'security_guard');
    const res = await adminB.post('/api/roles', {
      name: 'Guardias nuevos',
      defaultForRole: 'security_guard',
      permissions: { view: ['posts'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().defaultUsers).toBe(1);
    const [old] = await t.database.db.select().from(roleRecords).where(eq(roleRecords.id, before.id));
    expect(old.defaultForRole).toBeNull();
  });

  it('refuses a guard (403)', async () => {
    expect((await guardA.post('/api/roles', { name: 'x' })).statusCode).toBe(403);
  });
});

describe('PUT /api/roles/:id and activation', () => {
  it('updates the fields sent', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { view: ['posts'] } });
    const res = await adminA.put(`/api/roles/${record.id}`, {
      description: 'Turno noche',
      permissions: { view: ['posts', 'rosters'], edit: ['posts'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: record.name,
      description: 'Turno noche',
      permissions: { view: ['posts', 'rosters'], edit: ['posts'] },
    });
  });

  it("rejects another company's record (404) and changes nothing", async () => {
    expect((await adminA.put(`/api/roles/${recordB.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await adminA.post(`/api/roles/${recordB.id}/deactivate`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(roleRecords).where(eq(roleRecords.id, recordB.id));
    expect(row).toMatchObject({ name: 'Supervisores B', isActive: true });
  });

  it('rejects a bad defaultForRole (400)', async () => {
    expect((await adminB.put(`/api/roles/${recordB.id}`, { defaultForRole: 'superadmin' })).statusCode).toBe(400);
  });

  it('lets a company admin keep a record with permissions they lack while renaming it, but not add more', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { add: ['companies'] } });
    expect((await adminA.put(`/api/roles/${record.id}`, { name: `${record.name} bis` })).statusCode).toBe(200);
    expect((await adminA.put(`/api/roles/${record.id}`, { permissions: { add: ['companies'], delete: ['companies'] } })).statusCode).toBe(
      403,
    );
  });

  it('refuses a company admin touching a superadmin-flagged record (403)', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, isSuperadmin: true, permissions: {} });
    expect((await adminA.put(`/api/roles/${record.id}`, { name: 'Otro nombre' })).statusCode).toBe(403);
    expect((await adminA.post(`/api/roles/${record.id}/deactivate`)).statusCode).toBe(403);
    expect((await adminA.delete(`/api/roles/${record.id}`)).statusCode).toBe(403);
  });

  it('deactivates and activates a record', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { view: ['posts'] } });
    expect((await adminA.post(`/api/roles/${record.id}/deactivate`)).json().isActive).toBe(false);
    expect((await adminA.post(`/api/roles/${record.id}/activate`)).json().isActive).toBe(true);
  });

  it('refuses activating a record that holds what the admin lacks (403)', async () => {
    const record = await createRoleRecord(t.database.db, {
      companyId: world.a.company.id,
      isActive: false,
      permissions: { delete: ['companies'] },
    });
    expect((await adminA.post(`/api/roles/${record.id}/activate`)).statusCode).toBe(403);
  });

  it('rejects a malformed id (400)', async () => {
    expect((await adminA.post('/api/roles/123/activate')).statusCode).toBe(400);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('refuses while users are assigned, saying how many (409)', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: {} });
    await createGuard(t.database.db, { companyId: world.a.company.id, roleRecordId: record.id });
    await createGuard(t.database.db, { companyId: world.a.company.id, roleRecordId: record.id });
    const res = await adminA.delete(`/api/roles/${record.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The role is assigned to 2 users; assign them another role first.');
    expect(res.json().details).toEqual({ assignedUsers: 2, count: 2 });
    // Issue 29: a plural, never 'usuario(s)'.
    expect((await adminA.delete(`/api/roles/${record.id}?lang=es`)).json().message).toBe(
      'El rol está asignado a 2 usuarios; asígneles otro rol primero.',
    );
  });

  it('refuses while it is the default record users rely on (409)', async () => {
    const record = await defaultRecordOf(world.a.company.id, 'security_company_admin');
    const res = await adminA.delete(`/api/roles/${record.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.defaultUsers).toBeGreaterThan(0);
  });

  it('deletes an unused record', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: {} });
    expect((await adminA.delete(`/api/roles/${record.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(roleRecords).where(eq(roleRecords.id, record.id))).toHaveLength(0);
  });

  it("rejects another company's record (404)", async () => {
    expect((await adminA.delete(`/api/roles/${recordB.id}`)).statusCode).toBe(404);
  });
});

describe('role members', () => {
  it('lists assigned users and assignable users of the same company', async () => {
    const record = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: {} });
    const member = await createGuard(t.database.db, { companyId: world.a.company.id, roleRecordId: record.id, name: 'Wilfredo' });
    const assigned = await adminA.get(`/api/roles/${record.id}/users`);
    expect(assigned.json().map((u: { id: string }) => u.id)).toEqual([member.id]);
    const assignable = await adminA.get(`/api/roles/${record.id}/assignable-users?search=${encodeURIComponent(world.a.guard.email)}`);
    expect(assignable.json().map((u: { id: string }) => u.id)).toEqual([world.a.guard.id]);
    const all = await adminA.get(`/api/roles/${record.id}/assignable-users?limit=50`);
    expect(all.json().map((u: { id: string }) => u.id)).not.toContain(member.id);
  });

  it("rejects another company's record (404) and a bad limit (400)", async () => {
    expect((await adminA.get(`/api/roles/${recordB.id}/users`)).statusCode).toBe(404);
    expect((await adminA.get(`/api/roles/${recordB.id}/assignable-users`)).statusCode).toBe(404);
    expect((await adminB.get(`/api/roles/${recordB.id}/assignable-users?limit=500`)).statusCode).toBe(400);
  });
});

describe('user access (/api/users/:id/access)', () => {
  it('reads the assigned record, the default record and the overrides', async () => {
    const res = await adminA.get(`/api/users/${world.a.guard.id}/access`);
    expect(res.statusCode).toBe(200);
    const def = await defaultRecordOf(world.a.company.id, 'security_guard');
    expect(res.json()).toEqual({
      userId: world.a.guard.id,
      companyId: world.a.company.id,
      role: 'security_guard',
      roleRecordId: null,
      defaultRoleRecordId: def.id,
      overrides: [],
    });
  });

  it("rejects another company's user (404)", async () => {
    expect((await adminB.get(`/api/users/${world.a.guard.id}/access`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/users/${world.a.guard.id}/access`, { roleRecordId: null, overrides: [] })).statusCode).toBe(404);
  });

  it("rejects another company's record for an own user (404) and a mismatched company for a platform admin (400)", async () => {
    expect((await adminA.put(`/api/users/${world.a.guard.id}/access`, { roleRecordId: recordB.id, overrides: [] })).statusCode).toBe(404);
    const res = await superadmin.put(`/api/users/${world.a.guard.id}/access`, { roleRecordId: recordB.id, overrides: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors).toHaveProperty('roleRecordId');
  });

  it('rejects duplicate overrides and unknown resources (400)', async () => {
    const dup = await adminA.put(`/api/users/${world.a.guard.id}/access`, {
      roleRecordId: null,
      overrides: [
        { action: 'view', resource: 'posts', effect: 'grant' },
        { action: 'view', resource: 'posts', effect: 'revoke' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const unknown = await adminA.put(`/api/users/${world.a.guard.id}/access`, {
      roleRecordId: null,
      overrides: [{ action: 'fly', resource: 'posts', effect: 'grant' }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses changing one’s own access and granting beyond one’s own (403)', async () => {
    expect((await adminA.put(`/api/users/${world.a.admin.id}/access`, { roleRecordId: null, overrides: [] })).statusCode).toBe(403);
    const res = await adminA.put(`/api/users/${world.a.guard.id}/access`, {
      roleRecordId: null,
      overrides: [{ action: 'add', resource: 'companies', effect: 'grant' }],
    });
    expect(res.statusCode).toBe(403);
    const superRecord = await createRoleRecord(t.database.db, { companyId: world.a.company.id, isSuperadmin: true, permissions: {} });
    expect((await adminA.put(`/api/users/${world.a.guard.id}/access`, { roleRecordId: superRecord.id, overrides: [] })).statusCode).toBe(
      403,
    );
  });

  it('refuses a customer company admin and a guard (403)', async () => {
    expect((await customerAdminA.put(`/api/users/${world.a.guard.id}/access`, { roleRecordId: null, overrides: [] })).statusCode).toBe(403);
    expect((await guardA.get(`/api/users/${world.a.guard.id}/access`)).statusCode).toBe(403);
  });

  it('applies a change on the user’s next request, without signing in again', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const client = clientFor(t.app, await signIn(t.app, guard));
    expect((await client.get('/api/customer-companies')).statusCode).toBe(403);

    const created = await adminA.post('/api/roles', { name: 'Ve clientes', permissions: { view: ['customer-companies'] } });
    const put = await adminA.put(`/api/users/${guard.id}/access`, { roleRecordId: created.json().id, overrides: [] });
    expect(put.statusCode).toBe(200);
    expect(put.json().roleRecordId).toBe(created.json().id);
    expect((await client.get('/api/customer-companies')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().user.access.roleRecords[0].permissions.view).toEqual(['customer-companies']);

    await adminA.put(`/api/users/${guard.id}/access`, {
      roleRecordId: created.json().id,
      overrides: [{ action: 'view', resource: 'customer-companies', effect: 'revoke' }],
    });
    expect((await client.get('/api/customer-companies')).statusCode).toBe(403);
    const stored = await t.database.db.select().from(userPermissionOverrides).where(eq(userPermissionOverrides.userId, guard.id));
    expect(stored).toHaveLength(1);

    await adminA.post(`/api/roles/${created.json().id}/deactivate`);
    await adminA.put(`/api/users/${guard.id}/access`, { roleRecordId: created.json().id, overrides: [] });
    expect((await client.get('/api/customer-companies')).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guard.id));
    expect(row.roleRecordId).toBe(created.json().id);
  });

  it('lets a platform admin give any record of the user’s company', async () => {
    const company = await createCompany(t.database.db);
    const record = await createRoleRecord(t.database.db, { companyId: company.id, isSuperadmin: true, permissions: {} });
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin' });
    const res = await superadmin.put(`/api/users/${user.id}/access`, { roleRecordId: record.id, overrides: [] });
    expect(res.statusCode).toBe(200);
  });
});

describe('can: what each role record offers is what the routes then allow', () => {
  type TClient = ReturnType<typeof clientFor>;
  const newRecord = (values: Partial<typeof roleRecords.$inferInsert> = {}) =>
    createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { view: ['posts'] }, ...values });
  const clientWith = async (values: Partial<typeof users.$inferInsert>, overrides: string[] = []) => {
    const user = await createUser(t.database.db, { companyId: world.a.company.id, ...values });
    if (overrides.length) {
      await t.database.db.insert(userPermissionOverrides).values(
        overrides.map((pair) => {
          const [action, resource] = pair.split(':') as ['view', 'roles'];
          return { userId: user.id, action, resource, effect: 'grant' as const };
        }),
      );
    }
    return clientFor(t.app, await signIn(t.app, user));
  };
  /** Reads the record's can, then tries update, deactivate, activate (once inactive) and delete, in that order. */
  const tryAll = async (client: TClient, id: string) => {
    const can = (await client.get(`/api/roles/${id}`)).json().can;
    const update = (await client.put(`/api/roles/${id}`, { description: 'checked' })).statusCode;
    const deactivate = (await client.post(`/api/roles/${id}/deactivate`)).statusCode;
    if (deactivate !== 200) await t.database.db.update(roleRecords).set({ isActive: false }).where(eq(roleRecords.id, id));
    const inactiveCan = (await client.get(`/api/roles/${id}`)).json().can;
    const activate = (await client.post(`/api/roles/${id}/activate`)).statusCode;
    const remove = (await client.delete(`/api/roles/${id}`)).statusCode;
    return { can, inactiveCan, update, deactivate, activate, remove };
  };
  const allowed = { update: true, deactivate: true, activate: false, delete: true };
  const none = { update: false, deactivate: false, activate: false, delete: false };

  it('a company admin and a custom role granted roles: every action, as can says', async () => {
    const managerRecord = await newRecord({
      permissions: { view: ['roles', 'posts'], edit: ['roles'], delete: ['roles'] },
    });
    const manager = await clientWith({ role: 'security_company_admin', roleRecordId: managerRecord.id });
    for (const client of [adminA, manager]) {
      const result = await tryAll(client, (await newRecord()).id);
      expect(result).toEqual({
        can: allowed,
        inactiveCan: { update: true, deactivate: false, activate: true, delete: true },
        update: 200,
        deactivate: 200,
        activate: 200,
        remove: 204,
      });
    }
    // Turning on a record that gives add:users, which the manager lacks: can.activate false, and the route refuses.
    const wide = await newRecord({ isActive: false, permissions: { view: ['users'], add: ['users'] } });
    expect((await manager.get(`/api/roles/${wide.id}`)).json().can).toEqual({
      update: true,
      deactivate: false,
      activate: false,
      delete: true,
    });
    expect((await manager.post(`/api/roles/${wide.id}/activate`)).statusCode).toBe(403);
    expect((await adminA.get(`/api/roles/${wide.id}`)).json().can.activate).toBe(true);
  });

  it('a superadmin record: locked for a company admin (can false, 403), open to a platform admin', async () => {
    const locked = await newRecord({ isSuperadmin: true, permissions: {} });
    const result = await tryAll(adminA, locked.id);
    expect(result).toEqual({ can: none, inactiveCan: none, update: 403, deactivate: 403, activate: 403, remove: 403 });
    const open = await newRecord({ isSuperadmin: true, permissions: {} });
    expect(await tryAll(superadmin, open.id)).toMatchObject({ can: allowed, update: 200, deactivate: 200, activate: 200, remove: 204 });
  });

  it('a custom role that may only view roles, and a customer admin granted everything on roles: can false, 403', async () => {
    const viewerRecord = await newRecord({ permissions: { view: ['roles'] } });
    const viewer = await clientWith({ role: 'security_company_admin', roleRecordId: viewerRecord.id });
    const customer = await clientWith({ role: 'customer_company_admin', customerId: world.a.customer.id }, [
      'view:roles',
      'edit:roles',
      'add:roles',
      'delete:roles',
    ]);
    for (const client of [viewer, customer]) {
      const result = await tryAll(client, (await newRecord()).id);
      expect(result).toEqual({ can: none, inactiveCan: none, update: 403, deactivate: 403, activate: 403, remove: 403 });
    }
  });

  it('a record in use: delete offered, and the route explains why not (409)', async () => {
    const record = await newRecord();
    await createGuard(t.database.db, { companyId: world.a.company.id, roleRecordId: record.id });
    expect((await adminA.get(`/api/roles/${record.id}`)).json().can.delete).toBe(true);
    expect((await adminA.delete(`/api/roles/${record.id}`)).statusCode).toBe(409);
  });

  it('sends can in the list', async () => {
    const res = await adminA.get(`/api/roles?companyId=${world.a.company.id}`);
    expect(res.json().every((r: { can: object }) => Object.keys(r.can).sort().join() === 'activate,deactivate,delete,update')).toBe(true);
  });
});

describe("a user's can.manageAccess matches PUT /api/users/:id/access", () => {
  it('false for a customer admin granted edit:roles (the route refuses: 403)', async () => {
    const granted = await createUser(t.database.db, {
      companyId: world.a.company.id,
      customerId: world.a.customer.id,
      role: 'customer_company_admin',
    });
    await t.database.db.insert(userPermissionOverrides).values([
      { userId: granted.id, action: 'view', resource: 'roles', effect: 'grant' },
      { userId: granted.id, action: 'edit', resource: 'roles', effect: 'grant' },
      { userId: granted.id, action: 'edit', resource: 'users', effect: 'grant' },
    ]);
    const client = clientFor(t.app, await signIn(t.app, granted));
    const target = world.a.customerAdmin;
    expect((await client.get(`/api/users/${target.id}`)).json().can.manageAccess).toBe(false);
    expect((await client.put(`/api/users/${target.id}/access`, { roleRecordId: null, overrides: [] })).statusCode).toBe(403);
    // A company admin: offered and allowed.
    expect((await adminA.get(`/api/users/${target.id}`)).json().can.manageAccess).toBe(true);
    expect((await adminA.put(`/api/users/${target.id}/access`, { roleRecordId: null, overrides: [] })).statusCode).toBe(200);
  });
});
