// The users page's totals without a search, read from user_counts (users per company, employment, role order and
// coordinator flag; kept exact by the users statement triggers of migration 0021, decision 0015) instead of counting
// ~86,000 index entries per request at 100,000 users.
import type { TUserRoleFilter } from '@centinela/shared/contracts/users';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { userCounts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { roleFilterOn } from './users.filters';
import { seesWholeCompanies } from './users.policy';

/** The total of an unsearched users page from the maintained counts, or null when it must be counted. */
export const maintainedUsersTotal = async (
  db: TDbOrTx,
  actor: TActor,
  input: { companyId?: string | null; activeOnly: boolean; role: TUserRoleFilter },
): Promise<number | null> => {
  if (!seesWholeCompanies(actor)) return null;
  const companyId = actor.isPlatformAdmin ? input.companyId : actor.companyId;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userCounts.users}), 0)`.mapWith(Number) })
    .from(userCounts)
    .where(
      and(
        companyId ? eq(userCounts.companyId, companyId) : undefined,
        eq(userCounts.stillEmployed, input.activeOnly),
        roleFilterOn(userCounts, input.role),
      ),
    );
  return row.total;
};
