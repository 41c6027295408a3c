// The entity policies (users, posts, customer companies, guard records, devices, rosters, absences, payroll, vehicles,
// uniforms, emergency directory), role by role: for each of superadmin, the built-in admin, a security company admin, a
// supervisor (a staff role record that may only view), a guard and a customer company admin, the rows scope() lets
// them read (real queries on a seeded world) and the actions can() offers on a row, and the fields they see.
import type { TPermissionMatrix } from '@centinela/shared';
import { type SQL, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  customerCompanies,
  devices,
  emergencyContacts,
  protocolPosts,
  protocols,
  wikiPages,
  opportunities,
  taskAssignees,
  tasks,
  posts,
  systemLogs,
  uniformItems,
  userPermissionOverrides,
  users,
  vehicles,
} from '../src/db/schema';
import { canOnOpportunity, opportunityScope } from '../src/modules/opportunities/opportunities.policy';
import { canOnCompany, companiesScope, companyScope } from '../src/modules/companies/companies.policy';
import { canOnRole, rolesScope } from '../src/modules/roles/roles.policy';
import { canOnSystemLog, systemLogReportScope, systemLogScope } from '../src/modules/system-logs/system-logs.policy';
import { roleRecords } from '../src/db/schema';
import { canOnAbsence } from '../src/modules/absences/absences.policy';
import { canOnPayrollProfileType } from '../src/modules/payroll/payroll.policy';
import { assertPayrollReader, canOnDeduction, canOnRun } from '../src/modules/payroll/payroll-runs.policy';
import { assertPayRatesEditor, canOnPostPayRate } from '../src/modules/payroll/post-pay-rates.policy';
import { canOnRoster } from '../src/modules/rosters/rosters.policy';
import { canOnCustomerCompany, customerCompaniesScope } from '../src/modules/customer-companies/customer-companies.policy';
import { canOnDevice, devicesScope } from '../src/modules/devices/devices.policy';
import { canOnGuardRecords } from '../src/modules/guard-records/guard-records.policy';
import { smsScope } from '../src/modules/sms/sms.policy';
import { canCreateChatChannel, canMessageDirectly } from '../src/modules/chat/chat.policy';
import { canOnPost, postScope, seesPostRates } from '../src/modules/posts/posts.policy';
import { canOnUser, guardsScope, usersScope, visibleUserFields } from '../src/modules/users/users.policy';
import { canOnEmergencyContact, emergencyContactScope } from '../src/modules/emergency-directory/emergency-directory.policy';
import { canOnProtocol, protocolScope } from '../src/modules/protocols/protocols.policy';
import { canOnWikiPage, wikiPageScope } from '../src/modules/wiki/wiki.policy';
import { canOnUniformItem, uniformScope } from '../src/modules/uniforms-accessories/uniforms-accessories.policy';
import { canOnVehicle, vehicleScope } from '../src/modules/vehicles/vehicles.policy';
import { canOnTask, canOnTaskGroup, taskScope } from '../src/modules/tasks/tasks.policy';
import type { TActor } from '../src/platform/access/actor';
import { loadAccessSubject, toActor } from '../src/platform/access/load-actor';
import { buildTestApp, type TTestApp } from './app';
import {
  clientFor,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoleRecord,
  createTwoTenantWorld,
  createUser,
  signIn,
} from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
/** A guard of A who works at no post of A's customer. */
let guardElsewhere: typeof users.$inferSelect;
let postElsewhere: typeof posts.$inferSelect;
let actors: Record<'superadmin' | 'admin' | 'companyAdmin' | 'supervisor' | 'guard' | 'customerAdmin', TActor>;
const ROLES = ['superadmin', 'admin', 'companyAdmin', 'supervisor', 'guard', 'customerAdmin'] as const;

const actorOf = async (user: typeof users.$inferSelect) =>
  toActor(user, await loadAccessSubject(t.database.db, t.config, user), '00000000-0000-4000-8000-000000000000');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const otherCustomer = await createCustomerCompany(db, { companyId: world.a.company.id });
  postElsewhere = await createPost(db, { companyId: world.a.company.id, customerCompanyId: otherCustomer.id });
  guardElsewhere = await createGuard(db, { companyId: world.a.company.id });
  const superadmin = await createUser(db, { companyId: world.platform.company.id, role: 'superadmin' });
  const supervisorPermissions: TPermissionMatrix = { view: ['users', 'posts', 'rosters', 'customer-companies', 'attendance'] };
  const supervisorRole = await createRoleRecord(db, {
    companyId: world.a.company.id,
    name: 'Supervisor',
    permissions: supervisorPermissions,
  });
  const supervisor = await createUser(db, {
    companyId: world.a.company.id,
    role: 'security_company_admin',
    roleRecordId: supervisorRole.id,
  });
  actors = {
    superadmin: await actorOf(superadmin),
    admin: await actorOf(world.platform.admin),
    companyAdmin: await actorOf(world.a.admin),
    supervisor: await actorOf(supervisor),
    guard: await actorOf(world.a.guard),
    customerAdmin: await actorOf(world.a.customerAdmin),
  };
});
afterAll(() => t.close());

const idsWhere = async (table: typeof users | typeof posts | typeof customerCompanies | typeof devices, condition: SQL) =>
  new Set((await t.database.db.select({ id: table.id }).from(table).where(condition)).map((r) => r.id));

