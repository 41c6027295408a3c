// Payroll profile types (spec section 3 "Payroll profile type", section 7 GET /api/payroll-profile-types?companyId):
// overtime thresholds in hours, chosen per guard in the user form and managed on /settings/payroll-profile-types.
import { z } from 'zod';
import { ZId } from './common';

export const PAYROLL_MESSAGES = {
  nameRequired: 'payroll:validation.nameRequired',
  dailyRange: 'payroll:validation.dailyRange',
  weeklyRange: 'payroll:validation.weeklyRange',
  dailyAboveWeekly: 'payroll:validation.dailyAboveWeekly',
} as const;

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
