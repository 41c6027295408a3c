// Display formatting: 12-hour times, dates, localised relative times, phones (spec sections 5 and 9).
import { formatMoney, formatPhone, formatTime12h } from '@centinela/shared';
import { numberLocaleOf } from '@centinela/shared/rules/money';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A time of day 'HH:mm' or a moment → '1:05 PM'. */
export const formatTime = (value: Date | string | number): string => {
  if (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)) return formatTime12h(value);
  const date = toDate(value);
  return formatTime12h(`${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`);
};

/** Two times of day → '7:00 AM – 3:00 PM': how every page writes a shift (one time format, spec section 5). */
export const formatTimeRange = (start: string, end: string): string => `${formatTime(start)} – ${formatTime(end)}`;

/**
 * A shift's time as the server stores it in text ('07:00 - 15:00', absences' shift information) → '7:00 AM – 3:00 PM';
 * text that is not two times is shown as it is.
 */
export const formatShiftTime = (value: string): string => {
  const match = /^(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/.exec(value.trim());
  return match ? formatTimeRange(match[1], match[2]) : value;
};

/** A moment's time of day in `timeZone` (the company's), 12-hour: '10:30 PM'. */
export const formatTimeIn = (value: Date | string | number, timeZone: string): string =>
  formatTime12h(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(value)));

// Dates (decision 0010): shown and typed as the language writes them, dd/MM/yyyy in Spanish and MM/dd/yyyy in
// English; the API keeps 'yyyy-MM-dd'. A calendar date is never turned into a Date (no time zone can shift it); a
// moment is turned into a date in the company's time zone, never the browser's.

/** The typed pattern of a date in each language (placeholder of DateInput). */
export const datePattern = (language: string): string => (language.startsWith('es') ? 'dd/MM/yyyy' : 'MM/dd/yyyy');

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'yyyy-MM-dd' → '31/12/2026' (es) or '12/31/2026' (en); anything else → ''. */
export const formatDay = (date: string | null | undefined, language: string): string => {
  const match = date ? DAY_RE.exec(date) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return language.startsWith('es') ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

/**
 * What a person typed in the language's pattern → 'yyyy-MM-dd'; '' → null; an impossible or malformed date →
 * undefined. Day and month may have one digit; the year has four; '-' and '.' separate as well as '/'.
 */
export const parseDay = (text: string, language: string): string | null | undefined => {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return undefined;
  const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = language.startsWith('es') ? [a, b] : [b, a];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The calendar date of a moment in a time zone (the company's): 'yyyy-MM-dd'. */
export const dayIn = (value: Date | string | number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(value));

/**
 * A date for display in the language's pattern: a calendar date 'yyyy-MM-dd' as it is; a moment (ISO timestamp,
 * Date) as its date in `timeZone` — the company's (useSession().company.timeZone).
 */
export const formatDate = (value: Date | string | number, language: string, timeZone: string): string =>
  typeof value === 'string' && DAY_RE.test(value) ? formatDay(value, language) : formatDay(dayIn(value, timeZone), language);

/** A moment as its date and 12-hour time in `timeZone` (the company's). */
export const formatDateTime = (value: Date | string | number, language: string, timeZone: string): string => {
  const date = toDate(value);
  return `${formatDate(date, language, timeZone)}, ${formatTimeIn(date, timeZone)}`;
};

/** An amount of integer cents in the language and the company's currency (decision 0010). */
export const formatMoneyDisplay = (cents: number | null | undefined, language: string, currency: string): string =>
  cents === null || cents === undefined ? '' : formatMoney(cents, language, currency);

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minutes ago' / 'hace 5 minutos'; under a minute reads 'now' / 'ahora'. */
export const formatRelativeTime = (value: Date | string | number, language: string, now: Date = new Date()): string => {
  const formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  let amount = (toDate(value).getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return formatter.format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
};

const isSameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * Message time label (spec section 9): today 'HH:mm'; yesterday '{yesterday} HH:mm'; under 7 days weekday and time;
 * else month, day and time. `yesterdayLabel` is the translated word.
 */
export const formatMessageTime = (
  value: Date | string | number,
  language: string,
  yesterdayLabel: string,
  now: Date = new Date(),
): string => {
  const date = toDate(value);
  const time = formatTime(date);
  if (isSameDay(date, now)) return time;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (isSameDay(date, yesterday)) return `${yesterdayLabel} ${time}`;
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 7 && days > 0) return `${new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date)} ${time}`;
  return `${new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(date)} ${time}`;
};

/** Phone for display: US numbers as (XXX) XXX-XXXX, others as given; empty for none. */
export const formatPhoneDisplay = (phone: string | null | undefined): string => formatPhone(phone);

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(numberLocaleOf(language)).format(value);
