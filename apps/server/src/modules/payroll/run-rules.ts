// What the overtime engine needs per guard in a pay run (decision 0021): the rule set and options of the guard's payroll
// profile type (no type or no rule set → the company's country's: PR → pr, MX → mx, else us-flsa), the company's readings
// of unsettled law (payroll settings), the guard's own rest day (Mexico) and hire date, and the holidays of the rule
// set's country — a guard paid under Mexican rules gets Mexico's holidays in a company based in Puerto Rico; the company's
// own edits apply to its own country's calendar. Loaded once per run, not per guard.
import { ruleInputOfProfileType } from '@centinela/shared/contracts/payroll';
import type { TPayrollSettings } from '@centinela/shared/contracts/payroll-runs';
import { defaultRuleSetOf, holidayCountryOf, type THolidayCountry } from '@centinela/shared/rules/holidays';
import type { TRuleOptions, TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, payrollProfileTypes } from '../../db/schema';
import { companyHolidayDates } from './payroll-hours.service';

export type TGuardRules = { ruleSet: TRuleSetId; options: TRuleOptions; hireDate: string | null; holidays: string[] };

/** The country whose holidays a rule set follows. */
export const holidayCountryOfRuleSet = (ruleSet: TRuleSetId): THolidayCountry => (ruleSet === 'pr' ? 'PR' : ruleSet === 'mx' ? 'MX' : 'US');

/** The company's readings of unsettled law, as engine options (decision 0021). */
export const companyRuleOptions = (settings: TPayrollSettings): TRuleOptions => ({
  flsaCovered: settings.flsaCovered,
  prPre2017Day: settings.prPre2017Day,
  mealPenaltyReading: settings.mealPenaltyReading,
  mxSundayReading: settings.mxSundayReading,
});

export const loadRunRules = async (
  db: TDbOrTx,
  { companyId, from, to, settings }: { companyId: string; from: string; to: string; settings: TPayrollSettings },
) => {
  const [[company], types] = await Promise.all([
    db.select({ address: companies.address }).from(companies).where(eq(companies.id, companyId)),
    db.select().from(payrollProfileTypes).where(eq(payrollProfileTypes.companyId, companyId)),
  ]);
  const fallback = defaultRuleSetOf(holidayCountryOf(company?.address?.country));
  const byType = new Map(
    types.map((type) => {
      const { ruleSet, options } = ruleInputOfProfileType({ ...type, ruleSet: type.ruleSet ?? fallback });
      return [type.id, { ruleSet, options }];
    }),
  );
  const ruleSets = new Set<TRuleSetId>([fallback, ...[...byType.values()].map((r) => r.ruleSet)]);
  const countries = [...new Set([...ruleSets].map(holidayCountryOfRuleSet))];
  const holidays = new Map(
    await Promise.all(countries.map(async (c) => [c, await companyHolidayDates(db, companyId, from, to, c)] as const)),
  );
  const base = companyRuleOptions(settings);
  return (guard: { payrollProfileTypeId: string | null; employmentStartDate: string | null; restDay?: number | null }): TGuardRules => {
    const rules = (guard.payrollProfileTypeId && byType.get(guard.payrollProfileTypeId)) || { ruleSet: fallback, options: {} };
    const options: TRuleOptions = {
      ...base,
      ...rules.options,
      ...(guard.restDay !== null && guard.restDay !== undefined ? { restDay: guard.restDay } : {}),
    };
    return {
      ruleSet: rules.ruleSet,
      options,
      hireDate: guard.employmentStartDate,
      holidays: holidays.get(holidayCountryOfRuleSet(rules.ruleSet)) ?? [],
    };
  };
};
