// Each company's weekly shift patterns (who works which weekly shift of which active roster) and guard list
// (rank, employment, weekly threshold), kept in memory for availability. Each part is checked against its
// counter in roster_versions — bumped by database triggers on every change to posts, rosters, shifts and
// assignments (`version`) or to the guards and payroll profile types (`guard_version`) — on each use, so a
// change made by any process, or straight in SQL, is seen on the next request. Nothing here is needed by
// another process: a cold cache only costs one reload.
import { defaultRuleSetOf, holidayCountryOf } from '@centinela/shared/rules/holidays';
import { overtimeHourCents } from '@centinela/shared/rules/payroll-hours.pay';
import type { TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { GUARD_RANKS, type TGuardRank } from '@centinela/shared';
import { compareGuardNames } from '@centinela/shared/rules/shifts';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { rowsOf } from './rosters.sql';

export type TCachedPattern = {
  shiftId: string;
  rosterId: string;
  postId: string;
  postName: string;
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
  from: string;
  to: string | null;
  /** The post's time zone (the company's when the post has none). */
  timeZone: string;
};

export type TCachedGuard = {
  id: string;
  name: string;
  /** Folded names, email, phones … (users.search_text) for the picker's search (platform/search). */
  searchText: string;
  rank: TGuardRank | null;
  stillEmployed: boolean;
  employmentStartDate: string | null;
  terminationDate: string | null;
  weeklyThresholdHours: number;
  /** Pay per overtime hour (integer cents): what pay runs pay — `overtimeHourCents` of the wage and rule set. */
  overtimeRateCents: number;
};

export type TCompanySchedule = {
  version: number;
  guardVersion: number;
  byGuard: Map<string, TCachedPattern[]>;
  /** In name order. */
  guards: TCachedGuard[];
};

type TPatternTuple = [
  guardId: string,
  shiftId: string,
  rosterId: string,
  postId: string,
  postName: string,
  dayOfWeek: number,
  startMinute: number,
  endMinute: number,
  from: string,
  to: string | null,
  timeZone: string,
];

type TGuardTuple = [
  id: string,
  name: string,
  searchText: string,
  rank: string | null,
  stillEmployed: boolean,
  employmentStartDate: string | null,
  terminationDate: string | null,
  weeklyThreshold: number | string | null,
  overtimeRateCents: number | null,
  wageCents: number | null,
  ruleSet: TRuleSetId | null,
  country: string | null,
];

/** Companies kept at once; the least recently used one is dropped first. */
const MAX_COMPANIES = 50;
const cache = new Map<string, TCompanySchedule>();

const versionsSql = (companyId: string) =>
  sql`coalesce((select version from roster_versions where company_id = ${companyId}), 0)::float8 as version,
      coalesce((select guard_version from roster_versions where company_id = ${companyId}), 0)::float8 as guard_version`;

const patternsSql = (companyId: string) =>
  sql`(select json_agg(json_build_array(a.guard_id, s.id, r.id, p.id, p.name, s.day_of_week, s.start_minute, s.end_minute,
          r.effective_from, r.effective_to, coalesce(nullif(p.time_zone, ''), c.time_zone)))::text
        from rosters r
        join posts p on p.id = r.post_id and p.status = 'active'
        join companies c on c.id = p.company_id
        join roster_shifts s on s.roster_id = r.id
        join roster_shift_assignments a on a.shift_id = s.id
        where r.company_id = ${companyId} and r.is_active)`;

const guardsSql = (companyId: string) =>
  sql`(select json_agg(json_build_array(u.id,
            coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email),
            u.search_text, u.rank, u.still_employed, u.employment_start_date, u.termination_date,
            ppt.weekly_overtime_threshold_hours, u.overtime_rate_cents, u.hourly_wage_cents, ppt.rule_set, c.address->>'country')
            order by u.sort_name, u.id)::text
        from users u
        join companies c on c.id = u.company_id
        left join payroll_profile_types ppt on ppt.id = u.payroll_profile_type_id and ppt.company_id = u.company_id
        where u.company_id = ${companyId} and u.role = 'security_guard')`;

const toRank = (rank: string | null): TGuardRank | null =>
  (GUARD_RANKS as readonly string[]).includes(rank ?? '') ? (rank as TGuardRank) : null;

const parsePatterns = (json: string | null) => {
  const byGuard = new Map<string, TCachedPattern[]>();
  for (const [guardId, shiftId, rosterId, postId, postName, dayOfWeek, startMinute, endMinute, from, to, timeZone] of json
    ? (JSON.parse(json) as TPatternTuple[])
    : []) {
    let list = byGuard.get(guardId);
    if (!list) {
      list = [];
      byGuard.set(guardId, list);
    }
    list.push({ shiftId, rosterId, postId, postName, dayOfWeek, startMinute, endMinute, from, to, timeZone });
  }
  return byGuard;
};

/** In name order (the availability ranking's order within each status), sorted once per load. */
const parseGuards = (json: string | null): TCachedGuard[] =>
  (json ? (JSON.parse(json) as TGuardTuple[]) : [])
    .map(
      ([
        id,
        name,
        searchText,
        rank,
        stillEmployed,
        employmentStartDate,
        terminationDate,
        threshold,
        overtimeRateCents,
        wageCents,
        ruleSet,
        country,
      ]) => ({
        id,
        name,
        searchText,
        rank: toRank(rank),
        stillEmployed,
        employmentStartDate,
        terminationDate,
        weeklyThresholdHours: threshold === null ? 40 : Number(threshold),
        overtimeRateCents: overtimeHourCents({
          wageCents: wageCents ?? 0,
          ruleSet: ruleSet ?? defaultRuleSetOf(holidayCountryOf(country)),
          overtimeRateCents,
        }),
      }),
    )
    .sort((a, b) => compareGuardNames(a.name, b.name));

const remember = (companyId: string, schedule: TCompanySchedule) => {
  cache.delete(companyId);
  cache.set(companyId, schedule);
  if (cache.size > MAX_COMPANIES) cache.delete(cache.keys().next().value as string);
  return schedule;
};

/**
 * Runs `extra` columns (per-request facts such as bans and absences) in one statement with the company's
 * counters, and returns them with the company's schedule and guards: the cached parts whose counter has not
 * moved, fresh ones otherwise (reloaded in the same statement as their counter, so they match it).
 */
export const withCompanySchedule = async <T extends Record<string, unknown>>(
  db: TDbOrTx,
  companyId: string,
  extra: SQL,
): Promise<{ row: T; schedule: TCompanySchedule }> => {
  const cached = cache.get(companyId);
  const [first] = await rowsOf<T & { version: number; guard_version: number }>(db, sql`select ${versionsSql(companyId)}, ${extra}`);
  const isScheduleFresh = cached?.version === Number(first.version);
  const isGuardsFresh = cached?.guardVersion === Number(first.guard_version);
  if (cached && isScheduleFresh && isGuardsFresh) return { row: first, schedule: remember(companyId, cached) };
  const [reload] = await rowsOf<{ version: number; guard_version: number; patterns: string | null; guards: string | null }>(
    db,
    sql`select ${versionsSql(companyId)},
          ${isScheduleFresh ? sql`null` : patternsSql(companyId)} as patterns,
          ${isGuardsFresh ? sql`null` : guardsSql(companyId)} as guards`,
  );
  const schedule: TCompanySchedule = {
    version: isScheduleFresh && cached ? cached.version : Number(reload.version),
    guardVersion: isGuardsFresh && cached ? cached.guardVersion : Number(reload.guard_version),
    byGuard: isScheduleFresh && cached ? cached.byGuard : parsePatterns(reload.patterns),
    guards: isGuardsFresh && cached ? cached.guards : parseGuards(reload.guards),
  };
  return { row: first, schedule: remember(companyId, schedule) };
};

/** For tests: forget every cached schedule. */
export const clearScheduleCache = () => cache.clear();
