// The country a company's phone numbers are read in (decision 0024): every service that stores or looks up a typed phone
// number (company, customer companies, SMS line and messages, emergency directory) reads it through here.
import { phoneCountryOf, phoneDigits, type TPhoneCountry } from '@centinela/shared/rules/phone';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

/** The company's address country, else its time zone's, else US (phoneCountryOf). */
export const companyPhoneCountry = async (db: TDbOrTx, companyId: string): Promise<TPhoneCountry> => {
  const [row] = await db
    .select({ address: companies.address, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return phoneCountryOf({ country: row?.address?.country, timeZone: row?.timeZone });
};

/**
 * The companies whose SMS line is this number, by digits — the expression of the line's unique index (migration 0050):
 * one owns it; none, or (defensively) two, name no one. Inbound webhooks and line claims (modules/sms/sms-line.ts).
 */
export const companiesOfLine = async (db: TDbOrTx, phone: string): Promise<string[]> => {
  const digits = phoneDigits(phone);
  if (digits.length < 7) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`regexp_replace(${companies.smsLine}, '[^0-9]', '', 'g') = ${digits}`)
    .orderBy(companies.id)
    .limit(2);
  return rows.map((row) => row.id);
};
