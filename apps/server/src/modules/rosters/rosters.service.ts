// Rosters: weekly schedules of a post stored as shifts and assignments, read and written in the spec's
// scheduleData shape. Saving (rosters.save.ts) checks every new assignment for availability (409 with the conflicts);
// guards across rosters are in rosters.guards.ts.
import { emitAssignmentChanges } from './rosters.events';
import { minutesToTime, timeToMinutes } from '@centinela/shared';
import type { TRoster, TRosterInputParsed, TScheduleDay } from '@centinela/shared/contracts/rosters';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, posts, rosters, rosterShiftAssignments, rosterShifts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { canOnRoster, rosterScope } from './rosters.policy';
import { findPostInScope } from './rosters.lookup';
import { guardsOfShifts } from './rosters.sql';

import { saveRoster } from './rosters.save';
export type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I };

// Reading ------------------------------------------------------------------------------------------

const selectRosterRows = (db: TDbOrTx) =>
  db
    .select({
      roster: rosters,
      postName: posts.name,
      postStatus: posts.status,
      timeZone: posts.timeZone,
      customerCompanyId: customerCompanies.id,
      customerCompanyName: customerCompanies.name,
    })
    .from(rosters)
    .innerJoin(posts, eq(posts.id, rosters.postId))
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId));

const emptyWeek = (): TScheduleDay[] => Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, shifts: [] }));

const loadRosters = async (db: TDbOrTx, actor: TActor, condition: SQL): Promise<TRoster[]> => {
  const rows = await selectRosterRows(db)
    .where(condition)
    .orderBy(asc(collated(posts.name, actor.language)), asc(rosters.effectiveFrom), asc(rosters.id));
  if (rows.length === 0) return [];
  const shifts = await db
    .select()
    .from(rosterShifts)
    .where(
      inArray(
        rosterShifts.rosterId,
        rows.map((r) => r.roster.id),
      ),
    )
    .orderBy(asc(rosterShifts.dayOfWeek), asc(rosterShifts.startMinute), asc(rosterShifts.shiftNumber));
  const guards = await guardsOfShifts(
    db,
    shifts.map((s) => s.id),
  );
  const guardsByShift = new Map<string, typeof guards>();
  for (const g of guards) guardsByShift.set(g.shift_id, [...(guardsByShift.get(g.shift_id) ?? []), g]);
  const weeks = new Map(rows.map((r) => [r.roster.id, emptyWeek()]));
  for (const s of shifts) {
    const assigned = guardsByShift.get(s.id) ?? [];
    weeks.get(s.rosterId)?.[s.dayOfWeek]?.shifts.push({
      id: s.id,
      shiftNumber: s.shiftNumber,
      startTime: minutesToTime(s.startMinute),
      endTime: minutesToTime(s.endMinute),
      requiredGuards: s.requiredGuards,
      mealStartTime: s.mealStartMinute === null ? null : minutesToTime(s.mealStartMinute),
      mealMinutes: s.mealMinutes,
      guardIds: assigned.map((g) => g.guard_id),
      guardId: assigned[0]?.guard_id ?? null,
      guards: assigned.map((g) => ({ id: g.guard_id, name: g.guard_name })),
      overrideReasons: Object.fromEntries(assigned.filter((g) => g.override_reason).map((g) => [g.guard_id, g.override_reason as string])),
    });
  }
  return rows.map((r) => ({
    id: r.roster.id,
    companyId: r.roster.companyId,
    postId: r.roster.postId,
    postName: r.postName,
    postStatus: r.postStatus,
    customerCompanyId: r.customerCompanyId,
    customerCompanyName: r.customerCompanyName,
    timeZone: r.timeZone,
    name: r.roster.name,
    locationName: r.roster.locationName,
    effectiveFrom: r.roster.effectiveFrom,
    effectiveTo: r.roster.effectiveTo,
    isActive: r.roster.isActive,
    scheduleData: { days: weeks.get(r.roster.id) ?? emptyWeek() },
    createdAt: r.roster.createdAt.toISOString(),
    updatedAt: r.roster.updatedAt.toISOString(),
    can: canOnRoster(actor),
  }));
};

