// The call history (spec section 3 "Call history entry"): number, name, type, time, duration m:ss, date — in local
// storage under `sipCallHistory`, newest first, at most 50 entries.
import { HISTORY_KEY, PHONE } from './constants';

export type TCallType = 'incoming' | 'outgoing' | 'missed';

export type TCallHistoryEntry = {
  number: string;
  name: string;
  type: TCallType;
  /** HH:mm in the company's time zone. */
  time: string;
  /** m:ss */
  duration: string;
  /** yyyy-MM-dd in the company's time zone. */
  date: string;
};

/** Seconds as m:ss (0:07, 2:05, 61:00). */
export const formatDuration = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const isEntry = (value: unknown): value is TCallHistoryEntry => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['number', 'name', 'type', 'time', 'duration', 'date'].every((key) => typeof v[key] === 'string');
};

export const readHistory = (storage: Storage = localStorage): TCallHistoryEntry[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, PHONE.historyMax) : [];
  } catch {
    return [];
  }
};

/** The date and time of a moment in a time zone, as the history stores them. */
export const historyMoment = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** Adds an entry on top and keeps the newest 50; answers the new list. */
export const addToHistory = (entry: TCallHistoryEntry, storage: Storage = localStorage) => {
  const next = [entry, ...readHistory(storage)].slice(0, PHONE.historyMax);
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the call still happened; the list just is not kept.
  }
  return next;
};

export const clearHistory = (storage: Storage = localStorage) => storage.removeItem(HISTORY_KEY);
