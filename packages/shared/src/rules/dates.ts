// Dates are plain calendar dates 'yyyy-MM-dd' (spec section 5 "Dates and times").

export const INVALID_DATE_MESSAGE = "Invalid date string format. Expected 'yyyy-MM-dd'";
export const INVALID_TIME_MESSAGE = 'Invalid time';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** Parses 'yyyy-MM-dd' (a time part after T or space is ignored); throws the spec's message otherwise. */
export const parseDateString = (value: string): string => {
  const match = DATE_RE.exec(value.trim());
  if (!match) throw new Error(INVALID_DATE_MESSAGE);
  const [, y, m, d] = match;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999 ('0001-01-01' would not round-trip).
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    throw new Error(INVALID_DATE_MESSAGE);
  }
  return `${y}-${m}-${d}`;
};

export const isDateString = (value: string): boolean => {
  try {
    parseDateString(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The dates the API and the forms accept (issue 29): from 1900-01-01 — dates of birth of the oldest people on file —
 * to 2199-12-31, far past any shift, expiry or pay period. Beyond them a date is a typing slip or an attack: it used to
 * reach date arithmetic and PostgreSQL (year 10000) and answer 500. Every shared date and date-time schema checks it.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';
/** The field error of a date outside MIN_DATE … MAX_DATE: a translation key (common namespace, decision 0014). */
export const DATE_OUT_OF_RANGE_MESSAGE = 'common:validation.dateOutOfRange';

/** Whether a 'yyyy-MM-dd' date (a time part ignored) is valid and within MIN_DATE … MAX_DATE. */
export const isDateInRange = (value: string): boolean => {
  if (!isDateString(value)) return false;
  const date = parseDateString(value);
  return date >= MIN_DATE && date <= MAX_DATE;
};

const MIN_INSTANT_MS = Date.parse(`${MIN_DATE}T00:00:00Z`);
const MAX_INSTANT_MS = Date.parse(`${MAX_DATE}T23:59:59.999Z`);

/** Whether a date-time JavaScript can read names an instant whose UTC date is within MIN_DATE … MAX_DATE. */
export const isInstantInRange = (value: string): boolean => {
  const ms = Date.parse(value);
  return ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS;
};

/** Day of week of a 'yyyy-MM-dd' date: 0 = Sunday … 6 = Saturday. */
export const dayOfWeekOf = (date: string): number => new Date(`${parseDateString(date)}T00:00:00Z`).getUTCDay();

// addDays runs for every worked piece a pay run or an invoice classifies (a month of 120,000 shifts calls it millions of
// times, mostly on the same few dozen dates): its answers are remembered, bounded. An invalid date still throws.
const addDaysMemo = new Map<string, string>();
const ADD_DAYS_MEMO_SIZE = 20_000;

export const addDays = (date: string, days: number): string => {
  const key = `${date}|${days}`;
  const known = addDaysMemo.get(key);
  if (known !== undefined) return known;
  const d = new Date(`${parseDateString(date)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const result = d.toISOString().slice(0, 10);
  if (addDaysMemo.size >= ADD_DAYS_MEMO_SIZE) addDaysMemo.clear();
  addDaysMemo.set(key, result);
  return result;
};

/** Whole days from one 'yyyy-MM-dd' date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${parseDateString(to)}T00:00:00Z`) - Date.parse(`${parseDateString(from)}T00:00:00Z`)) / 86_400_000);

/** The last day of the month holding a 'yyyy-MM-dd' date ('2028-02-10' → '2028-02-29'). */
export const lastDayOfMonth = (date: string): string => {
  const [y, m] = parseDateString(date).split('-').map(Number);
  const last = new Date(0);
  last.setUTCFullYear(y, m, 0); // day 0 of the next month
  return last.toISOString().slice(0, 10);
};

/** Today's date in a time zone, as 'yyyy-MM-dd'. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The Sunday that starts the week holding `date`. */
/** The first day of the week holding `date`, weeks starting on `weekStart` (0 Sunday … 6 Saturday: the company's setting). */
export const startOfWeek = (date: string, weekStart = 0): string => addDays(date, -((dayOfWeekOf(date) - weekStart + 7) % 7));

/** A 'yyyy-MM-dd' day as documents print it: dd/MM/yyyy in Spanish (Puerto Rico, Mexico), MM/dd/yyyy in English (US). */
export const formatDay = (date: string, language: 'es' | 'en'): string => {
  const [y, m, d] = date.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};
