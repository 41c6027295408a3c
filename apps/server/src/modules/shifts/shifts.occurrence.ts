// One shift occurrence (split from shifts.service.ts): finding it (in the actor's scope or one company's), reading it
// as the board shows it, and where a guard stands on it.
import { DEFAULT_PAGE_SIZE, minutesToTime } from '@centinela/shared';
import { SHIFT_MESSAGES, type TShiftOccurrence } from '@centinela/shared/contracts/shifts';
import { effectiveTimeZone } from '@centinela/shared/rules/zoned-time';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardNotInCompany } from '../../platform/access/guard-of-company';
import { where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, NotFound } from '../../platform/errors';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';
import { occurrenceScope } from './shifts.policy';

import { getBoard } from './shifts.service';

// One occurrence -------------------------------------------------------------------------------------

export type TOccurrenceRef = {
  shiftId: string;
  date: string;
  rosterId: string;
  postId: string;
  postName: string;
  customerCompanyId: string;
  customerName: string;
  companyId: string;
  companyName: string;
  timeZone: string;
  companyTimeZone: string;
  /** The company's week start (0 Sunday … 6 Saturday): the occurrence's week for weekly hours. */
  companyWeekStart: number;
  requiredRank: string | null;
  minRestHours: number;
  startMinute: number;
  endMinute: number;
  requiredGuards: number;
};

/** The occurrence if it exists (a shift of a roster in force that day, the shift's weekday) and the actor sees its post. */
export const findOccurrence = (db: TDbOrTx, actor: TActor, ref: { shiftId: string; date: string }): Promise<TOccurrenceRef> =>
  findOccurrenceWhere(db, occurrenceScope(actor), ref);

/** The occurrence in one company (a guard accepting an offer made to them). */
export const findCompanyOccurrence = (db: TDbOrTx, companyId: string, ref: { shiftId: string; date: string }) =>
  findOccurrenceWhere(db, eq(posts.companyId, companyId), ref);

const findOccurrenceWhere = async (db: TDbOrTx, scope: SQL, ref: { shiftId: string; date: string }): Promise<TOccurrenceRef> => {
  const [row] = await rowsOf<{
    shift_id: string;
    roster_id: string;
    post_id: string;
    post_name: string;
    cc_id: string;
    cc_name: string;
    company_id: string;
    company_name: string;
    time_zone: string | null;
    company_time_zone: string;
    required_rank: string | null;
    min_rest_hours: number;
    week_start: number;
    start_minute: number;
    end_minute: number;
    required_guards: number;
  }>(
    db,
    sql`select o.*, co.name as company_name, co.time_zone as company_time_zone, co.min_rest_hours, co.week_start
        from (select s.id as shift_id, r.id as roster_id, posts.id as post_id, posts.name as post_name,
            customer_companies.id as cc_id, customer_companies.name as cc_name, posts.company_id, posts.time_zone,
            posts.required_rank, s.start_minute::int as start_minute, s.end_minute::int as end_minute,
            s.required_guards::int as required_guards
          ${occurrencesFrom(ref.date, ref.date, where(scope, sql`s.id = ${ref.shiftId}`))}
          limit 1) o
        join companies co on co.id = o.company_id`,
  );
  if (!row) throw NotFound('occurrence');
  return {
    shiftId: row.shift_id,
    date: ref.date,
    rosterId: row.roster_id,
    postId: row.post_id,
    postName: row.post_name,
    customerCompanyId: row.cc_id,
    customerName: row.cc_name,
    companyId: row.company_id,
    companyName: row.company_name,
    timeZone: effectiveTimeZone(row.time_zone, row.company_time_zone),
    companyTimeZone: row.company_time_zone,
    companyWeekStart: Number(row.week_start),
    requiredRank: row.required_rank,
    minRestHours: Number(row.min_rest_hours),
    startMinute: row.start_minute,
    endMinute: row.end_minute,
    requiredGuards: row.required_guards,
  };
};

/** The occurrence as the board shows it (the answer of every write). */
export const readOccurrence = async (ctx: TServiceContext, actor: TActor, occ: TOccurrenceRef): Promise<TShiftOccurrence> => {
  const board = await getBoard({
    ctx,
    actor,
    input: { date: occ.date, companyId: occ.companyId, page: 1, pageSize: DEFAULT_PAGE_SIZE },
    only: { shiftId: occ.shiftId },
  });
  const [item] = board.items;
  if (!item) throw NotFound('occurrence');
  return item;
};

type TOnOccurrence = { guardId: string; isCover: boolean; isOpened: boolean; isWeekly: boolean; name: string };

/** Where a guard stands on an occurrence: weekly assignment (maybe opened off), cover, or not on it (null). */
export const guardOnOccurrence = async (db: TDbOrTx, occ: TOccurrenceRef, guardId: string): Promise<TOnOccurrence | null> => {
  const [row] = await rowsOf<{ weekly: boolean; change: 'cover' | 'open' | null; name: string | null }>(
    db,
    sql`select exists (select 1 from roster_shift_assignments a where a.shift_id = ${occ.shiftId} and a.guard_id = ${guardId}) as weekly,
          (select kind from shift_occurrence_changes c where c.shift_id = ${occ.shiftId} and c.date = ${occ.date}::date
            and c.guard_id = ${guardId}) as change,
          (select coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) from users u
            where u.id = ${guardId} and u.company_id = ${occ.companyId} and u.role = 'security_guard') as name`,
  );
  if (!row?.name) return null;
  const isCover = row.change === 'cover';
  const isOpened = row.change === 'open';
  if (!row.weekly && !isCover) return { guardId, isCover, isOpened, isWeekly: false, name: row.name };
  return { guardId, isCover, isOpened, isWeekly: row.weekly, name: row.name };
};

export const isOnIt = (g: TOnOccurrence | null): g is TOnOccurrence => !!g && ((g.isWeekly && !g.isOpened) || g.isCover);

/**
 * The refusal for a guard not on the occurrence; one who is no guard of its company gets the platform's one answer
 * (guard-of-company.ts). A former guard still on it is accepted: the action corrects that occurrence's record.
 */
export const notOnOccurrence = (guard: TOnOccurrence | null) =>
  guard
    ? BadRequest('MISSING_GUARD_OR_SHIFT', { fieldErrors: { guardId: [SHIFT_MESSAGES.guardNotOnOccurrence] } })
    : guardNotInCompany(['guardId']);

export const shiftTimeOf = (occ: { startMinute: number; endMinute: number }) =>
  `${minutesToTime(occ.startMinute)} - ${minutesToTime(occ.endMinute)}`;
