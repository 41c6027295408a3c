// Expiry thresholds shared by the document producers (guard documents, vehicle documents): the company's lead times
// (default 90/60/30/7 days) and which one a document is in.
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

/** The threshold a document is in: 'expired', the smallest lead time ≥ its days left, or null (not yet). */
export const thresholdOf = (daysLeft: number, leadDays: readonly number[]): 'expired' | number | null => {
  if (daysLeft < 0) return 'expired';
  const inside = leadDays.filter((d) => daysLeft <= d);
  return inside.length ? Math.min(...inside) : null;
};

/** A document's notification priority by the days left: expired or within a week high, within 30 days medium. */
export const expiryPriorityOf = (daysLeft: number) => (daysLeft <= 7 ? 'high' : daysLeft <= 30 ? 'medium' : 'low');

/** The company's lead days as stored, or the defaults when unset or invalid. */
export const validLeadDays = (value: unknown): number[] => {
  const days = Array.isArray(value) ? value.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 365) : [];
  return days.length ? days : [90, 60, 30, 7];
};

/** The company's lead days (/settings/general), read inside the caller's transaction. */
export const companyLeadDays = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db.select({ days: companies.documentExpiryAlertDays }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return validLeadDays(row?.days);
};
