// How many places of one occurrence are still open, read inside the writer's transaction, and what happens when none
// is: the occurrence's open offers are withdrawn (issue 29: an offer survived a direct cover, and accepting it later
// put 2 guards on a 1-guard shift). Every write that fills a place (a cover, an accepted offer, a guard put back on)
// first locks the shift's row, so two of them on one occurrence run one after the other and each sees the other's result.
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { rowsOf } from '../rosters/rosters.sql';
import { emitOfferFilled } from './shifts.events';

type TOccurrenceKey = { companyId: string; shiftId: string; date: string };

/** Serializes the writes that fill places of this shift (row lock on roster_shifts, held until the transaction ends). */
export const lockShift = async (tx: TDbOrTx, occ: TOccurrenceKey) => {
  await rowsOf(tx, sql`select id from roster_shifts where id = ${occ.shiftId} and company_id = ${occ.companyId} for update`);
};

/**
 * Places still open on the occurrence: the shift's required guards minus those on it (weekly guards not opened off
 * this date, plus covers) who are not absent that day — the board's count (shifts.service.ts) before its start, when
 * nobody can be a no-show yet (offers expire at the start).
 */
export const openPlaces = async (tx: TDbOrTx, occ: TOccurrenceKey): Promise<number> => {
  const [row] = await rowsOf<{ open: number }>(
    tx,
    sql`with on_it as (
          select a.guard_id from roster_shift_assignments a
          where a.shift_id = ${occ.shiftId}
            and not exists (select 1 from shift_occurrence_changes c where c.shift_id = a.shift_id
              and c.date = ${occ.date}::date and c.guard_id = a.guard_id and c.kind = 'open')
          union
          select c.guard_id from shift_occurrence_changes c
          where c.shift_id = ${occ.shiftId} and c.date = ${occ.date}::date and c.kind = 'cover'
        )
        select (select required_guards from roster_shifts where id = ${occ.shiftId})
          - (select count(*) from on_it where not exists (select 1 from absences ab where ab.user_id = on_it.guard_id
              and ab.company_id = ${occ.companyId} and ab.status = 'active'
              and ab.start_date <= ${occ.date}::date and ab.end_date >= ${occ.date}::date))::int as open`,
  );
  return row?.open ?? 0;
};

/**
 * When the occurrence has no open place left, its open offers are withdrawn ('cancelled') and the guards they were
 * made to are told the shift was taken (by `filledBy`). Returns how many offers were withdrawn.
 */
export const withdrawOffersIfFilled = async (
  tx: TDbOrTx,
  occ: TOccurrenceKey & { postName: string; startMinute: number; endMinute: number },
  filledBy: string,
): Promise<number> => {
  if ((await openPlaces(tx, occ)) > 0) return 0;
  const withdrawn = await rowsOf<{ id: string; guard_ids: string[] }>(
    tx,
    sql`update shift_offers set status = 'cancelled'
        where company_id = ${occ.companyId} and shift_id = ${occ.shiftId} and date = ${occ.date}::date and status = 'open'
        returning id, to_json(guard_ids) as guard_ids`,
  );
  for (const offer of withdrawn) await emitOfferFilled(tx, occ, offer.id, offer.guard_ids, filledBy);
  return withdrawn.length;
};
