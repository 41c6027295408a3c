// United States rule sets (decision 0021): federal (FLSA) and California. Days are cycles from midnight, or from the
// employer-chosen workday start in California (Lab. Code 500(a)); workweeks are fixed 168-hour periods.
import {
  bands,
  layOnTime,
  piece,
  type TDayContext,
  type TPremium,
  type TRuleEnv,
  type TRuleOutput,
  weeklyLimit,
} from './payroll-hours.pieces';
import { minutesOf, workedIntervals } from './payroll-hours.time';

/** The law's weekly limit, or the profile type's when it is lower (a contract may pay overtime sooner, never later). */
const weeklyOf = (env: TRuleEnv, legal: number) => Math.min(legal, env.options.weeklyThresholdMinutes ?? legal);

const weeklyRule = (prefix: string, limit: number) =>
  limit === 2400
    ? { rule: `${prefix}.weekly_over_40`, params: { hours: 40 } }
    : { rule: `${prefix}.weekly_over_contract`, params: { hours: limit / 60 } };

/** 29 U.S.C. § 207(a)(1): over 40 hours in the workweek at 1.5× the regular rate; no daily overtime. */
export const usFlsa = (days: TDayContext[], env: TRuleEnv): TRuleOutput => {
  const timed = days.flatMap((d) => layOnTime(d.day, d.index, piece(d.worked, 'regular', 'us-flsa.regular', { hours: 40 })));
  const limit = weeklyOf(env, 2400);
  return { timed: weeklyLimit(timed, env.weekOfTimed, limit, { category: 'overtime_150', ...weeklyRule('us-flsa', limit) }), premiums: [] };
};

/**
 * California meal periods (Lab. Code 512; IWC Order 4 § 11): a meal of 30 minutes starting by the end of the 5th
 * hour when the workday is over 5 h (waivable by mutual consent up to 6 h), a second before the end of the 10th
 * hour when over 10 h (waivable up to 12 h when the first was taken). A missed, short or late meal: one additional
 * hour of pay at the regular rate, at most one per workday (226.7(c)). Only when the meal's start is known.
 */
const caMealPremium = (d: TDayContext, env: TRuleEnv): TPremium[] => {
  for (const [entryIndex, dayIndex] of env.entryFirstDay) {
    if (dayIndex !== d.index) continue;
    const entry = env.entries[entryIndex];
    if (entry.mealStartMinute === undefined) continue;
    const meal = entry.breakMinutes ?? 0;
    // A break under 30 minutes is time worked (IWC Order 4 § 11(C)) — and a short meal.
    const worked = minutesOf(workedIntervals(meal < 30 ? { ...entry, breakMinutes: 0 } : entry, entryIndex));
    const firstMissed = worked > 300 && !(worked <= 360 && meal === 0) && (meal < 30 || entry.mealStartMinute > 300);
    const secondMissed = worked > 720;
    if (firstMissed || secondMissed) {
      return [
        {
          day: d.index,
          minutes: 60,
          category: 'meal_penalty',
          rule: firstMissed ? 'us-ca.meal_premium' : 'us-ca.second_meal_premium',
          params: { hours: 1 },
        },
      ];
    }
  }
  return [];
};

/**
 * California Labor Code § 510: 1.5× over 8 h in the workday and over 40 h in the workweek, and for the first 8 h of
 * the 7th consecutive workday of the workweek; 2× over 12 h in the workday and over 8 h on that 7th day.
 */
export const usCa = (days: TDayContext[], env: TRuleEnv): TRuleOutput => {
  const daily = Math.min(480, env.options.dailyThresholdMinutes ?? 480);
  const timed = days.flatMap((d) =>
    layOnTime(
      d.day,
      d.index,
      d.consecutive === 7
        ? bands(d.worked, [
            [480, 'overtime_150', 'us-ca.seventh_day_first_8', { hours: 8 }],
            [Number.POSITIVE_INFINITY, 'overtime_200', 'us-ca.seventh_day_over_8', { hours: 8 }],
          ])
        : bands(d.worked, [
            [daily, 'regular', 'us-ca.regular', { hours: daily / 60 }],
            [720, 'overtime_150', daily === 480 ? 'us-ca.daily_over_8' : 'us-ca.daily_over_contract', { hours: daily / 60 }],
            [Number.POSITIVE_INFINITY, 'overtime_200', 'us-ca.daily_over_12', { hours: 12 }],
          ]),
    ),
  );
  const limit = weeklyOf(env, 2400);
  return {
    timed: weeklyLimit(timed, env.weekOfTimed, limit, { category: 'overtime_150', ...weeklyRule('us-ca', limit) }),
    premiums: days.flatMap((d) => caMealPremium(d, env)),
  };
};
