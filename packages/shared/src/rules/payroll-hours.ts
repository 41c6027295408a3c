// The overtime rule engine (issue 18, docs/decisions/0019-payroll-overtime-rules.md): a week (or any period up to
// 31 days) of work entries → the minutes of each pay category per day and per workweek, each explained by the rule
// that put it there. Pure and synchronous; the contract is rules/payroll-hours.types.ts.
//
// How it works, in order:
// 1. Entries become worked intervals between instants (real elapsed minutes, so DST nights count what was
//    worked); the unpaid break is cut out where it happened (`mealStartMinute`) or, when unknown, in the middle.
// 2. The worked minutes are split into "days" by the rule set's day definition:
//    - 'calendar' (us-flsa, us-ca): the calendar day in `timeZone`, split at local midnights.
//    - 'shift24' (pr, mx): a 24-hour period from the first worked minute of the cycle (Puerto Rico's Law 379 art. 4;
//      Mexico's jornada): minutes worked within 24 h of that start belong to it, the next period starts at the
//      first worked minute after it. A night shift is one day, dated by the day it starts.
// 3. Days are grouped into workweeks (`weekStartsOn`; a day belongs to the week of its date).
// 4. Per rule set, each day's minutes (in the order worked) get a time category by the daily rules; then the
//    weekly rules walk the week chronologically and move the minutes still "regular" beyond the weekly limit to
//    overtime. A minute is in exactly one time category, its highest (no pyramiding): weekly overtime only ever
//    converts regular minutes. Premiums (Sunday, rest day, holiday, meal penalty) are added on top.
import { Temporal } from 'temporal-polyfill';
import { addDays, dayOfWeekOf, startOfWeek } from './dates';
import type {
  TCalculateInput,
  TCalculateResult,
  TDayResult,
  TMinutesByCategory,
  TPayCategory,
  TRuleApplication,
  TRuleOptions,
  TRuleSetId,
  TWeekResult,
  TWorkEntry,
} from './payroll-hours.types';
import { PAY_CATEGORIES } from './payroll-hours.types';

export * from './payroll-hours.types';

const MS_PER_MINUTE = 60_000;
const DAY_MS = 24 * 60 * MS_PER_MINUTE;

/** Puerto Rico: the date Law 4-2017 took effect; guards hired before keep the earlier rights (its art. 1.2). */
export const PR_REFORM_DATE = '2017-01-26';

/** How each rule set cuts time into days and where its week starts by default (0 Sunday … 6 Saturday). */
export const RULE_SET_DEFAULTS: Record<TRuleSetId, { day: 'calendar' | 'shift24'; weekStartsOn: number }> = {
  'us-flsa': { day: 'calendar', weekStartsOn: 0 },
  'us-ca': { day: 'calendar', weekStartsOn: 0 },
  pr: { day: 'shift24', weekStartsOn: 1 },
  mx: { day: 'shift24', weekStartsOn: 1 },
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
  ],
};

/**
 * Mexico: the weekly maximum of ordinary hours and the extra hours paid double in a week (beyond: triple), by year.
 * Art. 68 LFT: 9 extra hours a week at double (48-hour week). The reform published in the DOF on 3 March 2026
 * lowers the week by 2 h a year to 40 h in 2030 and allows 12 extra hours a week at double from 2027; the LFT
 * itself was still to be amended, so the figures live here, by year, to be corrected without touching the engine.
 */
export const MX_LIMITS_BY_YEAR: { year: number; weeklyMaxHours: number; doubleExtraHoursPerWeek: number }[] = [
  { year: 1970, weeklyMaxHours: 48, doubleExtraHoursPerWeek: 9 },
  { year: 2026, weeklyMaxHours: 48, doubleExtraHoursPerWeek: 9 },
  { year: 2027, weeklyMaxHours: 46, doubleExtraHoursPerWeek: 12 },
  { year: 2028, weeklyMaxHours: 44, doubleExtraHoursPerWeek: 12 },
  { year: 2029, weeklyMaxHours: 42, doubleExtraHoursPerWeek: 12 },
  { year: 2030, weeklyMaxHours: 40, doubleExtraHoursPerWeek: 12 },
];

