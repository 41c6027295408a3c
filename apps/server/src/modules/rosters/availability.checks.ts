// Checks of a roster being saved (split from availability.service.ts): new assignments against every other roster
// of the guards and the roster's own shifts — overlaps, absence, rest and weekly hours — answered as verdicts.
import { loadDocumentCheck } from '../guard-records/required-documents';
import { addDays, type TGuardRank, todayIn } from '@centinela/shared';
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { firstDateOnOrAfter, firstOverlapDate, type TWeeklyShift } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, firstZonedOverlapDate } from '@centinela/shared/rules/zoned-time';
import { allOn, type TDbOrTx } from '../../db/client';
import { getCompanyRules } from './rosters.lookup';
import { timeOf } from './rosters.sql';

import { busyByGuard, loadSpecialServiceBusy } from '../opportunities/opportunities.busy';
import { evaluateGuard, isAbsentOn, loadAbsences, loadBanned, loadGuardCandidates, servicesLoad, slotOf } from './availability.service';
import { loadFromPatterns, loadGuardPatterns, type TGuardPattern } from './availability.patterns';

export type TAssignmentToCheck = {
  guardId: string;
  shiftId: string;
  dayOfWeek: number;
  shiftNumber: number;
  startMinute: number;
  endMinute: number;
};

export type TAssignmentVerdict = {
  check: TAssignmentToCheck;
  guardName: string;
  date: string | null;
  conflicts: TConflict[];
};

/** Another weekly shift of the guard that overlaps a new assignment anywhere in the roster's range, as conflicts. */
const overlapsOf = (mine: TWeeklyShift & { timeZone: string }, patterns: TGuardPattern[]): TConflict[] => {
  const overlaps: TConflict[] = [];
  for (const p of patterns) {
    // Same zone: wall-clock order is instant order. Different zones: compared as instants.
    const clash = p.timeZone === mine.timeZone ? firstOverlapDate(mine, p) : firstZonedOverlapDate(mine, p);
    if (!clash) continue;
    const startTime = timeOf(p.startMinute);
    const endTime = timeOf(p.endMinute);
    overlaps.push({
      type: 'overlap',
      severity: 'blocking',
      message: `Already working ${p.postName} (${startTime}–${endTime}) from ${clash}`,
      postId: p.postId,
      postName: p.postName,
      rosterId: p.rosterId,
      date: clash,
      startTime,
      endTime,
    });
  }
  return overlaps;
};

/**
 * Checks new assignments of a roster (from `from` to `to`) at a post against every other roster of the
 * guards and against the roster's own shifts (`ownPatterns`): overlaps over the whole date range; absence,
 * rest and weekly hours on the first occurrence from today on. Unknown guards are reported in `unknown`.
 */
export const checkAssignments = async (
  db: TDbOrTx,
  {
    companyId,
    post,
    from,
    to,
    rosterId,
    checks,
    ownPatterns,
  }: {
    companyId: string;
    post: { id: string; requiredRank: TGuardRank | null; timeZone: string };
    from: string;
    to: string | null;
    rosterId: string | null;
    checks: TAssignmentToCheck[];
    ownPatterns: TGuardPattern[];
  },
): Promise<{ verdicts: TAssignmentVerdict[]; unknown: string[] }> => {
  const guardIds = [...new Set(checks.map((c) => c.guardId))];
  if (guardIds.length === 0) return { verdicts: [], unknown: [] };
  const rules = await getCompanyRules(db, companyId);
  // "Today" is the company's date: the first occurrence checked is the first one on or after it.
  const today = todayIn(rules.timeZone);
  const start = from > today ? from : today;
  const postTimeZone = effectiveTimeZone(post.timeZone, rules.timeZone);
  const [guards, otherPatterns, banned, absences, documentCheck, busy] = await allOn(db, [
    () => loadGuardCandidates(db, companyId, { guardIds }),
    () => loadGuardPatterns(db, { companyId, guardIds, from: start, excludeRosterId: rosterId ?? undefined }),
    () => loadBanned(db, post.id),
    () => loadAbsences(db, companyId, start, addDays(start, 7), guardIds),
    () => loadDocumentCheck(db, companyId, guardIds),
    // Special services around the first occurrences (its week and the rest either side).
    () => loadSpecialServiceBusy(db, { companyId, guardIds, from: addDays(start, -7), to: addDays(start, 14) }),
  ]);
  const services = busyByGuard(busy);
  const byId = new Map(guards.map((g) => [g.id, g]));
  const unknown = guardIds.filter((id) => !byId.has(id));
  const verdicts: TAssignmentVerdict[] = [];
  for (const check of checks) {
    const guard = byId.get(check.guardId);
    if (!guard) continue;
    const mine: TWeeklyShift & { timeZone: string } = {
      dayOfWeek: check.dayOfWeek,
      startMinute: check.startMinute,
      endMinute: check.endMinute,
      from: start,
      to,
      timeZone: postTimeZone,
    };
    const patterns = [
      ...otherPatterns.filter((p) => p.guardId === guard.id),
      ...ownPatterns.filter((p) => p.guardId === guard.id && p.shiftId !== check.shiftId),
    ];
    // Overlaps anywhere in the roster's range (not only the first week).
    const overlaps = overlapsOf(mine, patterns);
    const date = firstDateOnOrAfter(start, check.dayOfWeek, to);
    let conflicts: TConflict[] = overlaps;
    if (date) {
      const slot = slotOf({
        postId: post.id,
        requiredRank: post.requiredRank,
        date,
        startMinute: check.startMinute,
        endMinute: check.endMinute,
        timeZone: postTimeZone,
        companyTimeZone: rules.timeZone,
        weekStart: rules.weekStart,
      });
      const load = loadFromPatterns(patterns, slot, rules.minRestHours, { shiftId: check.shiftId });
      const serviceLoad = servicesLoad(services.get(guard.id), slot, rules.minRestHours);
      const others = evaluateGuard({
        guard,
        slot,
        near: load.near,
        services: serviceLoad.near,
        weekMinutes: load.weekMinutes + serviceLoad.weekMinutes,
        isBanned: banned.has(guard.id),
        isAbsent: isAbsentOn(absences, guard.id, date),
        minRestHours: rules.minRestHours,
      }).filter((c) => c.type !== 'overlap');
      conflicts = [...others, ...documentCheck(guard.id, date), ...overlaps];
    } else {
      // A roster wholly in the past: only what does not depend on a date.
      if (banned.has(guard.id)) conflicts.push({ type: 'banned', severity: 'blocking', message: 'Banned from this post', postId: post.id });
      if (!guard.stillEmployed) conflicts.push({ type: 'not_employed', severity: 'blocking', message: 'Not employed' });
    }
    verdicts.push({ check, guardName: guard.name, date, conflicts });
  }
  return { verdicts, unknown };
};
