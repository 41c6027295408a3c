// Times of day 'HH:mm' (24 h) and their 12-hour display (spec section 5).
import { INVALID_TIME_MESSAGE } from './dates';

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isTimeString = (value: string): boolean => TIME_RE.test(value);

/** 'HH:mm' → minutes since midnight; throws 'Invalid time'. */
export const timeToMinutes = (value: string): number => {
  const match = TIME_RE.exec(value);
  if (!match) throw new Error(INVALID_TIME_MESSAGE);
  return Number(match[1]) * 60 + Number(match[2]);
};

export const minutesToTime = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** '13:05' → '1:05 PM'. */
export const formatTime12h = (value: string): string => {
  const minutes = timeToMinutes(value);
  const h24 = Math.floor(minutes / 60);
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
};

/** A shift crosses midnight when it ends at or before its start; it then belongs to the day it starts. */
export const crossesMidnight = (start: string, end: string): boolean => timeToMinutes(end) <= timeToMinutes(start);

/** Length of a shift in minutes, overnight shifts included. */
export const shiftDurationMinutes = (start: string, end: string): number => {
  const s = timeToMinutes(start);
  const e = timeToMinutes(end);
  return e > s ? e - s : e + 1440 - s;
};