/** For each role: which of the named rows its scope lets through. */
const scopeTable = async (
  table: typeof users | typeof posts | typeof customerCompanies | typeof devices,
  scope: (actor: TActor) => SQL,
  rows: Record<string, string>,
) => {
  const out: Record<string, string[]> = {};
  for (const role of ROLES) {
    const visible = await idsWhere(table, scope(actors[role]));
    out[role] = Object.entries(rows)
      .filter(([, id]) => visible.has(id))
      .map(([name]) => name);
  }
  return out;
};

describe('users policy', () => {
  it('scope: the one rule for which users (and guards) each role sees', async () => {
    const rows = {
      adminA: world.a.admin.id,
      customerAdminA: world.a.customerAdmin.id,
      guardA: world.a.guard.id,
      guardElsewhere: guardElsewhere.id,
      guardB: world.b.guard.id,
    };
    const all = Object.keys(rows);
    const companyA = ['adminA', 'customerAdminA', 'guardA', 'guardElsewhere'];
    expect(await scopeTable(users, (a) => usersScope(a), rows)).toEqual({
      superadmin: all,
      admin: all,
      companyAdmin: companyA,
      supervisor: companyA,
      guard: ['guardA'],
      customerAdmin: ['customerAdminA', 'guardA'],
    });
    expect(await scopeTable(users, (a) => guardsScope(a), rows)).toEqual({
      superadmin: ['guardA', 'guardElsewhere', 'guardB'],
      admin: ['guardA', 'guardElsewhere', 'guardB'],
      companyAdmin: ['guardA', 'guardElsewhere'],
      supervisor: ['guardA', 'guardElsewhere'],
      guard: ['guardA'],
      customerAdmin: ['guardA'],
    });
  });

  it('can and fields: what each role may do with guard A, and which of its fields it sees', () => {
    const target = { ...world.a.guard };
    const table = Object.fromEntries(
      ROLES.map((role) => {
        const can = canOnUser(actors[role], target, t.config.adminEmail);
        return [role, { ...can, fields: visibleUserFields(actors[role], target, can) }];
      }),
    );
    const everything = {
      update: true,
      deactivate: true,
      delete: true,
      setPassword: true,
      manageAccess: true,
      viewRecords: true,
      editRecords: true,
    };
    const nothing = {
      update: false,
      deactivate: false,
      delete: false,
      setPassword: false,
      manageAccess: false,
      viewRecords: false,
      editRecords: false,
    };
    expect(table).toEqual({
      superadmin: { ...everything, fields: { pay: true, ssn: 'full' } },
      admin: { ...everything, fields: { pay: true, ssn: 'full' } },
      companyAdmin: { ...everything, fields: { pay: true, ssn: 'full' } },
      supervisor: { ...nothing, viewRecords: true, fields: { pay: true, ssn: 'masked' } },
      // Themselves: no users permission by default, their own pay and the last four digits of their SSN.
      guard: { ...nothing, fields: { pay: true, ssn: 'masked' } },
      customerAdmin: { ...nothing, fields: { pay: false, ssn: 'none' } },
    });
  });

  it('nobody but a platform admin deactivates or deletes themselves or the built-in admin', () => {
    expect(canOnUser(actors.companyAdmin, world.a.admin, t.config.adminEmail)).toMatchObject({
      update: true,
      deactivate: false,
      delete: false,
    });
    expect(canOnUser(actors.companyAdmin, world.platform.admin, t.config.adminEmail)).toMatchObject({ update: false, delete: false });
  });
});

describe('posts policy', () => {
  it('scope, can and rates by role', async () => {
    const rows = { postA: world.a.post.id, postElsewhere: postElsewhere.id, postB: world.b.post.id };
    expect(await scopeTable(posts, (a) => postScope(a), rows)).toEqual({
      superadmin: ['postA', 'postElsewhere', 'postB'],
      admin: ['postA', 'postElsewhere', 'postB'],
      companyAdmin: ['postA', 'postElsewhere'],
      supervisor: ['postA', 'postElsewhere'],
      guard: ['postA'],
      customerAdmin: ['postA'],
    });
    const table = Object.fromEntries(ROLES.map((role) => [role, { ...canOnPost(actors[role]), rates: seesPostRates(actors[role]) }]));
    const editor = { update: true, changeStatus: true, delete: true, rates: true };
    const reader = { update: false, changeStatus: false, delete: false, rates: false };
    expect(table).toEqual({
      superadmin: editor,
      admin: editor,
      companyAdmin: editor,
      supervisor: reader,
      guard: reader,
      customerAdmin: reader,
    });
  });

  it('a customer admin granted edit:posts still neither edits posts nor sees their rates', () => {
    const granted: TActor = {
      ...actors.customerAdmin,
      subject: { ...actors.customerAdmin.subject, overrides: [{ action: 'edit', resource: 'posts', effect: 'grant' }] },
    };
    expect(seesPostRates(granted)).toBe(false);
    expect(canOnPost(granted).update).toBe(false);
  });
});

