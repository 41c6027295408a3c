// Who is on a shift occurrence, in memory: the weekly assignments less the guards opened off that date, plus covers.
// The SQL twin (occurrence-guards.sql.ts) counts the same for the reports.
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import type { TAbsenceSpan } from './availability.service';

export type TOccurrenceChange = { guardId: string; kind: 'cover' | 'open'; name: string };

type TChangeTuple = [shiftId: string, date: string, guardId: string, kind: 'cover' | 'open', name: string];

/** `{shiftId}:{date}` → the changes of that occurrence. */
export const occurrenceChangesOf = (json: string | null): Map<string, TOccurrenceChange[]> => {
  const byOccurrence = new Map<string, TOccurrenceChange[]>();
  for (const [shiftId, date, guardId, kind, name] of json ? (JSON.parse(json) as TChangeTuple[]) : []) {
    const key = occurrenceIdOf(shiftId, date);
    let list = byOccurrence.get(key);
    if (!list) {
      list = [];
      byOccurrence.set(key, list);
    }
    list.push({ guardId, kind, name });
  }
  return byOccurrence;
};

export const absenceSpansOf = (json: string | null): TAbsenceSpan[] =>
  (json ? (JSON.parse(json) as [string, string, string][]) : []).map(([userId, startDate, endDate]) => ({ userId, startDate, endDate }));

/** The weekly guards of an occurrence with its changes applied; covers are flagged. */
export const guardsOnOccurrence = <G extends { id: string; name: string }>(
  weekly: G[],
  changes: TOccurrenceChange[] | undefined,
): (G | { id: string; name: string; isCover: true })[] => {
  if (!changes || changes.length === 0) return weekly;
  const opened = new Set(changes.filter((c) => c.kind === 'open').map((c) => c.guardId));
  const kept: (G | { id: string; name: string; isCover: true })[] = weekly.filter((g) => !opened.has(g.id));
  for (const c of changes)
    if (c.kind === 'cover' && !kept.some((g) => g.id === c.guardId)) kept.push({ id: c.guardId, name: c.name, isCover: true });
  return kept;
};
