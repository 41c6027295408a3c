// Small reads of a security company's settings that other modules need inside their own transactions.
import { DEFAULT_TIME_ZONE, todayIn } from '@centinela/shared';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

/** The company's time zone (its "today", its wall clock); the platform default when the company is unknown. */
export const companyTimeZone = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
};

/** The company's today ('yyyy-MM-dd') in its time zone. */
export const companyToday = async (db: TDbOrTx, companyId: string) => todayIn(await companyTimeZone(db, companyId));
