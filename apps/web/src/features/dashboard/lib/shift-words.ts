// How a guard's dashboard words a shift: its day ('Hoy' / 'Mañana' / the date) and its times, 12-hour in both languages
// (spec section 5), each in the post's own time zone.
import type { TMyShift } from '@centinela/shared/contracts/my-work';
import { dayIn, formatDay, formatTimeIn } from '@/lib/format';

export type TDayWord = 'today' | 'tomorrow' | null;

/** 'today' / 'tomorrow' when the shift starts on that calendar day of its post's zone, else null. */
export const dayWordOf = (shift: Pick<TMyShift, 'startsAt' | 'timeZone'>, now: Date = new Date()): TDayWord => {
  const day = dayIn(shift.startsAt, shift.timeZone);
  const today = dayIn(now, shift.timeZone);
  if (day === today) return 'today';
  const tomorrow = dayIn(new Date(new Date(`${today}T12:00:00Z`).getTime() + 86_400_000), 'UTC');
  return day === tomorrow ? 'tomorrow' : null;
};

/** '7:00 AM – 3:00 PM' in the post's zone. */
export const shiftTimes = (shift: Pick<TMyShift, 'startsAt' | 'endsAt' | 'timeZone'>): string =>
  `${formatTimeIn(shift.startsAt, shift.timeZone)} – ${formatTimeIn(shift.endsAt, shift.timeZone)}`;

/** The weekday and date of the shift's start in its post's zone: 'sábado, 28/11/2026'. */
export const shiftDay = (shift: Pick<TMyShift, 'startsAt' | 'timeZone'>, language: string): string => {
  const day = dayIn(shift.startsAt, shift.timeZone);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday}, ${formatDay(day, language)}`;
};
