// Absences of a user and their managed categories (spec sections 3 "Absence", 4, 8 "Absence and guard").
import { z } from 'zod';
import { ABSENCE_STATUSES } from '../enums';
import { nonEmptyUpdate, ZDateString, ZId, ZOptionalText, ZRequiredText } from './common';

/** Built-in categories every company starts with; the key is stable, the shown name is translated until renamed. */
export const ABSENCE_CATEGORY_KEYS = ['sick', 'vacation', 'personal', 'no_show', 'suspension', 'other'] as const;
export type TAbsenceCategoryKey = (typeof ABSENCE_CATEGORY_KEYS)[number];

export const MISSING_GUARD_OR_SHIFT_MESSAGE = 'Missing guard or shift information';
/** The shift's weekday falls on none of the absence's dates (a translation key, decision 0014). */
export const SHIFT_NOT_IN_DATES_MESSAGE = 'absences:validation.shiftNotInDates';

export const ZAbsenceCategory = z.object({
  id: ZId,
  key: z.enum(ABSENCE_CATEGORY_KEYS).nullable(),
  /** Null for a built-in category never renamed: show the translation of its key. */
  name: z.string().nullable(),
  isActive: z.boolean(),
});
export type TAbsenceCategory = z.infer<typeof ZAbsenceCategory>;

export const ZCreateAbsenceCategory = z.object({ name: ZRequiredText(80) });
export type TCreateAbsenceCategory = z.input<typeof ZCreateAbsenceCategory>;

export const ZUpdateAbsenceCategory = nonEmptyUpdate(
  z.object({
    name: ZRequiredText(80).optional(),
    isActive: z.boolean().optional(),
  }),
);
export type TUpdateAbsenceCategory = z.input<typeof ZUpdateAbsenceCategory>;

export const ZAbsenceCategoryQuery = z.object({
  /** Platform admins pick the company; everyone else gets their own. */
  companyId: ZId.optional(),
  includeInactive: z.enum(['true', 'false']).optional(),
});

const endNotBeforeStart = (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date' });
  }
};

/** Marking a user absent: the guard comes from the path, the shift (one of the guard's assignments) is required. */
export const ZCreateAbsence = z
  .object({
    categoryId: ZId,
    startDate: ZDateString,
    endDate: ZDateString,
    notes: ZOptionalText(2000),
    /** Required by the service with the spec's message 'Missing guard or shift information' ('' from an empty select is none). */
    shiftId: z
      .union([z.literal(''), ZId])
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine(endNotBeforeStart);
export type TCreateAbsence = z.input<typeof ZCreateAbsence>;

export const ZUpdateAbsence = z
  .object({
    categoryId: ZId,
    startDate: ZDateString,
    endDate: ZDateString,
    notes: ZOptionalText(2000),
  })
  .superRefine(endNotBeforeStart);
export type TUpdateAbsence = z.input<typeof ZUpdateAbsence>;

/** The shift an absence was marked on, frozen at marking time (spec: company, customer, post, shift time and date). */
export const ZShiftInfo = z.object({
  company: z.string().nullable().optional(),
  customer: z.string().nullable().optional(),
  post: z.string().nullable().optional(),
  postId: z.string().nullable().optional(),
  rosterId: z.string().nullable().optional(),
  shiftId: z.string().nullable().optional(),
  shiftTime: z.string().nullable().optional(),
  date: z.string().nullable().optional(),
});
export type TShiftInfo = z.infer<typeof ZShiftInfo>;

/** What the viewer may do with one absence (absences.policy.ts decides). */
export const ZAbsenceCan = z.object({ update: z.boolean(), resolve: z.boolean() });
export type TAbsenceCan = z.infer<typeof ZAbsenceCan>;

export const ZAbsence = z.object({
  id: ZId,
  userId: ZId,
  /** Why (category, notes): company staff and the guard only; absent keys for a customer company admin. */
  category: ZAbsenceCategory.pick({ id: true, key: true, name: true }).nullable().optional(),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string().nullable().optional(),
  shiftInfo: ZShiftInfo.nullable(),
  markedBy: z.object({ id: ZId, name: z.string() }).nullable(),
  /** When it was marked. */
  timestamp: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: ZId, name: z.string() }).nullable(),
  /** Active and not yet ended (includes upcoming): the current/upcoming list. */
  isCurrent: z.boolean(),
  can: ZAbsenceCan,
});
export type TAbsence = z.infer<typeof ZAbsence>;

export const ZAbsenceList = z.object({
  current: z.array(ZAbsence),
  history: z.array(ZAbsence),
  totals: z.object({ total: z.number().int(), current: z.number().int(), resolved: z.number().int() }),
});
export type TAbsenceList = z.infer<typeof ZAbsenceList>;

/** A shift the guard works, offered when marking an absence. */
export const ZAbsenceShiftOption = z.object({
  shiftId: ZId,
  customer: z.string(),
  post: z.string(),
  roster: z.string().nullable(),
  dayOfWeek: z.number().int(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type TAbsenceShiftOption = z.infer<typeof ZAbsenceShiftOption>;
