// When guards are busy on special services (issue 29 follow-up): a staffed opportunity (its guards in
// opportunity_guards) occupies each of its dates at its post, from its start time to its end time in the post's zone
// (the company's when the post has none or the service has no post); an end at or before the start ends on the next day.
// Availability (rosters/availability.*) reads these as occupied time and counts their hours; a guard's own upcoming
// shifts (GET /api/me/shifts) list them. A leaf module: it imports no other module, so the rosters area may read it.
//
// A service that made a board cover (shift_occurrence_changes.opportunity_id, the API's older form naming a roster
// shift) is marked `coverShiftId` on that guard's date: readers that already see the board's covers (the guard's own
// shifts) leave it out with `exceptCovered`, so the same hours are never listed twice.
import { addDays, timeToMinutes } from '@centinela/shared';
import type { TOpportunityStatus } from '@centinela/shared';
import { zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

/** Statuses in which the assigned guards really work the service (approved onwards; not draft, on hold, cancelled …). */
export const BUSY_OPPORTUNITY_STATUSES = ['approved', 'inProgress', 'completed'] as const satisfies readonly TOpportunityStatus[];

/** At most this many dates of one service are laid out (a longer range is cut to the dates asked for first). */
const MAX_DAYS = 400;

/** One date a guard works a special service. */
export type TSpecialServiceBusy = {
  opportunityId: string;
  title: string;
  guardId: string;
  postId: string | null;
  postName: string | null;
  customerCompanyName: string | null;
  /** The service's date the interval starts on (its post's calendar). */
  date: string;
  /** Wall clock in the post's zone, 'HH:mm'. */
  startTime: string;
  endTime: string;
  timeZone: string;
  /** Instants in epoch minutes (availability's unit). */
  start: number;
  end: number;
  /** The roster shift whose occurrence on `date` got the guard as a cover made by this service; null when none. */
  coverShiftId: string | null;
};

export type TBusyQuery = {
  companyId: string;
  /** Dates (inclusive) a service's date must fall in. */
  from: string;
  to: string;
  guardIds?: readonly string[];
  /** The service being staffed itself: not busy with itself. */
  exceptOpportunityId?: string;
};

type TBusyTuple = [
  opportunityId: string,
  title: string,
  guardId: string,
  postId: string | null,
  postName: string | null,
  customerCompanyName: string | null,
  timeZone: string,
  startDate: string,
  endDate: string,
  startTime: string,
  endTime: string,
  covers: [date: string, shiftId: string][] | null,
];

/**
 * A scalar subquery (json text, null when none): every staffed guard of the company's services touching [from, to].
 * Meant to run inside another statement (availability's one query per call). The services come first, as an array (the
 * opportunities' (company_id, status, start_date) index), then their guards by the (opportunity_id, guard_id) index —
 * never a scan of every company's staffed guards — and each guard's covers by the (company_id, date) index.
 */
export const specialServiceBusySql = ({ companyId, from, to, guardIds, exceptOpportunityId }: TBusyQuery): SQL =>
  sql`(select json_agg(json_build_array(o.id, o.title, og.guard_id, p.id, p.name, cc.name,
          coalesce(nullif(p.time_zone, ''), c.time_zone), o.start_date::text, o.end_date::text, o.start_time, o.end_time,
          (select json_agg(json_build_array(soc.date::text, soc.shift_id)) from shift_occurrence_changes soc
            where soc.company_id = o.company_id and soc.opportunity_id = o.id and soc.guard_id = og.guard_id
              and soc.kind = 'cover' and soc.date between o.start_date and o.end_date)))::text
        from opportunity_guards og
        join opportunities o on o.id = og.opportunity_id
        join companies c on c.id = o.company_id
        left join posts p on p.id = o.post_id and p.company_id = o.company_id
        left join customer_companies cc on cc.id = o.customer_company_id
        where og.opportunity_id = any(array(select s.id from opportunities s
            where s.company_id = ${companyId}
              and s.status in (${sql.join(
                BUSY_OPPORTUNITY_STATUSES.map((status) => sql`${status}`),
                sql`, `,
              )})
              and s.start_date <= ${to}::date and s.end_date >= ${from}::date
              ${exceptOpportunityId ? sql`and s.id <> ${exceptOpportunityId}` : sql``}))
          ${guardIds ? sql`and og.guard_id = any(${`{${guardIds.join(',')}}`}::uuid[])` : sql``})`;

/** The intervals of `specialServiceBusySql`'s answer, one per guard and date in [from, to], by start. */
export const parseSpecialServiceBusy = (
  json: string | null,
  { from, to }: { from: string; to: string },
  { exceptCovered = false }: { exceptCovered?: boolean } = {},
): TSpecialServiceBusy[] => {
  const out: TSpecialServiceBusy[] = [];
  for (const [
    opportunityId,
    title,
    guardId,
    postId,
    postName,
    customerCompanyName,
    timeZone,
    startDate,
    endDate,
    startTime,
    endTime,
    covers,
  ] of json ? (JSON.parse(json) as TBusyTuple[]) : []) {
    const coverOn = new Map(covers ?? []);
    const startMinute = timeToMinutes(startTime);
    const endMinute = timeToMinutes(endTime);
    const first = startDate > from ? startDate : from;
    const last = endDate < to ? endDate : to;
    for (let date = first, n = 0; date <= last && n < MAX_DAYS; date = addDays(date, 1), n++) {
      const coverShiftId = coverOn.get(date) ?? null;
      if (exceptCovered && coverShiftId) continue;
      const interval = zonedOccurrence(date, startMinute, endMinute, timeZone);
      out.push({
        opportunityId,
        title,
        guardId,
        postId,
        postName,
        customerCompanyName,
        date,
        startTime,
        endTime,
        timeZone,
        start: interval.start,
        end: interval.end,
        coverShiftId,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.opportunityId.localeCompare(b.opportunityId));
};

/** The guards' special-service intervals of a company in [from, to] (one query). */
export const loadSpecialServiceBusy = async (
  db: TDbOrTx,
  query: TBusyQuery & { exceptCovered?: boolean },
): Promise<TSpecialServiceBusy[]> => {
  if (query.guardIds && query.guardIds.length === 0) return [];
  const result = (await db.execute(sql`select ${specialServiceBusySql(query)} as busy`)) as unknown as {
    rows: { busy: string | null }[];
  };
  return parseSpecialServiceBusy(result.rows[0]?.busy ?? null, query, { exceptCovered: query.exceptCovered });
};

/** The intervals by guard. */
export const busyByGuard = (busy: readonly TSpecialServiceBusy[]): Map<string, TSpecialServiceBusy[]> => {
  const byGuard = new Map<string, TSpecialServiceBusy[]>();
  for (const b of busy) {
    const list = byGuard.get(b.guardId);
    if (list) list.push(b);
    else byGuard.set(b.guardId, [b]);
  }
  return byGuard;
};
