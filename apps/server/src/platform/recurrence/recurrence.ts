// Occurrences of a recurrence rule — a recurring task, a recurring invoice charge: RFC 5545 rules through rrule-temporal
// (never hand-written date loops), generated in the company's time zone so a task due at 09:00 stays at 09:00 wall-clock
// across a DST change. Monthly on the 31st skips months without a 31st (RFC 5545: invalid dates are ignored).
import type { TTaskRecurrence } from '@centinela/shared';
import { addDays } from '@centinela/shared';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

export type TRecurrenceRule = {
  type: TTaskRecurrence;
  interval: number;
  /** ISO weekdays 1 = Monday … 7 = Sunday (weekly). */
  daysOfWeek: readonly number[];
  /** The first occurrence's date (DTSTART). */
  startDate: string;
  /** UNTIL (inclusive), or null. */
  endDate: string | null;
  /** Wall-clock minute each occurrence is due; null: the end of the day. */
  dueMinute: number | null;
};

export type TOccurrence = { date: string; dueAt: Date };

const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const zoned = (date: string, minute: number, timeZone: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return Temporal.ZonedDateTime.from(
    { timeZone, year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
    { disambiguation: 'compatible' },
  );
};

/** The instant a task is due: its date + minute, or the start of the next day, in the time zone. */
export const dueInstantOf = (date: string, dueMinute: number | null, timeZone: string): Date =>
  dueMinute === null ? new Date(instantOf(addDays(date, 1), 0, timeZone)) : new Date(instantOf(date, dueMinute, timeZone));

/** The RFC 5545 rule of a recurrence (its text is shown in tests and logs). */
export const ruleOf = (rule: TRecurrenceRule, timeZone: string) =>
  new RRuleTemporal({
    freq: FREQ[rule.type],
    interval: rule.interval,
    tzid: timeZone,
    // The rule picks dates; it runs at noon (a wall-clock time every day has) and the due instant comes from zoned-time
    // (a due time in the spring-forward gap moves forward, RFC 5545's reading, instead of the date being skipped).
    dtstart: zoned(rule.startDate, 720, timeZone),
    wkst: 'MO',
    ...(rule.type === 'weekly' ? { byDay: [...rule.daysOfWeek].sort().map((d) => WEEKDAYS[d - 1]) } : {}),
    ...(rule.type === 'monthly' ? { byMonthDay: [Number(rule.startDate.slice(8, 10))] } : {}),
    ...(rule.endDate ? { until: zoned(rule.endDate, 1439, timeZone) } : {}),
  });

/** Occurrences whose date is within [from, to] (inclusive), in order. */
export const occurrencesBetween = (rule: TRecurrenceRule, timeZone: string, from: string, to: string): TOccurrence[] => {
  if (to < from) return [];
  const rrule = ruleOf(rule, timeZone);
  const after = new Date(instantOf(from, 0, timeZone));
  const before = new Date(instantOf(addDays(to, 1), 0, timeZone) - 1);
  return rrule.between(after, before, true).map((z) => {
    const date = z.toPlainDate().toString();
    return { date, dueAt: dueInstantOf(date, rule.dueMinute, timeZone) };
  });
};
