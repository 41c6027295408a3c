// Puerto Rico (decision 0021): Law 379 of 1948 as amended by Law 4-2017 (29 LPRA 271 et seq.).
// - The day: a calendar day, or a fixed 24-hour cycle the employer notified in writing (29 LPRA 273(a)); guards hired
//   before 26 Jan 2017 keep the "24 consecutive hours" window only if the company reads art. 1.2 that way.
// - The workweek: 168 hours from Monday 12:01 a.m. unless the employer notified another start (29 LPRA 273a).
// - Overtime 1.5× over 8 h a day (10 h in an agreed alternate week) and 40 h a week, and on the 7th consecutive day.
//   Pre-2017 hires: 2× daily and on the day of rest (Law 289); weekly 2×, but 1.5× for an FLSA-covered employer.
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
import type { TPayCategory, TRuleOptions, TWorkEntry } from './payroll-hours.types';

/** Puerto Rico meal period (29 LPRA 283): minutes by default, and with the guards' 20-minute agreement. */
export const PR_MEAL_MINUTES = 60;
export const PR_SHORT_MEAL_MINUTES = 20;

/** The meal penalty's rate: the company's, else time and a half (2× for pre-2017 hires). */
export const prMealPercent = (options: TRuleOptions, preReform: boolean) => options.mealPenaltyPercent ?? (preReform ? 200 : 150);

/** Meal periods (29 LPRA 283), per entry whose meal start is known: the penalty minutes and why. */
const mealPenalties = (entry: TWorkEntry, worked: number, options: TRuleOptions, preReform: boolean) => {
  if (entry.mealStartMinute === undefined) return [];
  const meal = entry.breakMinutes ?? 0;
  const required = options.shortMealAgreement ? PR_SHORT_MEAL_MINUTES : PR_MEAL_MINUTES;
  const percent = prMealPercent(options, preReform);
  const out = [];
  if (worked > 360) {
    if (meal === 0) out.push(...piece(required, 'meal_penalty', 'pr.meal_missing', { minutes: required, percent }));
    else {
      const late = Math.min(required, Math.max(0, entry.mealStartMinute - 300));
      const short = Math.max(0, required - meal);
      if (late >= short) out.push(...piece(late, 'meal_penalty', 'pr.meal_late', { hours: 5, percent }));
      else out.push(...piece(short, 'meal_penalty', 'pr.meal_short', { minutes: required, percent }));
    }
  }
  // A second meal for days over 10 h, waivable when the day is at most 12 h and the first meal was taken.
  if (worked > 720 || (worked > 600 && meal === 0)) {
    out.push(...piece(required, 'meal_penalty', 'pr.second_meal_missing', { hours: 10, percent }));
  }
  return out;
};

export const pr = (days: TDayContext[], env: TRuleEnv): TRuleOutput => {
  const { options, preReform } = env;
  const suffix = preReform ? '_pre_2017' : '';
  const dailyRate: TPayCategory = preReform ? 'overtime_200' : 'overtime_150';
  const flsa = options.flsaCovered ?? true;
  const weeklyRate: TPayCategory = preReform && !flsa ? 'overtime_200' : 'overtime_150';
  const daily = options.alternateWeek && !preReform ? 600 : Math.min(480, options.dailyThresholdMinutes ?? 480);
  const dailyRule =
    daily === 600 ? 'pr.daily_over_10_alternate_week' : daily === 480 ? `pr.daily_over_8${suffix}` : `pr.daily_over_contract${suffix}`;
  const timed = days.flatMap((d) =>
    layOnTime(
      d.day,
      d.index,
      d.consecutive === 7
        ? piece(d.worked, dailyRate, `pr.seventh_day${suffix}`, { days: 7 })
        : bands(d.worked, [
            [daily, 'regular', 'pr.regular', { hours: daily / 60 }],
            [Number.POSITIVE_INFINITY, dailyRate, dailyRule, { hours: daily / 60 }],
          ]),
    ),
  );
  const limit = Math.min(2400, options.weeklyThresholdMinutes ?? 2400);
  const weeklyRule = preReform ? (flsa ? 'pr.weekly_over_40_pre_2017_flsa' : 'pr.weekly_over_40_pre_2017') : 'pr.weekly_over_40';
  const premiums: TPremium[] = [];
  for (const [entryIndex, day] of env.entryFirstDay) {
    const entry = env.entries[entryIndex];
    const worked = minutesOf(workedIntervals(entry, entryIndex));
    for (const p of mealPenalties(entry, worked, options, preReform)) premiums.push({ day, ...p });
  }
  return {
    timed: weeklyLimit(timed, env.weekOfTimed, limit, { category: weeklyRate, rule: weeklyRule, params: { hours: limit / 60 } }),
    premiums,
  };
};
