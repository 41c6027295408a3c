// Invoices (issue 30): what a customer is billed for a period — generated from the worked time payroll pays (attendance,
// else the schedule marked unverified), priced by the rate card in force on each shift's day, taxed by the card's tax
// profile. A draft is regenerated or deleted freely; an issued invoice (approved: numbered) is never edited or deleted:
// it is corrected by a credit note (full or per line) or voided with a reason, and every step is in its history.
// Money is integer cents; a credit note's amounts are positive and lower its invoice's balance.
import { z } from 'zod';
import { GUARD_RANKS, LANGUAGES } from '../enums';
import { daysBetween } from '../rules/dates';
import { BILLING_ROUNDING_MODES } from './invoicing-payments';
import { dateStringSchema, ZId, ZPageQuery, ZPaginated } from './common';

export const INVOICE_STATUSES = ['draft', 'approved', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Issued: numbered, never edited or deleted again. */
export const ISSUED_INVOICE_STATUSES: readonly TInvoiceStatus[] = ['approved', 'sent', 'partially_paid', 'paid'];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
/** What a line bills: worked time by kind (as payroll classified it), a special service, a fixed charge, a manual line. */
export const INVOICE_LINE_KINDS = ['regular', 'overtime', 'holiday', 'special_service', 'fixed', 'manual'] as const;
export type TInvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
/** Where a billed shift's time comes from: punches, or the schedule (no punches: "unverified"). */
export const BILLED_SHIFT_SOURCES = ['attendance', 'schedule'] as const;
/** The longest period one invoice covers. */
export const MAX_INVOICE_PERIOD_DAYS = 62;

export const INVOICE_MESSAGES = {
  customerRequired: 'invoicingPayments:validation.customerRequired',
  dateRequired: 'invoicingPayments:validation.dateRequired',
  periodOrder: 'invoicingPayments:validation.periodOrder',
  periodTooLong: 'invoicingPayments:validation.periodTooLong',
  reasonRequired: 'invoicingPayments:validation.reasonRequired',
  creditAmount: 'invoicingPayments:validation.creditAmount',
  creditLinesRequired: 'invoicingPayments:validation.creditLinesRequired',
  descriptionRequired: 'invoicingPayments:validation.descriptionRequired',
  quantityRange: 'invoicingPayments:validation.quantityRange',
  amountRequired: 'invoicingPayments:validation.amountRequired',
} as const;

export const ZGenerateInvoice = z
  .object({
    customerCompanyId: z.uuid({ message: INVOICE_MESSAGES.customerRequired }).meta({ description: 'The customer company billed' }),
    periodStart: dateStringSchema(INVOICE_MESSAGES.dateRequired),
    periodEnd: dateStringSchema(INVOICE_MESSAGES.dateRequired),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.periodOrder });
    else if (daysBetween(v.periodStart, v.periodEnd) >= MAX_INVOICE_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.periodTooLong });
  });
export type TGenerateInvoice = z.input<typeof ZGenerateInvoice>;

/** Every active customer's draft for a period (or the customers named). */
export const ZGenerateAllInvoices = z
  .object({
    periodStart: dateStringSchema(INVOICE_MESSAGES.dateRequired),
    periodEnd: dateStringSchema(INVOICE_MESSAGES.dateRequired),
    customerCompanyIds: z.array(ZId).max(5_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.periodOrder });
    else if (daysBetween(v.periodStart, v.periodEnd) >= MAX_INVOICE_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.periodTooLong });
  });

export const ZInvoiceListQuery = ZPageQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  customerCompanyId: ZId.optional(),
  /** Invoices whose period ends on or after this date. */
  from: dateStringSchema().optional(),
  /** Invoices whose period starts on or before this date. */
  to: dateStringSchema().optional(),
  /** 'true': issued invoices with a balance left, oldest due date first (what a payment may be applied to). */
  open: z.enum(['true', 'false']).optional(),
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;
export type TInvoiceListQueryParsed = z.output<typeof ZInvoiceListQuery>;

const ZReason = z.string({ message: INVOICE_MESSAGES.reasonRequired }).trim().min(1, { message: INVOICE_MESSAGES.reasonRequired }).max(500);

export const ZVoidInvoice = z.object({ reason: ZReason.meta({ description: 'Why the invoice is voided' }) });
export type TVoidInvoice = z.input<typeof ZVoidInvoice>;

/** A credit note: the whole invoice (no `lines`), or some lines each for an amount up to what is left of it. */
export const ZCreditNoteInput = z.object({
  reason: ZReason,
  lines: z
    .array(
      z.object({
        lineId: ZId,
        amountCents: z
          .number({ message: INVOICE_MESSAGES.creditAmount })
          .int({ message: INVOICE_MESSAGES.creditAmount })
          .min(1, { message: INVOICE_MESSAGES.creditAmount })
          .max(2_147_483_647, { message: INVOICE_MESSAGES.creditAmount }),
      }),
    )
    .min(1, { message: INVOICE_MESSAGES.creditLinesRequired })
    .max(500)
    .optional(),
});
export type TCreditNoteInput = z.input<typeof ZCreditNoteInput>;

