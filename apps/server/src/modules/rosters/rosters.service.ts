// Rosters: weekly schedules of a post stored as shifts and assignments, read and written in the spec's
// scheduleData shape. Saving checks every new assignment for availability (409 with the conflicts).
import { notifyAssignmentChanges, type TAssignmentChange } from '../notifications/roster-changes';
import { displayName, minutesToTime, timeToMinutes, todayIn } from '@centinela/shared';
import type {
  TAssignmentConflicts,
  TGuardShiftAssignment,
  TRoster,
  TRosterInputParsed,
  TScheduleDay,
} from '@centinela/shared/contracts/rosters';
import { availabilityStatusOf } from '@centinela/shared/rules/shifts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { actorCan } from '../../platform/access/actor';
import { guardOfCompany, guardsOfCompany } from '../../platform/access/guard-of-company';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { blockingReasons } from './conflict-words';
import { matchesSearch } from '../../platform/search/search';
import { usersScope } from '../users/users.policy';
import { canOnRoster, rosterScope } from './rosters.policy';
import { checkAssignments, type TAssignmentToCheck, type TGuardPattern } from './availability.service';
import { findPostInScope, getCompanyRules } from './rosters.lookup';
import { guardsOfShifts, rowsOf } from './rosters.sql';

type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I };

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

type TExistingShift = typeof rosterShifts.$inferSelect & { assignments: (typeof rosterShiftAssignments.$inferSelect)[] };

const loadExistingShifts = async (db: TDbOrTx, rosterId: string): Promise<TExistingShift[]> => {
  const shifts = await db.select().from(rosterShifts).where(eq(rosterShifts.rosterId, rosterId));
  if (shifts.length === 0) return [];
  const assignments = await db
    .select()
    .from(rosterShiftAssignments)
    .where(
      inArray(
        rosterShiftAssignments.shiftId,
        shifts.map((s) => s.id),
      ),
    );
  return shifts.map((s) => ({ ...s, assignments: assignments.filter((a) => a.shiftId === s.id) }));
};

const shiftKey = (dayOfWeek: number, shiftNumber: number) => `${dayOfWeek}:${shiftNumber}`;

/** The schedule's fields that name one of the refused guards (where guardsOfCompany puts its field errors). */
const scheduleGuardFields = (input: TRosterInputParsed) => (refused: ReadonlySet<string>) =>
  input.scheduleData.days.flatMap((day, i) =>
    day.shifts.flatMap((shift, j) => (shift.guardIds.some((id) => refused.has(id)) ? [`scheduleData.days.${i}.shifts.${j}.guardIds`] : [])),
  );

type TPostRow = typeof posts.$inferSelect;

/**
 * Writes a roster's row, shifts and assignments from the scheduleData shape. Shifts keep their identity
 * by (day of week, shift number); assignments that are new — or whose shift, dates, post or active flag
 * changed — are checked for availability first: blocking conflicts refuse the save, warnings need a reason.
 */
