// What the overtime engine needs per guard in a pay run: the rule set and options of the guard's payroll profile type
// (part A's columns; no type or no rule set → the company's country's: PR → pr, MX → mx, else us-flsa), the guard's hire
// date (the user's employment start date) and the company's holiday calendar over the period (part A's
// companyHolidayDates). Loaded once per run, not per guard.
import { ruleInputOfProfileType } from '@centinela/shared/contracts/payroll';
import { defaultRuleSetOf, holidayCountryOf } from '@centinela/shared/rules/holidays';
import type { TRuleOptions, TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, payrollProfileTypes } from '../../db/schema';
import { companyHolidayDates } from './payroll-hours.service';

export type TGuardRules = { ruleSet: TRuleSetId; options: TRuleOptions; hireDate: string | null; holidays: string[] };

export const loadRunRules = async (db: TDbOrTx, { companyId, from, to }: { companyId: string; from: string; to: string }) => {
  const [[company], types, holidays] = await Promise.all([
    db.select({ address: companies.address }).from(companies).where(eq(companies.id, companyId)),
    db.select().from(payrollProfileTypes).where(eq(payrollProfileTypes.companyId, companyId)),
    companyHolidayDates(db, companyId, from, to),
  ]);
  const fallback = defaultRuleSetOf(holidayCountryOf(company?.address?.country));
  const byType = new Map(
    types.map((type) => {
      const { ruleSet, options } = ruleInputOfProfileType({ ...type, ruleSet: type.ruleSet ?? fallback });
      return [type.id, { ruleSet, options }];
    }),
  );
  return (guard: { payrollProfileTypeId: string | null; employmentStartDate: string | null }): TGuardRules => {
    const rules = (guard.payrollProfileTypeId && byType.get(guard.payrollProfileTypeId)) || { ruleSet: fallback, options: {} };
    return { ...rules, hireDate: guard.employmentStartDate, holidays };
  };
};
