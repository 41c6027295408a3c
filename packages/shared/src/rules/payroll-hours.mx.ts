// Mexico (decision 0021): Ley Federal del Trabajo. The day is the jornada (24 hours from its first minute, dated by
// its start); the workweek holds the jornadas of its dates.
// - Legal day by shift (art. 60–61): day 8 h, mixed 7.5 h, night 7 h; an agreed daily jornada above it that spreads
//   the week's hours (art. 59, e.g. 9 h 36 min Monday–Friday to rest Saturday) is not overtime.
// - The week's ordinary hours up to the year's maximum (48 h to 2026 … 40 h in 2030, reform DOF 3 Mar 2026).
// - Extra hours (arts. 66–68): double; before the reform, beyond 9 a week triple; from 2027, double only within 4 h
//   a day on at most 4 days and 12 h a week, triple beyond.
// - The guard's weekly rest day (art. 69) and statutory holidays (art. 74) worked: double on top (arts. 73, 75); those
//   hours are not also extra hours (no pyramiding). Sunday: prima dominical, 25 % of the ordinary day (art. 71).
import { dayOfWeekOf } from './dates';
import {
  allot,
  bands,
  layOnTime,
  type TDayContext,
  type TParams,
  type TPremium,
  type TRuleEnv,
  type TRuleOutput,
  type TTimed,
  weeklyLimit,
} from './payroll-hours.pieces';
import { dateIn, minutesBetween, minutesInWindow } from './payroll-hours.time';
import type { TPayCategory, TRuleOptions } from './payroll-hours.types';

/**
 * By year: the weekly maximum of ordinary hours, and the extra hours paid double (beyond: triple). Before the reform
 * (art. 66, 68) 9 a week; from 2027, 12 a week in at most 4 h a day on at most 4 days. The LFT itself was still to be
 * amended when this was written: the figures live here, by year, to be corrected without touching the rules.
 */
export const MX_LIMITS_BY_YEAR: {
  year: number;
  weeklyMaxHours: number;
  doubleExtraHoursPerWeek: number;
  /** From the reform: double only within this many extra hours a day, on at most `doubleExtraDays` days. */
  doubleExtraHoursPerDay?: number;
  doubleExtraDays?: number;
}[] = [
  { year: 1970, weeklyMaxHours: 48, doubleExtraHoursPerWeek: 9 },
  { year: 2026, weeklyMaxHours: 48, doubleExtraHoursPerWeek: 9 },
  { year: 2027, weeklyMaxHours: 46, doubleExtraHoursPerWeek: 12, doubleExtraHoursPerDay: 4, doubleExtraDays: 4 },
  { year: 2028, weeklyMaxHours: 44, doubleExtraHoursPerWeek: 12, doubleExtraHoursPerDay: 4, doubleExtraDays: 4 },
  { year: 2029, weeklyMaxHours: 42, doubleExtraHoursPerWeek: 12, doubleExtraHoursPerDay: 4, doubleExtraDays: 4 },
  { year: 2030, weeklyMaxHours: 40, doubleExtraHoursPerWeek: 12, doubleExtraHoursPerDay: 4, doubleExtraDays: 4 },
];

export const mxLimitsFor = (year: number) => {
  let found = MX_LIMITS_BY_YEAR[0];
  for (const row of MX_LIMITS_BY_YEAR) if (row.year <= year) found = row;
  return found;
};

/** Art. 60: the legal day by kind of shift, in minutes. Night work is 20:00–06:00. */
export const MX_LEGAL_DAY_MINUTES = { day: 480, mixed: 450, night: 420 } as const;
const MX_NIGHT_FROM = 20 * 60;
const MX_NIGHT_TO = 6 * 60;
/** Art. 60: a mixed shift with 3.5 h or more of night is a night shift. */
const MX_MIXED_NIGHT_LIMIT = 210;

/** The kind of shift (art. 60), given or worked out from the minutes between 20:00 and 06:00. */
export const mexicoShiftOf = (worked: number, night: number, given?: TRuleOptions['mexicoShift']): 'day' | 'mixed' | 'night' => {
  if (given === 'night' || given === 'day') return given;
  if (given === 'mixed') return night >= MX_MIXED_NIGHT_LIMIT ? 'night' : 'mixed';
  if (night === 0) return 'day';
  if (night >= worked || night >= MX_MIXED_NIGHT_LIMIT) return 'night';
  return 'mixed';
};

const EXTRA = 'extra' as TPayCategory; // placeholder until the double/triple allotment