const saveRoster = async (
  tx: TDbOrTx,
  actor: TActor,
  { existingId, post, input }: { existingId: string | null; post: TPostRow; input: TRosterInputParsed },
): Promise<string> => {
  const [existingRow] = existingId ? await tx.select().from(rosters).where(eq(rosters.id, existingId)).limit(1) : [];
  const existingShifts = existingId ? await loadExistingShifts(tx, existingId) : [];
  // Every guard named is a guard of the post's company; a new one is employed (one already on the roster stays on it).
  await guardsOfCompany(
    tx,
    post.companyId,
    input.scheduleData.days.flatMap((d) => d.shifts.flatMap((s) => s.guardIds)),
    { field: scheduleGuardFields(input), kept: existingShifts.flatMap((s) => s.assignments.map((a) => a.guardId)) },
  );
  const byKey = new Map(existingShifts.map((s) => [shiftKey(s.dayOfWeek, s.shiftNumber), s]));
  const isRosterChanged =
    !existingRow ||
    existingRow.postId !== post.id ||
    existingRow.effectiveFrom !== input.effectiveFrom ||
    existingRow.effectiveTo !== input.effectiveTo ||
    (!existingRow.isActive && input.isActive);

  // The roster's own shifts, with their guards, as weekly patterns (a guard may not overlap themself here either).
  const planned = input.scheduleData.days.flatMap((day) =>
    day.shifts.map((shift) => {
      const existing = byKey.get(shiftKey(day.dayOfWeek, shift.shiftNumber));
      const startMinute = timeToMinutes(shift.startTime);
      const endMinute = timeToMinutes(shift.endTime);
      const isTimeChanged = !existing || existing.startMinute !== startMinute || existing.endMinute !== endMinute;
      return {
        day,
        shift,
        existing,
        startMinute,
        endMinute,
        isTimeChanged,
        ref: existing?.id ?? `new:${day.dayOfWeek}:${shift.shiftNumber}`,
      };
    }),
  );
  const ownPatterns: TGuardPattern[] = planned.flatMap((p) =>
    p.shift.guardIds.map((guardId) => ({
      guardId,
      shiftId: p.ref,
      rosterId: existingId ?? 'new',
      postId: post.id,
      postName: post.name,
      dayOfWeek: p.day.dayOfWeek,
      startMinute: p.startMinute,
      endMinute: p.endMinute,
      from: input.effectiveFrom,
      to: input.effectiveTo,
      timeZone: post.timeZone,
    })),
  );
  const checks: TAssignmentToCheck[] = input.isActive
    ? planned.flatMap((p) =>
        p.shift.guardIds
          .filter((guardId) => isRosterChanged || p.isTimeChanged || !p.existing?.assignments.some((a) => a.guardId === guardId))
          .map((guardId) => ({
            guardId,
            shiftId: p.ref,
            dayOfWeek: p.day.dayOfWeek,
            shiftNumber: p.shift.shiftNumber,
            startMinute: p.startMinute,
            endMinute: p.endMinute,
          })),
      )
    : [];
  const { verdicts } = await checkAssignments(tx, {
    companyId: post.companyId,
    post: { id: post.id, requiredRank: post.requiredRank ?? null, timeZone: post.timeZone },
    from: input.effectiveFrom,
    to: input.effectiveTo,
    rosterId: existingId,
    checks,
    ownPatterns,
  });

  const reasonFor = (dayOfWeek: number, shiftNumber: number, guardId: string) => {
    const day = input.scheduleData.days.find((d) => d.dayOfWeek === dayOfWeek);
    const shift = day?.shifts.find((s) => s.shiftNumber === shiftNumber);
    return shift?.overrideReasons[guardId] || input.overrideReason || null;
  };
  const refused = verdicts.filter((v) => availabilityStatusOf(v.conflicts) === 'blocked');
  const unexplained = verdicts.filter(
    (v) => availabilityStatusOf(v.conflicts) === 'warning' && !reasonFor(v.check.dayOfWeek, v.check.shiftNumber, v.check.guardId),
  );
  if (refused.length > 0 || unexplained.length > 0) {
    const listed = refused.length > 0 ? refused : unexplained;
    const details: TAssignmentConflicts = {
      needsOverride: refused.length === 0,
      conflicts: listed.map((v) => ({
        guardId: v.check.guardId,
        guardName: v.guardName,
        dayOfWeek: v.check.dayOfWeek,
        shiftNumber: v.check.shiftNumber,
        date: v.date,
        status: availabilityStatusOf(v.conflicts),
        conflicts: v.conflicts,
      })),
    };
    const first = listed[0];
    throw Conflict(refused.length > 0 ? 'ROSTER_GUARD_UNAVAILABLE' : 'ROSTER_OVERRIDE_REASON_REQUIRED', details, {
      params: { guard: first.guardName, shift: first.check.shiftNumber, reasons: blockingReasons(first.conflicts) },
    });
  }
  const warned = new Map(
    verdicts
      .filter((v) => v.conflicts.length > 0)
      .map((v) => [
        `${v.check.shiftId}|${v.check.guardId}`,
        { verdict: v, reason: reasonFor(v.check.dayOfWeek, v.check.shiftNumber, v.check.guardId) },
      ]),
  );

  // Roster row.
  const values = {
    postId: post.id,
    name: input.name,
    locationName: input.locationName,
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
    isActive: input.isActive,
  };
  let rosterId = existingId;
  if (rosterId) await tx.update(rosters).set(values).where(eq(rosters.id, rosterId));
  else {
    const [row] = await tx
      .insert(rosters)
      .values({ companyId: post.companyId, ...values })
      .returning({ id: rosters.id });
    rosterId = row.id;
  }

  // Shifts: removed ones go (their assignments cascade), kept ones are updated, new ones inserted.
  const keptKeys = new Set(planned.map((p) => shiftKey(p.day.dayOfWeek, p.shift.shiftNumber)));
  const removedShiftIds = existingShifts.filter((s) => !keptKeys.has(shiftKey(s.dayOfWeek, s.shiftNumber))).map((s) => s.id);
  if (removedShiftIds.length > 0) await tx.delete(rosterShifts).where(inArray(rosterShifts.id, removedShiftIds));
  let added = 0;
  let removed = existingShifts.filter((s) => removedShiftIds.includes(s.id)).reduce((n, s) => n + s.assignments.length, 0);
  // Who is told which shifts they gained or lost (notifications, issue 20).
  const changes: TAssignmentChange[] = existingShifts
    .filter((s) => removedShiftIds.includes(s.id))
    .flatMap((s) =>
      s.assignments.map((a) => ({
        guardId: a.guardId,
        change: 'removed' as const,
        dayOfWeek: s.dayOfWeek,
        startMinute: s.startMinute,
        endMinute: s.endMinute,
      })),
    );
  const overrides: { guardId: string; dayOfWeek: number; shiftNumber: number; reason: string; warnings: string[] }[] = [];
  for (const p of planned) {
    let shiftId = p.existing?.id;
    const shiftValues = {
      startMinute: p.startMinute,
      endMinute: p.endMinute,
      requiredGuards: p.shift.requiredGuards,
      mealStartMinute: p.shift.mealStartTime ? timeToMinutes(p.shift.mealStartTime) : null,
      mealMinutes: p.shift.mealMinutes,
    };
    if (shiftId) {
      const e = p.existing as TExistingShift;
      if ((Object.keys(shiftValues) as (keyof typeof shiftValues)[]).some((k) => e[k] !== shiftValues[k])) {
        await tx.update(rosterShifts).set(shiftValues).where(eq(rosterShifts.id, shiftId));
      }
    } else {
      const [row] = await tx
        .insert(rosterShifts)
        .values({ companyId: post.companyId, rosterId, dayOfWeek: p.day.dayOfWeek, shiftNumber: p.shift.shiftNumber, ...shiftValues })
        .returning({ id: rosterShifts.id });
      shiftId = row.id;
    }
    const current = p.existing?.assignments ?? [];
    const gone = current.filter((a) => !p.shift.guardIds.includes(a.guardId));
    if (gone.length > 0) {
      await tx.delete(rosterShiftAssignments).where(
        inArray(
          rosterShiftAssignments.id,
          gone.map((a) => a.id),
        ),
      );
      removed += gone.length;
      const before = p.existing as TExistingShift;
      for (const a of gone)
        changes.push({
          guardId: a.guardId,
          change: 'removed',
          dayOfWeek: before.dayOfWeek,
          startMinute: before.startMinute,
          endMinute: before.endMinute,
        });
    }
    const fresh = p.shift.guardIds.filter((guardId) => !current.some((a) => a.guardId === guardId));
    for (const guardId of p.shift.guardIds) {
      const warning = warned.get(`${p.ref}|${guardId}`);
      if (warning?.reason) {
        overrides.push({
          guardId,
          dayOfWeek: p.day.dayOfWeek,
          shiftNumber: p.shift.shiftNumber,
          reason: warning.reason,
          warnings: warning.verdict.conflicts.map((c) => c.type),
        });
        if (!fresh.includes(guardId)) {
          await tx
            .update(rosterShiftAssignments)
            .set({ overrideReason: warning.reason, assignedBy: actor.userId })
            .where(and(eq(rosterShiftAssignments.shiftId, shiftId), eq(rosterShiftAssignments.guardId, guardId)));
        }
      }
    }
    if (fresh.length > 0) {
      await tx.insert(rosterShiftAssignments).values(
        fresh.map((guardId) => ({
          companyId: post.companyId,
          shiftId: shiftId as string,
          guardId,
          assignedBy: actor.userId,
          overrideReason: warned.get(`${p.ref}|${guardId}`)?.reason ?? null,
        })),
      );
      added += fresh.length;
      for (const guardId of fresh)
        changes.push({ guardId, change: 'added', dayOfWeek: p.day.dayOfWeek, startMinute: p.startMinute, endMinute: p.endMinute });
    }
  }
  await notifyAssignmentChanges(tx, { companyId: post.companyId, rosterId, rosterName: input.name ?? post.name, changes });

  await writeSystemLog(tx, actor, {
    action: existingId ? 'UPDATE' : 'CREATE',
    entityType: 'rosters',
    entityId: rosterId,
    companyId: post.companyId,
    message: { key: existingId ? 'rosterUpdated' : 'rosterCreated', params: { name: input.name ?? post.name } },
    details: {
      postId: post.id,
      shifts: planned.length,
      assignmentsAdded: added,
      assignmentsRemoved: removed,
      ...(overrides.length > 0 ? { overrides } : {}),
    },
  });
  return rosterId;
};

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
    await notifyAssignmentChanges(tx, {
      companyId: roster.companyId,
      rosterId: roster.id,
      rosterName: roster.name ?? roster.postName,
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
    const deleted = await rowsOf<{ id: string }>(
      tx,
      sql`delete from roster_shift_assignments a using roster_shifts s, rosters r
          where a.guard_id = ${guard.id} and s.id = a.shift_id and r.id = s.roster_id
            and r.company_id = ${guard.companyId} and (r.effective_to is null or r.effective_to >= ${today}::date)
          returning a.id`,
    );
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
