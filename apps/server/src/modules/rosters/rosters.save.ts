// Saving a roster (split from rosters.service.ts): the roster's row, shifts and assignments written from the
// scheduleData shape, every new or changed assignment checked for availability first (409 with the conflicts).
import { emitAssignmentChanges, type TAssignmentChange } from './rosters.events';
import { timeToMinutes } from '@centinela/shared';
import type { TAssignmentConflicts, TRosterInputParsed } from '@centinela/shared/contracts/rosters';
import { availabilityStatusOf } from '@centinela/shared/rules/shifts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type posts, rosters, rosterShiftAssignments, rosterShifts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardsOfCompany } from '../../platform/access/guard-of-company';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Conflict } from '../../platform/errors';
import { blockingReasons } from './conflict-words';
import type { TGuardPattern } from './availability.patterns';
import { checkAssignments, type TAssignmentToCheck, type TAssignmentVerdict } from './availability.checks';

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
type TSaveArgs = { existingId: string | null; post: TPostRow; input: TRosterInputParsed };

/** One shift of the schedule being saved, beside the stored shift it keeps (by day and number), if any. */
type TPlannedShift = {
  day: TRosterInputParsed['scheduleData']['days'][number];
  shift: TRosterInputParsed['scheduleData']['days'][number]['shifts'][number];
  existing: TExistingShift | undefined;
  startMinute: number;
  endMinute: number;
  isTimeChanged: boolean;
  /** The stored shift's id, or a stand-in for a new one (the availability checks' key). */
  ref: string;
};

type TWarned = Map<string, { verdict: TAssignmentVerdict; reason: string | null }>;

type TOverride = { guardId: string; dayOfWeek: number; shiftNumber: number; reason: string; warnings: string[] };

/** What writing the shifts did: counts for the log, changes to notify, warnings saved with their reasons. */
type TShiftWrites = { added: number; removed: number; changes: TAssignmentChange[]; overrides: TOverride[] };

