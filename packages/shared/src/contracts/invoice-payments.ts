// Payments and client accounts (issue 30): what customers paid, how it was applied to their invoices, and where each
// account stands. A payment is recorded once, applied to one or several issued invoices (each allocation at most the
// invoice's balance); what is not applied stays on the account as credit and is applied later. A reversal (a bounced
// cheque, a refunded card) undoes the payment with a reason and restores the balances. Money is integer cents.
import { z } from 'zod';
import { MONEY_MESSAGES } from '../rules/money';
import { dateStringSchema, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText } from './common';

export const PAYMENT_METHODS = ['transfer', 'ach', 'cheque', 'cash', 'card'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Aging buckets by days past the due date, as of a day. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type TAgingBucket = (typeof AGING_BUCKETS)[number];

export const PAYMENT_MESSAGES = {
  amountPositive: 'invoicingPayments:validation.amountPositive',
  allocationsExceed: 'invoicingPayments:validation.allocationsExceed',
  allocationDuplicate: 'invoicingPayments:validation.allocationDuplicate',
  chequeNumberRequired: 'invoicingPayments:validation.chequeNumberRequired',
  dateRequired: 'invoicingPayments:validation.dateRequired',
} as const;

/**
 * A payment or an allocation: integer cents above 0, up to $21,474,836.47 (a PostgreSQL integer, the bound of every
 * request number) — a month's payment of a large customer is far above the $99,999.99 that bounds rates (ZCents).
 */
export const MAX_PAYMENT_CENTS = 2_147_483_647;
const ZPositiveCents = z
  .number({ message: MONEY_MESSAGES.invalid })
  .int({ message: MONEY_MESSAGES.invalid })
  .min(1, { message: PAYMENT_MESSAGES.amountPositive })
  .max(MAX_PAYMENT_CENTS, { message: MONEY_MESSAGES.tooLarge });
export const ZAllocation = z.object({ invoiceId: ZId, amountCents: ZPositiveCents });

const allocationsRefine = (
  v: { amountCents?: number; allocations: { invoiceId: string; amountCents: number }[] },
  ctx: z.RefinementCtx,
) => {
  const ids = v.allocations.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['allocations'], message: PAYMENT_MESSAGES.allocationDuplicate });
  if (v.amountCents !== undefined && v.allocations.reduce((s, a) => s + a.amountCents, 0) > v.amountCents)
    ctx.addIssue({ code: 'custom', path: ['allocations'], message: PAYMENT_MESSAGES.allocationsExceed });
};

export const ZPaymentInput = z
  .object({
    customerCompanyId: ZId,
    date: dateStringSchema(PAYMENT_MESSAGES.dateRequired),
    method: z.enum(PAYMENT_METHODS),
    amountCents: ZPositiveCents,
    /** The transfer's or card's reference. */
    reference: ZOptionalText(120),
    chequeNumber: ZOptionalText(40),
    notes: ZOptionalText(500),
    /** Where the money goes; what is left stays on the account as credit. */
    allocations: z.array(ZAllocation).max(500).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'cheque' && !v.chequeNumber)
      ctx.addIssue({ code: 'custom', path: ['chequeNumber'], message: PAYMENT_MESSAGES.chequeNumberRequired });
    allocationsRefine(v, ctx);
  });
export type TPaymentInput = z.input<typeof ZPaymentInput>;
export type TPaymentInputParsed = z.output<typeof ZPaymentInput>;

/** Applies a payment's unapplied credit to invoices. */
export const ZApplyPayment = z.object({ allocations: z.array(ZAllocation).min(1).max(500) }).superRefine(allocationsRefine);
export type TApplyPayment = z.input<typeof ZApplyPayment>;

export const ZReversePayment = z.object({ reason: ZRequiredText(500) });

export const ZPaymentListQuery = ZPageQuery.extend({
  customerCompanyId: ZId.optional(),
  from: dateStringSchema().optional(),
  to: dateStringSchema().optional(),
  /** Only payments with credit not yet applied. */
  unapplied: z.enum(['true', 'false']).optional(),
});
export type TPaymentListQuery = z.input<typeof ZPaymentListQuery>;
export type TPaymentListQueryParsed = z.output<typeof ZPaymentListQuery>;

