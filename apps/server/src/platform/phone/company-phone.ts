// The country a company's phone numbers are read in (decision 0024): every service that stores or looks up a typed phone
// number (company, customer companies, SMS line and messages, emergency directory) reads it through here.
import { phoneCountryOf, type TPhoneCountry } from '@centinela/shared/rules/phone';
import { eq } from 'drizzle-orm';
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
