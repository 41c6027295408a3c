// The overtime rule engine (issues 18 and 27; decisions 0019 and 0021): work entries → the minutes of each pay category
// per day and per workweek, each explained by the rule that put it there, and — given rates — their cents with the
// regular rate of each workweek. Pure and synchronous; the contract is rules/payroll-hours.types.ts.
//
// How it works, in order:
// 1. Entries become worked segments between instants (real elapsed minutes, so DST nights count what was worked);
//    the unpaid break is cut out where it happened (`mealStartMinute`) or, when unknown, in the middle.
// 2. Segments are split into the rule set's days (payroll-hours.time.ts): a 24-hour cycle from a fixed minute
//    (calendar day; Puerto Rico's notified cycle; California's workday) or a window from the first minute worked
//    (Mexico's jornada; Puerto Rico's pre-2017 "24 consecutive hours" where the company keeps it).
// 3. Each rule set (payroll-hours.us.ts, .pr.ts, .mx.ts) cuts each day's minutes by its daily rules, lays them on real
//    time and walks the workweeks — fixed 168-hour periods from their boundary instant — moving only minutes still
//    regular beyond the weekly limit (no pyramiding); premiums come on top.
// 4. Money (payroll-hours.pay.ts), when rates are given.
import { addDays } from './dates';
import { mx } from './payroll-hours.mx';
import { addPiece, emptyAcc, payOfTime, roundAcc, sumPay } from './payroll-hours.pay';
import type { TDayContext, TPremium, TRuleEnv, TRuleOutput, TTimed } from './payroll-hours.pieces';
import { pr } from './payroll-hours.pr';
import {
  dateIn,
  minutesBetween,
  minutesOf,
  parseInstant,
  splitDays,
  type TDayKind,
  weekClock,
  workedIntervals,
} from './payroll-hours.time';
import type {
  TCalculateInput,
  TCalculateResult,
  TDayFlag,
  TDayResult,
  TMinutesByCategory,
  TPeriodResult,
  TPeriodSelection,
  TPeriodWeek,
  TPayCategory,
  TRuleApplication,
  TRuleOptions,
  TRuleSetId,
  TTimeCategory,
  TWeekResult,
  TWorkPiece,
  TWorkEntry,
} from './payroll-hours.types';
import { PAY_CATEGORIES } from './payroll-hours.types';
import { usCa, usFlsa } from './payroll-hours.us';

export * from './payroll-hours.types';
export { MX_LEGAL_DAY_MINUTES, MX_LIMITS_BY_YEAR, mexicoShiftOf, mxLimitsFor } from './payroll-hours.mx';
export { PR_MEAL_MINUTES, PR_SHORT_MEAL_MINUTES } from './payroll-hours.pr';
export { workedIntervals } from './payroll-hours.time';

/** Puerto Rico: the date Law 4-2017 took effect; guards hired before keep the earlier rights (its art. 1.2). */
export const PR_REFORM_DATE = '2017-01-26';

/** Where each rule set's week starts by default (0 Sunday … 6 Saturday, and the minute of that day). */
export const RULE_SET_DEFAULTS: Record<TRuleSetId, { weekStartsOn: number; weekStartMinute: number }> = {
  'us-flsa': { weekStartsOn: 0, weekStartMinute: 0 },
  'us-ca': { weekStartsOn: 0, weekStartMinute: 0 },
  // 29 LPRA 273a: 168 hours from Monday 12:01 a.m. unless the employer notified another start.
  pr: { weekStartsOn: 1, weekStartMinute: 1 },
  mx: { weekStartsOn: 1, weekStartMinute: 0 },
};

/**
 * Effective-dated versions of each rule set: the version in force on the first day worked is used (and returned
 * as `ruleVersion`). A law change adds a row here and the code paths it needs, never edits an old row.
 */
