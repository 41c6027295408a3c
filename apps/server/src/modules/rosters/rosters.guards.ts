// Guards across rosters (split from rosters.service.ts): taking a guard off every roster, and a guard's shifts in
// rosters in force today or later.
import { displayName, minutesToTime, todayIn } from '@centinela/shared';
import type { TGuardShiftAssignment } from '@centinela/shared/contracts/rosters';
import { and, asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { actorCan } from '../../platform/access/actor';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Forbidden } from '../../platform/errors';
import { usersScope } from '../users/users.policy';
import { getCompanyRules } from './rosters.lookup';
import { rowsOf } from './rosters.sql';
import { emitAssignmentChanges } from './rosters.events';

import type { TArgs } from './rosters.service';

// Guards across rosters -----------------------------------------------------------------------------

/** A user the actor may see (the users policy: a customer admin only the guards at their posts), else 404. */
const guardInScope = async (db: TDbOrTx, actor: TActor, guardId: string) => {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, email: users.email, role: users.role, name: users.name, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, guardId), usersScope(actor)))
    .limit(1);
  return found(row, 'guard');
};

/**
 * Removes a guard from every current and future shift (rosters not ended before today) of every roster
 * of their company, in one statement; past rosters keep their history.
 */
export const removeGuardFromRosters = ({ ctx, actor, input }: TArgs<{ guardId: string }>): Promise<{ removed: number }> =>
  ctx.db.transaction(async (tx) => {
    const guard = await guardInScope(tx, actor, input.guardId);
    const { timeZone } = await getCompanyRules(tx, guard.companyId);
    const today = todayIn(timeZone);
    const deleted = await rowsOf<{
      id: string;
      rosterId: string;
      rosterName: string | null;
      postName: string;
      dayOfWeek: number;
      startMinute: number;
      endMinute: number;
    }>(
      tx,
      sql`delete from roster_shift_assignments a using roster_shifts s, rosters r, posts p
          where a.guard_id = ${guard.id} and s.id = a.shift_id and r.id = s.roster_id and p.id = r.post_id
            and r.company_id = ${guard.companyId} and (r.effective_to is null or r.effective_to >= ${today}::date)
          returning a.id, r.id as "rosterId", r.name as "rosterName", p.name as "postName",
            s.day_of_week as "dayOfWeek", s.start_minute as "startMinute", s.end_minute as "endMinute"`,
    );
    // The guard is told which shifts they lost, one notification per roster (as a roster save and an unassign do).
    const byRoster = new Map<string, typeof deleted>();
    for (const row of deleted) byRoster.set(row.rosterId, [...(byRoster.get(row.rosterId) ?? []), row]);
    for (const [rosterId, rows] of byRoster) {
      await emitAssignmentChanges(tx, actor.userId, {
        companyId: guard.companyId,
        rosterId,
        rosterName: rows[0].rosterName,
        postName: rows[0].postName,
        changes: rows.map(({ dayOfWeek, startMinute, endMinute }) => ({
          guardId: guard.id,
          change: 'removed' as const,
          dayOfWeek,
          startMinute,
          endMinute,
        })),
      });
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'rosters',
      entityId: guard.id,
      companyId: guard.companyId,
      message: { key: 'guardRemovedFromShifts', params: { guard: displayName(guard), total: deleted.length } },
      details: { guardId: guard.id, removed: deleted.length },
    });
    return { removed: deleted.length };
  });

/** A guard's shifts in rosters in force today or later: guards read their own, staff their tenant's guards'. */
export const listGuardShiftAssignments = async ({ ctx, actor, input }: TArgs<{ userId: string }>): Promise<TGuardShiftAssignment[]> => {
  const guard = await guardInScope(ctx.db, actor, input.userId);
  if (guard.id !== actor.userId && !actorCan(actor, 'view', 'users') && !actorCan(actor, 'view', 'rosters')) throw Forbidden();
  const { timeZone } = await getCompanyRules(ctx.db, guard.companyId);
  const today = todayIn(timeZone);
  const rows = await ctx.db
    .select({
      id: rosterShiftAssignments.id,
      shiftId: rosterShifts.id,
      rosterId: rosters.id,
      rosterName: rosters.name,
      postId: posts.id,
      postName: posts.name,
      customerCompanyId: customerCompanies.id,
      customerName: customerCompanies.name,
      dayOfWeek: rosterShifts.dayOfWeek,
      shiftNumber: rosterShifts.shiftNumber,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
      effectiveFrom: rosters.effectiveFrom,
      effectiveTo: rosters.effectiveTo,
    })
    .from(rosterShiftAssignments)
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterShiftAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(posts, eq(posts.id, rosters.postId))
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(
      where(
        eq(rosterShiftAssignments.guardId, guard.id),
        eq(rosters.isActive, true),
        eq(posts.status, 'active'),
        sql`(${rosters.effectiveTo} is null or ${rosters.effectiveTo} >= ${today})`,
        // A customer admin sees only the shifts at their customer's posts.
        scopeOf(actor).customer(posts.customerCompanyId),
      ),
    )
    .orderBy(asc(rosterShifts.dayOfWeek), asc(rosterShifts.startMinute), asc(collated(posts.name, actor.language)));
  return rows.map(({ startMinute, endMinute, ...r }) => ({
    ...r,
    startTime: minutesToTime(startMinute),
    endTime: minutesToTime(endMinute),
  }));
};
