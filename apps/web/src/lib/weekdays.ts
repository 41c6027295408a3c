// The days of the week as Date#getUTCDay numbers them (0 = Sunday); the catalogs name them under these keys
// (payroll:rules.weekdays.<n>), so a typed day makes a typed key.
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** A day number (0–6) as a TWeekday; any other number, which no caller sends, reads as Sunday. */
export const weekdayOf = (day: number): TWeekday => WEEKDAYS.find((d) => d === day) ?? 0;