describe('customer-companies policy', () => {
  it('scope and can by role', async () => {
    const [elsewhere] = await t.database.db
      .select()
      .from(customerCompanies)
      .where(eq(customerCompanies.id, postElsewhere.customerCompanyId));
    const rows = { customerA: world.a.customer.id, customerElsewhere: elsewhere.id, customerB: world.b.customer.id };
    const scopes = await scopeTable(customerCompanies, (a) => customerCompaniesScope(a), rows);
    expect(scopes).toMatchObject({
      superadmin: ['customerA', 'customerElsewhere', 'customerB'],
      companyAdmin: ['customerA', 'customerElsewhere'],
      supervisor: ['customerA', 'customerElsewhere'],
      customerAdmin: ['customerA'],
    });
    const row = { id: world.a.customer.id, isActive: true };
    expect(Object.fromEntries(ROLES.map((role) => [role, canOnCustomerCompany(actors[role], row)]))).toEqual({
      superadmin: { update: true, deactivate: true, activate: false, delete: true },
      admin: { update: true, deactivate: true, activate: false, delete: true },
      companyAdmin: { update: true, deactivate: true, activate: false, delete: true },
      supervisor: { update: false, deactivate: false, activate: false, delete: false },
      guard: { update: false, deactivate: false, activate: false, delete: false },
      customerAdmin: { update: false, deactivate: false, activate: false, delete: false },
    });
  });
});

describe('guard-records policy', () => {
  it('documents, memos, banned posts and face data: company staff only', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, canOnGuardRecords(actors[role])]))).toEqual({
      superadmin: { view: true, edit: true },
      admin: { view: true, edit: true },
      companyAdmin: { view: true, edit: true },
      supervisor: { view: true, edit: false },
      guard: { view: false, edit: false },
      customerAdmin: { view: false, edit: false },
    });
  });
});

describe('sms policy', () => {
  it("the company line's inbox: company staff of their own company only (a platform admin too, never every tenant)", () => {
    const answers = Object.fromEntries(
      ROLES.map((role) => {
        try {
          smsScope(actors[role]);
          return [role, 'own company'];
        } catch {
          return [role, 'refused'];
        }
      }),
    );
    expect(answers).toEqual({
      superadmin: 'own company',
      admin: 'own company',
      companyAdmin: 'own company',
      supervisor: 'own company',
      guard: 'refused',
      customerAdmin: 'refused',
    });
  });
});

describe('chat policy', () => {
  it('custom channels: created by staff who may edit users; direct messages never involve customer admins or two guards', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, canCreateChatChannel(actors[role])]))).toEqual({
      superadmin: true,
      admin: true,
      companyAdmin: true,
      supervisor: false,
      guard: false,
      customerAdmin: false,
    });
    const staff = { role: 'security_company_admin', isStaff: true } as const;
    const guard = { role: 'security_guard', isStaff: false } as const;
    const customer = { role: 'customer_company_admin', isStaff: false } as const;
    expect(canMessageDirectly(staff, staff)).toBe(true);
    expect(canMessageDirectly(guard, staff)).toBe(true);
    expect(canMessageDirectly(staff, guard)).toBe(true);
    expect(canMessageDirectly(guard, guard)).toBe(false);
    expect(canMessageDirectly(customer, staff)).toBe(false);
    expect(canMessageDirectly(staff, customer)).toBe(false);
  });
});

describe('devices policy', () => {
  it('kiosks: company staff of the kiosk’s company; revoke needs edit:attendance', async () => {
    const [kioskA] = await t.database.db
      .insert(devices)
      .values({ companyId: world.a.company.id, name: 'A', postIds: [world.a.post.id] })
      .returning();
    const [kioskB] = await t.database.db
      .insert(devices)
      .values({ companyId: world.b.company.id, name: 'B', postIds: [world.b.post.id] })
      .returning();
    expect(await scopeTable(devices, (a) => devicesScope(a), { kioskA: kioskA.id, kioskB: kioskB.id })).toEqual({
      superadmin: ['kioskA', 'kioskB'],
      admin: ['kioskA', 'kioskB'],
      companyAdmin: ['kioskA'],
      supervisor: ['kioskA'],
      guard: [],
      customerAdmin: [],
    });
    expect(Object.fromEntries(ROLES.map((role) => [role, canOnDevice(actors[role], kioskA).revoke]))).toEqual({
      superadmin: true,
      admin: true,
      companyAdmin: true,
      supervisor: false,
      guard: false,
      customerAdmin: false,
    });
    expect(canOnDevice(actors.companyAdmin, { revokedAt: new Date() }).revoke).toBe(false);
    await t.database.db.delete(devices).where(inArray(devices.id, [kioskA.id, kioskB.id]));
  });
});

describe('rosters policy', () => {
  it('only company staff with the rosters permissions change rosters', () => {
    const editor = { update: true, assignGuards: true, copyWeek: true, delete: true };
    const reader = { update: false, assignGuards: false, copyWeek: false, delete: false };
    expect(Object.fromEntries(ROLES.map((role) => [role, canOnRoster(actors[role])]))).toEqual({
      superadmin: editor,
      admin: editor,
      companyAdmin: editor,
      supervisor: reader,
      guard: reader,
      customerAdmin: reader,
    });
  });

  it("a guard's shift assignments: a customer admin sees only guards at their posts (404 for the others)", async () => {
    const client = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await client.get(`/api/users/${world.a.guard.id}/shift-assignments`)).statusCode).toBe(200);
    expect((await client.get(`/api/users/${guardElsewhere.id}/shift-assignments`)).statusCode).toBe(404);
  });
});

