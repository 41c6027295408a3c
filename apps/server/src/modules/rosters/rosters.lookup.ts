// Small lookups the rosters services share: a post in the actor's scope, a company's scheduling rules.
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { NotFound } from '../../platform/errors';

export { findPostInScope } from '../posts/posts.service';

export type TCompanyRules = { minRestHours: number; timeZone: string; weekStart: number };

export const getCompanyRules = async (db: TDbOrTx, companyId: string): Promise<TCompanyRules> => {
  const [row] = await db
    .select({ minRestHours: companies.minRestHours, timeZone: companies.timeZone, weekStart: companies.weekStart })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw NotFound('company');
  return row;
};
