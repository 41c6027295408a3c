// Financial reports of invoicing (issue 30): revenue by customer, post or month (issued invoices less credit notes, by
// issue date), billed against paid hours and the gross margin per post (bill − pay − employer burden), the worked hours
// no invoice bills yet (target 0), and days sales outstanding. Each as JSON or, with format=csv, a CSV file. Money is
// integer cents, time integer minutes, dates 'yyyy-MM-dd' (default: this month in the company's time zone).
import { z } from 'zod';
import { dateStringSchema, ZId } from './common';

/** The longest range a report reads (the worked time of a year at most). */
export const MAX_REPORT_DAYS = 366;

export const FINANCIAL_REPORT_MESSAGES = {
  rangeOrder: 'invoicingPayments:validation.periodOrder',
  rangeTooLong: 'invoicingPayments:reports.rangeTooLong',
} as const;

export const ZFinancialReportQuery = z.object({
  from: dateStringSchema().optional(),
  to: dateStringSchema().optional(),
  format: z.enum(['json', 'csv']).optional(),
  lang: z.enum(['es', 'en']).optional(),
});
export type TFinancialReportQuery = z.output<typeof ZFinancialReportQuery>;

export const REVENUE_GROUPS = ['customer', 'post', 'month'] as const;
export type TRevenueGroup = (typeof REVENUE_GROUPS)[number];
export const ZRevenueQuery = ZFinancialReportQuery.extend({ groupBy: z.enum(REVENUE_GROUPS).optional() });
export type TRevenueQuery = z.output<typeof ZRevenueQuery>;

const cents = z.number().int();
const minutes = z.number().int();
const ZRange = { from: z.string(), to: z.string(), currency: z.string() };

const ZRevenueFigures = z.object({
  /** Issued invoices (before tax), their credit notes, the difference, its tax and the total with tax. */
  invoicedCents: cents,
  creditedCents: cents,
  netCents: cents,
  taxCents: cents,
  totalCents: cents,
});
export const ZRevenueRow = ZRevenueFigures.extend({
  /** A customer's or post's id ('none': lines without a post), or the month 'yyyy-MM'. */
  key: z.string(),
  label: z.string().nullable(),
  /** The post's customer (groupBy=post). */
  customerName: z.string().nullable(),
  documents: z.number().int(),
});
export const ZRevenueReport = z.object({ ...ZRange, groupBy: z.enum(REVENUE_GROUPS), rows: z.array(ZRevenueRow), totals: ZRevenueFigures });
export type TRevenueRow = z.infer<typeof ZRevenueRow>;
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

const ZMarginFigures = z.object({
  /** Minutes billed on issued invoices for shifts in the range, and what they bill after credit notes. */
  billedMinutes: minutes,
  billedCents: cents,
  /** Minutes worked (payroll's classification) and their pay: the post's pay rate in force each day, overtime premium. */
  paidMinutes: minutes,
  payCents: cents,
  burdenCents: cents,
  marginCents: cents,
  /** Margin over billed, in basis points (null: nothing billed). */
  marginBp: z.number().int().nullable(),
  /** Margin at or below zero. */
  isLoss: z.boolean(),
});
export const ZMarginRow = ZMarginFigures.extend({
  postId: ZId,
  postName: z.string(),
  customerCompanyId: ZId,
  customerName: z.string(),
  /** Hours worked at a post with no pay rate (neither a dated one nor the post's own): paid at 0 here. */
  payUnknown: z.boolean(),
});
export const ZMarginReport = z.object({
  ...ZRange,
  /** The employer burden added to pay (settings), in basis points: 2000 = 20 %. */
  employerBurdenBp: z.number().int(),
  rows: z.array(ZMarginRow),
  totals: ZMarginFigures,
});
export type TMarginRow = z.infer<typeof ZMarginRow>;
export type TMarginReport = z.infer<typeof ZMarginReport>;

export const ZUnbilledRow = z.object({
  customerCompanyId: ZId,
  customerName: z.string(),
  postId: ZId,
  postName: z.string(),
  shifts: z.number().int(),
  minutes,
  /** From the schedule, with no punches. */
  unverifiedMinutes: minutes,
  firstDate: z.string(),
  lastDate: z.string(),
});
export const ZUnbilledReport = z.object({ ...ZRange, rows: z.array(ZUnbilledRow), totalMinutes: minutes, totalShifts: z.number().int() });
export type TUnbilledRow = z.infer<typeof ZUnbilledRow>;
export type TUnbilledReport = z.infer<typeof ZUnbilledReport>;

const ZDsoFigures = z.object({
  /** What issued invoices owed at the end of the range (after credit notes and payments by then). */
  receivablesCents: cents,
  /** Issued invoices less credit notes in the range, with tax (what receivables are made of). */
  revenueCents: cents,
  /** receivables ÷ revenue × days, to one decimal (null: no revenue in the range). */
  dso: z.number().nullable(),
});
export const ZDsoRow = ZDsoFigures.extend({ customerCompanyId: ZId, customerName: z.string() });
export const ZDsoReport = z.object({ ...ZRange, days: z.number().int(), rows: z.array(ZDsoRow), totals: ZDsoFigures });
export type TDsoRow = z.infer<typeof ZDsoRow>;
export type TDsoReport = z.infer<typeof ZDsoReport>;