const loadRoster = async (db: TDbOrTx, actor: TActor, id: string): Promise<TRoster> => {
  const [roster] = await loadRosters(db, actor, and(eq(rosters.id, id), rosterScope(actor)) as SQL);
  return found(roster, 'roster');
};

export const listRosters = ({
  ctx,
  actor,
  input,
}: TArgs<{
  postId?: string;
  customerCompanyId?: string;
  guardId?: string;
  isActive?: boolean;
  currentOn?: string;
  search?: string;
  companyId?: string;
}>) => {
  return loadRosters(
    ctx.db,
    actor,
    where(
      rosterScope(actor, input.companyId),
      input.postId ? eq(rosters.postId, input.postId) : undefined,
      input.customerCompanyId ? eq(posts.customerCompanyId, input.customerCompanyId) : undefined,
      input.isActive !== undefined ? eq(rosters.isActive, input.isActive) : undefined,
      input.currentOn ? sql`(${rosters.effectiveTo} is null or ${rosters.effectiveTo} >= ${input.currentOn})` : undefined,
      input.guardId
        ? sql`exists (select 1 from roster_shift_assignments la join roster_shifts ls on ls.id = la.shift_id
            where ls.roster_id = "rosters"."id" and la.guard_id = ${input.guardId})`
        : undefined,
      matchesSearch(input.search, [rosters.searchText, posts.searchText]),
    ),
  );
};

export const getRoster = ({ ctx, actor, input }: TArgs<{ id: string }>) => loadRoster(ctx.db, actor, input.id);

// Writing ------------------------------------------------------------------------------------------

/** The post of a roster write: in the actor's scope, else 404. */
const postForWrite = async (db: TDbOrTx, actor: TActor, postId: string) => (await findPostInScope(db, actor, postId)).post;

export const createRoster = ({ ctx, actor, input }: TArgs<TRosterInputParsed>): Promise<TRoster> =>
  ctx.db.transaction(async (tx) => {
    const post = await postForWrite(tx, actor, input.postId);
    const id = await saveRoster(tx, actor, { existingId: null, post, input });
    return loadRoster(tx, actor, id);
  });

const findRosterRow = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectRosterRows(db)
    .where(and(eq(rosters.id, id), rosterScope(actor)))
    .limit(1);
  return found(row, 'roster').roster;
};

export const updateRoster = ({ ctx, actor, input }: TArgs<{ id: string; data: TRosterInputParsed }>): Promise<TRoster> =>
  ctx.db.transaction(async (tx) => {
    const roster = await findRosterRow(tx, actor, input.id);
    const post = await postForWrite(tx, actor, input.data.postId);
    if (post.companyId !== roster.companyId) throw NotFound('post');
    await saveRoster(tx, actor, { existingId: roster.id, post, input: input.data });
    return loadRoster(tx, actor, roster.id);
  });

export const deleteRoster = ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<void> =>
  ctx.db.transaction(async (tx) => {
    const roster = await findRosterRow(tx, actor, input.id);
    // Shifts and their assignments go with the roster (cascade); other areas referencing shifts answer 409.
    await tx.delete(rosters).where(eq(rosters.id, roster.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'rosters',
      entityId: roster.id,
      companyId: roster.companyId,
      message: { key: 'rosterDeleted', params: { name: roster.name ?? roster.locationName ?? roster.id } },
    });
  });

/** The roster as a save input, with every shift and guard it has now. */
const asInput = (roster: TRoster, overrides: Partial<TRosterInputParsed> = {}): TRosterInputParsed => ({
  postId: roster.postId,
  name: roster.name,
  locationName: roster.locationName,
  effectiveFrom: roster.effectiveFrom,
  effectiveTo: roster.effectiveTo,
  isActive: roster.isActive,
  overrideReason: null,
  scheduleData: {
    days: roster.scheduleData.days.map((d) => ({
      dayOfWeek: d.dayOfWeek,
      shifts: d.shifts.map((s) => ({
        shiftNumber: s.shiftNumber,
        startTime: s.startTime,
        endTime: s.endTime,
        requiredGuards: s.requiredGuards,
        mealStartTime: s.mealStartTime,
        mealMinutes: s.mealMinutes,
        guardIds: s.guardIds,
        overrideReasons: s.overrideReasons,
      })),
    })),
  },
  ...overrides,
});

