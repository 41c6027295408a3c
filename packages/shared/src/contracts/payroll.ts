// Payroll profile types (spec section 3 "Payroll profile type", section 7 GET /api/payroll-profile-types?companyId):
// overtime thresholds in hours, chosen per guard in the user form and managed on /settings/payroll-profile-types.
import { z } from 'zod';
import { RULE_SETS, type TRuleOptions, type TRuleSetId } from '../rules/payroll-hours.types';
import { isTimeString, timeToMinutes } from '../rules/times';
import { ZId } from './common';

export const PAYROLL_MESSAGES = {
  nameRequired: 'payroll:validation.nameRequired',
  dailyRange: 'payroll:validation.dailyRange',
  weeklyRange: 'payroll:validation.weeklyRange',
  dailyAboveWeekly: 'payroll:validation.dailyAboveWeekly',
  mealPenaltyRange: 'payroll:validation.mealPenaltyRange',
  restDayRange: 'payroll:validation.restDayRange',
  timeOfDay: 'payroll:validation.timeOfDay',
} as const;

/** A select's '' (or null) is "not set": null; otherwise one of `values`. */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.enum(values), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A number field's '' (or null) is "not set": null; otherwise an integer in range. */
const optionalInt = (min: number, max: number, message?: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v >= min && v <= max), message ? { message } : undefined);

/** A time of day in minutes after midnight (0 … 1439), or 'HH:mm' as a time input holds it; '' (or null) is "not set". */
const optionalMinuteOfDay = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((v) =>
    v === '' || v === null || v === undefined ? null : typeof v === 'string' && isTimeString(v) ? timeToMinutes(v) : Number(v),
  )
  .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v < 1440), { message: PAYROLL_MESSAGES.timeOfDay });

/** The overtime rule set and its options on a profile type (issue 18, decision 0019; issue 27, decision 0021). */
const ruleFields = {
  /** Absent on create: the company's country's (PR → pr, MX → mx, else us-flsa); California must be chosen. */
  ruleSet: optionalChoice(RULE_SETS),
  alternateWeek: z.boolean().optional().default(false),
  shortMealAgreement: z.boolean().optional().default(false),
  mealPenaltyPercent: optionalInt(0, 1000, PAYROLL_MESSAGES.mealPenaltyRange),
  mexicoShift: optionalChoice(['day', 'mixed', 'night'] as const),
  weekStartsOn: optionalInt(0, 6),
  /** Minute of that day the workweek starts; null = the rule set's (Puerto Rico: 1, Monday 12:01 a.m.). */
  weekStartMinute: optionalMinuteOfDay,
  /** Puerto Rico: the fixed 24-hour cycle notified to the guards in writing, its start; null = the calendar day. */
  dayCycleStartMinute: optionalMinuteOfDay,
  /** California (Lab. Code 500(a)): the employer's workday start; null = midnight. */
  workdayStartMinute: optionalMinuteOfDay,
  /** Mexico: the weekly rest day of the type's guards (0 Sunday … 6 Saturday); null = Sunday. A guard's own wins. */
  restDay: optionalInt(0, 6, PAYROLL_MESSAGES.restDayRange),
};

const hours = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, { message });

export const ZPayrollProfileTypeInput = z
  .object({
    name: z.string().trim().min(1, { message: PAYROLL_MESSAGES.nameRequired }).max(100),
    dailyOvertimeThresholdHours: hours(0.5, 24, PAYROLL_MESSAGES.dailyRange),
    weeklyOvertimeThresholdHours: hours(1, 168, PAYROLL_MESSAGES.weeklyRange),
    ...ruleFields,
    /** Only platform admins choose the company; everyone else writes into their own. */
    companyId: z
      .string()
      .nullish()
      .refine((v) => !v || ZId.safeParse(v).success)
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.dailyOvertimeThresholdHours > v.weeklyOvertimeThresholdHours) {
      ctx.addIssue({ code: 'custom', path: ['dailyOvertimeThresholdHours'], message: PAYROLL_MESSAGES.dailyAboveWeekly });
    }
  });
