// Role records and a user's access (assigned record + per-user overrides). Who sees and may change what is
// roles.policy.ts (scope, `can` per record, the grant rules); this file reads and writes.
import { COMPANY_MESSAGES } from '@centinela/shared/contracts/companies';
import { ACTIONS, RESOURCES, type TAccessSubject, type TPermissionMatrix } from '@centinela/shared';
import {
  type TCreateRole,
  type TRoleMember,
  type TRoleRecord,
  type TUpdateRole,
  type TUpdateUserAccess,
  type TUserAccess,
  ZAssignableUsersQuery,
  ZCreateRole,
  ZUpdateRole,
  ZUpdateUserAccess,
  normaliseMatrix,
} from '@centinela/shared/contracts/roles';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { z } from 'zod';
import type { TDbOrTx, TTx } from '../../db/client';
import { companies, roleRecords, userPermissionOverrides, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { loadAccessSubject } from '../../platform/access/load-actor';
import { keepingRoleManager } from '../../platform/access/role-managers';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, text, ValidationFailed } from '../../platform/errors';
import type { TTextKey } from '../../platform/i18n/catalog';
import { matchesSearch } from '../../platform/search/search';
import { roleNameFor } from './roles.defaults';
import {
  assertMayChangeAccessOf,
  assertMayChangeRole,
  assertMayCreateRole,
  assertMayDeleteRole,
  assertMayGrant,
  assertMayManageAccess,
  canOnRole,
  pairsOfRecord,
  pairsOfSubject,
  rolesScope,
  userAccessScope,
} from './roles.policy';

type TRecordRow = typeof roleRecords.$inferSelect;
type TOpts<I = undefined> = { ctx: TServiceContext; actor: TActor } & (I extends undefined ? object : { input: I });

// Written with qualified names: inside a subquery drizzle would print the outer columns unqualified.
const memberCounts = {
  assignedUsers: sql<number>`(select count(*)::int from users u where u.role_record_id = "role_records"."id")`,
  defaultUsers: sql<number>`(case when "role_records"."default_for_role" is null then 0 else
    (select count(*)::int from users u where u.company_id = "role_records"."company_id"
      and u.role = "role_records"."default_for_role" and u.role_record_id is null) end)`,
};

/** The record as the actor receives it, with what they may do with it (`can`, roles.policy.ts). */
const toRoleRecord = (actor: TActor, row: TRecordRow & { assignedUsers: number; defaultUsers: number }): TRoleRecord => ({
  id: row.id,
  companyId: row.companyId,
  name: roleNameFor(row, actor.language),
  description: row.description,
  isActive: row.isActive,
  isSuperadmin: row.isSuperadmin,
  defaultForRole: row.defaultForRole === 'superadmin' ? null : (row.defaultForRole ?? null),
  permissions: normaliseMatrix(row.permissions),
  assignedUsers: Number(row.assignedUsers),
  defaultUsers: Number(row.defaultUsers),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  can: canOnRole(actor, row),
});

const selectRecords = (db: TDbOrTx) =>
  db
    .select({
      id: roleRecords.id,
      companyId: roleRecords.companyId,
      name: roleRecords.name,
      description: roleRecords.description,
      isActive: roleRecords.isActive,
      isSuperadmin: roleRecords.isSuperadmin,
      defaultForRole: roleRecords.defaultForRole,
      permissions: roleRecords.permissions,
      createdAt: roleRecords.createdAt,
      updatedAt: roleRecords.updatedAt,
      ...memberCounts,
    })
    .from(roleRecords);

const findRecord = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectRecords(db)
    .where(and(eq(roleRecords.id, id), rolesScope(actor)))
    .limit(1);
  return found(row, 'roleRecord');
};

