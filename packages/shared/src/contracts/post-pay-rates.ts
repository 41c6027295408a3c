// Pay rates per post (issue 27, decision 0021), effective-dated: the rate with the latest `fromDate` on or before the day
// worked applies; no rate → the guard's own hourly wage. A change adds a rate and never rewrites a paid period. Money is
// integer cents. Payroll staff only: customer company admins and guards never see them.
import { z } from 'zod';
import { inForceOn } from '../rules/effective-dates';
import { dateStringSchema, ZId } from './common';

/** Field errors are translation keys of the posts namespace (decision 0014). */
export const POST_PAY_RATE_MESSAGES = {
  dateRequired: 'posts:validation.payRateDate',
  rateRequired: 'posts:validation.payRateRequired',
  amountInvalid: 'posts:validation.payRateAmount',
  amountTooLarge: 'posts:validation.payRateTooLarge',
  /** 409 PAY_RATE_DATE_TAKEN, on the date field. */
  dateTaken: 'posts:validation.payRateDateTaken',
  /** 409 PAY_RATE_PAID_PERIOD, on the date field. */
  datePaid: 'posts:validation.payRateDatePaid',
} as const;

/** The most a post's hourly rate or differential can be: 1,000.00 an hour. */
export const MAX_POST_PAY_RATE_CENTS = 100_000;

const amountCents = (requiredMessage: string) =>
  z
    .number({ message: requiredMessage })
    .int({ message: POST_PAY_RATE_MESSAGES.amountInvalid })
    .min(0, { message: POST_PAY_RATE_MESSAGES.amountInvalid })
    .max(MAX_POST_PAY_RATE_CENTS, { message: POST_PAY_RATE_MESSAGES.amountTooLarge });

export const ZPostPayRateInput = z.object({
  /** 'yyyy-MM-dd': the first day the rate applies to. */
  fromDate: dateStringSchema(POST_PAY_RATE_MESSAGES.dateRequired),
  /** Hourly straight-time rate at the post. */
  rateCents: amountCents(POST_PAY_RATE_MESSAGES.rateRequired),
  /** Per hour worked at the post (hazard or post premium); absent or null: 0. */
  differentialCents: amountCents(POST_PAY_RATE_MESSAGES.amountInvalid)
    .nullish()
    .transform((v) => v ?? 0),
  /** Per hour worked in the company's night window; absent or null: 0. */
  nightDifferentialCents: amountCents(POST_PAY_RATE_MESSAGES.amountInvalid)
    .nullish()
    .transform((v) => v ?? 0),
});
export type TPostPayRateInput = z.input<typeof ZPostPayRateInput>;

/** What the resolver needs of a rate. */
export type TPayRateAmounts = {
  fromDate: string;
  rateCents: number;
  differentialCents: number;
  nightDifferentialCents: number;
};

/** A stored rate (what pay runs read through the server's `loadPostPayRates`). */
export const ZPostPayRate = z.object({
  id: ZId,
  postId: ZId,
  fromDate: z.string(),
  rateCents: z.number().int(),
  differentialCents: z.number().int(),
  nightDifferentialCents: z.number().int(),
  createdAt: z.string(),
});
export type TPostPayRate = z.infer<typeof ZPostPayRate>;

/** `delete`: the viewer may edit payroll and no processed pay run reaches the rate's first day. */
export const ZPostPayRateCan = z.object({ delete: z.boolean() });
export const ZPostPayRateRow = ZPostPayRate.extend({ can: ZPostPayRateCan });
export type TPostPayRateRow = z.infer<typeof ZPostPayRateRow>;

export const ZPostPayRateList = z.object({
  /** Newest `fromDate` first. */
  items: z.array(ZPostPayRateRow),
  /** The last day paid by a processed pay run of the company: rates from that day or before are locked. */
  paidThrough: z.string().nullable(),
});
export type TPostPayRateList = z.infer<typeof ZPostPayRateList>;

export const ZPostPayRateParams = z.object({ id: ZId, rateId: ZId });

/** The rate in force on `date` ('yyyy-MM-dd'): the one with the latest `fromDate` on or before it; null when none. */
export const payRateOn = <T extends TPayRateAmounts>(rates: readonly T[], date: string): T | null => inForceOn(rates, date);
