// A company's invoicing settings (issue 30): the prefixes of its invoice and credit-note series (the number is
// prefix-year-counter), the employer burden the financial reports add to pay (taxes, insurance, benefits as a percent
// of gross pay), the accounts its accounting exports name, and — in Mexico — the CFDI 4.0 issuer: RFC, name as
// registered, tax regime (c_RegimenFiscal) and the postal code the invoices are issued at (LugarExpedicion).
import { z } from 'zod';
import { ZOptionalText } from './common';

export const INVOICING_SETTINGS_MESSAGES = {
  prefixInvalid: 'invoicingPayments:validation.prefixInvalid',
  burdenRange: 'invoicingPayments:validation.burdenRange',
  rfcInvalid: 'invoicingPayments:validation.rfcInvalid',
  postalCodeInvalid: 'invoicingPayments:validation.postalCodeInvalid',
  taxRegimeInvalid: 'invoicingPayments:validation.taxRegimeInvalid',
  productCodeInvalid: 'invoicingPayments:validation.productCodeInvalid',
  certificateNumberInvalid: 'invoicingPayments:validation.certificateNumberInvalid',
} as const;
const M = INVOICING_SETTINGS_MESSAGES;

/** SAT's RFC: 3 (company) or 4 (person) letters incl. Ñ and &, the date yymmdd, 3 characters of homoclave. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
/** c_RegimenFiscal: the regimes a company or person issuing or receiving a CFDI 4.0 may have (SAT catalogue). */
export const CFDI_TAX_REGIMES = [
  '601',
  '603',
  '605',
  '606',
  '607',
  '608',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
] as const;

const ZPrefix = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,6}$/, { message: M.prefixInvalid });

export const ZRfc = z.string().trim().toUpperCase().regex(RFC_PATTERN, { message: M.rfcInvalid });
export const ZCfdiPostalCode = z
  .string()
  .trim()
  .regex(/^[0-9]{5}$/, { message: M.postalCodeInvalid });
export const ZCfdiTaxRegime = z.enum(CFDI_TAX_REGIMES, { message: M.taxRegimeInvalid });

export const ZCfdiIssuer = z.object({
  rfc: ZRfc,
  /** The name as registered with SAT (constancia de situación fiscal), without the company form (S.A. de C.V.). */
  name: z.string().trim().min(1, { message: 'invoicingPayments:validation.nameRequired' }).max(254),
  taxRegime: ZCfdiTaxRegime,
  postalCode: ZCfdiPostalCode,
  /** The 20-digit number of the CSD (certificado de sello digital) the XML will be sealed with; the sealing fills Sello and Certificado. */
  certificateNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{20}$/, { message: M.certificateNumberInvalid }),
});
export type TCfdiIssuer = z.infer<typeof ZCfdiIssuer>;

export const ZInvoicingSettingsInput = z.object({
  invoicePrefix: ZPrefix.default('F'),
  creditNotePrefix: ZPrefix.default('NC'),
  /** Basis points of gross pay (2000 = 20 %), 0 … 100 %. */
  employerBurdenBp: z
    .number({ message: M.burdenRange })
    .int({ message: M.burdenRange })
    .min(0, { message: M.burdenRange })
    .max(10_000, { message: M.burdenRange })
    .default(0),
  incomeAccount: ZOptionalText(100),
  taxAccount: ZOptionalText(100),
  receivableAccount: ZOptionalText(100),
  cfdiIssuer: ZCfdiIssuer.nullable().default(null),
  /** c_ClaveProdServ of guard services: 92121504 "Servicios de guardias de seguridad" (92121500 family). */
  cfdiProductCode: z
    .string()
    .trim()
    .regex(/^[0-9]{8}$/, { message: M.productCodeInvalid })
    .default('92121504'),
});
export type TInvoicingSettingsInput = z.input<typeof ZInvoicingSettingsInput>;
export type TInvoicingSettingsInputParsed = z.output<typeof ZInvoicingSettingsInput>;

export const ZInvoicingSettings = z.object({
  invoicePrefix: z.string(),
  creditNotePrefix: z.string(),
  employerBurdenBp: z.number().int(),
  incomeAccount: z.string().nullable(),
  taxAccount: z.string().nullable(),
  receivableAccount: z.string().nullable(),
  cfdiIssuer: ZCfdiIssuer.nullable(),
  cfdiProductCode: z.string(),
});
export type TInvoicingSettings = z.infer<typeof ZInvoicingSettings>;

/** c_UsoCFDI: what the receiver uses the invoice for (a company buying guard services: G03, gastos en general). */
export const CFDI_USES = [
  'G01',
  'G02',
  'G03',
  'I01',
  'I02',
  'I03',
  'I04',
  'I05',
  'I06',
  'I07',
  'I08',
  'D01',
  'D02',
  'D03',
  'D04',
  'D05',
  'D06',
  'D07',
  'D08',
  'D09',
  'D10',
  'S01',
  'CP01',
  'CN01',
] as const;
/** c_FormaPago: how the receiver pays (99 "por definir" goes with PPD, payment in instalments or later). */
export const CFDI_PAYMENT_FORMS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '08',
  '12',
  '13',
  '14',
  '15',
  '17',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '99',
] as const;

/** A Mexican customer's CFDI 4.0 receiver data (its RFC and registered name are the billing tax id and name). */
export const ZCfdiReceiver = z.object({
  taxRegime: ZCfdiTaxRegime,
  postalCode: ZCfdiPostalCode,
  cfdiUse: z.enum(CFDI_USES).default('G03'),
  /** The payment form when paid at once (PUE); an invoice on credit is PPD with form 99. */
  paymentForm: z.enum(CFDI_PAYMENT_FORMS).default('03'),
});
export type TCfdiReceiver = z.infer<typeof ZCfdiReceiver>;
