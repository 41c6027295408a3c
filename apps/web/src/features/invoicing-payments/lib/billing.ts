// The editors' units against the API's: a person types a factor (1.5), hours (4) and percents (10.5); the API holds
// hundredths (150), minutes (240) and thousandths of a percent (10500). The form schemas convert what was typed and
// validate it with the shared schemas (ZRateCardInput, ZTaxProfileInput), so a field error lands on the field typed —
// the same field names the server's fieldErrors use.
import { numberLocaleOf } from '@centinela/shared';
import type { TTaxComponentRounding, TTaxRounding } from '@centinela/shared/rules/invoice-tax';
import {
  type TBillingCycle,
  type TBillingRoundingMode,
  type THolidayBilling,
  type TOvertimeBilling,
  type TRateCard,
  type TRateCardInput,
  type TTaxKind,
  type TTaxProfile,
  type TTaxProfileInput,
  ZRateCardInput,
  ZTaxProfileInput,
} from '@centinela/shared/contracts/invoicing-payments';
import { z } from 'zod';

/** A decimal typed the way our users write it ('1.5', '1,5'); null when empty, NaN when it is not a number. */
export const parseDecimal = (text: string | null | undefined): number | null => {
  const plain = (text ?? '').trim().replace(',', '.');
  if (plain === '') return null;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
};

const scaled = (text: string | null | undefined, by: number): number | null => {
  const value = parseDecimal(text);
  return value === null || Number.isNaN(value) ? value : Math.round(value * by);
};

/** 1.5 → 150 (hundredths). */
export const hundredthsOf = (text: string | null | undefined) => scaled(text, 100);
/** 10.5 (%) → 10500 (thousandths of a percent). */
export const thousandthsOf = (text: string | null | undefined) => scaled(text, 1000);
/** 4 (hours) → 240 (minutes). */
export const minutesOf = (text: string | null | undefined) => scaled(text, 60);

/** Back to the text a person edits: decimalText(150, 100) → '1.5'; '' for none. */
export const decimalText = (value: number | null | undefined, divisor: number): string =>
  value === null || value === undefined ? '' : String(Number((value / divisor).toFixed(3)));

/** A factor in hundredths as the reader writes it: 150 → '1.5'. */
export const formatFactor = (hundredths: number, language: string) =>
  new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 2 }).format(hundredths / 100);

/** A rate in thousandths of a percent, up to 3 decimals: 11500 → '11.5%'. */
export const formatPercent = (thousandths: number, language: string) =>
  new Intl.NumberFormat(numberLocaleOf(language), { style: 'percent', maximumFractionDigits: 3 }).format(thousandths / 100_000);

/** Hours of a number of minutes, as the reader writes them: 90 → '1.5'. */
export const formatHours = (minutes: number, language: string) =>
  new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 2 }).format(minutes / 60);

// Rate cards ----------------------------------------------------------------------------------------------------------

type TMoneyField = number | string | null;

/** What the rate card editor holds: selects and decimals as typed text, money as cents (or the text that did not parse). */
export type TRateCardFormValues = {
  customerCompanyId: string;
  postId: string;
  rank: string;
  fromDate: string;
  billRateCents: TMoneyField;
  overtimeBilling: TOvertimeBilling;
  overtimeFactor: string;
  overtimeRateCents: TMoneyField;
  holidayBilling: THolidayBilling;
  holidayFactor: string;
  holidayRateCents: TMoneyField;
  /** Typed in hours; sent as minutes under the same name (the server's field error lands here). */
  minimumMinutes: string;
  roundingMinutes: string;
  roundingMode: TBillingRoundingMode;
  paymentTermsDays: string;
  poNumber: string;
  billingCycle: TBillingCycle;
  taxProfileId: string;
  notes: string;
};

const usesFactor = (billing: string) => billing === 'factor' || billing === 'pass_through';

/** The API body of the editor's values: factors in hundredths, hours in minutes; a hidden field is sent as null. */
export const rateCardBody = (v: TRateCardFormValues): TRateCardInput => ({
  customerCompanyId: v.customerCompanyId,
  postId: v.postId || null,
  rank: (v.rank || null) as TRateCardInput['rank'],
  fromDate: v.fromDate,
  // No amount reads as 0, which the schema words as "enter a bill rate greater than 0".
  billRateCents: (v.billRateCents ?? 0) as number,
  overtimeBilling: v.overtimeBilling,
  overtimeFactor: usesFactor(v.overtimeBilling) ? hundredthsOf(v.overtimeFactor) : null,
  overtimeRateCents: v.overtimeBilling === 'flat' ? (v.overtimeRateCents as number | null) : null,
  holidayBilling: v.holidayBilling,
  holidayFactor: v.holidayBilling === 'factor' ? hundredthsOf(v.holidayFactor) : null,
  holidayRateCents: v.holidayBilling === 'flat' ? (v.holidayRateCents as number | null) : null,
  minimumMinutes: minutesOf(v.minimumMinutes) ?? 0,
  roundingMinutes: Number(v.roundingMinutes),
  roundingMode: v.roundingMode,
  paymentTermsDays: Number(v.paymentTermsDays),
  poNumber: v.poNumber,
  billingCycle: v.billingCycle,
  taxProfileId: v.taxProfileId || null,
  notes: v.notes,
});

