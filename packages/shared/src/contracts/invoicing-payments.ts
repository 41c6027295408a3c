// Invoicing and payments (issue 30): what a customer is billed. This file holds the contracts (rate cards) and the
// tax profiles they name. Both are effective-dated: a version applies from its `fromDate` until the next version of the
// same card or profile, so a rate change never rewrites an issued invoice — the version in force on a shift's day
// applies (`inForceOn`, shared with the post pay rates). Money is integer cents; rates are thousandths of a percent.
import { z } from 'zod';
import { GUARD_RANKS } from '../enums';
import { inForceOn } from '../rules/effective-dates';
import { TAX_COMPONENT_ROUNDINGS, TAX_ROUNDINGS } from '../rules/invoice-tax';
import { ZCents } from './money';
import { dateStringSchema, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText } from './common';

/** How overtime hours are billed: at the bill rate, at the bill rate × a factor, at a flat rate, or bill rate + what
 * payroll paid as premium (pass-through: the customer pays the premium only when the guard was paid it). */
export const OVERTIME_BILLING = ['none', 'factor', 'flat', 'pass_through'] as const;
export type TOvertimeBilling = (typeof OVERTIME_BILLING)[number];
/** How holiday hours are billed: at the bill rate, × a factor, or at a flat rate. */
export const HOLIDAY_BILLING = ['none', 'factor', 'flat'] as const;
export type THolidayBilling = (typeof HOLIDAY_BILLING)[number];
export const BILLING_CYCLES = ['weekly', 'biweekly', 'semi_monthly', 'monthly'] as const;
export type TBillingCycle = (typeof BILLING_CYCLES)[number];
/** Billed minutes of a shift rounded to a step: to the nearest step, always up, or always down. */
export const BILLING_ROUNDING_MODES = ['nearest', 'up', 'down'] as const;
export type TBillingRoundingMode = (typeof BILLING_ROUNDING_MODES)[number];
export const BILLING_ROUNDING_STEPS = [0, 1, 5, 6, 10, 15, 30] as const;
/** Net days an invoice is due in (0: on receipt). */
export const PAYMENT_TERMS_DAYS = [0, 7, 10, 15, 30, 45, 60, 90] as const;
/** A rate card version against today: `past` (a later version replaced it), `current`, `future`. */
export const RATE_CARD_STATES = ['past', 'current', 'future'] as const;
export type TRateCardState = (typeof RATE_CARD_STATES)[number];

/**
 * What a tax profile is: Puerto Rico's IVU (state + municipal, on the invoice's total), Mexico's IVA (per line, as
 * CFDI 4.0 carries it), a US state's sales tax on security services (rate entered), or exempt (certificate number).
 */
export const TAX_KINDS = ['pr_ivu', 'mx_iva', 'us_sales', 'exempt'] as const;
export type TTaxKind = (typeof TAX_KINDS)[number];

/** Field errors are translation keys of the invoicing namespace (decision 0014). */
export const INVOICING_MESSAGES = {
  customerRequired: 'invoicingPayments:validation.customerRequired',
  dateRequired: 'invoicingPayments:validation.dateRequired',
  billRateRequired: 'invoicingPayments:validation.billRateRequired',
  factorRequired: 'invoicingPayments:validation.factorRequired',
  factorRange: 'invoicingPayments:validation.factorRange',
  flatRateRequired: 'invoicingPayments:validation.flatRateRequired',
  minimumRange: 'invoicingPayments:validation.minimumRange',
  roundingStep: 'invoicingPayments:validation.roundingStep',
  termsInvalid: 'invoicingPayments:validation.termsInvalid',
  /** 409 RATE_CARD_VERSION_TAKEN: the same customer, post and rank already has a version from that day. */
  versionTaken: 'invoicingPayments:validation.versionTaken',
  /** 400 RATE_CARD_POST_NOT_OF_CUSTOMER. */
  postNotOfCustomer: 'invoicingPayments:validation.postNotOfCustomer',
  nameRequired: 'invoicingPayments:validation.nameRequired',
  ratesRequired: 'invoicingPayments:validation.ratesRequired',
  rateRange: 'invoicingPayments:validation.rateRange',
  componentsRequired: 'invoicingPayments:validation.componentsRequired',
  certificateRequired: 'invoicingPayments:validation.certificateRequired',
  ratesDuplicateDate: 'invoicingPayments:validation.ratesDuplicateDate',
  /** 409 TAX_PROFILE_NAME_TAKEN. */
  taxNameTaken: 'invoicingPayments:validation.taxNameTaken',
  /** 409 TAX_PROFILE_IN_USE (delete). */
  taxInUse: 'invoicingPayments:validation.taxInUse',
} as const;