export type TPayrollProfileTypeInput = z.input<typeof ZPayrollProfileTypeInput>;

/** What the viewer may do with one profile type (payroll.policy.ts decides; delete is false while guards use it). */
export const ZPayrollProfileTypeCan = z.object({ update: z.boolean(), delete: z.boolean() });
export type TPayrollProfileTypeCan = z.infer<typeof ZPayrollProfileTypeCan>;

export const ZPayrollProfileType = z.object({
  id: ZId,
  companyId: ZId,
  name: z.string(),
  dailyOvertimeThresholdHours: z.number(),
  weeklyOvertimeThresholdHours: z.number(),
  ruleSet: z.enum(RULE_SETS),
  alternateWeek: z.boolean(),
  shortMealAgreement: z.boolean(),
  mealPenaltyPercent: z.number().int().nullable(),
  mexicoShift: z.enum(['day', 'mixed', 'night']).nullable(),
  weekStartsOn: z.number().int().nullable(),
  weekStartMinute: z.number().int().nullable(),
  dayCycleStartMinute: z.number().int().nullable(),
  workdayStartMinute: z.number().int().nullable(),
  restDay: z.number().int().nullable(),
  /** Guards using this type (a type in use cannot be deleted). */
  usersCount: z.number().int(),
  can: ZPayrollProfileTypeCan,
});
export type TPayrollProfileType = z.infer<typeof ZPayrollProfileType>;

export const ZPayrollProfileTypeQuery = z.object({
  companyId: z
    .string()
    .optional()
    .refine((v) => !v || ZId.safeParse(v).success)
    .transform((v) => v || undefined),
});

/** What of a profile type the engine reads (the service's answer, or its row: the thresholds are then numeric strings). */
type TRuleSource = Pick<
  TPayrollProfileType,
  | 'ruleSet'
  | 'alternateWeek'
  | 'shortMealAgreement'
  | 'mealPenaltyPercent'
  | 'mexicoShift'
  | 'weekStartsOn'
  | 'weekStartMinute'
  | 'dayCycleStartMinute'
  | 'workdayStartMinute'
  | 'restDay'
> & { dailyOvertimeThresholdHours: number | string; weeklyOvertimeThresholdHours: number | string };

const minutesOfHours = (hours: number | string) => Math.round(Number(hours) * 60);

/**
 * The engine's rule set and options of a profile type (pay runs and the what-if tool start from these). The type's
 * thresholds become `dailyThresholdMinutes` / `weeklyThresholdMinutes`; a guard's own rest day overrides `restDay`.
 */
export const ruleInputOfProfileType = (type: TRuleSource): { ruleSet: TRuleSetId; options: TRuleOptions } => ({
  ruleSet: type.ruleSet,
  options: {
    ...(type.alternateWeek ? { alternateWeek: true } : {}),
    ...(type.shortMealAgreement ? { shortMealAgreement: true } : {}),
    ...(type.mealPenaltyPercent !== null ? { mealPenaltyPercent: type.mealPenaltyPercent } : {}),
    ...(type.mexicoShift ? { mexicoShift: type.mexicoShift } : {}),
    ...(type.weekStartsOn !== null ? { weekStartsOn: type.weekStartsOn } : {}),
    ...(type.weekStartMinute !== null ? { weekStartMinute: type.weekStartMinute } : {}),
    ...(type.dayCycleStartMinute !== null ? { dayCycleStartMinute: type.dayCycleStartMinute } : {}),
    ...(type.workdayStartMinute !== null ? { workdayStartMinute: type.workdayStartMinute } : {}),
    ...(type.restDay !== null ? { restDay: type.restDay } : {}),
    dailyThresholdMinutes: minutesOfHours(type.dailyOvertimeThresholdHours),
    weeklyThresholdMinutes: minutesOfHours(type.weeklyOvertimeThresholdHours),
  },
});