export const RULE_VERSIONS: Record<TRuleSetId, { id: string; from: string }[]> = {
  // Fair Labor Standards Act of 1938, 29 U.S.C. § 207(a)(1).
  'us-flsa': [{ id: 'us-flsa-1938', from: '1938-10-24' }],
  // California Labor Code § 510 as enacted by AB 60 (in force 1 January 2000).
  'us-ca': [{ id: 'us-ca-2000', from: '2000-01-01' }],
  // Law 379 of 1948 as amended by Law 4-2017 (Ley de Transformación y Flexibilidad Laboral), in force 26 Jan 2017.
  pr: [
    { id: 'pr-1948', from: '1948-05-15' },
    { id: 'pr-2017-01-26', from: PR_REFORM_DATE },
  ],
  // Ley Federal del Trabajo (arts. 58–75) with the 2026 constitutional reform's yearly limits (MX_LIMITS_BY_YEAR).
  mx: [
    { id: 'mx-lft-1970', from: '1970-05-01' },
    { id: 'mx-2026', from: '2026-01-01' },
    // The reform's first step: 46-hour week, 12 extra hours at double within 4 h a day on 4 days (MX_LIMITS_BY_YEAR).
    { id: 'mx-2027', from: '2027-01-01' },
  ],
};

export const ruleVersionOf = (ruleSet: TRuleSetId, date: string): string => {
  const versions = RULE_VERSIONS[ruleSet];
  let found = versions[0];
  for (const v of versions) if (v.from <= date) found = v;
  return found.id;
};

const RULES: Record<TRuleSetId, (days: TDayContext[], env: TRuleEnv) => TRuleOutput> = { 'us-flsa': usFlsa, 'us-ca': usCa, pr, mx };

/** How the rule set cuts time into days (decision 0021). */
export const dayKindOf = (ruleSet: TRuleSetId, options: TRuleOptions, preReform: boolean): TDayKind => {
  if (ruleSet === 'mx') return { kind: 'window' };
  if (ruleSet === 'pr') {
    if (preReform && options.prPre2017Day === 'window24') return { kind: 'window' };
    return { kind: 'cycle', startMinute: options.dayCycleStartMinute ?? 0 };
  }
  if (ruleSet === 'us-ca') return { kind: 'cycle', startMinute: options.workdayStartMinute ?? 0 };
  return { kind: 'cycle', startMinute: 0 };
};

const addTo = (into: TMinutesByCategory, category: TPayCategory, minutes: number) => {
  into[category] = (into[category] ?? 0) + minutes;
};

const paramsKeys = new WeakMap<object, string>();
/** Parameters as a key, once per parameters object (rules share theirs across pieces). */
const paramsKey = (p?: Record<string, string | number>) => {
  if (!p) return '';
  let key = paramsKeys.get(p);
  if (key === undefined) {
    key = JSON.stringify(p);
    paramsKeys.set(p, key);
  }
  return key;
};

/** Merges applications with the same category, rule and parameters (kept in first-seen order). */
const mergeApplications = (list: TRuleApplication[]): TRuleApplication[] => {
  const byKey = new Map<string, TRuleApplication>();
  for (const a of list) {
    const key = `${a.category}|${a.rule}|${paramsKey(a.params)}`;
    const found = byKey.get(key);
    if (found) found.minutes += a.minutes;
    else byKey.set(key, { ...a, ...(a.params ? { params: { ...a.params } } : {}) });
  }
  return [...byKey.values()];
};

const ordered = (minutes: TMinutesByCategory): TMinutesByCategory => {
  const out: TMinutesByCategory = {};
  for (const c of PAY_CATEGORIES) if (minutes[c]) out[c] = minutes[c];
  return out;
};

const applicationOf = (
  category: TPayCategory,
  minutes: number,
  rule: string,
  params?: Record<string, string | number>,
): TRuleApplication => ({
  category,
  minutes,
  rule,
  ...(params ? { params } : {}),
});

const weekDatesMemo = new Map<string, string[]>();
/** The seven dates of a workweek starting on `weekStart` (memoised). */
const weekDates = (weekStart: string): string[] => {
  let dates = weekDatesMemo.get(weekStart);
  if (!dates) {
    if (weekDatesMemo.size > 10_000) weekDatesMemo.clear();
    dates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
    weekDatesMemo.set(weekStart, dates);
  }
  return dates;
};

/** A US break under 30 minutes is not a bona fide meal period: its minutes are worked. */
export const paidShortBreak = (e: TWorkEntry): TWorkEntry =>
  (e.breakMinutes ?? 0) > 0 && (e.breakMinutes ?? 0) < 30 ? { ...e, breakMinutes: 0 } : e;

type TDays = ReturnType<typeof splitDays>;
type TClock = ReturnType<typeof weekClock>;

