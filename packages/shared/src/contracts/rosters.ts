// Rosters: the weekly schedule of one post (spec "Roster": postId, locationName, scheduleData), guard
// availability for a shift, shift occurrences for the roster view, and a guard's current assignments.
import { z } from 'zod';
import { GUARD_RANKS, POST_STATUSES } from '../enums';
import { addDays, DATE_OUT_OF_RANGE_MESSAGE, INVALID_DATE_MESSAGE, isDateInRange, isDateString, parseDateString } from '../rules/dates';
import { AVAILABILITY_STATUSES, CONFLICT_TYPES, findOverlappingShifts, SHIFT_STAFFING_VIEW_STATES } from '../rules/shifts';
import { isTimeString, timeToMinutes } from '../rules/times';
import { ZDateString, ZId, ZOptionalText, ZQueryBoolean, ZTimeString } from './common';

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_SHIFTS_PER_DAY = 12;
export const MAX_GUARDS_PER_SHIFT = 50;

export const ZOverrideReason = z.string().trim().min(3, { message: 'Give a reason of at least 3 characters' }).max(500);

/** Optional date: '' and null mean "none". */
export const ZOptionalDateString = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === '') return null;
    if (!isDateString(v)) {
      ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE, continue: false });
      return z.NEVER;
    }
    if (!isDateInRange(v)) {
      ctx.addIssue({ code: 'custom', message: DATE_OUT_OF_RANGE_MESSAGE, continue: false });
      return z.NEVER;
    }
    return parseDateString(v);
  });

/** Translation keys of the roster rules (decision 0014): fieldErrors carry them, the web app shows their text. */
export const ROSTER_MESSAGES = {
  endEqualsStart: 'rosters:validation.endEqualsStart',
  duplicateNumber: 'rosters:validation.duplicateNumber',
  overlap: 'rosters:validation.overlap',
  mealIncomplete: 'rosters:validation.mealIncomplete',
  mealMinutes: 'rosters:validation.mealMinutes',
  mealOutsideShift: 'rosters:validation.mealOutsideShift',
} as const;

/** A scheduled meal's length, minutes. */
export const MEAL_MINUTES_RANGE = { min: 5, max: 240 } as const;

/** Minutes from a shift's start to a meal's start, and the shift's length (a shift may cross midnight). */
export const mealOffsetOf = (startTime: string, endTime: string, mealStartTime: string) => {
  const [start, end, meal] = [startTime, endTime, mealStartTime].map(timeToMinutes);
  return { offset: (meal - start + 1440) % 1440, length: (end - start + 1440) % 1440 || 1440 };
};

export const ZScheduleShiftInput = z
  .object({
    shiftNumber: z.coerce.number().int().min(1).max(MAX_SHIFTS_PER_DAY),
    startTime: ZTimeString,
    endTime: ZTimeString,
    requiredGuards: z.coerce.number().int().min(1).max(MAX_GUARDS_PER_SHIFT).default(1),
    guardIds: z.array(ZId).max(MAX_GUARDS_PER_SHIFT).optional(),
    /** The spec's single-guard form; merged into guardIds. */
    guardId: ZId.optional().nullable(),
    /** Reason for assigning a guard over availability warnings, by guard id. */
    overrideReasons: z.record(z.string(), z.string().trim().max(500)).optional(),
    /** A scheduled meal (issue 27): its start 'HH:mm' inside the shift and its minutes, both or neither ('' / null: none). */
    mealStartTime: z.union([ZTimeString, z.literal(''), z.null()]).optional(),
    mealMinutes: z
      .number({ message: ROSTER_MESSAGES.mealMinutes })
      .int({ message: ROSTER_MESSAGES.mealMinutes })
      .min(MEAL_MINUTES_RANGE.min, { message: ROSTER_MESSAGES.mealMinutes })
      .max(MEAL_MINUTES_RANGE.max, { message: ROSTER_MESSAGES.mealMinutes })
      .nullable()
      .optional(),
  })
  .superRefine((shift, ctx) => {
    if (isTimeString(shift.startTime) && shift.startTime === shift.endTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: ROSTER_MESSAGES.endEqualsStart });
    }
    const hasStart = Boolean(shift.mealStartTime);
    const hasMinutes = shift.mealMinutes !== null && shift.mealMinutes !== undefined;
    if (hasStart !== hasMinutes) {
      ctx.addIssue({ code: 'custom', path: [hasStart ? 'mealMinutes' : 'mealStartTime'], message: ROSTER_MESSAGES.mealIncomplete });
    } else if (hasStart && isTimeString(shift.startTime) && isTimeString(shift.endTime)) {
      const { offset, length } = mealOffsetOf(shift.startTime, shift.endTime, shift.mealStartTime as string);
      if (offset + (shift.mealMinutes ?? 0) > length) {
        ctx.addIssue({ code: 'custom', path: ['mealStartTime'], message: ROSTER_MESSAGES.mealOutsideShift });
      }
    }
  })
  .transform(({ guardId, guardIds, overrideReasons, mealStartTime, mealMinutes, ...shift }) => ({
    ...shift,
    mealStartTime: mealStartTime || null,
    mealMinutes: mealStartTime ? (mealMinutes ?? null) : null,
    guardIds: [...new Set([...(guardIds ?? []), ...(guardId ? [guardId] : [])])],
    overrideReasons: Object.fromEntries(Object.entries(overrideReasons ?? {}).filter(([, reason]) => reason.length > 0)),
  }));