/** Replaces the target roster's week with the source's shifts (and guards when asked). */
export const copyWeek = ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; targetRosterId: string; includeGuards: boolean; overrideReason: string | null }>): Promise<TRoster> =>
  ctx.db.transaction(async (tx) => {
    const source = await loadRoster(tx, actor, input.id);
    const target = await loadRoster(tx, actor, input.targetRosterId);
    if (source.id === target.id) throw ValidationFailed({ targetRosterId: 'apiErrors:fields.chooseAnotherRoster' });
    if (source.companyId !== target.companyId) throw NotFound('roster');
    const days = asInput(source).scheduleData.days.map((d) => ({
      ...d,
      shifts: d.shifts.map((s) => ({
        ...s,
        guardIds: input.includeGuards ? s.guardIds : [],
        overrideReasons: input.includeGuards ? s.overrideReasons : {},
      })),
    }));
    const post = await postForWrite(tx, actor, target.postId);
    await saveRoster(tx, actor, {
      existingId: target.id,
      post,
      input: asInput(target, { scheduleData: { days }, overrideReason: input.overrideReason }),
    });
    return loadRoster(tx, actor, target.id);
  });

/** Adds one guard to one shift (same checks as a save). */
export const assignGuard = ({
  ctx,
  actor,
  input,
}: TArgs<{ id: string; shiftId: string; guardId: string; overrideReason: string | null }>): Promise<TRoster> =>
  ctx.db.transaction(async (tx) => {
    const roster = await loadRoster(tx, actor, input.id);
    const shift = roster.scheduleData.days.flatMap((d) => d.shifts.map((s) => ({ d, s }))).find(({ s }) => s.id === input.shiftId);
    if (!shift) throw NotFound('shift');
    const data = asInput(roster);
    const target = data.scheduleData.days[shift.d.dayOfWeek].shifts.find((s) => s.shiftNumber === shift.s.shiftNumber);
    if (target && !target.guardIds.includes(input.guardId)) {
      await guardOfCompany(tx, roster.companyId, input.guardId, { field: 'guardId' });
      target.guardIds = [...target.guardIds, input.guardId];
      if (input.overrideReason) target.overrideReasons = { ...target.overrideReasons, [input.guardId]: input.overrideReason };
    }
    const post = await postForWrite(tx, actor, roster.postId);
    await saveRoster(tx, actor, { existingId: roster.id, post, input: data });
    return loadRoster(tx, actor, roster.id);
  });

/** Takes one guard off one shift. */
export const unassignGuard = ({ ctx, actor, input }: TArgs<{ id: string; shiftId: string; guardId: string }>): Promise<TRoster> =>
  ctx.db.transaction(async (tx) => {
    const roster = await loadRoster(tx, actor, input.id);
    const shift = roster.scheduleData.days.flatMap((d) => d.shifts).find((s) => s.id === input.shiftId);
    if (!shift?.guardIds.includes(input.guardId)) throw NotFound('assignment');
    await tx
      .delete(rosterShiftAssignments)
      .where(and(eq(rosterShiftAssignments.shiftId, shift.id), eq(rosterShiftAssignments.guardId, input.guardId)));
    const day = roster.scheduleData.days.find((d) => d.shifts.some((s) => s.id === shift.id));
    await emitAssignmentChanges(tx, actor.userId, {
      companyId: roster.companyId,
      rosterId: roster.id,
      rosterName: roster.name,
      postName: roster.postName,
      changes: [
        {
          guardId: input.guardId,
          change: 'removed',
          dayOfWeek: day?.dayOfWeek ?? 0,
          startMinute: timeToMinutes(shift.startTime),
          endMinute: timeToMinutes(shift.endTime),
        },
      ],
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'rosters',
      entityId: roster.id,
      companyId: roster.companyId,
      message: {
        key: 'guardRemovedFromShift',
        params: {
          guard: shift.guards.find((g) => g.id === input.guardId)?.name ?? input.guardId,
          shift: shift.shiftNumber,
          name: roster.name ?? roster.postName,
        },
      },
      details: { guardId: input.guardId, shiftId: shift.id },
    });
    return loadRoster(tx, actor, roster.id);
  });
