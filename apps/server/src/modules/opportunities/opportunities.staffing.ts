// Staffing an opportunity (the Guards tab): the company's guards with their availability for the service's own dates and
// times at its post (rosters/availability.service.ts, the roster editor's and the board's checks), and the assignment —
// the guards of the service, paid as a special service (opportunities.payroll.ts), one notification of the whole
// service (the event 'opportunities.guards-assigned', opportunities.subscribers.ts). Issue 29: no weekly roster shift is asked for; when one is named (the API's older form), its
// occurrence on each date of the service gets the guard as a cover too (shift_occurrence_changes through applyCover).
import { addDays } from '@centinela/shared';
import { OPPORTUNITY_MESSAGES, type TOpportunityDetail, type TOpportunityGuards } from '@centinela/shared/contracts/opportunities';
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { OPPORTUNITY_GUARDS_ASSIGNED } from '@centinela/shared/events/opportunities';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { opportunities, opportunityGuards, posts, rosterShifts, rosters } from '../../db/schema';
import { guardsOfCompany } from '../../platform/access/guard-of-company';
import { isCompanyStaff } from '../../platform/access/policy';
import { writeSystemLog } from '../../platform/audit/system-log';
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import { emit } from '../../platform/events/emit';
import { getAvailability } from '../rosters/availability.service';
import { findOccurrence, guardOnOccurrence } from '../shifts/shifts.occurrence';
import { applyCover } from '../shifts/shifts.writes';
import { findOpportunity, getOpportunity, recordHistory, type TArgs } from './opportunities.service';

/** At most this many dates of a long service are checked one by one. */
const MAX_CHECKED_DAYS = 14;

type TRow = typeof opportunities.$inferSelect;

const datesOf = (o: Pick<TRow, 'startDate' | 'endDate'>) => {
  const dates: string[] = [];
  for (let d = o.startDate; d <= o.endDate && dates.length < MAX_CHECKED_DAYS; d = addDays(d, 1)) dates.push(d);
  return dates;
};

type TTarget = { postId: string; rosterId: string | null; shiftId: string | null };

/**
 * Where the service is staffed. Issue 29: a one-off service is staffed for its own dates and times at its post (the
 * request's post, else the opportunity's), no weekly shift asked for. A roster and shift may still be named (the API's
 * older form): then that shift's occurrences on the service's dates get the guards as covers.
 */
const staffingTarget = async (
  db: TDbOrTx,
  o: TRow,
  request: { postId?: string | null; rosterId?: string | null; shiftId?: string | null },
): Promise<TTarget> => {
  if (request.postId) {
    const [post] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, request.postId), eq(posts.companyId, o.companyId)));
    if (!post) throw NotFound('post');
    return { postId: post.id, rosterId: null, shiftId: null };
  }
  const roster = request.rosterId ?? (request.shiftId ? null : o.rosterId);
  const shift = request.rosterId ? (request.shiftId ?? null) : (request.shiftId ?? o.shiftId);
  if (roster && shift) {
    const [row] = await db
      .select({ rosterId: rosters.id, postId: rosters.postId, shiftId: rosterShifts.id })
      .from(rosterShifts)
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .where(and(eq(rosterShifts.id, shift), eq(rosters.id, roster), eq(rosters.companyId, o.companyId)));
    if (!row) throw NotFound('shift');
    return row;
  }
  if (roster) {
    const [row] = await db
      .select({ rosterId: rosters.id, postId: rosters.postId })
      .from(rosters)
      .where(and(eq(rosters.id, roster), eq(rosters.companyId, o.companyId)));
    if (!row) throw NotFound('roster');
    return { ...row, shiftId: null };
  }
  if (o.postId) return { postId: o.postId, rosterId: null, shiftId: null };
  throw BadRequest('SELECT_ROSTER_AND_SHIFT', { fieldErrors: { postId: [OPPORTUNITY_MESSAGES.selectRosterAndShift] } });
};

const STATUS_ORDER = { available: 0, warning: 1, blocked: 2 } as const;

/** Availability of every guard over the service's dates (the worst day counts), with their conflicts. */
const availabilityOf = async (args: TArgs<unknown>, o: TRow, postId: string, search?: string) => {
  const byGuard = new Map<
    string,
    { guardId: string; name: string; rank: string | null; status: keyof typeof STATUS_ORDER; conflicts: TConflict[] }
  >();
  for (const date of datesOf(o)) {
    const day = await getAvailability({
      ctx: args.ctx,
      actor: args.actor,
      input: { postId, date, startTime: o.startTime, endTime: o.endTime, search },
      // Its own guards are on this very service, not busy with another one.
      exceptOpportunityId: o.id,
    });
    for (const item of day.items) {
      const seen = byGuard.get(item.guardId);
      if (!seen) {
        byGuard.set(item.guardId, {
          guardId: item.guardId,
          name: item.name,
          rank: item.rank,
          status: item.status,
          conflicts: [...item.conflicts],
        });
        continue;
      }
      if (STATUS_ORDER[item.status] > STATUS_ORDER[seen.status]) seen.status = item.status;
      for (const c of item.conflicts) if (!seen.conflicts.some((s) => s.message === c.message)) seen.conflicts.push(c);
    }
  }
  return [...byGuard.values()].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
};