/** Cuts every segment at the 168-hour workweek's boundaries (in place). */
const cutAtWeekBoundaries = (days: TDays, clock: TClock) => {
  for (const d of days) {
    d.segments = d.segments.flatMap((seg) => {
      const out = [];
      let from = seg.startMs;
      while (from < seg.endMs) {
        const next = clock.endOf(from);
        const to = Math.min(seg.endMs, next);
        out.push({ ...seg, startMs: from, endMs: to });
        from = to;
      }
      return out;
    });
  }
};

/** Each day's context for the rule sets; the 7th consecutive workday of the workweek (by date): all seven dates worked. */
const dayContextsOf = (days: TDays, clock: TClock, holidays: Set<string>): TDayContext[] => {
  const workedDates = new Set(days.map((d) => d.date));
  return days.map((d, index) => {
    const dates = weekDates(clock.weekOfDate(d.date));
    let consecutive = 0;
    for (const date of dates) {
      if (!workedDates.has(date)) break;
      consecutive += 1;
      if (date === d.date) break;
    }
    const onThisDay = dates[consecutive - 1] === d.date;
    return {
      index,
      date: d.date,
      worked: minutesOf(d.segments),
      consecutive: onThisDay ? consecutive : 0,
      day: d,
      holiday: holidays.has(d.date),
    };
  });
};

/** The cents of each day and each week (a day's premiums count in the week of its first minute). */
const moneyByDayAndWeek = (
  dayCount: number,
  timed: TTimed[],
  premiums: TPremium[],
  money: ReturnType<typeof payOfTime> | null,
  weekOfTimed: (t: TTimed) => string,
  weekOfDay: (day: number) => string,
) => {
  const dayAcc = Array.from({ length: dayCount }, emptyAcc);
  const weekAcc = new Map<string, ReturnType<typeof emptyAcc>>();
  const addToWeek = (week: string, cents: Parameters<typeof addPiece>[1]) => {
    if (!weekAcc.has(week)) weekAcc.set(week, emptyAcc());
    addPiece(weekAcc.get(week) as ReturnType<typeof emptyAcc>, cents);
  };
  if (money) {
    timed.forEach((t, i) => {
      addPiece(dayAcc[t.day], money.pieceCents[i]);
      addToWeek(weekOfTimed(t), money.pieceCents[i]);
    });
    premiums.forEach((p, i) => {
      addPiece(dayAcc[p.day], money.premiumCents[i]);
      addToWeek(weekOfDay(p.day), money.premiumCents[i]);
    });
  }
  return { dayPay: dayAcc.map(roundAcc), weekAcc };
};

/** The rule applications of each day and each week, and the minutes worked in each week. */
const applicationsOf = (
  dayCount: number,
  timed: TTimed[],
  premiums: TPremium[],
  weekOfTimed: (t: TTimed) => string,
  weekOfDay: (day: number) => string,
) => {
  const dayApplied: TRuleApplication[][] = Array.from({ length: dayCount }, () => []);
  const weekApplied = new Map<string, TRuleApplication[]>();
  const weekWorked = new Map<string, number>();
  const pushWeek = (week: string, a: TRuleApplication, worked: number) => {
    weekApplied.set(week, [...(weekApplied.get(week) ?? []), a]);
    weekWorked.set(week, (weekWorked.get(week) ?? 0) + worked);
  };
  for (const t of timed) {
    const minutes = minutesBetween(t.startMs, t.endMs);
    const a = applicationOf(t.category, minutes, t.rule, t.params);
    dayApplied[t.day].push(a);
    pushWeek(weekOfTimed(t), a, minutes);
  }
  for (const p of premiums) {
    const a = applicationOf(p.category, p.minutes, p.rule, p.params);
    dayApplied[p.day].push(a);
    pushWeek(weekOfDay(p.day), a, 0);
  }
  return { dayApplied, weekApplied, weekWorked };
};