export const ZPayment = z.object({
  id: ZId,
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  reference: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  notes: z.string().nullable(),
  appliedCents: z.number().int(),
  /** Credit on the account: amount − applied (0 once reversed). */
  unappliedCents: z.number().int(),
  reversedAt: z.string().nullable(),
  reversalReason: z.string().nullable(),
  allocations: z.array(z.object({ invoiceId: ZId, invoiceNumber: z.string().nullable(), amountCents: z.number().int() })),
  createdAt: z.string(),
  can: z.object({ apply: z.boolean(), reverse: z.boolean() }),
});
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentPage = ZPaginated(ZPayment);
export type TPaymentPage = z.infer<typeof ZPaymentPage>;

const ZBuckets = z.object(Object.fromEntries(AGING_BUCKETS.map((b) => [b, z.number().int()])) as Record<TAgingBucket, z.ZodNumber>);

export const ZAgingRow = z.object({
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  buckets: ZBuckets,
  /** What the open invoices owe. */
  balanceCents: z.number().int(),
  /** Payments not yet applied. */
  creditCents: z.number().int(),
  openInvoices: z.number().int(),
  /** Days past due of the oldest overdue invoice (0: none overdue). */
  oldestDaysPastDue: z.number().int(),
});
export type TAgingRow = z.infer<typeof ZAgingRow>;
export const ZAging = z.object({
  asOf: z.string(),
  currency: z.string(),
  rows: z.array(ZAgingRow),
  totals: ZBuckets.extend({ balanceCents: z.number().int(), creditCents: z.number().int() }),
});
export type TAging = z.infer<typeof ZAging>;

export const ZStatementQuery = z.object({
  from: dateStringSchema(),
  to: dateStringSchema(),
  format: z.enum(['json', 'pdf']).optional(),
  lang: z.enum(['es', 'en']).optional(),
});
export type TStatementQueryParsed = z.output<typeof ZStatementQuery>;

/** Void documents are not on a statement: they were never owed. */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'credit_note', 'payment', 'reversal'] as const;

export const ZStatement = z.object({
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** What the account owed before `from` (invoices − credit notes − payments, reversals added back). */
  openingBalanceCents: z.number().int(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_ENTRY_KINDS),
      /** The invoice's or credit note's number, the payment's reference or cheque number. */
      reference: z.string().nullable(),
      /** What it adds to the balance (invoices) or takes off it (negative: credit notes, payments). */
      amountCents: z.number().int(),
      balanceCents: z.number().int(),
      documentId: ZId,
    }),
  ),
  closingBalanceCents: z.number().int(),
  /** Payments' credit not applied to any invoice at `to`. */
  unappliedCreditCents: z.number().int(),
  aging: ZBuckets,
});
export type TStatement = z.infer<typeof ZStatement>;

/** The invoicing overview: where the money stands today (the company's), for the first tab of the page. */
export const ZInvoicingOverview = z.object({
  asOf: z.string(),
  currency: z.string(),
  /** What issued invoices still owe, and the part past due. */
  receivablesCents: z.number().int(),
  overdueCents: z.number().int(),
  overdueInvoices: z.number().int(),
  /** Invoices issued this calendar month and last (less their credit notes), and what was collected this month. */
  billedThisMonthCents: z.number().int(),
  billedLastMonthCents: z.number().int(),
  collectedThisMonthCents: z.number().int(),
  unappliedCreditCents: z.number().int(),
  drafts: z.number().int(),
  draftsCents: z.number().int(),
  /** The customers billed most in the last 12 months (up to 5), with what they owe. */
  topCustomers: z.array(
    z.object({ customerCompanyId: ZId, name: z.string(), billedCents: z.number().int(), balanceCents: z.number().int() }),
  ),
  /** Posts billed today at or below what their guards are paid (only for viewers of payroll and invoicing). */
  marginAlerts: z.array(
    z.object({
      postId: ZId,
      postName: z.string(),
      customerName: z.string(),
      billRateCents: z.number().int(),
      payRateCents: z.number().int(),
    }),
  ),
});
export type TInvoicingOverview = z.infer<typeof ZInvoicingOverview>;