export type TScheduleShiftInput = z.input<typeof ZScheduleShiftInput>;

export const ZScheduleDayInput = z
  .object({
    dayOfWeek: z.coerce.number().int().min(0).max(6),
    shifts: z.array(ZScheduleShiftInput).max(MAX_SHIFTS_PER_DAY).default([]),
  })
  .superRefine((day, ctx) => {
    const seen = new Set<number>();
    day.shifts.forEach((shift, i) => {
      if (seen.has(shift.shiftNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['shifts', i, 'shiftNumber'],
          message: ROSTER_MESSAGES.duplicateNumber,
          params: { shiftNumber: shift.shiftNumber },
        });
      }
      seen.add(shift.shiftNumber);
    });
    for (const [a, b] of findOverlappingShifts(day.shifts)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shifts', day.shifts.indexOf(b), 'startTime'],
        message: ROSTER_MESSAGES.overlap,
        params: { shiftNumber: b.shiftNumber, otherShiftNumber: a.shiftNumber },
      });
    }
  });

export const ZScheduleDataInput = z.object({ days: z.array(ZScheduleDayInput).max(7).default([]) }).superRefine((schedule, ctx) => {
  const seen = new Set<number>();
  schedule.days.forEach((day, i) => {
    if (seen.has(day.dayOfWeek)) ctx.addIssue({ code: 'custom', path: ['days', i, 'dayOfWeek'], message: 'Day listed twice' });
    seen.add(day.dayOfWeek);
  });
});
export type TScheduleDataInput = z.input<typeof ZScheduleDataInput>;

export const ZRosterInput = z
  .object({
    postId: ZId,
    name: ZOptionalText(120),
    locationName: ZOptionalText(150),
    effectiveFrom: ZDateString,
    effectiveTo: ZOptionalDateString,
    isActive: z.boolean().default(true),
    scheduleData: ZScheduleDataInput.default({ days: [] }),
    /** Reason for every new assignment saved over availability warnings (per-guard reasons take precedence). */
    overrideReason: ZOptionalText(500),
  })
  .superRefine((roster, ctx) => {
    if (roster.effectiveTo && roster.effectiveTo < roster.effectiveFrom) {
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'Effective to must not be before effective from' });
    }
  });
export type TRosterInput = z.input<typeof ZRosterInput>;
export type TRosterInputParsed = z.output<typeof ZRosterInput>;

export const ZGuardRef = z.object({ id: ZId, name: z.string() });
export type TGuardRef = z.infer<typeof ZGuardRef>;

export const ZScheduleShift = z.object({
  id: ZId,
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  requiredGuards: z.number().int(),
  /** The scheduled meal: its start 'HH:mm' and minutes, or null. */
  mealStartTime: z.string().nullable(),
  mealMinutes: z.number().int().nullable(),
  guardIds: z.array(ZId),
  /** The first assigned guard (the spec's single-guard form), null when none. */
  guardId: ZId.nullable(),
  guards: z.array(ZGuardRef),
  overrideReasons: z.record(z.string(), z.string()),
});
export type TScheduleShift = z.infer<typeof ZScheduleShift>;

