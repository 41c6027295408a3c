// The invoicing settings form in the API's terms: the employer burden is typed as a percent (20) and sent as basis points
// (2000); the CFDI issuer is sent only when the company says it issues CFDI in Mexico. The shared schema checks the
// result, so its errors land on the fields typed (same names as the server's fieldErrors).
import {
  type TInvoicingSettings,
  type TInvoicingSettingsInput,
  ZInvoicingSettingsInput,
} from '@centinela/shared/contracts/invoicing-settings';
import { z } from 'zod';
import { decimalText, parseDecimal } from './billing';

export type TCfdiIssuerFormValues = { rfc: string; name: string; taxRegime: string; postalCode: string; certificateNumber: string };

export type TSettingsFormValues = {
  invoicePrefix: string;
  creditNotePrefix: string;
  /** The percent as typed ('20', '22,5'), named as the API field so that its error lands here. */
  employerBurdenBp: string;
  incomeAccount: string;
  taxAccount: string;
  receivableAccount: string;
  hasCfdiIssuer: boolean;
  cfdiIssuer: TCfdiIssuerFormValues;
  cfdiProductCode: string;
};

/** '22.5' → 2250 basis points; empty → 0; not a number → NaN (the schema's "between 0 % and 100 %"). */
export const basisPointsOf = (text: string) => {
  const value = parseDecimal(text);
  return value === null ? 0 : Number.isNaN(value) ? Number.NaN : Math.round(value * 100);
};

export const settingsBody = (v: TSettingsFormValues): TInvoicingSettingsInput => ({
  invoicePrefix: v.invoicePrefix.trim().toUpperCase(),
  creditNotePrefix: v.creditNotePrefix.trim().toUpperCase(),
  employerBurdenBp: basisPointsOf(v.employerBurdenBp),
  incomeAccount: v.incomeAccount,
  taxAccount: v.taxAccount,
  receivableAccount: v.receivableAccount,
  cfdiIssuer: v.hasCfdiIssuer ? (v.cfdiIssuer as NonNullable<TInvoicingSettingsInput['cfdiIssuer']>) : null,
  cfdiProductCode: v.cfdiProductCode,
});

export const ZSettingsForm = z.preprocess((values: TSettingsFormValues) => settingsBody(values), ZInvoicingSettingsInput);

export const settingsFormValues = (s: TInvoicingSettings | undefined): TSettingsFormValues => ({
  invoicePrefix: s?.invoicePrefix ?? 'F',
  creditNotePrefix: s?.creditNotePrefix ?? 'NC',
  employerBurdenBp: decimalText(s?.employerBurdenBp ?? 0, 100),
  incomeAccount: s?.incomeAccount ?? '',
  taxAccount: s?.taxAccount ?? '',
  receivableAccount: s?.receivableAccount ?? '',
  hasCfdiIssuer: Boolean(s?.cfdiIssuer),
  cfdiIssuer: {
    rfc: s?.cfdiIssuer?.rfc ?? '',
    name: s?.cfdiIssuer?.name ?? '',
    taxRegime: s?.cfdiIssuer?.taxRegime ?? '',
    postalCode: s?.cfdiIssuer?.postalCode ?? '',
    certificateNumber: s?.cfdiIssuer?.certificateNumber ?? '',
  },
  cfdiProductCode: s?.cfdiProductCode ?? '92121504',
});

/** What the series' next number looks like: prefix-year-0001 ("F-2026-0001"); the prefix as it will be saved. */
export const numberPreview = (prefix: string, year: string) => `${prefix.trim().toUpperCase() || '?'}-${year}-0001`;
