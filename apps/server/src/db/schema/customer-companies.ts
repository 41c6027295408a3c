// Customer companies: the clients of a security company.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, type TAddressColumn, updatedAt } from './_columns';
import { companies } from './companies';

export type TBillingDetails = {
  billingName?: string | null;
  billingEmail?: string | null;
  taxId?: string | null;
  paymentTermsDays?: number | null;
  billingAddress?: TAddressColumn | null;
  /** The language of the customer's invoices and statements (absent: the company's). */
  invoiceLanguage?: 'es' | 'en' | null;
  /** Mexico: CFDI 4.0 receiver data (contracts/invoicing-settings.ts ZCfdiReceiver). */
  cfdi?: { taxRegime: string; postalCode: string; cfdiUse: string; paymentForm: string } | null;
};

export const customerCompanies = pgTable(
  'customer_companies',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: jsonb('address').$type<TAddressColumn>(),
    billing: jsonb('billing').$type<TBillingDetails>(),
    isActive: boolean('is_active').notNull().default(true),
    /** Folded name, contact, e-mail and phone (as written and its digits): the list's search (decision 0023). */
    searchText: searchTextColumn('name', 'contact_person', 'email', 'phone', "regexp_replace(phone, '[^0-9]', '', 'g')"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_companies_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('customer_companies_company_idx').on(t.companyId),
  ],
);
