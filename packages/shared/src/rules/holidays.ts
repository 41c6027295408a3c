// Statutory holiday calendars (issue 18): computed per year for the countries our companies work in. A company
// edits its calendar by adding dates or removing statutory ones (table payroll_holidays); the merged list feeds
// the overtime engine (Mexico pays holiday work double on top; elsewhere the day is flagged only).
//
// Sources: US — 5 U.S.C. § 6103(a) (federal holidays); Puerto Rico — Law 88 of 1969 as amended (the legal holidays
// of the Commonwealth; private employers follow them by contract, not by a premium); Mexico — Ley Federal del
// Trabajo art. 74 (descanso obligatorio). Observed-day shifts for weekends are not added: a company adds them.
import { addDays, dayOfWeekOf } from './dates';

export const HOLIDAY_COUNTRIES = ['PR', 'US', 'MX'] as const;
export type THolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/** A statutory holiday: its date and a stable key (translated: `payroll:holidays.names.<key>`). */
export type TStatutoryHoliday = { date: string; key: string };

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The `n`-th (1-based) `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
export const nthWeekday = (year: number, month: number, weekday: number, n: number): string => {
  if (n > 0) {
    const first = ymd(year, month, 1);
    return addDays(first, ((weekday - dayOfWeekOf(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1), -1);
  return addDays(last, -((dayOfWeekOf(last) - weekday + 7) % 7));
};

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
};

const US = (year: number): TStatutoryHoliday[] => [
  { date: ymd(year, 1, 1), key: 'newYear' },
  { date: nthWeekday(year, 1, 1, 3), key: 'martinLutherKing' },
  { date: nthWeekday(year, 2, 1, 3), key: 'washington' },
  { date: nthWeekday(year, 5, 1, -1), key: 'memorial' },
  ...(year >= 2021 ? [{ date: ymd(year, 6, 19), key: 'juneteenth' }] : []),
  { date: ymd(year, 7, 4), key: 'independence' },
  { date: nthWeekday(year, 9, 1, 1), key: 'labor' },
  { date: nthWeekday(year, 10, 1, 2), key: 'columbus' },
  { date: ymd(year, 11, 11), key: 'veterans' },
  { date: nthWeekday(year, 11, 4, 4), key: 'thanksgiving' },
  { date: ymd(year, 12, 25), key: 'christmas' },
];

const PR = (year: number): TStatutoryHoliday[] => [
  { date: ymd(year, 1, 1), key: 'newYear' },
  { date: ymd(year, 1, 6), key: 'epiphany' },
  { date: nthWeekday(year, 1, 1, 3), key: 'martinLutherKing' },
  { date: nthWeekday(year, 2, 1, 3), key: 'presidents' },
  { date: ymd(year, 3, 22), key: 'emancipation' },
  { date: addDays(easterSunday(year), -2), key: 'goodFriday' },
  { date: nthWeekday(year, 5, 1, -1), key: 'memorial' },
  { date: ymd(year, 7, 4), key: 'independence' },
  { date: ymd(year, 7, 25), key: 'constitutionPr' },
  { date: nthWeekday(year, 9, 1, 1), key: 'labor' },
  { date: nthWeekday(year, 10, 1, 2), key: 'columbus' },
  { date: ymd(year, 11, 11), key: 'veterans' },
  { date: ymd(year, 11, 19), key: 'discoveryPr' },
  { date: nthWeekday(year, 11, 4, 4), key: 'thanksgiving' },
  { date: ymd(year, 12, 25), key: 'christmas' },
];

const MX = (year: number): TStatutoryHoliday[] => [
  { date: ymd(year, 1, 1), key: 'newYear' },
  // Art. 74 II: the first Monday of February (5 February).
  { date: nthWeekday(year, 2, 1, 1), key: 'constitutionMx' },
  // Art. 74 III: the third Monday of March (21 March).
  { date: nthWeekday(year, 3, 1, 3), key: 'juarez' },
  { date: ymd(year, 5, 1), key: 'labourDay' },
  { date: ymd(year, 9, 16), key: 'independenceMx' },
  // Art. 74 VII: 1 October every six years, when the federal executive changes hands (2024, 2030, …).
  ...(year >= 2024 && (year - 2024) % 6 === 0 ? [{ date: ymd(year, 10, 1), key: 'presidentialTransfer' }] : []),
  // Art. 74 VI: the third Monday of November (20 November).
  { date: nthWeekday(year, 11, 1, 3), key: 'revolution' },
  { date: ymd(year, 12, 25), key: 'christmas' },
];

const BY_COUNTRY: Record<THolidayCountry, (year: number) => TStatutoryHoliday[]> = { US, PR, MX };

/** The statutory holidays of a country in a year, by date. */
export const statutoryHolidays = (country: THolidayCountry, year: number): TStatutoryHoliday[] =>
  BY_COUNTRY[country](year).sort((a, b) => a.date.localeCompare(b.date));

/** The country whose calendar a company follows, from its address country (anything else: US). */
export const holidayCountryOf = (country: string | null | undefined): THolidayCountry => {
  const c = (country ?? '').trim().toUpperCase();
  if (c === 'PR' || c === 'PUERTO RICO') return 'PR';
  if (c === 'MX' || c === 'MEX' || c === 'MEXICO' || c === 'MÉXICO') return 'MX';
  return 'US';
};

/** The overtime rule set a company's profile types start with, by country (California must be chosen). */
export const defaultRuleSetOf = (country: THolidayCountry): 'pr' | 'mx' | 'us-flsa' =>
  country === 'PR' ? 'pr' : country === 'MX' ? 'mx' : 'us-flsa';