describe('absences policy', () => {
  it('those who may edit the user change and resolve its absences; a resolved one is not resolved again', () => {
    const guard = world.a.guard;
    const table = Object.fromEntries(ROLES.map((role) => [role, canOnAbsence(actors[role], guard, { status: 'active' })]));
    expect(table).toEqual({
      superadmin: { update: true, resolve: true },
      admin: { update: true, resolve: true },
      companyAdmin: { update: true, resolve: true },
      supervisor: { update: false, resolve: false },
      guard: { update: false, resolve: false },
      customerAdmin: { update: false, resolve: false },
    });
    expect(canOnAbsence(actors.companyAdmin, guard, { status: 'resolved' })).toEqual({ update: true, resolve: false });
  });
});

describe('payroll policy', () => {
  it('profile types: company staff with the settings permissions; a type in use cannot be deleted', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, canOnPayrollProfileType(actors[role], { usersCount: 0 })]));
    expect(table).toEqual({
      superadmin: { update: true, delete: true },
      admin: { update: true, delete: true },
      companyAdmin: { update: true, delete: true },
      supervisor: { update: false, delete: false },
      guard: { update: false, delete: false },
      customerAdmin: { update: false, delete: false },
    });
    expect(canOnPayrollProfileType(actors.companyAdmin, { usersCount: 3 })).toEqual({ update: true, delete: false });
  });

  it('pay runs and deductions: company staff with the payroll permissions only; the run’s state decides its actions', () => {
    const readers = Object.fromEntries(
      ROLES.map((role) => {
        try {
          assertPayrollReader(actors[role]);
          return [role, true];
        } catch {
          return [role, false];
        }
      }),
    );
    expect(readers).toEqual({ superadmin: true, admin: true, companyAdmin: true, supervisor: false, guard: false, customerAdmin: false });
    expect(canOnDeduction(actors.customerAdmin)).toEqual({ update: false, delete: false });
    expect(canOnDeduction(actors.companyAdmin)).toEqual({ update: true, delete: true });
    const byStatus = Object.fromEntries(
      (['draft', 'calculating', 'calculated', 'approved', 'processed'] as const).map((status) => [
        status,
        canOnRun(actors.companyAdmin, { status }),
      ]),
    );
    expect(byStatus).toEqual({
      draft: { calculate: true, approve: false, process: false, delete: true, adjust: true },
      calculating: { calculate: false, approve: false, process: false, delete: true, adjust: false },
      calculated: { calculate: true, approve: true, process: false, delete: true, adjust: true },
      approved: { calculate: false, approve: false, process: true, delete: false, adjust: false },
      processed: { calculate: false, approve: false, process: false, delete: false, adjust: false },
    });
    expect(canOnRun(actors.guard, { status: 'calculated' })).toEqual({
      calculate: false,
      approve: false,
      process: false,
      delete: false,
      adjust: false,
    });
  });

  it('post pay rates: read and changed by payroll staff only; a rate a processed run reached is never deleted', () => {
    const open = Object.fromEntries(ROLES.map((role) => [role, canOnPostPayRate(actors[role], { fromDate: '2026-04-01' }, '2026-03-31')]));
    expect(open).toEqual({
      superadmin: { delete: true },
      admin: { delete: true },
      companyAdmin: { delete: true },
      supervisor: { delete: false },
      guard: { delete: false },
      customerAdmin: { delete: false },
    });
    expect(canOnPostPayRate(actors.companyAdmin, { fromDate: '2026-03-31' }, '2026-03-31')).toEqual({ delete: false });
    expect(canOnPostPayRate(actors.companyAdmin, { fromDate: '2020-01-01' }, null)).toEqual({ delete: true });
    const editors = Object.fromEntries(
      ROLES.map((role) => {
        try {
          assertPayRatesEditor(actors[role]);
          return [role, true];
        } catch {
          return [role, false];
        }
      }),
    );
    expect(editors).toEqual({ superadmin: true, admin: true, companyAdmin: true, supervisor: false, guard: false, customerAdmin: false });
  });
});

// ---- companies, roles, system logs (each role; a custom role with and without grants; overrides do not widen) ----

