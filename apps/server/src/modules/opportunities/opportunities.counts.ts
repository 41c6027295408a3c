// The totals of the opportunities list's unfiltered views from the maintained opportunity_counts (migration 0044,
// statement triggers): open, closed, all and mine are sums of a few rows per company instead of counting tens of
// thousands of index entries on each page. Filtered lists (status, priority, service type, client, dates, search),
// the recent view (a moving window) and customer admins' small scopes are still counted.
import type { TOpportunityListQueryParsed } from '@centinela/shared/contracts/opportunities';
import { CLOSED_OPPORTUNITY_STATUSES, OPEN_OPPORTUNITY_STATUSES } from '@centinela/shared/rules/opportunity-workflow';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { opportunityCounts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';

/** The total from the counts, or null when the list must be counted (a filter, the recent view, a customer admin). */
export const maintainedOpportunitiesTotal = async (db: TDbOrTx, actor: TActor, q: TOpportunityListQueryParsed): Promise<number | null> => {
  if (!isCompanyStaff(actor)) return null;
  if (q.view === 'recent' || q.status || q.priority || q.serviceType || q.customerCompanyId || q.from || q.to || q.search) return null;
  const statuses = q.view === 'open' ? OPEN_OPPORTUNITY_STATUSES : q.view === 'closed' ? CLOSED_OPPORTUNITY_STATUSES : null;
  const mine = q.view === 'my' || q.mine;
  // Prepared per shape (db/prepared.ts): the view, mine, and whether the actor reads every company.
  const shape = `opportunities.counts:${q.view}:${mine ? 'mine' : 'all'}:${actor.isPlatformAdmin ? 'platform' : 'company'}`;
  const [row] = await preparedOnce(db, shape, () =>
    db
      .select({ total: sql<number>`coalesce(sum(${opportunityCounts.opportunities}), 0)`.mapWith(Number) })
      .from(opportunityCounts)
      .where(
        and(
          // Platform admins read every company's opportunities (opportunityScope), staff their own company's.
          actor.isPlatformAdmin ? undefined : eq(opportunityCounts.companyId, sql.placeholder('companyId')),
          statuses ? inArray(opportunityCounts.status, [...statuses]) : undefined,
          mine ? eq(opportunityCounts.createdBy, sql.placeholder('createdBy')) : undefined,
        ),
      ),
  ).execute({ companyId: actor.companyId, createdBy: actor.userId });
  return row.total;
};
