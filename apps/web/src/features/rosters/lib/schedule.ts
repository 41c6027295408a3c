// The roster editor's week: seven days of shifts as the shared input schema holds them, plus the helpers
// the grid needs (names of days, next shift number, copying days, conflicts inside the roster being edited).
import { timeToMinutes } from '@centinela/shared';
import type { TRoster, TRosterInput } from '@centinela/shared/contracts/rosters';
import { firstOverlapDate } from '@centinela/shared/rules/shifts';

export type TShiftDraft = {
  shiftNumber: number;
  startTime: string;
  endTime: string;
  requiredGuards: number;
  /** The scheduled meal: start 'HH:mm' ('' = none) and minutes. */
  mealStartTime: string;
  mealMinutes: number | null;
  guardIds: string[];
  overrideReasons: Record<string, string>;
};

export type TDayDraft = { dayOfWeek: number; shifts: TShiftDraft[] };

export type TRosterDraft = Omit<TRosterInput, 'scheduleData'> & { scheduleData: { days: TDayDraft[] } };

export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** 0 = Sunday … 6 = Saturday, in the UI language (2023-01-01 was a Sunday). */
export const weekdayName = (dayOfWeek: number, language: string, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + dayOfWeek)));

export const emptyWeek = (): TDayDraft[] => DAYS.map((dayOfWeek) => ({ dayOfWeek, shifts: [] }));

export const draftOf = (roster: TRoster | undefined, today: string): TRosterDraft => ({
  postId: roster?.postId ?? '',
  name: roster?.name ?? '',
  locationName: roster?.locationName ?? '',
  effectiveFrom: roster?.effectiveFrom ?? today,
  effectiveTo: roster?.effectiveTo ?? '',
  isActive: roster?.isActive ?? true,
  overrideReason: '',
  scheduleData: {
    days: roster
      ? roster.scheduleData.days.map((d) => ({
          dayOfWeek: d.dayOfWeek,
          shifts: d.shifts.map((s) => ({
            shiftNumber: s.shiftNumber,
            startTime: s.startTime,
            endTime: s.endTime,
            requiredGuards: s.requiredGuards,
            mealStartTime: s.mealStartTime ?? '',
            mealMinutes: s.mealMinutes,
            guardIds: s.guardIds,
            overrideReasons: s.overrideReasons,
          })),
        }))
      : emptyWeek(),
  },
});

export const nextShiftNumber = (shifts: readonly TShiftDraft[]) => shifts.reduce((n, s) => Math.max(n, s.shiftNumber), 0) + 1;

/** A new shift after the day's last one: starts when it ends (or 07:00), lasts eight hours. */
export const newShift = (shifts: readonly TShiftDraft[]): TShiftDraft => {
  const last = shifts[shifts.length - 1];
  const startTime = last?.endTime ?? '07:00';
  const start = isTime(startTime) ? timeToMinutes(startTime) : 420;
  const end = (start + 480) % 1440;
  return {
    shiftNumber: nextShiftNumber(shifts),
    startTime,
    endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    requiredGuards: 1,
    mealStartTime: '',
    mealMinutes: null,
    guardIds: [],
    overrideReasons: {},
  };
};

export const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The day's shifts copied onto other days (their shifts are replaced). */
export const copyDay = (days: TDayDraft[], from: number, to: number[]): TDayDraft[] =>
  days.map((day) =>
    to.includes(day.dayOfWeek)
      ? {
          dayOfWeek: day.dayOfWeek,
          shifts: days[from].shifts.map((s) => ({ ...s, guardIds: [...s.guardIds], overrideReasons: { ...s.overrideReasons } })),
        }
      : day,
  );

export type TInternalClash = { dayOfWeek: number; shiftNumber: number; startTime: string; endTime: string };

/** Shifts of this roster (unsaved state) that a guard already works and that overlap the given shift. */
export const internalClashes = (
  days: TDayDraft[],
  guardId: string,
  target: { dayOfWeek: number; shiftNumber: number; startTime: string; endTime: string },
  range: { from: string; to: string | null },
): TInternalClash[] => {
  if (!isTime(target.startTime) || !isTime(target.endTime)) return [];
  const mine = {
    dayOfWeek: target.dayOfWeek,
    startMinute: timeToMinutes(target.startTime),
    endMinute: timeToMinutes(target.endTime),
    ...range,
  };
  return days.flatMap((day) =>
    day.shifts
      .filter((s) => s.guardIds.includes(guardId) && !(day.dayOfWeek === target.dayOfWeek && s.shiftNumber === target.shiftNumber))
      .filter((s) => isTime(s.startTime) && isTime(s.endTime))
      .filter(
        (s) =>
          firstOverlapDate(mine, {
            dayOfWeek: day.dayOfWeek,
            startMinute: timeToMinutes(s.startTime),
            endMinute: timeToMinutes(s.endTime),
            ...range,
          }) !== null,
      )
      .map((s) => ({ dayOfWeek: day.dayOfWeek, shiftNumber: s.shiftNumber, startTime: s.startTime, endTime: s.endTime })),
  );
};

/** 12-hour time without ':00' for whole hours ('10 PM', '6:30 AM'): the week calendar's narrow cells. */
export const compactTime = (value: string) => {
  if (!isTime(value)) return value;
  const [h, m] = value.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
};
