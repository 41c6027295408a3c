// The opportunities list (split from opportunities.service.ts): its filters and order, one page of the list, and the
// filtered list as CSV in the reader's language.
import { centsToDecimal, type TLanguage } from '@centinela/shared';
import type { TOpportunity, TOpportunityListQueryParsed, TOpportunityPage } from '@centinela/shared/contracts/opportunities';
import { CLOSED_OPPORTUNITY_STATUSES, OPEN_OPPORTUNITY_STATUSES } from '@centinela/shared/rules/opportunity-workflow';
import { asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { opportunities } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { maintainedOpportunitiesTotal } from './opportunities.counts';
import { scopeShapeOf, where } from '../../platform/access/scope';
import { inline, pageOf, placeholders, preparedOnce, runTimeFilter, type TBind } from '../../db/prepared';
import { csvOf, type TCsvColumn } from '../../platform/documents/csv';
import { matchesSearch, searchWords } from '../../platform/search/search';
import { opportunityCanFor, opportunityScope, seesOpportunityInternals } from './opportunities.policy';

import { selectOpportunities, type TArgs, toOpportunity } from './opportunities.service';

// List ---------------------------------------------------------------------------------------------------------------

/**
 * The list's filters; `bind` puts the request's values in as placeholders for the prepared shape (db/prepared.ts), and
 * the filters' values are read at run time (atRunTime), so the shape keeps one generic plan.
 */
const listConditions = (actor: TActor, q: TOpportunityListQueryParsed, bind: TBind = inline) => {
  return where(
    opportunityScope(actor, bind),
    q.view === 'open' ? inArray(opportunities.status, [...OPEN_OPPORTUNITY_STATUSES]) : undefined,
    q.view === 'closed' ? inArray(opportunities.status, [...CLOSED_OPPORTUNITY_STATUSES]) : undefined,
    q.view === 'my' || q.mine ? eq(opportunities.createdBy, bind('createdBy', actor.userId)) : undefined,
    q.view === 'recent'
      ? runTimeFilter(bind, gte, opportunities.createdAt, 'createdSince', new Date(Date.now() - 30 * 86_400_000))
      : undefined,
    runTimeFilter(bind, eq, opportunities.status, 'status', q.status),
    runTimeFilter(bind, eq, opportunities.priority, 'priority', q.priority),
    runTimeFilter(bind, eq, opportunities.serviceType, 'serviceType', q.serviceType),
    runTimeFilter(bind, eq, opportunities.customerCompanyId, 'customerCompanyId', q.customerCompanyId),
    runTimeFilter(bind, gte, opportunities.endDate, 'from', q.from),
    runTimeFilter(bind, lte, opportunities.startDate, 'to', q.to),
    // Title, location and contact, through the trigram index of search_text.
    matchesSearch(q.search, opportunities.searchText, bind),
  );
};

const listOrder = (q: TOpportunityListQueryParsed) =>
  q.view === 'recent' || q.view === 'my'
    ? [desc(opportunities.createdAt), desc(opportunities.id)]
    : q.view === 'closed'
      ? [desc(opportunities.startDate), desc(opportunities.id)]
      : [asc(opportunities.startDate), asc(opportunities.id)];

export const listOpportunities = async ({ ctx, actor, input }: TArgs<TOpportunityListQueryParsed>): Promise<TOpportunityPage> => {
  // Prepared per shape (db/prepared.ts): the view, the actor's kind and the filters present; values are placeholders.
  const { bind, values, names } = placeholders();
  const conditions = listConditions(actor, input, bind);
  const shape = `${input.view}:${scopeShapeOf(actor)}:${names()}`;
  const pageValues = { ...values, offset: (input.page - 1) * input.pageSize };
  // A search reads every match to sort them (the trigram index gives no order), so the page's cut counts them in the
  // same pass (a window count) instead of a second scan of the matches; the other views count from an index or the
  // maintained counts, which beat reading every row of the view.
  const searching = searchWords(input.search).length > 0;
  const [rows, kept] = await Promise.all([
    preparedOnce(ctx.db, `opportunities.page:${shape}:${input.pageSize}`, () => {
      // The page is cut on ids first (an index range, skipped rows never joined nor their sub-selects run: PostgreSQL
      // computes the select list of the rows an OFFSET skips), then its 25 rows get their names and counts.
      const page = pageOf(
        ctx.db
          .select({
            pageId: sql<string>`${opportunities.id}`.as('page_id'),
            pageTotal: (searching ? sql<number>`count(*) over ()` : sql<number>`null::bigint`).as('page_total'),
          })
          .from(opportunities)
          .where(conditions)
          .orderBy(...listOrder(input)),
        input.pageSize,
      ).as('page');
      return selectOpportunities(ctx.db, page.pageTotal)
        .innerJoin(page, eq(page.pageId, opportunities.id))
        .orderBy(...listOrder(input));
    }).execute(pageValues),
    searching ? null : maintainedOpportunitiesTotal(ctx.db, actor, input),
  ]);
  const total =
    kept ??
    (searching && rows.length
      ? rows[0].pageTotal
      : // No maintained count, or a search past its last page (no row for the window count to ride on).
        (
          await preparedOnce(ctx.db, `opportunities.count:${shape}`, () =>
            ctx.db.select({ total: count() }).from(opportunities).where(conditions),
          ).execute(values)
        )[0].total);
  const can = opportunityCanFor(actor);
  return { items: rows.map((r) => toOpportunity(r, actor, can)), total: Number(total) };
};

const CSV_COLUMNS = (actor: TActor): TCsvColumn<TOpportunity>[] => [
  { header: 'exports:columns.number', value: (o) => o.number },
  { header: 'exports:columns.title', value: (o) => o.title },
  { header: 'exports:columns.client', value: (o) => o.customerCompanyName },
  { header: 'exports:columns.location', value: (o) => o.location },
  { header: 'exports:columns.serviceType', value: (o) => o.serviceType },
  { header: 'exports:columns.priority', value: (o) => o.priority },
  { header: 'exports:columns.status', value: (o) => o.status },
  { header: 'exports:columns.startDate', value: (o) => o.startDate },
  { header: 'exports:columns.endDate', value: (o) => o.endDate },
  { header: 'exports:columns.startTime', value: (o) => o.startTime },
  { header: 'exports:columns.endTime', value: (o) => o.endTime },
  { header: 'exports:columns.guards', value: (o) => o.guardsRequired },
  { header: 'exports:columns.hourlyRate', value: (o) => centsToDecimal(o.hourlyRateCents) },
  { header: 'exports:columns.totalBudget', value: (o) => centsToDecimal(o.totalBudgetCents) },
  { header: 'exports:columns.contactPerson', value: (o) => o.contactPerson },
  { header: 'exports:columns.contactPhone', value: (o) => o.contactPhone },
  { header: 'exports:columns.contactEmail', value: (o) => o.contactEmail },
  ...(seesOpportunityInternals(actor)
    ? ([
        { header: 'exports:columns.payRate', value: (o) => (o.payRateCents == null ? null : centsToDecimal(o.payRateCents)) },
        { header: 'exports:columns.margin', value: (o) => (o.marginCents == null ? null : centsToDecimal(o.marginCents)) },
        { header: 'exports:columns.internalNotes', value: (o) => o.internalNotes },
      ] satisfies TCsvColumn<TOpportunity>[])
    : []),
];

/** The filtered list, every row (at most 50,000), as CSV in the reader's language. */
export const exportOpportunities = async ({ ctx, actor, input }: TArgs<TOpportunityListQueryParsed>) => {
  const rows = await selectOpportunities(ctx.db)
    .where(listConditions(actor, input))
    .orderBy(...listOrder(input))
    .limit(50_000);
  const lang: TLanguage = actor.language ?? 'es';
  const can = opportunityCanFor(actor);
  return csvOf(
    CSV_COLUMNS(actor),
    rows.map((r) => toOpportunity(r, actor, can)),
    lang,
  );
};