/** The engine's entry point (TCalculateHours). */
export const calculateHours = (input: TCalculateInput): TCalculateResult => {
  const options = input.options ?? {};
  const defaults = RULE_SET_DEFAULTS[input.ruleSet];
  const weekStartsOn = options.weekStartsOn ?? defaults.weekStartsOn;
  const holidays = new Set(input.holidays ?? []);
  const preReform = input.ruleSet === 'pr' && !!input.hireDate && input.hireDate < PR_REFORM_DATE;
  const dayKind = dayKindOf(input.ruleSet, options, preReform);
  const weekStartMinute =
    options.weekStartMinute ?? (input.ruleSet === 'us-ca' ? (options.workdayStartMinute ?? 0) : defaults.weekStartMinute);

  // United States: a break shorter than 30 minutes is time worked (29 CFR 785.18–.19; IWC Order 4 § 11(C)).
  const counted = input.ruleSet === 'us-flsa' || input.ruleSet === 'us-ca' ? input.entries.map(paidShortBreak) : input.entries;
  const segments = counted.flatMap((e, i) => workedIntervals(e, i)).sort((a, b) => a.startMs - b.startMs);
  const days = splitDays(segments, input.timeZone, dayKind);
  const firstDate = days[0]?.date ?? (input.entries[0] ? dateIn(parseInstant(input.entries[0].start), input.timeZone) : '2000-01-01');
  const ruleVersion = ruleVersionOf(input.ruleSet, firstDate);
  const clock = weekClock(input.timeZone, weekStartsOn, weekStartMinute);
  // A workweek is a fixed 168-hour period: a segment crossing its boundary is cut there (Mexico's week holds jornadas).
  if (input.ruleSet !== 'mx') cutAtWeekBoundaries(days, clock);
  // Mexico's workweek holds the jornadas of its dates; elsewhere a minute is in the week of its instant.
  const weekOfTimed =
    input.ruleSet === 'mx' ? (t: TTimed) => clock.weekOfDate(days[t.day].date) : (t: TTimed) => clock.weekOfInstant(t.startMs);

  const entryFirstDay = new Map<number, number>();
  days.forEach((d, i) => {
    for (const seg of d.segments) if (!entryFirstDay.has(seg.entry)) entryFirstDay.set(seg.entry, i);
  });

  const contexts = dayContextsOf(days, clock, holidays);

  const env: TRuleEnv = { timeZone: input.timeZone, options, entries: input.entries, weekOfTimed, entryFirstDay, preReform };
  const { timed, premiums } = RULES[input.ruleSet](contexts, env);

  // A day's week for its premiums: the week of its first minute.
  const firstTimed = new Map<number, TTimed>();
  for (const t of timed) if (!firstTimed.has(t.day)) firstTimed.set(t.day, t);
  const weekOfDay = (day: number) => {
    const t = firstTimed.get(day);
    return t ? weekOfTimed(t) : clock.weekOfDate(days[day].date);
  };
  const money = input.pay
    ? payOfTime({ timed, premiums, entries: input.entries, timeZone: input.timeZone, options, pay: input.pay, weekOfTimed, weekOfDay })
    : null;
  const { dayPay, weekAcc } = moneyByDayAndWeek(days.length, timed, premiums, money, weekOfTimed, weekOfDay);

  const { dayApplied, weekApplied, weekWorked } = applicationsOf(days.length, timed, premiums, weekOfTimed, weekOfDay);

  const totals: TMinutesByCategory = {};
  const dayResults: TDayResult[] = contexts.map((c, i) => {
    const applied = mergeApplications(dayApplied[i]);
    const minutes: TMinutesByCategory = {};
    for (const a of applied) {
      addTo(minutes, a.category, a.minutes);
      addTo(totals, a.category, a.minutes);
    }
    const flags: TDayFlag[] = [];
    const entries = new Set(c.day.segments.map((s) => s.entry));
    if ([...entries].some((e) => input.entries[e]?.source === 'schedule')) flags.push('unverified');
    if (c.holiday) flags.push('holiday');
    if (c.consecutive === 7) flags.push('seventh_day');
    if (input.ruleSet === 'mx' && new Date(`${c.date}T00:00:00Z`).getUTCDay() === (options.restDay ?? 0)) flags.push('rest_day');
    return { date: c.date, workedMinutes: c.worked, minutes: ordered(minutes), applied, flags, ...(money ? { pay: dayPay[i] } : {}) };
  });
  const weekResults: TWeekResult[] = [...weekApplied.keys()].sort().map((start) => {
    const applied = mergeApplications(weekApplied.get(start) ?? []);
    const minutes: TMinutesByCategory = {};
    for (const a of applied) addTo(minutes, a.category, a.minutes);
    const acc = weekAcc.get(start);
    const pay = money && acc ? { ...roundAcc(acc), regularRateCents: Math.round(money.regularRate.get(start) ?? 0) } : undefined;
    return { start, workedMinutes: weekWorked.get(start) ?? 0, minutes: ordered(minutes), applied, ...(pay ? { pay } : {}) };
  });
  const workedMinutes = contexts.reduce((s, c) => s + c.worked, 0);
  return {
    ruleSet: input.ruleSet,
    ruleVersion,
    days: dayResults,
    weeks: weekResults,
    totals: ordered(totals),
    workedMinutes,
    ...(money ? { pay: sumPay(dayPay) } : {}),
    ...(input.period ? { period: periodOf(input, days, timed, premiums, weekOfTimed, weekOfDay, money) } : {}),
    ...(input.withPieces ? { pieces: piecesOf(timed, weekOfTimed) } : {}),
  };
};

