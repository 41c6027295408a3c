// Pieces of time for the overtime engine (decision 0021). Daily rules cut a day's minutes, in the order worked, into
// pieces of one category for one reason; those pieces are laid back onto the day's segments (`timed`), so that weekly
// rules walk real instants — a workweek is a fixed 168-hour period (29 CFR 778.105; Puerto Rico's starts Monday
// 12:01 a.m., 29 LPRA 273a), and a shift crossing its boundary splits there, whatever the day definition.
import type { TPayCategory } from './payroll-hours.types';
import { MS_PER_MINUTE, minutesBetween, type TDay } from './payroll-hours.time';

export type TParams = Record<string, string | number>;

/** A run of a day's minutes in the order worked, in one category for one reason. */
export type TPiece = { minutes: number; category: TPayCategory; rule: string; params?: TParams };

/** A piece laid on real time: [startMs, endMs) of entry `entry`, in day `day` (index into the days list). */
export type TTimed = {
  startMs: number;
  endMs: number;
  entry: number;
  day: number;
  category: TPayCategory;
  rule: string;
  params?: TParams;
};

/** A premium on top of worked time (no instants): Sunday, rest day, holiday, meal penalty. */
export type TPremium = { day: number; minutes: number; category: TPayCategory; rule: string; params?: TParams };

export const piece = (minutes: number, category: TPayCategory, rule: string, params?: TParams): TPiece[] =>
  minutes > 0 ? [{ minutes, category, rule, ...(params ? { params } : {}) }] : [];

/** Cuts a day of `worked` minutes at thresholds: [[upTo, category, rule, params], …]; the last band is open. */
export const bands = (worked: number, list: [number, TPayCategory, string, TParams?][]): TPiece[] => {
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

/** Lays a day's pieces (in order worked) onto its segments. */
export const layOnTime = (day: TDay, dayIndex: number, pieces: TPiece[]): TTimed[] => {
  const out: TTimed[] = [];
  let p = 0;
  let left = pieces[0]?.minutes ?? 0;
  for (const s of day.segments) {
    let from = s.startMs;
    while (from < s.endMs && p < pieces.length) {
      const take = Math.min(left, minutesBetween(from, s.endMs));
      const to = take === minutesBetween(from, s.endMs) ? s.endMs : from + take * MS_PER_MINUTE;
      const { category, rule, params } = pieces[p];
      if (to > from) out.push({ startMs: from, endMs: to, entry: s.entry, day: dayIndex, category, rule, ...(params ? { params } : {}) });
      from = to;
      left -= take;
      if (left <= 0) {
        p += 1;
        left = pieces[p]?.minutes ?? 0;
      }
    }
  }
  return out;
};

const cut = (t: TTimed, minutes: number): [TTimed, TTimed] => {
  const at = t.startMs + minutes * MS_PER_MINUTE;
  return [
    { ...t, endMs: at },
    { ...t, startMs: at },
  ];
};

/**
 * The weekly limit, walking all timed pieces in order: per workweek (`weekOf`), the minutes that `counts` beyond
 * `limit` become `category` under `rule`. Only counted minutes are converted (daily overtime is never counted
 * twice toward the week: no pyramiding).
 */
export const weeklyLimit = (
  timed: TTimed[],
  weekOf: (t: TTimed) => string,
  limit: number,
  to: { category: TPayCategory; rule: string; params?: TParams },
  counts: (t: TTimed) => boolean = (t) => t.category === 'regular',
): TTimed[] => {
  const used = new Map<string, number>();
  const out: TTimed[] = [];
  for (const t of timed) {
    if (!counts(t)) {
      out.push(t);
      continue;
    }
    const week = weekOf(t);
    const before = used.get(week) ?? 0;
    const minutes = minutesBetween(t.startMs, t.endMs);
    used.set(week, before + minutes);
    const keep = Math.max(0, Math.min(minutes, limit - before));
    const moved = { category: to.category, rule: to.rule, ...(to.params ? { params: to.params } : {}) };
    if (keep >= minutes) out.push(t);
    else if (keep <= 0) out.push({ ...t, ...moved, params: to.params });
    else {
      const [a, b] = cut(t, keep);
      out.push(a, { ...b, ...moved, params: to.params });
    }
  }
  return out.map((t) => (t.params === undefined ? withoutParams(t) : t));
};

const withoutParams = (t: TTimed): TTimed => {
  const { params: _, ...rest } = t;
  return rest;
};

/** Splits a timed piece at a minute count, for rules that allot minutes in order (Mexico's extra hours). */
export const allot = (t: TTimed, minutes: number, first: Partial<TTimed>, rest: Partial<TTimed>): TTimed[] => {
  const length = minutesBetween(t.startMs, t.endMs);
  if (minutes >= length) return [{ ...t, ...first }];
  if (minutes <= 0) return [{ ...t, ...rest }];
  const [a, b] = cut(t, minutes);
  return [
    { ...a, ...first },
    { ...b, ...rest },
  ];
};

/** A day as the rules see it. */
export type TDayContext = {
  /** Index in the calculation's days. */
  index: number;
  date: string;
  worked: number;
  /** 1-based position among the workweek's consecutive worked days from its first day; 0 when a day was skipped. */
  consecutive: number;
  day: TDay;
  holiday: boolean;
};

/** What every rule set gets besides its days. */
export type TRuleEnv = {
  timeZone: string;
  options: import('./payroll-hours.types').TRuleOptions;
  entries: import('./payroll-hours.types').TWorkEntry[];
  /** The workweek (first date) of a timed piece: by its instant (fixed 168-hour weeks). */
  weekOfTimed: (t: TTimed) => string;
  /** The day each entry starts in (its meal rules are applied there). */
  entryFirstDay: Map<number, number>;
  preReform: boolean;
};

export type TRuleOutput = { timed: TTimed[]; premiums: TPremium[] };
