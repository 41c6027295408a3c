// Money of the overtime engine (decision 0021): the regular rate per workweek and each category's cents.
// - Straight time: every worked minute at its own rate (the post's pay rate in force that day, else the wage).
// - The regular rate of a workweek (29 CFR 778.109–.115): straight time + differentials (shift, hazard, night;
//   778.207(b)) + non-discretionary bonuses (778.208–.210), divided by all hours worked — a weighted average when
//   the week has two rates; or, by agreement, the rate of the hour worked (778.419).
// - Overtime pays its straight time plus (multiplier − 100 %) of the regular rate; premiums pay their percent of it
//   (Mexico's Sunday 25 % of the ordinary day, rest day and holiday 200 %; California's meal premium one hour,
//   Lab. Code 226.7; Puerto Rico's meal period worked at the company's rate, read in total or on top).
// Cents are summed exactly per day and category and rounded once there; weeks and totals add the rounded days.
import type { TPremium, TTimed } from './payroll-hours.pieces';
import { minutesBetween, minutesInWindow } from './payroll-hours.time';
import type { TMinutesByCategory, TPayCategory, TPayInput, TPayResult, TRuleOptions, TWorkEntry } from './payroll-hours.types';
import { PAY_CATEGORY_MULTIPLIER_PERCENT } from './payroll-hours.types';

export const DEFAULT_NIGHT_WINDOW = { from: 22 * 60, to: 6 * 60 };

type TAcc = { cents: Partial<Record<TPayCategory, number>>; straight: number; differential: number; special: number };
export const emptyAcc = (): TAcc => ({ cents: {}, straight: 0, differential: 0, special: 0 });

/** Rounds an accumulator once per field. */
export const roundAcc = (a: TAcc): TPayResult => {
  const cents: TMinutesByCategory = {};
  let total = 0;
  for (const [c, v] of Object.entries(a.cents) as [TPayCategory, number][]) {
    const r = Math.round(v);
    if (r !== 0) {
      cents[c] = r;
      total += r;
    }
  }
  const differentialCents = Math.round(a.differential);
  const specialServiceCents = Math.round(a.special);
  return {
    cents,
    straightCents: Math.round(a.straight),
    differentialCents,
    ...(specialServiceCents ? { specialServiceCents } : {}),
    totalCents: total + differentialCents + specialServiceCents,
  };
};

/** The extra percent a premium pays on the regular rate. */
const premiumPercent = (p: TPremium, options: TRuleOptions): number => {
  if (p.category !== 'meal_penalty') return PAY_CATEGORY_MULTIPLIER_PERCENT[p.category];
  if (!p.rule.startsWith('pr.')) return 100; // California: one additional hour of pay (226.7(c)).
  const percent = Number(p.params?.percent ?? 150);
  // 'total': the meal minutes worked were paid at straight time already; the penalty brings them to its rate.
  return options.mealPenaltyReading === 'extra' ? percent : Math.max(0, percent - 100);
};

/** What one timed piece or premium pays (exact, unrounded) and where it goes. */
export type TPieceCents = { category: TPayCategory; cents: number; straight: number; differential: number; special: number };

/** Adds a piece's cents to an accumulator. A special service's straight time goes apart (its own line on a pay stub). */
export const addPiece = (a: TAcc, p: TPieceCents) => {
  a.cents[p.category] = (a.cents[p.category] ?? 0) + p.cents - p.special;
  a.straight += p.straight;
  a.differential += p.differential;
  a.special += p.special;
};