/** A manual line of a draft (a one-off charge: extra equipment, a call-out): quantity × unit price, taxed by a profile. */
export const ZManualLineInput = z.object({
  description: z
    .string({ message: INVOICE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { message: INVOICE_MESSAGES.descriptionRequired })
    .max(200),
  quantity: z
    .number({ message: INVOICE_MESSAGES.quantityRange })
    .int({ message: INVOICE_MESSAGES.quantityRange })
    .min(1, { message: INVOICE_MESSAGES.quantityRange })
    .max(10_000, { message: INVOICE_MESSAGES.quantityRange })
    .default(1),
  /** Per unit. */
  rateCents: z
    .number({ message: INVOICE_MESSAGES.amountRequired })
    .int({ message: INVOICE_MESSAGES.amountRequired })
    .min(1, { message: INVOICE_MESSAGES.amountRequired })
    .max(100_000_000, { message: INVOICE_MESSAGES.amountRequired }),
  /** null: not taxed. */
  taxProfileId: ZId.nullable().default(null),
  /** The post it is for (the line groups under it), or null. */
  postId: ZId.nullable().default(null),
});
export type TManualLineInput = z.input<typeof ZManualLineInput>;
export type TManualLineInputParsed = z.output<typeof ZManualLineInput>;

const ZInvoiceCan = z.object({
  approve: z.boolean(),
  send: z.boolean(),
  void: z.boolean(),
  creditNote: z.boolean(),
  delete: z.boolean(),
  redraft: z.boolean(),
  /** A draft's manual lines may be added and removed. */
  editLines: z.boolean(),
});

export const ZInvoiceSummary = z.object({
  id: ZId,
  kind: z.enum(INVOICE_KINDS),
  /** Prefix-year-counter once approved (F-2026-0001); null on a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  language: z.enum(LANGUAGES),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** What credit notes took off this invoice. */
  creditedCents: z.number().int(),
  /** total − paid − credited (0 on a draft, a void invoice or a credit note). */
  balanceCents: z.number().int(),
  /** Due date passed with a balance left. */
  overdue: z.boolean(),
  /** Billed minutes from the schedule with no punches. */
  unverifiedMinutes: z.number().int(),
  /** Worked minutes no rate card or post bill rate prices (billed at 0: approve refuses). */
  unpricedMinutes: z.number().int(),
  creditOf: z.object({ id: ZId, number: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  can: ZInvoiceCan,
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export const ZInvoicePage = ZPaginated(ZInvoiceSummary);
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

/** One shift (or the part of it inside the period) behind a line: who, when, and what rounding did. */
export const ZBilledShift = z.object({
  guardId: ZId.nullable(),
  guardName: z.string(),
  /** The company's date the shift (or its part in the period) starts on. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  source: z.enum(BILLED_SHIFT_SOURCES),
  /** The punch pair's check-out or the schedule's occurrence. */
  ref: z.string(),
  /** The shift's worked minutes (all kinds) and what it bills after rounding and the minimum. */
  workedMinutes: z.number().int(),
  billedMinutes: z.number().int(),
  adjustment: z.enum(['rounded', 'minimum']).nullable(),
  /** This line's minutes of the shift. */
  minutes: z.number().int(),
  /** Cut at midnight at the period's edge: the rest is billed in the neighbouring period (no rounding, no minimum). */
  split: z.boolean(),
});
export type TBilledShift = z.infer<typeof ZBilledShift>;

export const ZInvoiceLine = z.object({
  id: ZId,
  kind: z.enum(INVOICE_LINE_KINDS),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  rank: z.enum(GUARD_RANKS).nullable(),
  description: z.string(),
  /** Billed minutes of a time line (null: a line of units). */
  minutes: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Per hour on a time line, per unit otherwise. */
  rateCents: z.number().int(),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  taxProfileId: ZId.nullable(),
  rateCardId: ZId.nullable(),
  /** The card's rounding and minimum applied to each shift (shown on the line). */
  rounding: z.object({ minutes: z.number().int(), mode: z.enum(BILLING_ROUNDING_MODES), minimumMinutes: z.number().int() }).nullable(),
  unverifiedMinutes: z.number().int(),
  /** On a credit note: the invoice line it credits. */
  creditsLineId: ZId.nullable(),
  /** What credit notes already took off this line (an invoice's line). */
  creditedCents: z.number().int(),
  shifts: z.array(ZBilledShift),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceHistoryEntry = z.object({
  at: z.string(),
  action: z.string(),
  fromStatus: z.enum(INVOICE_STATUSES).nullable(),
  toStatus: z.enum(INVOICE_STATUSES).nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});

export const ZInvoiceTaxComponent = z.object({
  label: z.string(),
  rateMilliPercent: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
  profileName: z.string(),
});

export const ZInvoice = ZInvoiceSummary.extend({
  poNumber: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  voidReason: z.string().nullable(),
  notes: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string().nullable(), taxId: z.string().nullable(), address: z.string().nullable() }),
  taxes: z.array(ZInvoiceTaxComponent),
  lines: z.array(ZInvoiceLine),
  creditNotes: z.array(
    z.object({ id: ZId, number: z.string().nullable(), totalCents: z.number().int(), issueDate: z.string().nullable() }),
  ),
  history: z.array(ZInvoiceHistoryEntry),
});
export type TInvoice = z.infer<typeof ZInvoice>;
