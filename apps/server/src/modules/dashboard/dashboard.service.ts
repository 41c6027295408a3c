// Dashboard figures, scoped to what the signed-in user may see.
import type { TDashboardStats, TGuardStatus } from '@centinela/shared';
import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { customerCompanies, posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
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

export const getDashboardStats = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TDashboardStats> => {
  const scope = scopeOf(actor);
  const [guards, activePosts, customers, systemAlerts] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(guardsScope(actor), eq(users.stillEmployed, true))),
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
  return { totalGuards: guards[0].n, activePosts: activePosts[0].n, customerCompanies: customers[0].n, systemAlerts };
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
      .orderBy(asc(users.sortName))
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
      .orderBy(rosterShiftAssignments.guardId, asc(posts.name)),
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
