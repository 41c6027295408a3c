// Customer companies: the clients of a security company (directory for the phone, list, editor, billing details).
import { z } from 'zod';
import { ZCfdiReceiver } from './invoicing-settings';
import { LANGUAGES } from '../enums';
import { nonEmptyUpdate, ZAddress, ZId, ZOptionalText, ZPageQuery, ZRequiredText } from './common';
import { STATUS_FILTERS, ZOptionalEmail, ZOptionalPhone } from './companies';

/** Directory item read by the phone (spec section 3 "Other items"). */
export const ZCustomerCompanyDirectoryItem = z.object({
  id: ZId,
  name: z.string(),
  securityCompanyId: ZId,
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TCustomerCompanyDirectoryItem = z.infer<typeof ZCustomerCompanyDirectoryItem>;

export const ZCustomerCompanyDirectoryQuery = z.object({
  /** Platform admins may narrow the directory to one security company. */
  companyId: ZId.optional(),
  /** Inactive customers are left out unless asked for. */
  includeInactive: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});

const ZAddressOut = z.object({
  street: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  zipCode: z.string().nullable().optional(),
});

export const ZBillingDetails = z.object({
  billingName: ZOptionalText(200),
  billingEmail: ZOptionalEmail,
  taxId: ZOptionalText(40),
  paymentTermsDays: z.coerce.number().int().min(0).max(365).nullable().optional(),
  billingAddress: ZAddress.nullable().optional(),
  /** The language of the customer's invoices and statements (null: the company's). */
  invoiceLanguage: z.enum(LANGUAGES).nullable().optional(),
  /** Mexico: the CFDI 4.0 receiver data (regime, fiscal postal code, use, payment form), or null. */
  cfdi: ZCfdiReceiver.nullable().optional(),
});
export type TBillingDetails = z.input<typeof ZBillingDetails>;

/** What the viewer may do with one customer company (customer-companies.policy.ts decides). */
export const ZCustomerCompanyCan = z.object({ update: z.boolean(), deactivate: z.boolean(), activate: z.boolean(), delete: z.boolean() });
export type TCustomerCompanyCan = z.infer<typeof ZCustomerCompanyCan>;

export const ZCustomerCompany = z.object({
  id: ZId,
  companyId: ZId,
  companyName: z.string(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: ZAddressOut.nullable(),
  billing: z.object({
    billingName: z.string().nullable(),
    billingEmail: z.string().nullable(),
    taxId: z.string().nullable(),
    paymentTermsDays: z.number().int().nullable(),
    billingAddress: ZAddressOut.nullable(),
    invoiceLanguage: z.enum(LANGUAGES).nullable(),
    cfdi: ZCfdiReceiver.nullable(),
  }),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZCustomerCompanyCan,
});
export type TCustomerCompany = z.infer<typeof ZCustomerCompany>;

export const ZCustomerCompanyListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(STATUS_FILTERS).default('active'),
  /** Platform admins: one security company; ignored for everyone else. */
  companyId: ZId.optional(),
});
export type TCustomerCompanyListQuery = z.input<typeof ZCustomerCompanyListQuery>;

export const ZCustomerCompanyPage = z.object({ items: z.array(ZCustomerCompany), total: z.number().int() });
export type TCustomerCompanyPage = z.infer<typeof ZCustomerCompanyPage>;

/** Every editable field; the form uses this schema as it is. */
export const ZCustomerCompanyFields = z.object({
  name: ZRequiredText(160),
  contactPerson: ZOptionalText(160),
  phone: ZOptionalPhone,
  email: ZOptionalEmail,
  address: ZAddress.nullable().optional(),
  billing: ZBillingDetails.nullable().optional(),
});
export type TCustomerCompanyFields = z.input<typeof ZCustomerCompanyFields>;

/** POST: platform admins say which security company; everyone else writes into their own. */
export const ZCreateCustomerCompany = ZCustomerCompanyFields.extend({ companyId: ZId.optional() });
export type TCreateCustomerCompany = z.input<typeof ZCreateCustomerCompany>;

/** PUT: only the fields sent change. */
export const ZUpdateCustomerCompany = nonEmptyUpdate(ZCustomerCompanyFields.partial());
export type TUpdateCustomerCompany = z.input<typeof ZUpdateCustomerCompany>;

export const ZCustomerCompanyImpact = z.object({
  activePosts: z.number().int(),
  activeRosters: z.number().int(),
  customerAdmins: z.number().int(),
});
export type TCustomerCompanyImpact = z.infer<typeof ZCustomerCompanyImpact>;
