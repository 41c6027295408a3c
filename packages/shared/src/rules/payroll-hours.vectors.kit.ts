// Test vectors of the overtime rule engine (issues 18 and 27): their type and helpers, written from the statutes, not from the code: each is a
// week of punches with the minutes expected in each category, and the legal reasoning in a comment. The engine's
// tests (payroll-hours.test.ts) run them all, and the API tests run them all through POST /api/payroll/calculate.
// One file per jurisdiction (payroll-hours.vectors.<rule set>.ts); each vector names its primary source.
//
// Entries are [date, start 'HH:mm', end 'HH:mm', break minutes?, meal start minute?] in the vector's time zone;
// an end at or before the start is on the next day.
import type {
  TMinutesByCategory,
  TPayInput,
  TPayResult,
  TPeriodSelection,
  TRuleOptions,
  TRuleSetId,
  TWorkEntry,
} from './payroll-hours.types';

/** What an entry's hours pay and where they came from (pay vectors). */
export type TVectorEntryPay = Pick<TWorkEntry, 'rateCents' | 'differentialCents' | 'nightDifferentialCents' | 'source'>;

export type TVectorEntry = [
  date: string,
  start: string,
  end: string,
  breakMinutes?: number,
  mealStartMinute?: number,
  pay?: TVectorEntryPay,
];

export type TPayrollVector = {
  name: string;
  /** The primary source the expected figures come from (statute section, regulation, agency example). */
  source?: string;
  ruleSet: TRuleSetId;
  timeZone: string;
  hireDate?: string;
  options?: TRuleOptions;
  holidays?: string[];
  entries: TVectorEntry[];
  /** Expected totals for the whole input, in minutes. */
  totals: TMinutesByCategory;
  /** Expected minutes per day (only the days listed are checked). */
  days?: Record<string, TMinutesByCategory>;
  /** Rule keys that must appear among the explanations. */
  rules?: string[];
  ruleVersion?: string;
  /** Money: the guard's wage and how two rates combine; expected cents of the whole input. */
  pay?: TPayInput;
  payTotals?: Partial<TPayResult>;
  /** A pay period inside whole workweeks: expected minutes (and cents) paid in it, and the weeks it covers. */
  period?: TPeriodSelection;
  periodMinutes?: TMinutesByCategory;
  periodPay?: Partial<TPayResult>;
  periodWeeks?: { start: string; ended: boolean }[];
};

export const H = 60;
export const NY = 'America/New_York';
export const LA = 'America/Los_Angeles';
export const PR = 'America/Puerto_Rico';
export const MX = 'America/Mexico_City';

/** `count` consecutive days from `from`, each with the same times. */
export const week = (
  from: string,
  count: number,
  start: string,
  end: string,
  breakMinutes?: number,
  mealStart?: number,
): TVectorEntry[] => {
  const out: TVectorEntry[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const date = d.toISOString().slice(0, 10);
    out.push(
      breakMinutes === undefined
        ? [date, start, end]
        : mealStart === undefined
          ? [date, start, end, breakMinutes]
          : [date, start, end, breakMinutes, mealStart],
    );
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
};