const planShifts = (input: TRosterInputParsed, existingShifts: TExistingShift[]): TPlannedShift[] => {
  const byKey = new Map(existingShifts.map((s) => [shiftKey(s.dayOfWeek, s.shiftNumber), s]));
  return input.scheduleData.days.flatMap((day) =>
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
};

/**
 * Checks every new or changed assignment for availability (the roster's own shifts count as the guards' patterns too:
 * a guard may not overlap himself here either). Blocking conflicts refuse the save, warnings without a reason ask for
 * one (409 with the conflicts); the warnings given a reason are returned, to be saved with it.
 */
const checkPlannedAssignments = async (
  tx: TDbOrTx,
  { existingId, post, input }: TSaveArgs,
  planned: TPlannedShift[],
  isRosterChanged: boolean,
): Promise<TWarned> => {
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
  const reasonFor = (v: TAssignmentVerdict) => {
    const day = input.scheduleData.days.find((d) => d.dayOfWeek === v.check.dayOfWeek);
    const shift = day?.shifts.find((s) => s.shiftNumber === v.check.shiftNumber);
    return shift?.overrideReasons[v.check.guardId] || input.overrideReason || null;
  };
  const refused = verdicts.filter((v) => availabilityStatusOf(v.conflicts) === 'blocked');
  const unexplained = verdicts.filter((v) => availabilityStatusOf(v.conflicts) === 'warning' && !reasonFor(v));
  if (refused.length > 0 || unexplained.length > 0) refuse(refused.length > 0 ? refused : unexplained, refused.length === 0);
  return new Map(
    verdicts
      .filter((v) => v.conflicts.length > 0)
      .map((v) => [`${v.check.shiftId}|${v.check.guardId}`, { verdict: v, reason: reasonFor(v) }]),
  );
};

/** The 409 of a save whose assignments conflict: every conflict listed, the first one in the message. */
const refuse = (listed: TAssignmentVerdict[], needsOverride: boolean): never => {
  const details: TAssignmentConflicts = {
    needsOverride,
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
  throw Conflict(needsOverride ? 'ROSTER_OVERRIDE_REASON_REQUIRED' : 'ROSTER_GUARD_UNAVAILABLE', details, {
    params: { guard: first.guardName, shift: first.check.shiftNumber, reasons: blockingReasons(first.conflicts) },
  });
};

/** The roster's own row: updated, or inserted (its new id). */
const writeRosterRow = async (tx: TDbOrTx, { existingId, post, input }: TSaveArgs): Promise<string> => {
  const values = {
    postId: post.id,
    name: input.name,
    locationName: input.locationName,
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
    isActive: input.isActive,
  };
  if (existingId) {
    await tx.update(rosters).set(values).where(eq(rosters.id, existingId));
    return existingId;
  }
  const [row] = await tx
    .insert(rosters)
    .values({ companyId: post.companyId, ...values })
    .returning({ id: rosters.id });
  return row.id;
};

const removedChange = (guardId: string, s: TExistingShift): TAssignmentChange => ({
  guardId,
  change: 'removed',
  dayOfWeek: s.dayOfWeek,
  startMinute: s.startMinute,
  endMinute: s.endMinute,
});

/** One planned shift written: its row (updated when its values changed, or inserted), then its assignments. */
const writeShift = async (
  tx: TDbOrTx,
  actor: TActor,
  { companyId, rosterId, warned, out }: { companyId: string; rosterId: string; warned: TWarned; out: TShiftWrites },
  p: TPlannedShift,
) => {
  const shiftValues = {
    startMinute: p.startMinute,
    endMinute: p.endMinute,
    requiredGuards: p.shift.requiredGuards,
    mealStartMinute: p.shift.mealStartTime ? timeToMinutes(p.shift.mealStartTime) : null,
    mealMinutes: p.shift.mealMinutes,
  };
  let shiftId = p.existing?.id;
  if (p.existing) {
    const e = p.existing;
    if ((Object.keys(shiftValues) as (keyof typeof shiftValues)[]).some((k) => e[k] !== shiftValues[k])) {
      await tx.update(rosterShifts).set(shiftValues).where(eq(rosterShifts.id, e.id));
    }
  } else {
    const [row] = await tx
      .insert(rosterShifts)
      .values({ companyId, rosterId, dayOfWeek: p.day.dayOfWeek, shiftNumber: p.shift.shiftNumber, ...shiftValues })
      .returning({ id: rosterShifts.id });
    shiftId = row.id;
  }
  const current = p.existing?.assignments ?? [];
  const gone = current.filter((a) => !p.shift.guardIds.includes(a.guardId));
  if (gone.length > 0 && p.existing) {
    await tx.delete(rosterShiftAssignments).where(
      inArray(
        rosterShiftAssignments.id,
        gone.map((a) => a.id),
      ),
    );
    out.removed += gone.length;
    for (const a of gone) out.changes.push(removedChange(a.guardId, p.existing));
  }
  const fresh = p.shift.guardIds.filter((guardId) => !current.some((a) => a.guardId === guardId));
  for (const guardId of p.shift.guardIds) {
    const warning = warned.get(`${p.ref}|${guardId}`);
    if (!warning?.reason) continue;
    const warnings = warning.verdict.conflicts.map((c) => c.type);
    out.overrides.push({ guardId, dayOfWeek: p.day.dayOfWeek, shiftNumber: p.shift.shiftNumber, reason: warning.reason, warnings });
    if (!fresh.includes(guardId)) {
      await tx
        .update(rosterShiftAssignments)
        .set({ overrideReason: warning.reason, assignedBy: actor.userId })
        .where(and(eq(rosterShiftAssignments.shiftId, shiftId as string), eq(rosterShiftAssignments.guardId, guardId)));
    }
  }
  if (fresh.length === 0) return;
  await tx.insert(rosterShiftAssignments).values(
    fresh.map((guardId) => ({
      companyId,
      shiftId: shiftId as string,
      guardId,
      assignedBy: actor.userId,
      overrideReason: warned.get(`${p.ref}|${guardId}`)?.reason ?? null,
    })),
  );
  out.added += fresh.length;
  for (const guardId of fresh)
    out.changes.push({ guardId, change: 'added', dayOfWeek: p.day.dayOfWeek, startMinute: p.startMinute, endMinute: p.endMinute });
};

/** The shifts written: removed ones go (their assignments cascade), kept ones are updated, new ones inserted. */
const writeShifts = async (
  tx: TDbOrTx,
  actor: TActor,
  args: { companyId: string; rosterId: string; warned: TWarned; existingShifts: TExistingShift[]; planned: TPlannedShift[] },
): Promise<TShiftWrites> => {
  const keptKeys = new Set(args.planned.map((p) => shiftKey(p.day.dayOfWeek, p.shift.shiftNumber)));
  const removedShifts = args.existingShifts.filter((s) => !keptKeys.has(shiftKey(s.dayOfWeek, s.shiftNumber)));
  if (removedShifts.length > 0) {
    await tx.delete(rosterShifts).where(
      inArray(
        rosterShifts.id,
        removedShifts.map((s) => s.id),
      ),
    );
  }
  const out: TShiftWrites = {
    added: 0,
    removed: removedShifts.reduce((n, s) => n + s.assignments.length, 0),
    // Who is told which shifts they gained or lost (notifications, issue 20).
    changes: removedShifts.flatMap((s) => s.assignments.map((a) => removedChange(a.guardId, s))),
    overrides: [],
  };
  for (const p of args.planned) await writeShift(tx, actor, { ...args, out }, p);
  return out;
};

/**
 * Writes a roster's row, shifts and assignments from the scheduleData shape. Shifts keep their identity
 * by (day of week, shift number); assignments that are new — or whose shift, dates, post or active flag
 * changed — are checked for availability first: blocking conflicts refuse the save, warnings need a reason.
 */
export const saveRoster = async (tx: TDbOrTx, actor: TActor, args: TSaveArgs): Promise<string> => {
  const { existingId, post, input } = args;
  const [existingRow] = existingId ? await tx.select().from(rosters).where(eq(rosters.id, existingId)).limit(1) : [];
  const existingShifts = existingId ? await loadExistingShifts(tx, existingId) : [];
  // Every guard named is a guard of the post's company; a new one is employed (one already on the roster stays on it).
  await guardsOfCompany(
    tx,
    post.companyId,
    input.scheduleData.days.flatMap((d) => d.shifts.flatMap((s) => s.guardIds)),
    { field: scheduleGuardFields(input), kept: existingShifts.flatMap((s) => s.assignments.map((a) => a.guardId)) },
  );
  const isRosterChanged =
    !existingRow ||
    existingRow.postId !== post.id ||
    existingRow.effectiveFrom !== input.effectiveFrom ||
    existingRow.effectiveTo !== input.effectiveTo ||
    (!existingRow.isActive && input.isActive);
  const planned = planShifts(input, existingShifts);
  const warned = await checkPlannedAssignments(tx, args, planned, isRosterChanged);
  const rosterId = await writeRosterRow(tx, args);
  const written = await writeShifts(tx, actor, { companyId: post.companyId, rosterId, warned, existingShifts, planned });
  await emitAssignmentChanges(tx, actor.userId, {
    companyId: post.companyId,
    rosterId,
    rosterName: input.name ?? null,
    postName: post.name,
    changes: written.changes,
  });
  await writeSystemLog(tx, actor, {
    action: existingId ? 'UPDATE' : 'CREATE',
    entityType: 'rosters',
    entityId: rosterId,
    companyId: post.companyId,
    message: { key: existingId ? 'rosterUpdated' : 'rosterCreated', params: { name: input.name ?? post.name } },
    details: {
      postId: post.id,
      shifts: planned.length,
      assignmentsAdded: written.added,
      assignmentsRemoved: written.removed,
      ...(written.overrides.length > 0 ? { overrides: written.overrides } : {}),
    },
  });
  return rosterId;
};