describe('companies, roles and system-logs policies', () => {
  /** A custom role of A's staff granted companies and roles (but not add:users). */
  let manager: TActor;
  /** A's customer admin with grant overrides on companies and roles: still bound to their customer. */
  let customerAdminGranted: TActor;
  let all: Record<string, TActor>;
  const ids = async (table: typeof companies | typeof roleRecords | typeof systemLogs, condition: SQL | undefined) =>
    new Set((await t.database.db.select({ id: table.id }).from(table).where(condition)).map((r) => r.id));
  const visibleBy = async (
    table: typeof companies | typeof roleRecords | typeof systemLogs,
    scope: (actor: TActor) => SQL | undefined,
    rows: Record<string, string>,
  ) => {
    const out: Record<string, string[]> = {};
    for (const [name, actor] of Object.entries(all)) {
      const visible = await ids(table, scope(actor));
      out[name] = Object.entries(rows)
        .filter(([, id]) => visible.has(id))
        .map(([row]) => row);
    }
    return out;
  };
  const canBy = <T>(can: (actor: TActor) => T) => Object.fromEntries(Object.entries(all).map(([name, actor]) => [name, can(actor)]));

  beforeAll(async () => {
    const db = t.database.db;
    const record = await createRoleRecord(db, {
      companyId: world.a.company.id,
      name: 'Manager',
      permissions: { view: ['companies', 'roles', 'users', 'reports'], edit: ['companies', 'roles'], delete: ['roles'] },
    });
    const managerUser = await createUser(db, { companyId: world.a.company.id, role: 'security_company_admin', roleRecordId: record.id });
    manager = await actorOf(managerUser);
    const granted = await createUser(db, {
      companyId: world.a.company.id,
      customerId: world.a.customer.id,
      role: 'customer_company_admin',
    });
    await db.insert(userPermissionOverrides).values(
      (['edit:companies', 'view:roles', 'edit:roles', 'delete:roles', 'view:reports'] as const).map((pair) => {
        const [action, resource] = pair.split(':') as ['edit' | 'view' | 'delete', 'companies' | 'roles' | 'reports'];
        return { userId: granted.id, action, resource, effect: 'grant' as const };
      }),
    );
    customerAdminGranted = await actorOf(granted);
    all = { ...actors, manager, customerAdminGranted };
  });

  it('companies: scope and can by role', async () => {
    const rows = { companyA: world.a.company.id, companyB: world.b.company.id, platform: world.platform.company.id };
    expect(await visibleBy(companies, companiesScope, rows)).toEqual({
      superadmin: ['companyA', 'companyB'],
      admin: ['companyA', 'companyB'],
      companyAdmin: ['companyA'],
      supervisor: ['companyA'],
      guard: ['companyA'],
      customerAdmin: ['companyA'],
      manager: ['companyA'],
      customerAdminGranted: ['companyA'],
    });
    // One company: platform admins may also open their own platform company.
    expect((await visibleBy(companies, companyScope, rows)).admin).toEqual(['companyA', 'companyB', 'platform']);
    expect((await visibleBy(companies, companyScope, rows)).companyAdmin).toEqual(['companyA']);

    const none = { update: false, deactivate: false, activate: false };
    expect(canBy((a) => canOnCompany(a, { isActive: true, isPlatform: false }))).toEqual({
      superadmin: { update: true, deactivate: true, activate: false },
      admin: { update: true, deactivate: true, activate: false },
      companyAdmin: { update: true, deactivate: false, activate: false },
      supervisor: none,
      guard: none,
      customerAdmin: none,
      manager: { update: true, deactivate: false, activate: false },
      customerAdminGranted: none,
    });
    expect(canOnCompany(actors.admin, { isActive: false, isPlatform: false })).toEqual({ update: true, deactivate: false, activate: true });
    // The platform company is never deactivated.
    expect(canOnCompany(actors.admin, { isActive: true, isPlatform: true }).deactivate).toBe(false);
  });

  it('roles: scope and can by role (superadmin records locked, activation limited to what the actor holds)', async () => {
    const db = t.database.db;
    const plain = await createRoleRecord(db, { companyId: world.a.company.id, permissions: { view: ['posts'] } });
    const wide = await createRoleRecord(db, {
      companyId: world.a.company.id,
      isActive: false,
      permissions: { view: ['users'], add: ['users'] },
    });
    const superRecord = await createRoleRecord(db, { companyId: world.a.company.id, isSuperadmin: true, permissions: {} });
    const other = await createRoleRecord(db, { companyId: world.b.company.id, permissions: { view: ['posts'] } });
    const rows = { plain: plain.id, superRecord: superRecord.id, other: other.id };
    const scopes = await visibleBy(roleRecords, (a) => rolesScope(a), rows);
    expect(scopes.superadmin).toEqual(['plain', 'superRecord', 'other']);
    for (const name of ['companyAdmin', 'supervisor', 'guard', 'customerAdmin', 'manager', 'customerAdminGranted']) {
      expect(scopes[name], name).toEqual(['plain', 'superRecord']);
    }
    // A platform admin's pick of company narrows it.
    expect([...(await ids(roleRecords, rolesScope(actors.admin, world.b.company.id)))]).toContain(other.id);
    expect([...(await ids(roleRecords, rolesScope(actors.admin, world.b.company.id)))]).not.toContain(plain.id);

    const none = { update: false, activate: false, deactivate: false, delete: false };
    expect(canBy((a) => canOnRole(a, plain))).toEqual({
      superadmin: { update: true, activate: false, deactivate: true, delete: true },
      admin: { update: true, activate: false, deactivate: true, delete: true },
      companyAdmin: { update: true, activate: false, deactivate: true, delete: true },
      supervisor: none,
      guard: none,
      customerAdmin: none,
      manager: { update: true, activate: false, deactivate: true, delete: true },
      customerAdminGranted: none,
    });
    // Turning on a record that gives add:users: the manager does not hold it.
    expect(canOnRole(actors.companyAdmin, wide)).toEqual({ update: true, activate: true, deactivate: false, delete: true });
    expect(canOnRole(manager, wide)).toEqual({ update: true, activate: false, deactivate: false, delete: true });
    // Superadmin records are the platform's alone.
    expect(canOnRole(actors.companyAdmin, superRecord)).toEqual(none);
    expect(canOnRole(actors.superadmin, superRecord)).toEqual({ update: true, activate: false, deactivate: true, delete: true });
  });

  it('system logs: dashboard and report scope by role; a row offers no action', async () => {
    const db = t.database.db;
    const entry = async (companyId: string | null, userId: string | null) => {
      const [row] = await db
        .insert(systemLogs)
        .values({ companyId, userId, action: 'UPDATE', entityType: 'users', details: {} })
        .returning({ id: systemLogs.id });
      return row.id;
    };
    const rows = {
      byAdminA: await entry(world.a.company.id, world.a.admin.id),
      byGuardA: await entry(world.a.company.id, world.a.guard.id),
      byCustomerAdminA: await entry(world.a.company.id, world.a.customerAdmin.id),
      byAdminB: await entry(world.b.company.id, world.b.admin.id),
    };
    expect(await visibleBy(systemLogs, systemLogScope, rows)).toEqual({
      superadmin: ['byAdminA', 'byGuardA', 'byCustomerAdminA', 'byAdminB'],
      admin: ['byAdminA', 'byGuardA', 'byCustomerAdminA', 'byAdminB'],
      companyAdmin: ['byAdminA', 'byGuardA', 'byCustomerAdminA'],
      supervisor: ['byAdminA', 'byGuardA', 'byCustomerAdminA'],
      guard: ['byGuardA'],
      customerAdmin: ['byCustomerAdminA'],
      manager: ['byAdminA', 'byGuardA', 'byCustomerAdminA'],
      customerAdminGranted: [],
    });
    const report = await visibleBy(systemLogs, (a) => systemLogReportScope(a), rows);
    expect(report.admin).toEqual(['byAdminA', 'byGuardA', 'byCustomerAdminA', 'byAdminB']);
    expect(report.companyAdmin).toEqual(['byAdminA', 'byGuardA', 'byCustomerAdminA']);
    expect(canBy((a) => canOnSystemLog(a))).toEqual(Object.fromEntries(Object.keys(all).map((name) => [name, {}])));
  });
});