/** The worked pieces in time order, each with its entry, time category and workweek (TWorkPiece). */
const piecesOf = (timed: TTimed[], weekOfTimed: (t: TTimed) => string): TWorkPiece[] =>
  timed
    .filter((t) => t.endMs > t.startMs)
    .map((t) => ({ entry: t.entry, startMs: t.startMs, endMs: t.endMs, category: t.category as TTimeCategory, week: weekOfTimed(t) }))
    .sort((a, b) => a.startMs - b.startMs || a.entry - b.entry);

/** What of a calculation over whole workweeks is paid in a pay period (TPeriodSelection). */
const periodOf = (
  input: TCalculateInput,
  days: { date: string }[],
  timed: TTimed[],
  premiums: TPremium[],
  weekOfTimed: (t: TTimed) => string,
  weekOfDay: (day: number) => string,
  money: ReturnType<typeof payOfTime> | null,
): TPeriodResult => {
  const { from, to, serviceEntries = [] } = input.period as TPeriodSelection;
  const services = new Set(serviceEntries);
  const inPeriod = (day: number) => days[day].date >= from && days[day].date <= to;
  const paid = (t: TTimed) => (input.entries[t.entry]?.source === 'special_service' ? services.has(t.entry) : inPeriod(t.day));
  const acc = emptyAcc();
  const minutes: TMinutesByCategory = {};
  const applied: TRuleApplication[] = [];
  const weeks = new Map<string, TPeriodWeek>();
  const weekOf = (start: string) => {
    let w = weeks.get(start);
    if (!w) {
      const end = addDays(start, 6);
      w = { start, end, ended: end <= to, workedMinutes: 0, paidMinutes: 0 };
      weeks.set(start, w);
    }
    return w;
  };
  let workedMinutes = 0;
  let specialServiceMinutes = 0;
  timed.forEach((t, i) => {
    const m = minutesBetween(t.startMs, t.endMs);
    const week = weekOf(weekOfTimed(t));
    week.workedMinutes += m;
    if (!paid(t)) return;
    week.paidMinutes += m;
    workedMinutes += m;
    if (t.category === 'regular' && input.entries[t.entry]?.source === 'special_service') specialServiceMinutes += m;
    addTo(minutes, t.category, m);
    applied.push(applicationOf(t.category, m, t.rule, t.params));
    if (money) addPiece(acc, money.pieceCents[i]);
  });
  premiums.forEach((p, i) => {
    if (!inPeriod(p.day)) return;
    addTo(minutes, p.category, p.minutes);
    applied.push(applicationOf(p.category, p.minutes, p.rule, p.params));
    weekOf(weekOfDay(p.day));
    if (money) addPiece(acc, money.premiumCents[i]);
  });
  return {
    from,
    to,
    workedMinutes,
    minutes: ordered(minutes),
    specialServiceMinutes,
    applied: mergeApplications(applied),
    weeks: [...weeks.values()].filter((w) => w.paidMinutes > 0).sort((a, b) => (a.start < b.start ? -1 : 1)),
    ...(money ? { pay: roundAcc(acc) } : {}),
  };
};

/** Minutes as 'h:mm' (the what-if tool and pay stubs show hours this way). */
export const formatMinutesHm = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

/** The day after `date` — re-exported for callers building entries. */
export const nextDate = (date: string) => addDays(date, 1);