export const ZScheduleDay = z.object({ dayOfWeek: z.number().int(), shifts: z.array(ZScheduleShift) });
export type TScheduleDay = z.infer<typeof ZScheduleDay>;

/** What the viewer may do with one roster (rosters.policy.ts decides). */
export const ZRosterCan = z.object({ update: z.boolean(), assignGuards: z.boolean(), copyWeek: z.boolean(), delete: z.boolean() });
export type TRosterCan = z.infer<typeof ZRosterCan>;

export const ZRoster = z.object({
  id: ZId,
  companyId: ZId,
  postId: ZId,
  postName: z.string(),
  postStatus: z.enum(POST_STATUSES),
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  timeZone: z.string(),
  name: z.string().nullable(),
  locationName: z.string().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  isActive: z.boolean(),
  /** Always seven days, Sunday (0) to Saturday (6). */
  scheduleData: z.object({ days: z.array(ZScheduleDay) }),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZRosterCan,
});
export type TRoster = z.infer<typeof ZRoster>;

export const ZRosterListQuery = z.object({
  postId: ZId.optional(),
  customerCompanyId: ZId.optional(),
  /** Rosters with at least one shift of this guard. */
  guardId: ZId.optional(),
  isActive: ZQueryBoolean.optional(),
  /** Rosters in force on or after this date (current and future). */
  currentOn: ZDateString.optional(),
  search: z.string().trim().max(100).optional(),
  companyId: ZId.optional(),
});
export type TRosterListQuery = z.input<typeof ZRosterListQuery>;

export const ZCopyWeek = z.object({
  targetRosterId: ZId,
  /** Copy the assigned guards too (checked for availability like any new assignment). */
  includeGuards: z.boolean().default(false),
  overrideReason: ZOptionalText(500),
});
export type TCopyWeek = z.input<typeof ZCopyWeek>;

/** Path params of a route on one shift of a roster: /api/rosters/:id/shifts/:shiftId/… */
export const ZShiftParams = z.object({ id: ZId, shiftId: ZId });
export const ZShiftGuardParams = ZShiftParams.extend({ guardId: ZId });

export const ZRemoveGuard = z.object({ guardId: ZId });
export const ZRemoveGuardResult = z.object({ removed: z.number().int() });
export type TRemoveGuardResult = z.infer<typeof ZRemoveGuardResult>;

export const ZAssignGuard = z.object({ guardId: ZId, overrideReason: ZOptionalText(500) });
export type TAssignGuard = z.input<typeof ZAssignGuard>;

// Availability ------------------------------------------------------------------------------------

export const ZConflict = z.object({
  type: z.enum(CONFLICT_TYPES),
  severity: z.enum(['blocking', 'warning']),
  /** English text; the UI shows its own translation of `type` with the fields below. */
  message: z.string(),
  postId: ZId.nullable().optional(),
  postName: z.string().nullable().optional(),
  rosterId: ZId.nullable().optional(),
  date: z.string().nullable().optional(),
  startTime: z.string().nullable().optional(),
  endTime: z.string().nullable().optional(),
  restHours: z.number().nullable().optional(),
  minRestHours: z.number().nullable().optional(),
  weeklyHours: z.number().nullable().optional(),
  thresholdHours: z.number().nullable().optional(),
  rank: z.enum(GUARD_RANKS).nullable().optional(),
  requiredRank: z.enum(GUARD_RANKS).nullable().optional(),
  /** 'document': the required document type's name, and the date it expired (null: the guard has none). */
  documentName: z.string().nullable().optional(),
  expiredOn: z.string().nullable().optional(),
  /** 'special_service': the staffed opportunity the guard works then (its post, date and times in the fields above). */
  opportunityId: ZId.nullable().optional(),
  title: z.string().nullable().optional(),
});
export type TConflict = z.infer<typeof ZConflict>;