export const mxLimitsFor = (year: number) => {
  let found = MX_LIMITS_BY_YEAR[0];
  for (const row of MX_LIMITS_BY_YEAR) if (row.year <= year) found = row;
  return found;
};

/** Mexico (art. 60 LFT): the legal day by kind of shift, in minutes. Night work is 20:00–06:00. */
export const MX_LEGAL_DAY_MINUTES = { day: 480, mixed: 450, night: 420 } as const;
const MX_NIGHT_FROM = 20 * 60;
const MX_NIGHT_TO = 6 * 60;
/** Art. 60: a mixed shift with 3.5 h or more of night is a night shift. */
const MX_MIXED_NIGHT_LIMIT = 210;

/** Puerto Rico meal period (Law 379 art. 15): minutes by default, and with the guards' 20-minute agreement. */
export const PR_MEAL_MINUTES = 60;
export const PR_SHORT_MEAL_MINUTES = 20;

export const ruleVersionOf = (ruleSet: TRuleSetId, date: string): string => {
  const versions = RULE_VERSIONS[ruleSet];
  let found = versions[0];
  for (const v of versions) if (v.from <= date) found = v;
  return found.id;
};

// ---------------------------------------------------------------------------------------------------------------
// 1–2. Worked intervals and days

type TSegment = { startMs: number; endMs: number; entry: number };
type TDay = { date: string; anchorMs: number; segments: TSegment[] };