describe('vehicles, uniforms and emergency-directory policies', () => {
  /** For each role: which of the named rows of `table` its scope lets through. */
  const visibleRows = async (
    select: (condition: SQL) => Promise<{ id: string }[]>,
    scope: (actor: TActor) => SQL,
    rows: Record<string, string>,
  ) => {
    const out: Record<string, string[]> = {};
    for (const role of ROLES) {
      const visible = new Set((await select(scope(actors[role]))).map((r) => r.id));
      out[role] = Object.entries(rows)
        .filter(([, id]) => visible.has(id))
        .map(([name]) => name);
    }
    return out;
  };

  it('vehicles and uniforms: company staff only, whatever a customer admin or a guard is granted', async () => {
    const db = t.database.db;
    const [vehicleA] = await db.insert(vehicles).values({ companyId: world.a.company.id, licensePlate: 'POL-A' }).returning();
    const [vehicleB] = await db.insert(vehicles).values({ companyId: world.b.company.id, licensePlate: 'POL-B' }).returning();
    const [itemA] = await db.insert(uniformItems).values({ companyId: world.a.company.id, name: 'Gorra A' }).returning();
    const [itemB] = await db.insert(uniformItems).values({ companyId: world.b.company.id, name: 'Gorra B' }).returning();
    const staffOnly = {
      superadmin: ['a', 'b'],
      admin: ['a', 'b'],
      companyAdmin: ['a'],
      supervisor: ['a'],
      guard: [],
      customerAdmin: [],
    };
    const vehicleRows = (condition: SQL) => db.select({ id: vehicles.id }).from(vehicles).where(condition);
    expect(await visibleRows(vehicleRows, (a) => vehicleScope(a), { a: vehicleA.id, b: vehicleB.id })).toEqual(staffOnly);
    const itemRows = (condition: SQL) => db.select({ id: uniformItems.id }).from(uniformItems).where(condition);
    expect(await visibleRows(itemRows, (a) => uniformScope(a, uniformItems.companyId), { a: itemA.id, b: itemB.id })).toEqual(staffOnly);

    const granted = (actor: TActor): TActor => ({
      ...actor,
      subject: {
        ...actor.subject,
        overrides: (['view', 'edit', 'delete', 'add'] as const).flatMap((action) => [
          { action, resource: 'vehicles' as const, effect: 'grant' as const },
          { action, resource: 'uniforms-accessories' as const, effect: 'grant' as const },
        ]),
      },
    });
    for (const role of ['guard', 'customerAdmin'] as const) {
      expect(canOnVehicle(granted(actors[role]))).toEqual({ update: false, delete: false });
      expect(canOnUniformItem(granted(actors[role]))).toEqual({ update: false, delete: false, adjustStock: false, issue: false });
    }
    expect(canOnVehicle(actors.companyAdmin)).toEqual({ update: true, delete: true });
    expect(canOnVehicle(actors.supervisor)).toEqual({ update: false, delete: false });
    expect(canOnUniformItem(actors.companyAdmin)).toEqual({ update: true, delete: true, adjustStock: true, issue: true });
  });

  it("emergency directory: staff see all of it; guards and customer admins the company's contacts and their posts'", async () => {
    const db = t.database.db;
    const contact = async (companyId: string, postId: string | null) =>
      (
        await db
          .insert(emergencyContacts)
          .values({ companyId, postId, kind: 'police', name: 'x', phones: ['911'] })
          .returning()
      )[0].id;
    const rows = {
      companyWide: await contact(world.a.company.id, null),
      postA: await contact(world.a.company.id, world.a.post.id),
      postElsewhere: await contact(world.a.company.id, postElsewhere.id),
      otherTenant: await contact(world.b.company.id, null),
    };
    const select = (condition: SQL) => db.select({ id: emergencyContacts.id }).from(emergencyContacts).where(condition);
    expect(await visibleRows(select, (a) => emergencyContactScope(a), rows)).toEqual({
      superadmin: ['companyWide', 'postA', 'postElsewhere', 'otherTenant'],
      admin: ['companyWide', 'postA', 'postElsewhere', 'otherTenant'],
      companyAdmin: ['companyWide', 'postA', 'postElsewhere'],
      supervisor: ['companyWide', 'postA', 'postElsewhere'],
      guard: ['companyWide', 'postA'],
      customerAdmin: ['companyWide', 'postA'],
    });
    expect(canOnEmergencyContact(actors.companyAdmin)).toEqual({ update: true, delete: true });
    expect(canOnEmergencyContact(actors.guard)).toEqual({ update: false, delete: false });
    expect(canOnEmergencyContact(actors.customerAdmin)).toEqual({ update: false, delete: false });
  });
});