export const ZAvailabilityQuery = z.object({
  postId: ZId,
  date: ZDateString,
  startTime: ZTimeString,
  endTime: ZTimeString,
  /** The shift being staffed: its own assignments are neither overlaps nor counted twice. */
  shiftId: ZId.optional(),
  /** The roster being edited: its saved shifts are ignored (the editor checks its unsaved ones). */
  rosterId: ZId.optional(),
  search: z.string().trim().max(100).optional(),
});
export type TAvailabilityQuery = z.input<typeof ZAvailabilityQuery>;

export const ZGuardAvailability = z.object({
  guardId: ZId,
  name: z.string(),
  rank: z.enum(GUARD_RANKS).nullable(),
  status: z.enum(AVAILABILITY_STATUSES),
  conflicts: z.array(ZConflict),
  /** Hours already scheduled in the week of the shift (Sunday to Saturday). */
  weeklyHours: z.number(),
});
export type TGuardAvailability = z.infer<typeof ZGuardAvailability>;

export const ZAvailability = z.object({
  postId: ZId,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  items: z.array(ZGuardAvailability),
  counts: z.object({ available: z.number().int(), warning: z.number().int(), blocked: z.number().int() }),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/** The body of a 409 refusing assignments: per guard and shift, what stands in the way. */
export const ZAssignmentConflicts = z.object({
  needsOverride: z.boolean(),
  conflicts: z.array(
    z.object({
      guardId: ZId,
      guardName: z.string(),
      dayOfWeek: z.number().int(),
      shiftNumber: z.number().int(),
      date: z.string().nullable(),
      status: z.enum(AVAILABILITY_STATUSES),
      conflicts: z.array(ZConflict),
    }),
  ),
});
export type TAssignmentConflicts = z.infer<typeof ZAssignmentConflicts>;

// Occurrences (roster view) -----------------------------------------------------------------------

export const MAX_OCCURRENCE_RANGE_DAYS = 42;

export const ZOccurrenceQuery = z
  .object({
    from: ZDateString,
    to: ZDateString,
    customerCompanyId: ZId.optional(),
    postId: ZId.optional(),
    guardId: ZId.optional(),
    companyId: ZId.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: "'to' must not be before 'from'" });
    else if (addDays(q.from, MAX_OCCURRENCE_RANGE_DAYS - 1) < q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may not exceed ${MAX_OCCURRENCE_RANGE_DAYS} days` });
    }
  });
export type TOccurrenceQuery = z.input<typeof ZOccurrenceQuery>;

/** A post that has occurrences in the answer (named once, not on every occurrence). */
export const ZOccurrencePost = z.object({
  id: ZId,
  name: z.string(),
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  timeZone: z.string(),
});
export type TOccurrencePost = z.infer<typeof ZOccurrencePost>;

export const ZOccurrence = z.object({
  shiftId: ZId,
  rosterId: ZId,
  rosterName: z.string().nullable(),
  postId: ZId,
  date: z.string(),
  dayOfWeek: z.number().int(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isOvernight: z.boolean(),
  /** The occurrence's instants (ISO 8601, UTC) computed in the post's time zone; startTime / endTime are its wall clock. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Real minutes worked: 420 for 22:00–06:00 on a spring-forward night, 540 on a fall-back night. */
  durationMinutes: z.number().int(),
  requiredGuards: z.number().int(),
  /** Weekly assignments not opened off this date, and guards covering it. */
  guards: z.array(ZGuardRef),
  /** Of `guards`, those absent that day: they do not count toward staffing. */
  absentGuardIds: z.array(ZId),
  state: z.enum(SHIFT_STAFFING_VIEW_STATES),
});
export type TOccurrence = z.infer<typeof ZOccurrence>;

export const ZOccurrences = z.object({
  from: z.string(),
  to: z.string(),
  posts: z.array(ZOccurrencePost),
  items: z.array(ZOccurrence),
});
export type TOccurrences = z.infer<typeof ZOccurrences>;

// A guard's current shifts (users page) -----------------------------------------------------------

export const ZGuardShiftAssignment = z.object({
  id: ZId,
  shiftId: ZId,
  rosterId: ZId,
  rosterName: z.string().nullable(),
  postId: ZId,
  postName: z.string(),
  customerCompanyId: ZId,
  customerName: z.string(),
  dayOfWeek: z.number().int(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TGuardShiftAssignment = z.infer<typeof ZGuardShiftAssignment>;