const parseInstant = (value: string): number => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${value}`);
  return ms;
};

// Local dates are memoised by zone and 15-minute slot (every zone's offset is a multiple of 15 minutes, so a date
// never changes inside a slot): a pay run asks for the same few days for thousands of guards.
const SLOT_MS = 15 * MS_PER_MINUTE;
const dateMemo = new Map<string, Map<number, string>>();
const midnightMemo = new Map<string, Map<string, number>>();

const dateIn = (ms: number, timeZone: string): string => {
  let byZone = dateMemo.get(timeZone);
  if (!byZone) {
    byZone = new Map();
    dateMemo.set(timeZone, byZone);
  }
  const slot = Math.floor(ms / SLOT_MS);
  let date = byZone.get(slot);
  if (date === undefined) {
    if (byZone.size > 100_000) byZone.clear();
    date = Temporal.Instant.fromEpochMilliseconds(slot * SLOT_MS)
      .toZonedDateTimeISO(timeZone)
      .toPlainDate()
      .toString();
    byZone.set(slot, date);
  }
  return date;
};

const minuteOfDayIn = (ms: number, timeZone: string): number => {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return z.hour * 60 + z.minute;
};

/** The instant of the local midnight that ends the day holding `ms`. */
const midnightAfter = (ms: number, timeZone: string): number => {
  let byZone = midnightMemo.get(timeZone);
  if (!byZone) {
    byZone = new Map();
    midnightMemo.set(timeZone, byZone);
  }
  const date = dateIn(ms, timeZone);
  let midnight = byZone.get(date);
  if (midnight === undefined) {
    if (byZone.size > 100_000) byZone.clear();
    midnight = Temporal.PlainDate.from(date).add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
    byZone.set(date, midnight);
  }
  return midnight;
};

/** The worked intervals of an entry: start–end minus its unpaid break. */
export const workedIntervals = (entry: TWorkEntry, index: number): TSegment[] => {
  const startMs = parseInstant(entry.start);
  const endMs = parseInstant(entry.end);
  if (endMs <= startMs) return [];
  const total = Math.round((endMs - startMs) / MS_PER_MINUTE);
  const breakMinutes = Math.min(Math.max(0, Math.round(entry.breakMinutes ?? 0)), total);
  if (breakMinutes === 0) return [{ startMs, endMs, entry: index }];
  const breakAt = Math.min(Math.max(0, entry.mealStartMinute ?? Math.floor((total - breakMinutes) / 2)), total - breakMinutes);
  const breakStart = startMs + breakAt * MS_PER_MINUTE;
  const breakEnd = breakStart + breakMinutes * MS_PER_MINUTE;
  return [
    { startMs, endMs: breakStart, entry: index },
    { startMs: breakEnd, endMs, entry: index },
  ].filter((s) => s.endMs > s.startMs);
};

const minutesOf = (segments: TSegment[]) => segments.reduce((sum, s) => sum + Math.round((s.endMs - s.startMs) / MS_PER_MINUTE), 0);

const splitDays = (segments: TSegment[], timeZone: string, kind: 'calendar' | 'shift24'): TDay[] => {
  const days: TDay[] = [];
  const byDate = new Map<string, TDay>();
  if (kind === 'calendar') {
    for (const s of segments) {
      let from = s.startMs;
      while (from < s.endMs) {
        const date = dateIn(from, timeZone);
        const to = Math.min(s.endMs, midnightAfter(from, timeZone));
        let day = byDate.get(date);
        if (!day) {
          day = { date, anchorMs: from, segments: [] };
          byDate.set(date, day);
          days.push(day);
        }
        day.segments.push({ startMs: from, endMs: to, entry: s.entry });
        from = to;
      }
    }
    return days.sort((a, b) => a.anchorMs - b.anchorMs);
  }
  let current: TDay | null = null;
  for (const s of segments) {
    let from = s.startMs;
    while (from < s.endMs) {
      if (!current || from >= current.anchorMs + DAY_MS) {
        current = { date: dateIn(from, timeZone), anchorMs: from, segments: [] };
        days.push(current);
      }
      const to = Math.min(s.endMs, current.anchorMs + DAY_MS);
      current.segments.push({ startMs: from, endMs: to, entry: s.entry });
      from = to;
    }
  }
  return days;
};

// ---------------------------------------------------------------------------------------------------------------
// 3–4. Categories

/** A run of a day's minutes in the order worked, in one category for one reason. */
type TPiece = { minutes: number; category: TPayCategory; rule: string; params?: Record<string, string | number> };

const piece = (minutes: number, category: TPayCategory, rule: string, params?: TPiece['params']): TPiece[] =>
  minutes > 0 ? [{ minutes, category, rule, ...(params ? { params } : {}) }] : [];

/** Cuts a day of `worked` minutes at thresholds: [[upTo, category, rule, params], …]; the last band is open. */
const bands = (worked: number, list: [number, TPayCategory, string, TPiece['params']?][]): TPiece[] => {
  const out: TPiece[] = [];
  let from = 0;
  for (const [upTo, category, rule, params] of list) {
    const to = Math.min(worked, upTo);
    out.push(...piece(to - from, category, rule, params));
    from = Math.max(from, to);
    if (from >= worked) break;
  }
  return out;
};

/**
 * The weekly limit: walking the week's pieces in order, the `regular` minutes beyond `limit` become `category`
 * under `rule`. Only regular minutes count toward the limit (daily overtime is not counted twice).
 */
const weeklyLimit = (
  week: TPiece[][],
  limit: number,
  category: TPayCategory,
  rule: string,
  params: TPiece['params'],
  isRegular: (p: TPiece) => boolean = (p) => p.category === 'regular',
): TPiece[][] => {
  let regular = 0;
  return week.map((day) =>
    day.flatMap((p) => {
      if (!isRegular(p)) return [p];
      const keep = Math.max(0, Math.min(p.minutes, limit - regular));
      regular += p.minutes;
      return [...(keep > 0 ? [{ ...p, minutes: keep }] : []), ...piece(p.minutes - keep, category, rule, params)];
    }),
  );
};

type TDayContext = {
  date: string;
  worked: number;
  /** 1-based position among the week's days with work, when every earlier day of the week was worked too. */
  consecutive: number;
  day: TDay;
  holiday: boolean;
};

const usFlsa = (week: TDayContext[]): TPiece[][] => {
  const days = week.map((d) => piece(d.worked, 'regular', 'us-flsa.regular', { hours: 40 }));
  return weeklyLimit(days, 2400, 'overtime_150', 'us-flsa.weekly_over_40', { hours: 40 });
};

const usCa = (week: TDayContext[]): TPiece[][] => {
  const days = week.map((d) =>
    d.consecutive === 7
      ? bands(d.worked, [
          [480, 'overtime_150', 'us-ca.seventh_day_first_8', { hours: 8 }],
          [Number.POSITIVE_INFINITY, 'overtime_200', 'us-ca.seventh_day_over_8', { hours: 8 }],
        ])
      : bands(d.worked, [
          [480, 'regular', 'us-ca.regular', { hours: 8 }],
          [720, 'overtime_150', 'us-ca.daily_over_8', { hours: 8 }],
          [Number.POSITIVE_INFINITY, 'overtime_200', 'us-ca.daily_over_12', { hours: 12 }],
        ]),
  );
  return weeklyLimit(days, 2400, 'overtime_150', 'us-ca.weekly_over_40', { hours: 40 });
};

const pr = (week: TDayContext[], options: TRuleOptions, preReform: boolean): TPiece[][] => {
  const overtime: TPayCategory = preReform ? 'overtime_200' : 'overtime_150';
  const suffix = preReform ? '_pre_2017' : '';
  const daily = options.alternateWeek && !preReform ? 600 : 480;
  const days = week.map((d) =>
    d.consecutive === 7
      ? piece(d.worked, overtime, `pr.seventh_day${suffix}`, { days: 7 })
      : bands(d.worked, [
          [daily, 'regular', 'pr.regular', { hours: daily / 60 }],
          [
            Number.POSITIVE_INFINITY,
            overtime,
            daily === 600 ? 'pr.daily_over_10_alternate_week' : `pr.daily_over_8${suffix}`,
            { hours: daily / 60 },
          ],
        ]),
  );
  return weeklyLimit(days, 2400, overtime, `pr.weekly_over_40${suffix}`, { hours: 40 });
};

/** Puerto Rico meal periods (Law 379 art. 15), per entry: the penalty minutes and why. */
const prMealPenalties = (entry: TWorkEntry, worked: number, options: TRuleOptions, preReform: boolean): TPiece[] => {
  // Unknown meal (no `mealStartMinute`): no meal rule is applied (punches rarely record the meal).
  if (entry.mealStartMinute === undefined) return [];
  const meal = entry.breakMinutes ?? 0;
  const required = options.shortMealAgreement ? PR_SHORT_MEAL_MINUTES : PR_MEAL_MINUTES;
  // Law 379 art. 15 paid the meal hour worked at double; after Law 4-2017 the rate is the company's setting.
  const percent = options.mealPenaltyPercent ?? (preReform ? 200 : 150);
  const out: TPiece[] = [];
  if (worked > 360) {
    if (meal === 0) out.push(...piece(required, 'meal_penalty', 'pr.meal_missing', { minutes: required, percent }));
    else {
      const start = entry.mealStartMinute ?? 0;
      const late = Math.min(required, Math.max(0, start - 300));
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

const nightMinutes = (day: TDay, timeZone: string): number => {
  let night = 0;
  for (const s of day.segments) {
    // The wall clock read once per stretch (Mexico keeps no DST since 2022; a border zone's change is ignored here).
    const first = minuteOfDayIn(s.startMs, timeZone);
    const length = Math.round((s.endMs - s.startMs) / MS_PER_MINUTE);
    for (let k = 0; k < length; k++) {
      const m = (first + k) % 1440;
      if (m >= MX_NIGHT_FROM || m < MX_NIGHT_TO) night += 1;
    }
  }
  return night;
};

/** Mexico: the kind of shift (art. 60), given or worked out from the minutes between 20:00 and 06:00. */
export const mexicoShiftOf = (worked: number, night: number, given?: TRuleOptions['mexicoShift']): 'day' | 'mixed' | 'night' => {
  if (given === 'night' || given === 'day') return given;
  if (given === 'mixed') return night >= MX_MIXED_NIGHT_LIMIT ? 'night' : 'mixed';
  if (night === 0) return 'day';
  if (night >= worked || night >= MX_MIXED_NIGHT_LIMIT) return 'night';
  return 'mixed';
};

const mx = (week: TDayContext[], options: TRuleOptions, timeZone: string, year: number): TPiece[][] => {
  const limits = mxLimitsFor(year);
  const EXTRA = 'extra' as TPayCategory; // placeholder until the weekly double/triple split below
  let days = week.map((d) => {
    const shift = mexicoShiftOf(d.worked, nightMinutes(d.day, timeZone), options.mexicoShift);
    const legal = MX_LEGAL_DAY_MINUTES[shift];
    return bands(d.worked, [
      [legal, 'regular', `mx.legal_day_${shift}`, { hours: legal / 60 }],
      [Number.POSITIVE_INFINITY, EXTRA, 'mx.extra_daily', { hours: legal / 60 }],
    ]);
  });
  const weeklyMax = limits.weeklyMaxHours * 60;
  days = weeklyLimit(days, weeklyMax, EXTRA, 'mx.weekly_over_max', { hours: limits.weeklyMaxHours, year });
  // Extra hours in the order worked: double up to the week's cap, triple beyond (arts. 67–68).
  const cap = limits.doubleExtraHoursPerWeek * 60;
  let extra = 0;
  days = days.map((day) =>
    day.flatMap((p) => {
      if (p.category !== EXTRA) return [p];
      const double = Math.max(0, Math.min(p.minutes, cap - extra));
      extra += p.minutes;
      return [
        ...piece(double, 'overtime_200', p.rule, p.params),
        ...piece(p.minutes - double, 'overtime_300', 'mx.extra_over_cap_week', { hours: limits.doubleExtraHoursPerWeek, year }),
      ];
    }),
  );
  const restDay = options.restDay ?? 0;
  return days.map((pieces, i) => {
    const d = week[i];
    const weekday = dayOfWeekOf(d.date);
    const premiums: TPiece[] = [];
    if (weekday === 0) premiums.push(...piece(d.worked, 'sunday_premium_25', 'mx.sunday_premium', { percent: 25 }));
    if (d.holiday) premiums.push(...piece(d.worked, 'holiday_premium_200', 'mx.holiday', { percent: 200 }));
    else if (weekday === restDay) premiums.push(...piece(d.worked, 'rest_day_premium_200', 'mx.rest_day', { percent: 200 }));
    return [...pieces, ...premiums];
  });
};

// ---------------------------------------------------------------------------------------------------------------
// Sums

const addTo = (into: TMinutesByCategory, category: TPayCategory, minutes: number) => {
  into[category] = (into[category] ?? 0) + minutes;
};

const paramsKey = (p?: TPiece['params']) => (p ? JSON.stringify(p) : '');

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

/** The engine's entry point (TCalculateHours). */
export const calculateHours = (input: TCalculateInput): TCalculateResult => {
  const options = input.options ?? {};
  const defaults = RULE_SET_DEFAULTS[input.ruleSet];
  const weekStartsOn = options.weekStartsOn ?? defaults.weekStartsOn;
  const holidays = new Set(input.holidays ?? []);

  const segments = input.entries.flatMap((e, i) => workedIntervals(e, i)).sort((a, b) => a.startMs - b.startMs);
  const days = splitDays(segments, input.timeZone, defaults.day);
  const firstDate = days[0]?.date ?? (input.entries[0] ? dateIn(parseInstant(input.entries[0].start), input.timeZone) : '2000-01-01');
  const ruleVersion = ruleVersionOf(input.ruleSet, firstDate);
  const preReform = input.ruleSet === 'pr' && !!input.hireDate && input.hireDate < PR_REFORM_DATE;

  // The day each entry starts in (its meal rules are applied there).
  const entryFirstDay = new Map<number, TDay>();
  for (const d of days) for (const seg of d.segments) if (!entryFirstDay.has(seg.entry)) entryFirstDay.set(seg.entry, d);

  // Weeks, in order.
  const weeks = new Map<string, TDay[]>();
  for (const d of days) {
    const start = startOfWeek(d.date, weekStartsOn);
    const list = weeks.get(start) ?? [];
    list.push(d);
    weeks.set(start, list);
  }

  const dayResults: TDayResult[] = [];
  const weekResults: TWeekResult[] = [];
  const totals: TMinutesByCategory = {};
  let workedTotal = 0;

  for (const [weekStart, weekDays] of weeks) {
    // The 7th consecutive workday of the workweek: every one of its seven dates has work.
    const worked = new Set(weekDays.map((d) => d.date));
    const context: TDayContext[] = weekDays.map((d) => {
      let consecutive = 0;
      for (let i = 0; i < 7; i++) {
        const date = addDays(weekStart, i);
        if (!worked.has(date)) break;
        consecutive += 1;
        if (date === d.date) break;
      }
      const onThisDay = addDays(weekStart, consecutive - 1) === d.date;
      return {
        date: d.date,
        worked: minutesOf(d.segments),
        consecutive: onThisDay ? consecutive : 0,
        day: d,
        holiday: holidays.has(d.date),
      };
    });
    let pieces: TPiece[][];
    switch (input.ruleSet) {
      case 'us-flsa':
        pieces = usFlsa(context);
        break;
      case 'us-ca':
        pieces = usCa(context);
        break;
      case 'pr': {
        pieces = pr(context, options, preReform);
        // Meal penalties: per entry, on the day the entry starts in (once, even when it crosses into the next week).
        context.forEach((c, i) => {
          for (const [entryIndex, day] of entryFirstDay) {
            if (day !== c.day) continue;
            const entry = input.entries[entryIndex];
            const workedInEntry = minutesOf(workedIntervals(entry, entryIndex));
            pieces[i] = [...pieces[i], ...prMealPenalties(entry, workedInEntry, options, preReform)];
          }
        });
        break;
      }
      case 'mx':
        pieces = mx(context, options, input.timeZone, Number(weekStart.slice(0, 4)));
        break;
    }

    const weekMinutes: TMinutesByCategory = {};
    const weekApplied: TRuleApplication[] = [];
    let weekWorked = 0;
    context.forEach((c, i) => {
      const minutes: TMinutesByCategory = {};
      const applied = mergeApplications(
        pieces[i].map((p) => ({ category: p.category, minutes: p.minutes, rule: p.rule, ...(p.params ? { params: p.params } : {}) })),
      );
      for (const a of applied) {
        addTo(minutes, a.category, a.minutes);
        addTo(weekMinutes, a.category, a.minutes);
        addTo(totals, a.category, a.minutes);
      }
      weekApplied.push(...applied);
      const flags: string[] = [];
      const entries = new Set(c.day.segments.map((s) => s.entry));
      if ([...entries].some((e) => input.entries[e]?.source === 'schedule')) flags.push('unverified');
      if (c.holiday) flags.push('holiday');
      if (c.consecutive === 7) flags.push('seventh_day');
      if (input.ruleSet === 'mx' && dayOfWeekOf(c.date) === (options.restDay ?? 0)) flags.push('rest_day');
      dayResults.push({ date: c.date, workedMinutes: c.worked, minutes: ordered(minutes), applied, flags });
      weekWorked += c.worked;
    });
    workedTotal += weekWorked;
    weekResults.push({
      start: weekStart,
      workedMinutes: weekWorked,
      minutes: ordered(weekMinutes),
      applied: mergeApplications(weekApplied),
    });
  }

  return { ruleSet: input.ruleSet, ruleVersion, days: dayResults, weeks: weekResults, totals: ordered(totals), workedMinutes: workedTotal };
};

/** Minutes as 'h:mm' (the what-if tool and pay stubs show hours this way). */
export const formatMinutesHm = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

/** The day after `date` — re-exported for callers building entries. */
export const nextDate = (date: string) => addDays(date, 1);