const assertNameFree = async (db: TDbOrTx, companyId: string, name: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: roleRecords.id })
    .from(roleRecords)
    .where(
      and(
        eq(roleRecords.companyId, companyId),
        sql`lower(${roleRecords.name}) = lower(${name})`,
        exceptId ? ne(roleRecords.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw FieldConflict('ROLE_NAME_TAKEN', { name: COMPANY_MESSAGES.nameTaken }, { name });
};

const toMatrix = (input: z.output<typeof ZUpdateRole>['permissions']): TPermissionMatrix =>
  Object.fromEntries(ACTIONS.map((a) => [a, [...new Set(input?.[a] ?? [])]]));

export const listRoles = async ({ ctx, actor, input }: TOpts<{ companyId?: string }>) => {
  const rows = await selectRecords(ctx.db)
    .where(rolesScope(actor, input.companyId))
    .orderBy(asc(roleRecords.companyId), asc(collated(roleRecords.name, actor.language)));
  return rows.map((row) => toRoleRecord(actor, row));
};

export const getRole = async ({ ctx, actor, id }: TOpts & { id: string }) => toRoleRecord(actor, await findRecord(ctx.db, actor, id));

/** Moves the "default for role" flag: a company has at most one default record per role. */
const takeDefault = async (db: TDbOrTx, companyId: string, role: string, exceptId?: string) => {
  await db
    .update(roleRecords)
    .set({ defaultForRole: null })
    .where(
      and(
        eq(roleRecords.companyId, companyId),
        sql`${roleRecords.defaultForRole} = ${role}`,
        exceptId ? ne(roleRecords.id, exceptId) : undefined,
      ),
    );
};

export const createRole = async ({ ctx, actor, input }: TOpts<TCreateRole>) => {
  assertMayManageAccess(actor);
  const data = ZCreateRole.parse(input);
  assertMayCreateRole(actor, { isSuperadmin: data.isSuperadmin ?? false });
  if (actor.isPlatformAdmin && !data.companyId) {
    throw ValidationFailed({ companyId: 'apiErrors:fields.chooseCompany' });
  }
  const companyId = scopeOf(actor).companyForWrite(data.companyId);
  const record = {
    companyId,
    name: data.name,
    description: data.description ?? null,
    isActive: data.isActive ?? true,
    isSuperadmin: data.isSuperadmin ?? false,
    defaultForRole: data.defaultForRole ?? null,
    permissions: toMatrix(data.permissions),
  };
  assertMayGrant(actor, pairsOfRecord(record));
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx.select({ isPlatform: companies.isPlatform }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (!company || company.isPlatform) {
      throw ValidationFailed({ companyId: 'apiErrors:fields.roleNeedsSecurityCompany' });
    }
    await assertNameFree(tx, companyId, record.name);
    // Becoming the default for a role takes the flag (and the access it gave) from another record.
    const [row] = await keepingRoleManager(tx, ctx.config, [companyId], async () => {
      if (record.defaultForRole) await takeDefault(tx, companyId, record.defaultForRole);
      return tx.insert(roleRecords).values(record).returning({ id: roleRecords.id });
    });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'roles',
      entityId: row.id,
      message: { key: 'roleCreated', params: { name: record.name } },
      details: { isSuperadmin: record.isSuperadmin, defaultForRole: record.defaultForRole, permissions: record.permissions },
      companyId,
    });
    return toRoleRecord(actor, await findRecord(tx, actor, row.id));
  });
};

/** Applies a change to a record, refusing what the actor may not hand out. */
const changeRecord = async (
  tx: TTx,
  config: TServiceContext['config'],
  actor: TActor,
  current: TRecordRow,
  changes: Partial<Pick<TRecordRow, 'name' | 'description' | 'isActive' | 'isSuperadmin' | 'defaultForRole' | 'permissions'>>,
) => {
  const next = { ...current, ...changes };
  assertMayChangeRole(actor, current, next);
  if (changes.name !== undefined && changes.name.toLowerCase() !== current.name.toLowerCase()) {
    await assertNameFree(tx, current.companyId, changes.name, current.id);
  }
  // Fields equal to the stored ones leave nothing to set: a no-op, not an empty UPDATE.
  if (Object.keys(changes).length === 0) return;
  await keepingRoleManager(tx, config, [current.companyId], async () => {
    if (next.defaultForRole && next.defaultForRole !== current.defaultForRole) {
      await takeDefault(tx, current.companyId, next.defaultForRole, current.id);
    }
    await tx.update(roleRecords).set(changes).where(eq(roleRecords.id, current.id));
  });
};