describe('protocols and wiki policies', () => {
  const visibleRows = async (
    select: (condition: SQL) => Promise<{ id: string }[]>,
    scope: (actor: TActor) => SQL,
    rows: Record<string, string>,
  ) => {
    const out: Record<string, string[]> = {};
    for (const role of ROLES) {
      const visible = new Set((await select(scope(actors[role]))).map((r) => r.id));
      out[role] = Object.entries(rows)
        .filter(([, id]) => visible.has(id))
        .map(([name]) => name);
    }
    return out;
  };

  it('protocols: staff see every protocol of the company (drafts too); guards and customer admins the published ones of their posts', async () => {
    const db = t.database.db;
    const protocol = async (companyId: string, postId: string, currentVersion: number) => {
      const [row] = await db.insert(protocols).values({ companyId, title: 'P', body: '', currentVersion }).returning();
      await db.insert(protocolPosts).values({ protocolId: row.id, postId, companyId });
      return row.id;
    };
    const rows = {
      publishedA: await protocol(world.a.company.id, world.a.post.id, 1),
      draftA: await protocol(world.a.company.id, world.a.post.id, 0),
      publishedElsewhere: await protocol(world.a.company.id, postElsewhere.id, 2),
      otherTenant: await protocol(world.b.company.id, world.b.post.id, 1),
    };
    const select = (condition: SQL) => db.select({ id: protocols.id }).from(protocols).where(condition);
    expect(await visibleRows(select, (a) => protocolScope(a), rows)).toEqual({
      superadmin: ['publishedA', 'draftA', 'publishedElsewhere', 'otherTenant'],
      admin: ['publishedA', 'draftA', 'publishedElsewhere', 'otherTenant'],
      companyAdmin: ['publishedA', 'draftA', 'publishedElsewhere'],
      supervisor: ['publishedA', 'draftA', 'publishedElsewhere'],
      guard: ['publishedA'],
      customerAdmin: ['publishedA'],
    });
    const published = { currentVersion: 1, acknowledgedAt: null };
    expect(canOnProtocol(actors.companyAdmin, published)).toEqual({
      update: true,
      delete: true,
      publish: true,
      acknowledge: false,
      seeAcknowledgements: true,
    });
    expect(canOnProtocol(actors.guard, published)).toMatchObject({ update: false, acknowledge: true, seeAcknowledgements: false });
    expect(canOnProtocol(actors.guard, { currentVersion: 1, acknowledgedAt: new Date() }).acknowledge).toBe(false);
    expect(canOnProtocol(actors.customerAdmin, published)).toMatchObject({ update: false, acknowledge: false });
  });

  it('wiki: pages limited to roles; wiki editors see every page of their company', async () => {
    const db = t.database.db;
    const page = async (companyId: string, visibleRoles: string[]) =>
      (await db.insert(wikiPages).values({ companyId, title: 'W', body: '', searchText: 'w', visibleRoles }).returning())[0].id;
    const rows = {
      everyone: await page(world.a.company.id, []),
      guardsOnly: await page(world.a.company.id, ['security_guard']),
      customersOnly: await page(world.a.company.id, ['customer_company_admin']),
      otherTenant: await page(world.b.company.id, []),
    };
    const select = (condition: SQL) => db.select({ id: wikiPages.id }).from(wikiPages).where(condition);
    const seen = await visibleRows(select, (a) => wikiPageScope(a), rows);
    expect(seen.superadmin).toEqual(['everyone', 'guardsOnly', 'customersOnly', 'otherTenant']);
    expect(seen.companyAdmin).toEqual(['everyone', 'guardsOnly', 'customersOnly']);
    expect(seen.supervisor).toEqual(['everyone']);
    expect(seen.guard).toEqual(['everyone', 'guardsOnly']);
    expect(seen.customerAdmin).toEqual(['everyone', 'customersOnly']);
    expect(canOnWikiPage(actors.companyAdmin)).toEqual({ update: true, delete: true });
    expect(canOnWikiPage(actors.guard)).toEqual({ update: false, delete: false });
  });
});

