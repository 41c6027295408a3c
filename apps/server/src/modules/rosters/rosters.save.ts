// Saving a roster (split from rosters.service.ts): the roster's row, shifts and assignments written from the
// scheduleData shape, every new or changed assignment checked for availability first (409 with the conflicts).
import { notifyAssignmentChanges, type TAssignmentChange } from '../notifications/roster-changes';
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
import { checkAssignments, type TAssignmentToCheck } from './availability.checks';

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
export const saveRoster = async (
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
  await notifyAssignmentChanges(tx, { companyId: post.companyId, rosterId, rosterName: input.name ?? null, postName: post.name, changes });

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