export const updateRole = async ({ ctx, actor, id, input }: TOpts<TUpdateRole> & { id: string }) => {
  assertMayManageAccess(actor);
  const data = ZUpdateRole.parse(input);
  return ctx.db.transaction(async (tx) => {
    const current = await findRecord(tx, actor, id);
    const changes: Parameters<typeof changeRecord>[4] = {};
    if (data.name !== undefined) changes.name = data.name;
    if (data.description !== undefined) changes.description = data.description;
    if (data.isActive !== undefined) changes.isActive = data.isActive;
    if (data.isSuperadmin !== undefined && data.isSuperadmin !== current.isSuperadmin) changes.isSuperadmin = data.isSuperadmin;
    if (data.defaultForRole !== undefined) changes.defaultForRole = data.defaultForRole;
    if (data.permissions !== undefined) changes.permissions = toMatrix(data.permissions);
    await changeRecord(tx, ctx.config, actor, current, changes);
    if (Object.keys(changes).length === 0) return toRoleRecord(actor, current);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'roles',
      entityId: id,
      message: { key: 'roleUpdated', params: { name: changes.name ?? current.name } },
      details: { fields: Object.keys(changes), ...(changes.permissions ? { permissions: changes.permissions } : {}) },
      companyId: current.companyId,
    });
    return toRoleRecord(actor, await findRecord(tx, actor, id));
  });
};

export const setRoleActive = async ({ ctx, actor, id, isActive }: TOpts & { id: string; isActive: boolean }) => {
  assertMayManageAccess(actor);
  return ctx.db.transaction(async (tx) => {
    const current = await findRecord(tx, actor, id);
    await changeRecord(tx, ctx.config, actor, current, { isActive });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'roles',
      entityId: id,
      message: { key: isActive ? 'roleActivated' : 'roleDeactivated', params: { name: current.name } },
      companyId: current.companyId,
    });
    return toRoleRecord(actor, await findRecord(tx, actor, id));
  });
};

export const deleteRole = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  assertMayManageAccess(actor);
  await ctx.db.transaction(async (tx) => {
    const current = await findRecord(tx, actor, id);
    assertMayDeleteRole(actor, current);
    if (current.assignedUsers > 0) {
      // `count` picks the message's plural (issue 29: 'usuario(s)').
      throw Conflict('ROLE_ASSIGNED', { assignedUsers: current.assignedUsers, count: current.assignedUsers });
    }
    if (current.defaultUsers > 0) {
      throw Conflict(
        'ROLE_IS_DEFAULT',
        { defaultUsers: current.defaultUsers, role: current.defaultForRole, count: current.defaultUsers },
        { params: { role: text(`common:roles.${current.defaultForRole}` as TTextKey) } },
      );
    }
    await keepingRoleManager(tx, ctx.config, [current.companyId], () => tx.delete(roleRecords).where(eq(roleRecords.id, id)));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'roles',
      entityId: id,
      message: { key: 'roleDeleted', params: { name: current.name } },
      companyId: current.companyId,
    });
  });
};

// ---- members ----

const memberColumns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  roleRecordId: users.roleRecordId,
  stillEmployed: users.stillEmployed,
};

/** Users the record is assigned to explicitly. */
export const listRoleMembers = async ({ ctx, actor, id }: TOpts & { id: string }): Promise<TRoleMember[]> => {
  const record = await findRecord(ctx.db, actor, id);
  return ctx.db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.companyId, record.companyId), eq(users.roleRecordId, id)))
    .orderBy(asc(collated(users.sortName, actor.language)));
};