describe('tasks policy', () => {
  const visibleRows = async (
    select: (condition: SQL) => Promise<{ id: string }[]>,
    scope: (actor: TActor) => SQL,
    rows: Record<string, string>,
  ) => {
    const out: Record<string, string[]> = {};
    for (const role of ROLES) {
      const visible = new Set((await select(scope(actors[role]))).map((r) => r.id));
      out[role] = Object.entries(rows)
        .filter(([, id]) => visible.has(id))
        .map(([name]) => name);
    }
    return out;
  };

  it("staff see the company's tasks; guards and customer admins only those assigned to them", async () => {
    const db = t.database.db;
    const task = async (companyId: string, assignee: string | null) => {
      const [row] = await db.insert(tasks).values({ companyId, title: 'x' }).returning();
      if (assignee) await db.insert(taskAssignees).values({ taskId: row.id, userId: assignee, companyId, status: 'pending' });
      return row.id;
    };
    const rows = {
      guardsOwn: await task(world.a.company.id, world.a.guard.id),
      anotherGuards: await task(world.a.company.id, guardElsewhere.id),
      unassigned: await task(world.a.company.id, null),
      otherTenant: await task(world.b.company.id, world.b.guard.id),
    };
    const select = (condition: SQL) => db.select({ id: tasks.id }).from(tasks).where(condition);
    expect(await visibleRows(select, (a) => taskScope(a), rows)).toEqual({
      superadmin: ['guardsOwn', 'anotherGuards', 'unassigned', 'otherTenant'],
      admin: ['guardsOwn', 'anotherGuards', 'unassigned', 'otherTenant'],
      companyAdmin: ['guardsOwn', 'anotherGuards', 'unassigned'],
      supervisor: ['guardsOwn', 'anotherGuards', 'unassigned'],
      guard: ['guardsOwn'],
      customerAdmin: [],
    });
    expect(canOnTask(actors.companyAdmin, false)).toEqual({ update: true, changeStatus: true, delete: true, comment: true });
    // The supervisor role has no task permissions: it reads nothing it could change.
    expect(canOnTask(actors.supervisor, false)).toEqual({ update: false, changeStatus: false, delete: false, comment: true });
    expect(canOnTask(actors.guard, true)).toEqual({ update: false, changeStatus: true, delete: false, comment: true });
    expect(canOnTask(actors.guard, false)).toEqual({ update: false, changeStatus: false, delete: false, comment: true });
    expect(canOnTaskGroup(actors.guard)).toEqual({ update: false, delete: false });
    expect(canOnTaskGroup(actors.companyAdmin)).toEqual({ update: true, delete: true });
  });
});

describe('opportunities policy', () => {
  it("staff see their company's requests; a customer admin their customer's only; guards none", async () => {
    const db = t.database.db;
    const opportunity = async (companyId: string, customerCompanyId: string) =>
      (
        await db
          .insert(opportunities)
          .values({
            companyId,
            customerCompanyId,
            title: 'Evento',
            description: 'Servicio especial de prueba',
            location: 'San Juan',
            serviceType: 'other',
            startDate: '2030-01-07',
            endDate: '2030-01-07',
            startTime: '08:00',
            endTime: '12:00',
            guardsRequired: 1,
            hourlyRateCents: 2000,
            totalBudgetCents: 8000,
            contactPerson: 'Contacto',
            contactPhone: '+17875550100',
            contactEmail: 'c@example.com',
          })
          .returning()
      )[0].id;
    const rows = {
      ownCustomer: await opportunity(world.a.company.id, world.a.customer.id),
      otherCustomer: await opportunity(world.a.company.id, postElsewhere.customerCompanyId),
      otherTenant: await opportunity(world.b.company.id, world.b.customer.id),
    };
    const out: Record<string, string[]> = {};
    for (const role of ROLES) {
      const visible = new Set(
        (await db.select({ id: opportunities.id }).from(opportunities).where(opportunityScope(actors[role]))).map((r) => r.id),
      );
      out[role] = Object.entries(rows)
        .filter(([, id]) => visible.has(id))
        .map(([name]) => name);
    }
    expect(out).toEqual({
      superadmin: ['ownCustomer', 'otherCustomer', 'otherTenant'],
      admin: ['ownCustomer', 'otherCustomer', 'otherTenant'],
      companyAdmin: ['ownCustomer', 'otherCustomer'],
      supervisor: ['ownCustomer', 'otherCustomer'],
      guard: [],
      customerAdmin: ['ownCustomer'],
    });
    expect(canOnOpportunity(actors.companyAdmin, { status: 'pending' })).toEqual({
      update: true,
      delete: true,
      duplicate: true,
      staff: true,
      actions: ['review', 'approve', 'reject', 'hold', 'cancel', 'close'],
    });
    expect(canOnOpportunity(actors.customerAdmin, { status: 'pending' })).toEqual({
      update: true,
      delete: false,
      duplicate: true,
      staff: false,
      actions: ['cancel'],
    });
    expect(canOnOpportunity(actors.customerAdmin, { status: 'approved' })).toMatchObject({ update: false, actions: [] });
    expect(canOnOpportunity(actors.supervisor, { status: 'pending' })).toMatchObject({ update: false, actions: [] });
  });
});