// Rate cards ----------------------------------------------------------------------------------------------------------

/** A factor in hundredths: 150 = 1.5×. From 1× to 3×. */
const ZFactor = z
  .number({ message: INVOICING_MESSAGES.factorRequired })
  .int({ message: INVOICING_MESSAGES.factorRange })
  .min(100, { message: INVOICING_MESSAGES.factorRange })
  .max(300, { message: INVOICING_MESSAGES.factorRange });

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

export const ZRateCardInput = z
  .object({
    customerCompanyId: ZId.or(z.literal('')).refine((v) => v !== '', { message: INVOICING_MESSAGES.customerRequired, abort: true }),
    /** null: every post of the customer that has no card of its own. */
    postId: nullable(ZId),
    /** null: every rank on the post; a rank: guards of that rank on the post (e.g. a supervisor billed higher). */
    rank: nullable(z.enum(GUARD_RANKS)),
    /** 'yyyy-MM-dd': the first day the version applies to. */
    fromDate: dateStringSchema(INVOICING_MESSAGES.dateRequired),
    billRateCents: ZCents.refine((v) => v > 0, { message: INVOICING_MESSAGES.billRateRequired }),
    overtimeBilling: z.enum(OVERTIME_BILLING).default('factor'),
    /** Hundredths (150 = 1.5×, the default): `factor` and `pass_through` use it. */
    overtimeFactor: ZFactor.nullable().default(150),
    /** `flat`: the hourly rate of an overtime hour. */
    overtimeRateCents: nullable(ZCents),
    holidayBilling: z.enum(HOLIDAY_BILLING).default('factor'),
    /** Hundredths (150 = 1.5×, the default): `factor` uses it. */
    holidayFactor: ZFactor.nullable().default(150),
    holidayRateCents: nullable(ZCents),
    /** A shift shorter than this is billed this long (0: no minimum). At most 24 h. */
    minimumMinutes: z
      .number({ message: INVOICING_MESSAGES.minimumRange })
      .int({ message: INVOICING_MESSAGES.minimumRange })
      .min(0, { message: INVOICING_MESSAGES.minimumRange })
      .max(1440, { message: INVOICING_MESSAGES.minimumRange })
      .default(0),
    roundingMinutes: z
      .number()
      .int()
      .refine((v) => (BILLING_ROUNDING_STEPS as readonly number[]).includes(v), { message: INVOICING_MESSAGES.roundingStep })
      .default(0),
    roundingMode: z.enum(BILLING_ROUNDING_MODES).default('nearest'),
    paymentTermsDays: z
      .number({ message: INVOICING_MESSAGES.termsInvalid })
      .int({ message: INVOICING_MESSAGES.termsInvalid })
      .min(0, { message: INVOICING_MESSAGES.termsInvalid })
      .max(120, { message: INVOICING_MESSAGES.termsInvalid })
      .default(30),
    poNumber: ZOptionalText(60),
    billingCycle: z.enum(BILLING_CYCLES).default('monthly'),
    /** null: not taxed. */
    taxProfileId: nullable(ZId),
    notes: ZOptionalText(1000),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      !(v.overtimeBilling === 'factor' || v.overtimeBilling === 'pass_through') || v.overtimeFactor !== null,
      'overtimeFactor',
      INVOICING_MESSAGES.factorRequired,
    );
    need(v.overtimeBilling !== 'flat' || (v.overtimeRateCents ?? 0) > 0, 'overtimeRateCents', INVOICING_MESSAGES.flatRateRequired);
    need(v.holidayBilling !== 'factor' || v.holidayFactor !== null, 'holidayFactor', INVOICING_MESSAGES.factorRequired);
    need(v.holidayBilling !== 'flat' || (v.holidayRateCents ?? 0) > 0, 'holidayRateCents', INVOICING_MESSAGES.flatRateRequired);
  });