export const payOfTime = (input: {
  timed: TTimed[];
  premiums: TPremium[];
  entries: TWorkEntry[];
  timeZone: string;
  options: TRuleOptions;
  pay: TPayInput;
  weekOfTimed: (t: TTimed) => string;
  weekOfDay: (day: number) => string;
}) => {
  const { timed, premiums, entries, timeZone, options, pay } = input;
  const window = pay.nightWindow ?? DEFAULT_NIGHT_WINDOW;
  const firstTier: TPayCategory = timed.some((t) => t.rule.startsWith('mx.')) ? 'overtime_200' : 'overtime_150';
  const rateOf = (entry: number) => entries[entry]?.rateCents ?? pay.wageCents;
  // Each piece's minutes, night minutes and differentials, once.
  const facts = timed.map((t) => {
    const e = entries[t.entry];
    const minutes = minutesBetween(t.startMs, t.endMs);
    const night = e?.nightDifferentialCents ? minutesInWindow(t.startMs, t.endMs, timeZone, window.from, window.to) : 0;
    const differential = (minutes * (e?.differentialCents ?? 0) + night * (e?.nightDifferentialCents ?? 0)) / 60;
    return {
      minutes,
      straight: (minutes * rateOf(t.entry)) / 60,
      differential,
      week: input.weekOfTimed(t),
      special: e?.source === 'special_service',
    };
  });
  // The regular rate per workweek, in cents per hour.
  const weekly = new Map<string, { straight: number; differential: number; minutes: number }>();
  for (const f of facts) {
    const w = weekly.get(f.week) ?? { straight: 0, differential: 0, minutes: 0 };
    w.straight += f.straight;
    w.differential += f.differential;
    w.minutes += f.minutes;
    weekly.set(f.week, w);
  }
  const regularRate = new Map<string, number>();
  for (const [week, w] of weekly) {
    const bonus = pay.bonusCentsByWeek?.[week] ?? 0;
    regularRate.set(week, w.minutes > 0 ? ((w.straight + w.differential + bonus) * 60) / w.minutes : pay.wageCents);
  }
  const pieceCents: TPieceCents[] = timed.map((t, i) => {
    const f = facts[i];
    const multiplier = PAY_CATEGORY_MULTIPLIER_PERCENT[t.category as Exclude<TPayCategory, 'meal_penalty'>] ?? 100;
    const base = pay.basis === 'hour_rate' ? ((f.straight + f.differential) * 60) / Math.max(1, f.minutes) : (regularRate.get(f.week) ?? 0);
    let cents = f.straight + ((multiplier - 100) / 100) * ((f.minutes * base) / 60);
    if (pay.overtimeRateCents && t.category === firstTier) cents = Math.max(cents, (f.minutes * pay.overtimeRateCents) / 60);
    // A special service's regular hours are paid on its own line; in an overtime category they stay there in full.
    return {
      category: t.category,
      cents,
      straight: f.straight,
      differential: f.differential,
      special: f.special && t.category === 'regular' ? f.straight : 0,
    };
  });
  const premiumCents: TPieceCents[] = premiums.map((p) => {
    const rate = regularRate.get(input.weekOfDay(p.day)) ?? pay.wageCents;
    return {
      category: p.category,
      cents: (premiumPercent(p, options) / 100) * ((p.minutes * rate) / 60),
      straight: 0,
      differential: 0,
      special: 0,
    };
  });
  return { pieceCents, premiumCents, regularRate };
};

/** Adds pay results (days into a period's total). */
export const sumPay = (list: TPayResult[]): TPayResult => {
  const cents: TMinutesByCategory = {};
  let straightCents = 0;
  let differentialCents = 0;
  let specialServiceCents = 0;
  let totalCents = 0;
  for (const p of list) {
    for (const [c, v] of Object.entries(p.cents) as [TPayCategory, number][]) cents[c] = (cents[c] ?? 0) + v;
    straightCents += p.straightCents;
    differentialCents += p.differentialCents;
    specialServiceCents += p.specialServiceCents ?? 0;
    totalCents += p.totalCents;
  }
  return { cents, straightCents, differentialCents, ...(specialServiceCents ? { specialServiceCents } : {}), totalCents };
};

/**
 * What an hour of overtime costs, the one source for the coverage ranking's price and pay runs' floor: the rule set's
 * first overtime rate on the wage (1.5×; Mexico's extra hours 2×, LFT art. 67), or the guard's own contractual overtime
 * rate when it is higher (a contract may pay more, never less).
 */
export const overtimeHourCents = ({
  wageCents,
  ruleSet,
  overtimeRateCents,
}: {
  wageCents: number;
  ruleSet: import('./payroll-hours.types').TRuleSetId;
  overtimeRateCents?: number | null;
}): number => Math.max(Math.round((wageCents * (ruleSet === 'mx' ? 200 : 150)) / 100), overtimeRateCents ?? 0);
