// No change to roles, role records, overrides or users may leave a company without an active user who can manage
// roles (409 LAST_ROLE_MANAGER, nothing changed); the same change is allowed while another manager remains.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCompany, createGuard, createPlatform, createRoleRecord, createUser, signIn } from '../../../test/factories';
import { roleRecords, userPermissionOverrides, users } from '../../db/schema';

let t: TTestApp;
let platform: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  const { admin } = await createPlatform(t.database.db);
  platform = clientFor(t.app, await signIn(t.app, admin));
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A company whose only role manager is its admin (through the default admin record), plus a guard. */
const lonelyCompany = async () => {
  const company = await createCompany(db(), { name: `Solo ${randomUUID().slice(0, 6)}` });
  const admin = await createUser(db(), {
    companyId: company.id,
    role: 'security_company_admin',
    email: `boss-${randomUUID().slice(0, 6)}@solo.test`,
  });
  const guard = await createGuard(db(), { companyId: company.id });
  const records = await db().select().from(roleRecords).where(eq(roleRecords.companyId, company.id));
  const adminRecord = records.find((r) => r.defaultForRole === 'security_company_admin');
  const guardRecord = records.find((r) => r.defaultForRole === 'security_guard');
  if (!adminRecord || !guardRecord) throw new Error('default records missing');
  const client = clientFor(t.app, await signIn(t.app, admin));
  return { company, admin, guard, adminRecord, guardRecord, client };
};

/** Makes the guard a second manager through a record assigned to them explicitly. */
const addSecondManager = async (world: Awaited<ReturnType<typeof lonelyCompany>>) => {
  const record = await createRoleRecord(db(), { companyId: world.company.id, permissions: { view: ['roles'], edit: ['roles'] } });
  await db().update(users).set({ roleRecordId: record.id }).where(eq(users.id, world.guard.id));
  return record;
};

const expectRefused = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe('LAST_ROLE_MANAGER');
  expect(res.json().message).toMatch(/without an active user who can manage roles/);
};

const recordOf = async (id: string) => (await db().select().from(roleRecords).where(eq(roleRecords.id, id)))[0];
const userOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('role records', () => {
  it('refuses a company admin deactivating the record that lets them manage roles, and allows it with another manager', async () => {
    const w = await lonelyCompany();
    expectRefused(await w.client.post(`/api/roles/${w.adminRecord.id}/deactivate`));
    expect((await recordOf(w.adminRecord.id)).isActive).toBe(true);
    expect((await w.client.get('/api/roles')).statusCode).toBe(200);

    await addSecondManager(w);
    expect((await w.client.post(`/api/roles/${w.adminRecord.id}/deactivate`)).statusCode).toBe(200);
    expect((await recordOf(w.adminRecord.id)).isActive).toBe(false);
  });

  it('refuses deactivating it through PUT and removing edit:roles from its permissions (platform admins do not count)', async () => {
    const w = await lonelyCompany();
    expectRefused(await w.client.put(`/api/roles/${w.adminRecord.id}`, { isActive: false }));
    const withoutRoles = { ...w.adminRecord.permissions, edit: (w.adminRecord.permissions.edit ?? []).filter((r) => r !== 'roles') };
    expectRefused(await platform.put(`/api/roles/${w.adminRecord.id}`, { permissions: withoutRoles }));
    expect((await recordOf(w.adminRecord.id)).permissions.edit).toContain('roles');

    await addSecondManager(w);
    expect((await platform.put(`/api/roles/${w.adminRecord.id}`, { permissions: withoutRoles })).statusCode).toBe(200);
  });

  it('refuses moving the admin default to a record without edit:roles (create and update), allowed with another manager', async () => {
    const w = await lonelyCompany();
    const created = await platform.post('/api/roles', {
      companyId: w.company.id,
      name: 'Admins light',
      defaultForRole: 'security_company_admin',
      permissions: { view: ['posts'] },
    });
    expectRefused(created);
    expect(
      await db()
        .select()
        .from(roleRecords)
        .where(and(eq(roleRecords.companyId, w.company.id), eq(roleRecords.name, 'Admins light'))),
    ).toHaveLength(0);

    const light = await createRoleRecord(db(), { companyId: w.company.id, permissions: { view: ['posts'] } });
    expectRefused(await platform.put(`/api/roles/${light.id}`, { defaultForRole: 'security_company_admin' }));
    expect((await recordOf(w.adminRecord.id)).defaultForRole).toBe('security_company_admin');

    await addSecondManager(w);
    expect((await platform.put(`/api/roles/${light.id}`, { defaultForRole: 'security_company_admin' })).statusCode).toBe(200);
  });

  it('allows deleting a record nobody manages roles through', async () => {
    const w = await lonelyCompany();
    const spare = await createRoleRecord(db(), { companyId: w.company.id, permissions: { edit: ['roles'] } });
    expect((await w.client.delete(`/api/roles/${spare.id}`)).statusCode).toBe(204);
  });
});