export const listOpportunityGuards = async (
  args: TArgs<{ id: string; postId?: string; rosterId?: string; shiftId?: string; search?: string }>,
): Promise<TOpportunityGuards> => {
  const { ctx, actor, input } = args;
  if (!isCompanyStaff(actor)) throw Forbidden();
  const o = await findOpportunity(ctx.db, actor, input.id);
  const target = await staffingTarget(ctx.db, o, input);
  const [items, assigned] = await Promise.all([
    availabilityOf(args, o, target.postId, input.search),
    ctx.db.select({ guardId: opportunityGuards.guardId }).from(opportunityGuards).where(eq(opportunityGuards.opportunityId, o.id)),
  ]);
  const assignedIds = new Set(assigned.map((a) => a.guardId));
  const available = items.filter((i) => i.conflicts.length === 0).length;
  return {
    date: o.startDate,
    startTime: o.startTime,
    endTime: o.endTime,
    items: items.map((i) => ({
      guardId: i.guardId,
      name: i.name,
      rank: i.rank,
      status: i.status,
      conflicts: i.conflicts,
      assigned: assignedIds.has(i.guardId),
    })),
    counts: { available, conflicts: items.length - available },
  };
};

export const assignOpportunityGuards = async (
  args: TArgs<{ id: string; guardIds: string[]; postId?: string | null; rosterId?: string | null; shiftId?: string | null }>,
): Promise<TOpportunityDetail> => {
  const { ctx, actor, input } = args;
  if (!isCompanyStaff(actor)) throw Forbidden();
  const guardIds = [...new Set(input.guardIds)];
  if (guardIds.length === 0) {
    throw BadRequest('NO_GUARDS_SELECTED', { fieldErrors: { guardIds: [OPPORTUNITY_MESSAGES.noGuardsSelected] } });
  }
  const o = await findOpportunity(ctx.db, actor, input.id);
  // The spec words this refusal itself ('Selected guards not found in current company.').
  await guardsOfCompany(ctx.db, o.companyId, guardIds, { field: 'guardIds', specKey: OPPORTUNITY_MESSAGES.guardsNotFound });
  const target = await staffingTarget(ctx.db, o, input);
  const items = (await availabilityOf(args, o, target.postId)).filter((i) => guardIds.includes(i.guardId));
  const refused = items.filter((i) => i.status === 'blocked');
  if (refused.length > 0) {
    const available = guardIds.length - refused.length;
    throw Conflict('GUARDS_HAVE_CONFLICTS', {
      available,
      conflicts: refused.length,
      guards: refused.map((g) => ({ guardId: g.guardId, name: g.name, conflicts: g.conflicts.map((c) => c.message) })),
    });
  }
  await ctx.db.transaction(async (tx) => {
    const row = await findOpportunity(tx, actor, input.id);
    await tx
      .update(opportunities)
      .set({ rosterId: target.rosterId, shiftId: target.shiftId, postId: row.postId ?? target.postId })
      .where(eq(opportunities.id, row.id));
    const added = await tx
      .insert(opportunityGuards)
      .values(guardIds.map((guardId) => ({ opportunityId: row.id, guardId })))
      .onConflictDoNothing()
      .returning({ guardId: opportunityGuards.guardId });
    // A roster shift named: its occurrence on each date of the service gets the guard as a cover (the board shows it).
    const coveredShiftId = target.shiftId;
    for (const date of coveredShiftId ? datesOf(row) : []) {
      let occ: Awaited<ReturnType<typeof findOccurrence>>;
      try {
        occ = await findOccurrence(tx, actor, { shiftId: coveredShiftId as string, date });
      } catch (error) {
        if (error instanceof AppError && error.status === 404) continue; // the shift does not run that day
        throw error;
      }
      for (const { guardId } of added) {
        const on = await guardOnOccurrence(tx, occ, guardId);
        if (!on || (on.isWeekly && !on.isOpened) || on.isCover) continue;
        await applyCover(tx, actor, occ, { guardId, name: on.name, isOpened: on.isOpened }, { opportunityId: row.id });
      }
    }
    if (added.length > 0) {
      await emit(
        tx,
        OPPORTUNITY_GUARDS_ASSIGNED,
        { companyId: row.companyId, actorUserId: actor.userId, entityId: row.id },
        {
          opportunityId: row.id,
          title: row.title,
          startDate: row.startDate,
          endDate: row.endDate,
          startTime: row.startTime,
          endTime: row.endTime,
          guardIds: added.map((a) => a.guardId),
        },
      );
    }
    await recordHistory(tx, actor, row.id, { action: 'assignGuards', reason: `${added.length}` });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'opportunities',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'opportunityGuardsAssigned', params: { title: row.title, total: added.length } },
      details: { guardIds: added.map((a) => a.guardId) },
    });
  });
  return getOpportunity({ ctx, actor, input: { id: o.id } });
};