export const mx = (days: TDayContext[], env: TRuleEnv): TRuleOutput => {
  const { options, timeZone } = env;
  const restDay = options.restDay ?? 0;
  const weekOf = (t: TTimed) => env.weekOfTimed(t);
  const premiums: TPremium[] = [];
  const protectedDays = new Set<number>();
  const timed = days.flatMap((d) => {
    const night = d.day.segments.reduce((sum, s) => sum + minutesInWindow(s.startMs, s.endMs, timeZone, MX_NIGHT_FROM, MX_NIGHT_TO), 0);
    const shift = mexicoShiftOf(d.worked, night, options.mexicoShift);
    const legal = MX_LEGAL_DAY_MINUTES[shift];
    const agreed = options.dailyThresholdMinutes;
    // Art. 59: an agreed jornada above the day shift's 8 h spreads the week; a lower one is a contract paying sooner.
    const ordinary = agreed !== undefined && agreed > 480 ? agreed : Math.min(legal, agreed ?? legal);
    const weekday = dayOfWeekOf(d.date);
    const sundayHours =
      weekday === 0 ||
      (options.mxSundayReading === 'hours_on_sunday' &&
        d.day.segments.some((s) => dayOfWeekOf(dateIn(s.startMs, timeZone)) === 0 || dayOfWeekOf(dateIn(s.endMs - 1, timeZone)) === 0));
    if (sundayHours)
      premiums.push({ day: d.index, minutes: ordinary, category: 'sunday_premium_25', rule: 'mx.sunday_premium', params: { percent: 25 } });
    if (d.holiday || weekday === restDay) {
      // Arts. 73, 75: double on top of the hours' pay; not also extra hours.
      protectedDays.add(d.index);
      const holiday = d.holiday;
      premiums.push({
        day: d.index,
        minutes: d.worked,
        category: holiday ? 'holiday_premium_200' : 'rest_day_premium_200',
        rule: holiday ? 'mx.holiday' : 'mx.rest_day',
        params: { percent: 200 },
      });
      return layOnTime(
        d.day,
        d.index,
        bands(d.worked, [[Number.POSITIVE_INFINITY, 'regular', holiday ? 'mx.holiday_hours' : 'mx.rest_day_hours']]),
      );
    }
    return layOnTime(
      d.day,
      d.index,
      bands(d.worked, [
        [ordinary, 'regular', ordinary > legal ? 'mx.agreed_day' : `mx.legal_day_${shift}`, { hours: ordinary / 60 }],
        [Number.POSITIVE_INFINITY, EXTRA, 'mx.extra_daily', { hours: ordinary / 60 }],
      ]),
    );
  });
  // The week's ordinary hours beyond its maximum (the year of the week's first day), in the order worked.
  const byWeek = new Map<string, TTimed[]>();
  for (const t of timed) byWeek.set(weekOf(t), [...(byWeek.get(weekOf(t)) ?? []), t]);
  const out: TTimed[] = [];
  for (const [week, list] of byWeek) {
    const year = Number(week.slice(0, 4));
    const limits = mxLimitsFor(year);
    const max = Math.min(limits.weeklyMaxHours * 60, options.weeklyThresholdMinutes ?? Number.POSITIVE_INFINITY);
    const capped = weeklyLimit(
      list,
      weekOf,
      max,
      { category: EXTRA, rule: 'mx.weekly_over_max', params: { hours: max / 60, year } },
      (t) => t.category === 'regular' && !protectedDays.has(t.day),
    );
    out.push(...allotExtra(capped, limits, year));
  }
  return { timed: out.sort((a, b) => a.startMs - b.startMs), premiums };
};

/** Extra hours in the order worked: double within the year's limits, triple beyond. */
const allotExtra = (list: TTimed[], limits: ReturnType<typeof mxLimitsFor>, year: number): TTimed[] => {
  const weekCap = limits.doubleExtraHoursPerWeek * 60;
  const dayCap = limits.doubleExtraHoursPerDay !== undefined ? limits.doubleExtraHoursPerDay * 60 : Number.POSITIVE_INFINITY;
  const daysCap = limits.doubleExtraDays ?? Number.POSITIVE_INFINITY;
  let week = 0;
  const perDay = new Map<number, number>();
  const out: TTimed[] = [];
  for (const t of list) {
    if (t.category !== EXTRA) {
      out.push(t);
      continue;
    }
    const dayUsed = perDay.get(t.day);
    const dayAllowed = dayUsed !== undefined || perDay.size < daysCap;
    const room = dayAllowed ? Math.max(0, Math.min(weekCap - week, dayCap - (dayUsed ?? 0))) : 0;
    const minutes = minutesBetween(t.startMs, t.endMs);
    const double = Math.min(room, minutes);
    if (double > 0) perDay.set(t.day, (dayUsed ?? 0) + double);
    week += double;
    const overRule: { rule: string; params: TParams } =
      limits.doubleExtraHoursPerDay === undefined
        ? { rule: 'mx.extra_over_cap_week', params: { hours: limits.doubleExtraHoursPerWeek, year } }
        : {
            rule: 'mx.extra_over_limits',
            params: {
              hours: limits.doubleExtraHoursPerWeek,
              perDay: limits.doubleExtraHoursPerDay ?? 0,
              days: limits.doubleExtraDays ?? 0,
              year,
            },
          };
    out.push(...allot(t, double, { category: 'overtime_200' }, { category: 'overtime_300', ...overRule }));
  }
  return out;
};
