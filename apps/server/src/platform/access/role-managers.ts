// A company must always keep an active (still employed) user who can manage roles (can(subject, 'edit', 'roles')):
// otherwise only the platform admin could give access back. Every change that can take that ability away
// (role records, defaults, overrides, users) runs inside keepingRoleManager, in its own transaction.
import { type TAccessSubject, can } from '@centinela/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../errors';

/**
 * Employed users of the company who can edit roles. SQL narrows to the users something could give that ability to
 * (full access, a grant override, or an applicable active record with it); the shared can() has the last word.
 */
export const countRoleManagers = async (tx: TTx, config: TConfig, companyId: string) => {
  // Qualified names: inside a subquery drizzle would print the outer columns unqualified.
  const records = sql`(select r.* from role_records r where r.company_id = "users"."company_id"
    and (case when "users"."role_record_id" is null then r.default_for_role = "users"."role" else r.id = "users"."role_record_id" end))`;
  const rows = await tx
    .select({
      role: users.role,
      email: users.email,
      roleRecords: sql<TAccessSubject['roleRecords']>`coalesce((
        select json_agg(json_build_object('isActive', a.is_active, 'isSuperadmin', a.is_superadmin, 'permissions', a.permissions))
        from ${records} a), '[]'::json)`,
      overrides: sql<TAccessSubject['overrides']>`coalesce((
        select json_agg(json_build_object('action', o.action, 'resource', o.resource, 'effect', o.effect))
        from user_permission_overrides o where o.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.stillEmployed, true),
        sql`("users"."role" = 'superadmin' or lower("users"."email") = ${config.adminEmail}
          or exists (select 1 from user_permission_overrides o where o.user_id = "users"."id"
            and o.action = 'edit' and o.resource = 'roles' and o.effect = 'grant')
          or exists (select 1 from ${records} a where a.is_active and (a.is_superadmin or (a.permissions -> 'edit') ? 'roles')))`,
      ),
    );
  return rows.filter((row) =>
    can(
      {
        role: row.role,
        email: row.email,
        isBuiltInAdmin: row.email.toLowerCase() === config.adminEmail,
        roleRecords: row.roleRecords,
        overrides: row.overrides,
      },
      'edit',
      'roles',
    ),
  ).length;
};

/**
 * Runs a change in the transaction and refuses it (409 LAST_ROLE_MANAGER, rolling the transaction back) when it
 * leaves one of the companies, which had a user who can manage roles, without any. A per-company advisory lock
 * makes two such changes of one company run one after the other, so together they cannot remove the last one either.
 */
export const keepingRoleManager = async <T>(
  tx: TTx,
  config: TConfig,
  companyIds: readonly (string | null | undefined)[],
  change: () => Promise<T>,
): Promise<T> => {
  const ids = [...new Set(companyIds.filter((id): id is string => Boolean(id)))].sort();
  const before = new Map<string, number>();
  for (const id of ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(4103, hashtext(${id}))`);
    before.set(id, await countRoleManagers(tx, config, id));
  }
  const result = await change();
  for (const id of ids) {
    if ((before.get(id) ?? 0) > 0 && (await countRoleManagers(tx, config, id)) === 0) {
      throw new AppError(409, 'LAST_ROLE_MANAGER', { companyId: id });
    }
  }
  return result;
};