/** Employed users of the record's company who could be given the record (not superadmins, not already on it). */
export const listAssignableUsers = async ({
  ctx,
  actor,
  id,
  input,
}: TOpts<z.input<typeof ZAssignableUsersQuery>> & { id: string }): Promise<TRoleMember[]> => {
  const q = ZAssignableUsersQuery.parse(input);
  const record = await findRecord(ctx.db, actor, id);
  return ctx.db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        eq(users.companyId, record.companyId),
        eq(users.stillEmployed, true),
        ne(users.role, 'superadmin'),
        or(isNull(users.roleRecordId), ne(users.roleRecordId, id)),
        matchesSearch(q.search, users.searchText),
      ),
    )
    .orderBy(asc(collated(users.sortName, actor.language)))
    .limit(q.limit);
};

// ---- a user's access ----

const findUser = async (db: TDbOrTx, actor: TActor, userId: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), userAccessScope(actor)))
    .limit(1);
  return found(row, 'user');
};

const defaultRecordOf = async (db: TDbOrTx, companyId: string, role: string) => {
  const [row] = await db
    .select()
    .from(roleRecords)
    .where(and(eq(roleRecords.companyId, companyId), sql`${roleRecords.defaultForRole} = ${role}`))
    .limit(1);
  return row ?? null;
};

const readOverrides = (db: TDbOrTx, userId: string) =>
  db
    .select({ action: userPermissionOverrides.action, resource: userPermissionOverrides.resource, effect: userPermissionOverrides.effect })
    .from(userPermissionOverrides)
    .where(eq(userPermissionOverrides.userId, userId))
    .orderBy(asc(userPermissionOverrides.resource), asc(userPermissionOverrides.action));

export const getUserAccess = async ({ ctx, actor, userId }: TOpts & { userId: string }): Promise<TUserAccess> => {
  const user = await findUser(ctx.db, actor, userId);
  const [defaultRecord, overrides] = await Promise.all([
    defaultRecordOf(ctx.db, user.companyId, user.role),
    readOverrides(ctx.db, user.id),
  ]);
  return {
    userId: user.id,
    companyId: user.companyId,
    role: user.role,
    roleRecordId: user.roleRecordId,
    defaultRoleRecordId: defaultRecord?.id ?? null,
    overrides: overrides.filter((o): o is TUserAccess['overrides'][number] => (RESOURCES as readonly string[]).includes(o.resource)),
  };
};

export const updateUserAccess = async ({ ctx, actor, userId, input }: TOpts<TUpdateUserAccess> & { userId: string }) => {
  assertMayManageAccess(actor);
  const data = ZUpdateUserAccess.parse(input);
  await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, actor, userId);
    assertMayChangeAccessOf(actor, user.id);
    let record: TRecordRow | null = null;
    if (data.roleRecordId) {
      const [row] = await tx
        .select()
        .from(roleRecords)
        .where(and(eq(roleRecords.id, data.roleRecordId), rolesScope(actor)))
        .limit(1);
      record = found(row, 'roleRecord');
      if (record.companyId !== user.companyId) {
        throw ValidationFailed({ roleRecordId: 'apiErrors:fields.roleOfAnotherCompany' });
      }
    } else {
      record = await defaultRecordOf(tx, user.companyId, user.role);
    }
    const before = await loadAccessSubject(tx, ctx.config, user);
    const after: TAccessSubject = { ...before, roleRecords: record ? [record] : [], overrides: data.overrides };
    const had = pairsOfSubject(before);
    const gained = [...pairsOfSubject(after)].filter((p) => !had.has(p));
    assertMayGrant(actor, gained);

    await keepingRoleManager(tx, ctx.config, [user.companyId], async () => {
      await tx.update(users).set({ roleRecordId: data.roleRecordId }).where(eq(users.id, user.id));
      await tx.delete(userPermissionOverrides).where(eq(userPermissionOverrides.userId, user.id));
      if (data.overrides.length) {
        await tx.insert(userPermissionOverrides).values(data.overrides.map((o) => ({ userId: user.id, ...o })));
      }
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'user-access',
      entityId: user.id,
      message: { key: 'userAccessChanged', params: { email: user.email } },
      details: { roleRecordId: data.roleRecordId, overrides: data.overrides, gained },
      companyId: user.companyId,
    });
  });
  return getUserAccess({ ctx, actor, userId });
};
