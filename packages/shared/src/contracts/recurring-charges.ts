// Recurring charges (issue 30, "Recurring billing"): a customer's fixed charge — a monthly patrol fee, CCTV monitoring —
// repeated by an RFC 5545 rule (the frequencies tasks recur by): monthly on the start date's day, every N weeks on
// chosen weekdays, daily or yearly, from a start date to an optional end. Each occurrence is either a 'fixed' line of the
// customer's invoice for the period it falls in ('cycle'), or a draft invoice of its own on its date ('alone').
import { z } from 'zod';
import { TASK_RECURRENCES } from '../enums';
import { dateStringSchema, ZId, ZOptionalText, ZPageQuery, ZPaginated } from './common';
import { INVOICING_MESSAGES } from './invoicing-payments';
import { ZCents } from './money';

/** How often a charge recurs: the frequencies of RFC 5545 the product uses (tasks and charges alike). */
export const RECURRENCE_FREQUENCIES = TASK_RECURRENCES;
export type TRecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** 'cycle': added to the customer's invoice of the period; 'alone': a draft invoice of its own on each date. */
export const RECURRING_BILLING = ['cycle', 'alone'] as const;
export type TRecurringBilling = (typeof RECURRING_BILLING)[number];

export const RECURRING_MESSAGES = {
  descriptionRequired: 'invoicingPayments:validation.descriptionRequired',
  amountRequired: 'invoicingPayments:validation.amountRequired',
  intervalRange: 'invoicingPayments:validation.intervalRange',
  daysRequired: 'invoicingPayments:validation.daysRequired',
  endBeforeStart: 'invoicingPayments:validation.endBeforeStart',
} as const;

export const ZRecurringChargeInput = z
  .object({
    customerCompanyId: ZId.or(z.literal('')).refine((v) => v !== '', { message: INVOICING_MESSAGES.customerRequired, abort: true }),
    /** The post the charge is for (shown on the line), or null: the customer as a whole. */
    postId: ZId.nullable().default(null),
    description: z
      .string({ message: RECURRING_MESSAGES.descriptionRequired })
      .trim()
      .min(1, { message: RECURRING_MESSAGES.descriptionRequired })
      .max(200),
    /** Per occurrence. */
    amountCents: ZCents.refine((v) => v > 0, { message: RECURRING_MESSAGES.amountRequired }),
    /** null: not taxed. */
    taxProfileId: ZId.nullable().default(null),
    frequency: z.enum(RECURRENCE_FREQUENCIES).default('monthly'),
    /** Every N periods of the frequency (2 + weekly: every two weeks). */
    interval: z
      .number({ message: RECURRING_MESSAGES.intervalRange })
      .int({ message: RECURRING_MESSAGES.intervalRange })
      .min(1, { message: RECURRING_MESSAGES.intervalRange })
      .max(99, { message: RECURRING_MESSAGES.intervalRange })
      .default(1),
    /** Weekly: ISO weekdays 1 (Monday) … 7 (Sunday). */
    daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    /** The first occurrence (monthly: the day of the month it recurs on). */
    startDate: dateStringSchema(INVOICING_MESSAGES.dateRequired),
    /** The last day an occurrence may fall on, or null: until stopped. */
    endDate: dateStringSchema(INVOICING_MESSAGES.dateRequired).nullable().default(null),
    billing: z.enum(RECURRING_BILLING).default('cycle'),
    isActive: z.boolean().default(true),
    notes: ZOptionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && v.daysOfWeek.length === 0)
      ctx.addIssue({ code: 'custom', path: ['daysOfWeek'], message: RECURRING_MESSAGES.daysRequired });
    if (v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: RECURRING_MESSAGES.endBeforeStart });
  });
export type TRecurringChargeInput = z.input<typeof ZRecurringChargeInput>;
export type TRecurringChargeInputParsed = z.output<typeof ZRecurringChargeInput>;

export const ZRecurringChargeListQuery = ZPageQuery.extend({
  customerCompanyId: ZId.optional(),
  /** Customer, post or description. */
  search: z.string().trim().max(100).optional(),
  /** Stopped charges are listed only when asked for. */
  includeInactive: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type TRecurringChargeListQuery = z.input<typeof ZRecurringChargeListQuery>;

export const ZRecurringCharge = z.object({
  id: ZId,
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  description: z.string(),
  amountCents: z.number().int(),
  taxProfileId: ZId.nullable(),
  taxProfileName: z.string().nullable(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int(),
  daysOfWeek: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  billing: z.enum(RECURRING_BILLING),
  isActive: z.boolean(),
  notes: z.string().nullable(),
  /** The next occurrences from the company's today (at most 3): what the user checks the rule by. */
  nextDates: z.array(z.string()),
  /** The last occurrence billed on an invoice that is not void, or null. */
  lastBilledDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TRecurringCharge = z.infer<typeof ZRecurringCharge>;

export const ZRecurringChargePage = ZPaginated(ZRecurringCharge);
export type TRecurringChargePage = z.infer<typeof ZRecurringChargePage>;

/** POST /api/invoicing/recurring-charges/issue: the 'alone' drafts due up to a date (the daily job does the same). */
export const ZIssueRecurringInput = z.object({ upTo: dateStringSchema(INVOICING_MESSAGES.dateRequired).optional() });
export const ZIssueRecurringResult = z.object({ generated: z.number().int(), invoiceIds: z.array(ZId) });
export type TIssueRecurringResult = z.infer<typeof ZIssueRecurringResult>;
