// Display formatting: 12-hour times, dates, localised relative times, phones (spec sections 5 and 9).
import { formatPhone, formatTime12h } from '@centinela/shared';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A time of day 'HH:mm' or a moment → '1:05 PM'. */
export const formatTime = (value: Date | string | number): string => {
  if (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)) return formatTime12h(value);
  const date = toDate(value);
  return formatTime12h(`${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`);
};

export const formatDate = (value: Date | string | number, language: string): string =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(toDate(value));

export const formatDateTime = (value: Date | string | number, language: string): string =>
  `${formatDate(value, language)}, ${formatTime(value)}`;

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

export const formatNumber = (value: number, language: string): string => new Intl.NumberFormat(language).format(value);