/** The editor's schema: what was typed, converted, then checked by the shared schema. */
export const ZRateCardForm = z.preprocess((values: TRateCardFormValues) => rateCardBody(values), ZRateCardInput);

/** The editor's starting values: the card's, or a new card's from today (1.5× overtime and holidays, net 30, monthly). */
export const rateCardFormValues = (card: TRateCard | undefined, today: string): TRateCardFormValues => ({
  customerCompanyId: card?.customerCompanyId ?? '',
  postId: card?.postId ?? '',
  rank: card?.rank ?? '',
  fromDate: card?.fromDate ?? today,
  billRateCents: card?.billRateCents ?? null,
  overtimeBilling: card?.overtimeBilling ?? 'factor',
  overtimeFactor: card ? decimalText(card.overtimeFactor, 100) || '1.5' : '1.5',
  overtimeRateCents: card?.overtimeRateCents ?? null,
  holidayBilling: card?.holidayBilling ?? 'factor',
  holidayFactor: card ? decimalText(card.holidayFactor, 100) || '1.5' : '1.5',
  holidayRateCents: card?.holidayRateCents ?? null,
  minimumMinutes: card?.minimumMinutes ? decimalText(card.minimumMinutes, 60) : '',
  roundingMinutes: String(card?.roundingMinutes ?? 0),
  roundingMode: card?.roundingMode ?? 'nearest',
  paymentTermsDays: String(card?.paymentTermsDays ?? 30),
  poNumber: card?.poNumber ?? '',
  billingCycle: card?.billingCycle ?? 'monthly',
  taxProfileId: card?.taxProfileId ?? '',
  notes: card?.notes ?? '',
});

/** The post's pay rate is at or above the bill rate typed (billed at a loss). */
export const isPayAtOrAboveBill = (payRateCents: number | null | undefined, billRateCents: unknown) =>
  typeof payRateCents === 'number' && typeof billRateCents === 'number' && billRateCents > 0 && payRateCents >= billRateCents;

// Tax profiles ---------------------------------------------------------------------------------------------------------

/** `rateMilliPercent` holds the percent as typed ('10.5'), named as the API field so that schema errors land on it. */
export type TTaxComponentFormValues = { label: string; rateMilliPercent: string };
export type TTaxRateFormValues = { fromDate: string; components: TTaxComponentFormValues[] };

/** What the tax profile editor holds: percents as typed text. */
export type TTaxFormValues = {
  name: string;
  kind: TTaxKind;
  jurisdiction: string;
  exemptionCertificate: string;
  rates: TTaxRateFormValues[];
  /** '': the kind's reading (rules/invoice-tax.ts). */
  rounding: TTaxRounding | '';
  componentRounding: TTaxComponentRounding | '';
};

/** The API body: percents in thousandths; an exempt profile carries its certificate and no rates, the others no certificate. */
export const taxProfileBody = (v: TTaxFormValues): TTaxProfileInput => ({
  name: v.name,
  kind: v.kind,
  jurisdiction: v.jurisdiction,
  exemptionCertificate: v.kind === 'exempt' ? v.exemptionCertificate : null,
  rounding: v.rounding || undefined,
  componentRounding: v.componentRounding || undefined,
  rates:
    v.kind === 'exempt'
      ? []
      : v.rates.map((r) => ({
          fromDate: r.fromDate,
          components: r.components.map((c) => ({ label: c.label, rateMilliPercent: thousandthsOf(c.rateMilliPercent) as number })),
        })),
});

export const ZTaxProfileForm = z.preprocess((values: TTaxFormValues) => taxProfileBody(values), ZTaxProfileInput);

export const emptyTaxComponent = (): TTaxComponentFormValues => ({ label: '', rateMilliPercent: '' });

/** The editor's starting values: the profile's, or a new one with one rate from today. */
export const taxFormValues = (profile: TTaxProfile | undefined, today: string): TTaxFormValues => ({
  name: profile?.name ?? '',
  kind: profile?.kind ?? 'pr_ivu',
  jurisdiction: profile?.jurisdiction ?? '',
  exemptionCertificate: profile?.exemptionCertificate ?? '',
  rounding: profile?.rounding ?? '',
  componentRounding: profile?.componentRounding ?? '',
  rates:
    profile && profile.rates.length > 0
      ? profile.rates.map((r) => ({
          fromDate: r.fromDate,
          components: r.components.map((c) => ({ label: c.label, rateMilliPercent: decimalText(c.rateMilliPercent, 1000) })),
        }))
      : [{ fromDate: today, components: [emptyTaxComponent()] }],
});

/** The total of a rate version as typed (thousandths), for the editor's running total; null while a percent is not a number. */
export const typedTotal = (components: readonly TTaxComponentFormValues[]): number | null => {
  let total = 0;
  for (const c of components) {
    const rate = thousandthsOf(c.rateMilliPercent);
    if (rate === null) continue;
    if (Number.isNaN(rate)) return null;
    total += rate;
  }
  return total;
};