export type TRateCardInput = z.input<typeof ZRateCardInput>;
export type TRateCardInputParsed = z.output<typeof ZRateCardInput>;

export const ZRateCardListQuery = ZPageQuery.extend({
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  /** Only versions in this state against the company's today (absent: all). */
  state: z.enum(RATE_CARD_STATES).optional(),
  /** Customer or post name. */
  search: z.string().trim().max(100).optional(),
});
export type TRateCardListQuery = z.input<typeof ZRateCardListQuery>;
export type TRateCardListQueryParsed = z.output<typeof ZRateCardListQuery>;

export const ZRateCard = z.object({
  id: ZId,
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  rank: z.enum(GUARD_RANKS).nullable(),
  fromDate: z.string(),
  /** The day before the next version of the same card starts (null: open-ended). */
  toDate: z.string().nullable(),
  state: z.enum(RATE_CARD_STATES),
  billRateCents: z.number().int(),
  overtimeBilling: z.enum(OVERTIME_BILLING),
  overtimeFactor: z.number().int().nullable(),
  overtimeRateCents: z.number().int().nullable(),
  holidayBilling: z.enum(HOLIDAY_BILLING),
  holidayFactor: z.number().int().nullable(),
  holidayRateCents: z.number().int().nullable(),
  minimumMinutes: z.number().int(),
  roundingMinutes: z.number().int(),
  roundingMode: z.enum(BILLING_ROUNDING_MODES),
  paymentTermsDays: z.number().int(),
  poNumber: z.string().nullable(),
  billingCycle: z.enum(BILLING_CYCLES),
  taxProfileId: ZId.nullable(),
  taxProfileName: z.string().nullable(),
  notes: z.string().nullable(),
  /**
   * The post's pay rate (payroll) in force on the version's first day, or today when that is later (null: no post, or
   * the post has no pay rate). `payAtOrAboveBill`: that pay rate is at or above the bill rate — billed at a loss.
   */
  payRateCents: z.number().int().nullable(),
  payAtOrAboveBill: z.boolean(),
  updatedAt: z.string(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TRateCard = z.infer<typeof ZRateCard>;
export const ZRateCardPage = ZPaginated(ZRateCard);
export type TRateCardPage = z.infer<typeof ZRateCardPage>;

/** A customer's posts with their rate card in force today and the post's pay rate (the rate cards' picker and warnings). */
export const ZBillingPostOption = z.object({
  id: ZId,
  name: z.string(),
  customerCompanyId: ZId,
  payRateCents: z.number().int().nullable(),
});
export type TBillingPostOption = z.infer<typeof ZBillingPostOption>;
export const ZBillingPostOptions = z.object({ items: z.array(ZBillingPostOption) });

/** The company's customer companies (the rate cards' customer picker and filter), active ones first, by name. */
export const ZBillingCustomerOption = z.object({ id: ZId, name: z.string(), isActive: z.boolean() });
export type TBillingCustomerOption = z.infer<typeof ZBillingCustomerOption>;
export const ZBillingCustomerOptions = z.object({ items: z.array(ZBillingCustomerOption) });

// Tax profiles ---------------------------------------------------------------------------------------------------------

/** A tax rate in thousandths of a percent: 11.5 % = 11500; at most 30 %. */
export const ZTaxRate = z
  .number({ message: INVOICING_MESSAGES.rateRange })
  .int({ message: INVOICING_MESSAGES.rateRange })
  .min(0, { message: INVOICING_MESSAGES.rateRange })
  .max(30_000, { message: INVOICING_MESSAGES.rateRange });

export const ZTaxComponent = z.object({
  /** What the invoice prints: 'IVU estatal', 'IVU municipal', 'IVA', 'NY state + local'. */
  label: ZRequiredText(60),
  /** Thousandths of a percent: 10.5 % = 10500. */
  rateMilliPercent: ZTaxRate,
});
export type TTaxComponent = z.infer<typeof ZTaxComponent>;

export const ZTaxRateVersion = z.object({
  fromDate: dateStringSchema(INVOICING_MESSAGES.dateRequired),
  components: z.array(ZTaxComponent).max(4),
});
export type TTaxRateVersion = z.infer<typeof ZTaxRateVersion>;

export const ZTaxProfileInput = z
  .object({
    name: z.string().trim().min(1, { message: INVOICING_MESSAGES.nameRequired }).max(80),
    kind: z.enum(TAX_KINDS),
    /** US state (two letters) or Mexican zone note; free text shown on the invoice. */
    jurisdiction: ZOptionalText(60),
    /** An exempt customer's certificate (required for `exempt`). */
    exemptionCertificate: ZOptionalText(60),
    /** Effective-dated rates, any order; one per day. `exempt` carries none. */
    rates: z.array(ZTaxRateVersion).max(20).default([]),
    /** Rounded on the invoice's total or per line; absent: the kind's reading (rules/invoice-tax.ts). */
    rounding: z.enum(TAX_ROUNDINGS).optional(),
    /** Components (state + municipal) rounded each or combined; absent: the kind's reading. */
    componentRounding: z.enum(TAX_COMPONENT_ROUNDINGS).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'exempt') {
      if (!v.exemptionCertificate)
        ctx.addIssue({ code: 'custom', path: ['exemptionCertificate'], message: INVOICING_MESSAGES.certificateRequired });
      return;
    }
    if (v.rates.length === 0) ctx.addIssue({ code: 'custom', path: ['rates'], message: INVOICING_MESSAGES.ratesRequired });
    const days = new Set<string>();
    v.rates.forEach((r, i) => {
      if (days.has(r.fromDate))
        ctx.addIssue({ code: 'custom', path: ['rates', i, 'fromDate'], message: INVOICING_MESSAGES.ratesDuplicateDate });
      days.add(r.fromDate);
      if (r.components.length === 0)
        ctx.addIssue({ code: 'custom', path: ['rates', i, 'components'], message: INVOICING_MESSAGES.componentsRequired });
    });
  });
export type TTaxProfileInput = z.input<typeof ZTaxProfileInput>;
export type TTaxProfileInputParsed = z.output<typeof ZTaxProfileInput>;

export const ZTaxProfile = z.object({
  id: ZId,
  name: z.string(),
  kind: z.enum(TAX_KINDS),
  jurisdiction: z.string().nullable(),
  exemptionCertificate: z.string().nullable(),
  /** Sorted by `fromDate`, oldest first. */
  rates: z.array(
    z.object({ fromDate: z.string(), components: z.array(z.object({ label: z.string(), rateMilliPercent: z.number().int() })) }),
  ),
  rounding: z.enum(TAX_ROUNDINGS),
  componentRounding: z.enum(TAX_COMPONENT_ROUNDINGS),
  /** The total rate in force today (thousandths of a percent; 0 for exempt). */
  rateTodayMilliPercent: z.number().int(),
  /** Rate cards naming this profile. */
  rateCardCount: z.number().int(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TTaxProfile = z.infer<typeof ZTaxProfile>;
export const ZTaxProfileList = z.object({ items: z.array(ZTaxProfile) });
export type TTaxProfileList = z.infer<typeof ZTaxProfileList>;

// Effective dating ----------------------------------------------------------------------------------------------------

/** The total rate of a tax profile on a day (thousandths of a percent): the sum of the components in force. */
export const taxRateOn = (profile: { kind: TTaxKind; rates: readonly TTaxRateVersion[] }, date: string) =>
  profile.kind === 'exempt' ? 0 : (inForceOn(profile.rates, date)?.components.reduce((sum, c) => sum + c.rateMilliPercent, 0) ?? 0);