describe("a user's access", () => {
  it('refuses revoking edit:roles by override, allowed with another manager', async () => {
    const w = await lonelyCompany();
    const revoke = { roleRecordId: null, overrides: [{ action: 'edit', resource: 'roles', effect: 'revoke' }] };
    expectRefused(await platform.put(`/api/users/${w.admin.id}/access`, revoke));
    expect(await db().select().from(userPermissionOverrides).where(eq(userPermissionOverrides.userId, w.admin.id))).toHaveLength(0);

    await addSecondManager(w);
    expect((await platform.put(`/api/users/${w.admin.id}/access`, revoke)).statusCode).toBe(200);
  });

  it('refuses removing the grant override of the only manager', async () => {
    const w = await lonelyCompany();
    // The guard manages roles only through a grant; the admin loses the ability through their record.
    await db().insert(userPermissionOverrides).values({ userId: w.guard.id, action: 'edit', resource: 'roles', effect: 'grant' });
    await db().insert(userPermissionOverrides).values({ userId: w.admin.id, action: 'edit', resource: 'roles', effect: 'revoke' });
    expectRefused(await platform.put(`/api/users/${w.guard.id}/access`, { roleRecordId: null, overrides: [] }));
    expect(await db().select().from(userPermissionOverrides).where(eq(userPermissionOverrides.userId, w.guard.id))).toHaveLength(1);
  });

  it('refuses reassigning the only manager to a record without edit:roles, allowed with another manager', async () => {
    const w = await lonelyCompany();
    const move = { roleRecordId: w.guardRecord.id, overrides: [] };
    expectRefused(await platform.put(`/api/users/${w.admin.id}/access`, move));
    expect((await userOf(w.admin.id)).roleRecordId).toBeNull();
    await addSecondManager(w);
    expect((await platform.put(`/api/users/${w.admin.id}/access`, move)).statusCode).toBe(200);
  });
});

describe('users', () => {
  it('refuses deactivating the only manager, allowed with another manager', async () => {
    const w = await lonelyCompany();
    const off = { stillEmployed: false, terminationDate: '2026-11-01', terminationReason: 'Renuncia' };
    expectRefused(await platform.put(`/api/users/${w.admin.id}/employment`, off));
    expect((await userOf(w.admin.id)).stillEmployed).toBe(true);
    await addSecondManager(w);
    expect((await platform.put(`/api/users/${w.admin.id}/employment`, off)).statusCode).toBe(200);
  });

  it('refuses deleting the only manager, allowed with another manager', async () => {
    const w = await lonelyCompany();
    expectRefused(await platform.delete(`/api/users/${w.admin.id}`));
    expect(await userOf(w.admin.id)).toBeDefined();
    await addSecondManager(w);
    expect((await platform.delete(`/api/users/${w.admin.id}`)).statusCode).toBe(204);
  });

  it("refuses changing the only manager's role to one whose default record cannot manage roles", async () => {
    const w = await lonelyCompany();
    const detail = (await platform.get(`/api/users/${w.admin.id}`)).json();
    const form = {
      email: detail.email,
      role: 'security_guard',
      companyId: w.company.id,
      name: 'Ana',
      lastName: 'Ruiz',
      stillEmployed: true,
      rank: 'guard',
      runnerForCompanies: [],
    };
    expectRefused(await platform.put(`/api/users/${w.admin.id}`, form));
    expect((await userOf(w.admin.id)).role).toBe('security_company_admin');
    await addSecondManager(w);
    expect((await platform.put(`/api/users/${w.admin.id}`, form)).statusCode).toBe(200);
  });

  it('refuses two parallel deactivations that together would remove the last managers', async () => {
    const w = await lonelyCompany();
    await addSecondManager(w);
    const off = { stillEmployed: false, terminationDate: '2026-11-01', terminationReason: 'Renuncia' };
    const answers = await Promise.all([
      platform.put(`/api/users/${w.admin.id}/employment`, off),
      platform.put(`/api/users/${w.guard.id}/employment`, off),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const employed = await db()
      .select()
      .from(users)
      .where(and(eq(users.companyId, w.company.id), eq(users.stillEmployed, true)));
    expect(employed).toHaveLength(1);
  });
});
