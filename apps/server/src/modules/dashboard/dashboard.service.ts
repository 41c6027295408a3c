// Dashboard figures, scoped to what the signed-in user may see.
import type { TDashboardStats, TGuardStatus } from '@centinela/shared';
import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import {
  companyCounts,
  customerCompanies,
  customerCounts,
  posts,
  rosters,
  rosterShiftAssignments,
  rosterShifts,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { countOpenIncidentAlerts } from '../incidents/incidents.service';
import { countSystemAlerts } from '../system-logs/system-logs.service';
import { guardsScope } from '../users/users.policy';

/**
 * Posts a guard works: a shift of an active roster of the post assigns them, or they are the post's primary guard.
 * Everyone else: no extra condition (the company and customer scopes apply).
 */
const postsOfGuard = (actor: TActor) =>
  actor.role === 'security_guard'
    ? or(
        exists(
          sql`(select 1 from ${rosterShiftAssignments}
            join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
            join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
            where ${rosters.postId} = ${posts.id} and ${rosters.isActive} = true and ${rosterShiftAssignments.guardId} = ${actor.userId})`,
        ),
        eq(posts.assignedGuardId, actor.userId),
      )
    : undefined;

/**
 * The figures of one security company, or of every company for a platform admin, read from the maintained counts
 * (company_counts, kept by triggers in the writers' transactions: decision 0015) instead of recounting.
 */
const companyFigures = async (ctx: TServiceContext, actor: TActor) => {
  const [row] = await ctx.db
    .select({
      guards: sql<number>`coalesce(sum(${companyCounts.employedGuards}), 0)`.mapWith(Number),
      posts: sql<number>`coalesce(sum(${companyCounts.activePosts}), 0)`.mapWith(Number),
      customers: sql<number>`coalesce(sum(${companyCounts.activeCustomers}), 0)`.mapWith(Number),
      alerts: sql<number>`coalesce(sum(${companyCounts.alertLogs}), 0)`.mapWith(Number),
    })
    .from(companyCounts)
    .where(actor.isPlatformAdmin ? undefined : eq(companyCounts.companyId, actor.companyId));
  return row;
};

/** A customer company admin: their customer's maintained post count, and whether the customer is active (one row each). */
const customerFigures = async (ctx: TServiceContext, customerId: string, companyId: string) => {
  const [[counted], [customer]] = await Promise.all([
    ctx.db.select({ posts: customerCounts.activePosts }).from(customerCounts).where(eq(customerCounts.customerId, customerId)),
    ctx.db
      .select({ id: customerCompanies.id })
      .from(customerCompanies)
      .where(and(eq(customerCompanies.id, customerId), eq(customerCompanies.companyId, companyId), eq(customerCompanies.isActive, true))),
  ]);
  return { posts: counted?.posts ?? 0, customers: customer ? 1 : 0 };
};

export const getDashboardStats = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TDashboardStats> => {
  const countGuards = async () =>
    (
      await ctx.db
        .select({ n: count() })
        .from(users)
        .where(and(guardsScope(actor), eq(users.stillEmployed, true)))
    )[0].n;
  if (actor.isPlatformAdmin || actor.role === 'security_company_admin') {
    const figures = await companyFigures(ctx, actor);
    return {
      totalGuards: figures.guards,
      activePosts: figures.posts,
      customerCompanies: figures.customers,
      // Company admins and platform admins see every alert of their scope (systemLogScope): the maintained count,
      // plus the open (pending or reviewed) high/critical incidents (issue 17; partial index incidents_open_alerts_idx).
      systemAlerts: figures.alerts + (await countOpenIncidentAlerts(ctx.db, actor)),
    };
  }
  if (actor.role === 'customer_company_admin') {
    // The guards working the customer's posts are counted from the customer's assignments (bounded by that
    // customer, not by the company); alerts are the admin's own entries (systemLogScope), by index.
    if (!actor.customerId)
      return { totalGuards: 0, activePosts: 0, customerCompanies: 0, systemAlerts: await countSystemAlerts({ ctx, actor }) };
    const [guards, figures, systemAlerts] = await Promise.all([
      countGuards(),
      customerFigures(ctx, actor.customerId, actor.companyId),
      countSystemAlerts({ ctx, actor }),
    ]);
    return { totalGuards: guards, activePosts: figures.posts, customerCompanies: figures.customers, systemAlerts };
  }
  // A guard (or any other role scoped to themselves): their own rows only, counted by index.
  const scope = scopeOf(actor);
  const [guards, activePosts, customers, systemAlerts] = await Promise.all([
    countGuards(),
    ctx.db
      .select({ n: count() })
      .from(posts)
      .where(
        where(eq(posts.status, 'active'), scope.company(posts.companyId), scope.customer(posts.customerCompanyId), postsOfGuard(actor)),
      ),
    ctx.db
      .select({ n: count() })
      .from(customerCompanies)
      .where(
        where(
          eq(customerCompanies.isActive, true),
          scope.company(customerCompanies.companyId),
          scope.customer(customerCompanies.id),
          // A guard counts the customers of the posts they work.
          actor.role === 'security_guard'
            ? exists(
                ctx.db
                  .select({ one: sql`1` })
                  .from(posts)
                  .where(and(eq(posts.customerCompanyId, customerCompanies.id), eq(posts.status, 'active'), postsOfGuard(actor))),
              )
            : undefined,
        ),
      ),
    countSystemAlerts({ ctx, actor }),
  ]);
  return { totalGuards: guards, activePosts: activePosts[0].n, customerCompanies: customers[0].n, systemAlerts };
};

const GUARD_STATUS_LIMIT = 10;

export const getGuardStatus = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TGuardStatus[]> => {
  // Employed guards first, then former ones, each by name: two index-ordered reads (users_list_idx) instead of
  // sorting every guard of the company on an expression.
  const guardsWhere = (stillEmployed: boolean, limit: number) =>
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        stillEmployed: users.stillEmployed,
        phone: users.phone,
        mobile: users.mobile,
      })
      .from(users)
      .where(and(guardsScope(actor), eq(users.stillEmployed, stillEmployed)))
      .orderBy(asc(collated(users.sortName, actor.language)))
      .limit(limit);
  const employed = await guardsWhere(true, GUARD_STATUS_LIMIT);
  const guards =
    employed.length < GUARD_STATUS_LIMIT ? [...employed, ...(await guardsWhere(false, GUARD_STATUS_LIMIT - employed.length))] : employed;
  if (guards.length === 0) return [];
  const ids = guards.map((g) => g.id);
  const today = new Date().toISOString().slice(0, 10);
  // Current post: a post of an active roster in force today that the guard works, else the post they are primary guard of.
  const [assigned, primary] = await Promise.all([
    ctx.db
      .selectDistinctOn([rosterShiftAssignments.guardId], { guardId: rosterShiftAssignments.guardId, post: posts.name })
      .from(rosterShiftAssignments)
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterShiftAssignments.shiftId))
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .innerJoin(posts, eq(posts.id, rosters.postId))
      .where(
        and(
          inArray(rosterShiftAssignments.guardId, ids),
          eq(rosters.isActive, true),
          sql`${rosters.effectiveFrom} <= ${today}`,
          sql`(${rosters.effectiveTo} is null or ${rosters.effectiveTo} >= ${today})`,
        ),
      )
      .orderBy(rosterShiftAssignments.guardId, asc(collated(posts.name, actor.language))),
    ctx.db.select({ guardId: posts.assignedGuardId, post: posts.name }).from(posts).where(inArray(posts.assignedGuardId, ids)),
  ]);
  const postOf = new Map<string, string>();
  for (const p of primary) if (p.guardId) postOf.set(p.guardId, p.post);
  for (const a of assigned) postOf.set(a.guardId, a.post);
  return guards.map((g) => ({
    id: g.id,
    name: [g.name, g.lastName].filter(Boolean).join(' ') || g.email,
    isActive: g.stillEmployed,
    currentPost: postOf.get(g.id) ?? null,
    phone: g.phone ?? g.mobile,
  }));
};
