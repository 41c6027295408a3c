// The users page's totals without a search, read from user_counts (users per company, employment, role order and
// coordinator flag; kept exact by the users statement triggers of migration 0021, decision 0015) instead of counting
// ~86,000 index entries per request at 100,000 users.
import { ROLE_ORDER } from '@centinela/shared';
import { ADMIN_ROLES, type ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { userCounts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';

type TRoleFilter = z.output<typeof ZUsersPageQuery>['role'];

/** The role filter of the users page as a condition on user_counts (the same sets as the page's roleCondition). */
const roleCountCondition = (role: TRoleFilter): SQL | undefined => {
  switch (role) {
    case 'all':
      return undefined;
    case 'admins':
      return inArray(
        userCounts.roleOrder,
        ADMIN_ROLES.map((r) => ROLE_ORDER[r]),
      );
    case 'coordinators':
      return and(eq(userCounts.roleOrder, ROLE_ORDER.security_guard), eq(userCounts.isCoordinator, true));
    default:
      return eq(userCounts.roleOrder, ROLE_ORDER[role]);
  }
};

/**
 * Whether the actor's users scope is whole companies (platform admins, company staff), so that a total is a sum of
 * user_counts rows. Customer company admins (their customer's users and the guards on its posts) and guards
 * (themselves) see a subset no counts row describes: their totals are counted exactly (they are small).
 */
const scopeIsWholeCompanies = (actor: TActor) =>
  actor.isPlatformAdmin || (actor.role !== 'customer_company_admin' && actor.role !== 'security_guard');

/** The total of an unsearched users page from the maintained counts, or null when it must be counted. */
export const maintainedUsersTotal = async (
  db: TDbOrTx,
  actor: TActor,
  input: { companyId?: string | null; activeOnly: boolean; role: TRoleFilter },
): Promise<number | null> => {
  if (!scopeIsWholeCompanies(actor)) return null;
  const companyId = actor.isPlatformAdmin ? input.companyId : actor.companyId;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userCounts.users}), 0)`.mapWith(Number) })
    .from(userCounts)
    .where(
      and(
        companyId ? eq(userCounts.companyId, companyId) : undefined,
        eq(userCounts.stillEmployed, input.activeOnly),
        roleCountCondition(input.role),
      ),
    );
  return row.total;
};
