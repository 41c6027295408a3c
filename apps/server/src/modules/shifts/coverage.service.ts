// Coverage of one occurrence: ranked candidates (the availability service's checks over the company's cached
// schedule), cover in one click, offers to several guards (the first accept wins) and their acceptance.
import { type TGuardRank, rankLevel } from '@centinela/shared';
import type {
  TCandidateReason,
  TCoverageCandidate,
  TCoverageCandidates,
  TShiftOccurrence,
  TShiftOffer,
} from '@centinela/shared/contracts/shifts';
import { occurrenceIdOf, SHIFT_MESSAGES } from '@centinela/shared/contracts/shifts';
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { availabilityStatusOf, compareGuardNames, minutesToHours } from '@centinela/shared/rules/shifts';
import { zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { minutesToTime } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { shiftOffers } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany, guardsOfCompany } from '../../platform/access/guard-of-company';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, NotFound, ValidationFailed } from '../../platform/errors';
import { blockingReasons } from '../rosters/conflict-words';
import { hasSearchWords, searchWords } from '../../platform/search/search';
import { loadDocumentCheck } from '../guard-records/required-documents';
import { evaluateGuard, servicesAroundSql, servicesByGuard, servicesLoad, slotOf } from '../rosters/availability.service';
import { loadFromLaidOut, patternsAtPost, scheduleWindow } from '../rosters/availability.patterns';
import { rowsOf } from '../rosters/rosters.sql';
import { withCompanySchedule } from '../rosters/schedule-cache';
import { emitOfferFilled, emitOffered } from './shifts.events';
import { seesOvertimeCost } from './shifts.policy';
import {
  findCompanyOccurrence,
  findOccurrence,
  guardOnOccurrence,
  readOccurrence,
  shiftTimeOf,
  type TOccurrenceRef,
} from './shifts.occurrence';
import { lockShift, openPlaces } from './shifts.places';
import { applyCover } from './shifts.writes';

type TArgs = { ctx: TServiceContext; actor: TActor };
type TRef = { shiftId: string; date: string };

/** What the ranking compares, per candidate. */
export type TRankFacts = {
  name: string;
  warnings: number;
  /** Minutes of rest before the shift; null when no shift ends within the company's rest window (plenty). */
  restBefore: number | null;
  overtimeMinutes: number;
  overtimeCostCents: number;
  /** Levels above the post's required rank (0 = exact, or no required rank). */
  rankGap: number;
  historyAtPost: number;
  distanceKm: number | null;
  /** The guard's place in name order when known (the schedule cache keeps guards sorted by name): the last tie-break
   * is then a number comparison instead of a collation (about 10–40 ms for 5,000 guards). */
  nameOrder?: number;
};

/**
 * The order of candidates who are not blocked: fewer warnings, more rest before the shift, less overtime (minutes,
 * then cost), the closest rank fit, more history at the post, nearer home, then name.
 */
export const compareCandidates = (a: TRankFacts, b: TRankFacts): number =>
  a.warnings - b.warnings ||
  (b.restBefore ?? Number.POSITIVE_INFINITY) - (a.restBefore ?? Number.POSITIVE_INFINITY) ||
  a.overtimeMinutes - b.overtimeMinutes ||
  a.overtimeCostCents - b.overtimeCostCents ||
  a.rankGap - b.rankGap ||
  b.historyAtPost - a.historyAtPost ||
  (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
  (a.nameOrder !== undefined && b.nameOrder !== undefined ? a.nameOrder - b.nameOrder : compareGuardNames(a.name, b.name));

/** Why a candidate is where it is, in the order the ranking weighs them. */
export const reasonsOf = (f: TRankFacts & { hasRequiredRank: boolean; showCost: boolean }): TCandidateReason[] => {
  const reasons: TCandidateReason[] = [];
  reasons.push(f.warnings === 0 ? { code: 'noWarnings', params: {} } : { code: 'warnings', params: { count: f.warnings } });
  if (f.restBefore !== null) reasons.push({ code: 'rest', params: { hours: minutesToHours(f.restBefore) } });
  if (f.overtimeMinutes > 0) {
    reasons.push({
      code: 'overtime',
      params: f.showCost
        ? { hours: minutesToHours(f.overtimeMinutes), costCents: f.overtimeCostCents }
        : { hours: minutesToHours(f.overtimeMinutes) },
    });
  }
  if (f.hasRequiredRank)
    reasons.push(f.rankGap === 0 ? { code: 'rankExact', params: {} } : { code: 'rankAbove', params: { levels: f.rankGap } });
  if (f.historyAtPost > 0) reasons.push({ code: 'history', params: { count: f.historyAtPost } });
  if (f.distanceKm !== null) reasons.push({ code: 'distance', params: { km: Math.round(f.distanceKm * 10) / 10 } });
  return reasons;
};

const slotOfOccurrence = (occ: TOccurrenceRef) =>
  slotOf({
    postId: occ.postId,
    requiredRank: (occ.requiredRank as TGuardRank | null) ?? null,
    date: occ.date,
    startMinute: occ.startMinute,
    endMinute: occ.endMinute,
    timeZone: occ.timeZone,
    companyTimeZone: occ.companyTimeZone,
    weekStart: occ.companyWeekStart,
  });

type TEvaluated = {
  guardId: string;
  name: string;
  rank: TGuardRank | null;
  conflicts: TConflict[];
  facts: TRankFacts;
  weeklyMinutes: number;
};

/** Every guard of the company against the occurrence: the availability checks plus the ranking facts. */
const evaluateAll = async (db: TDbOrTx, occ: TOccurrenceRef, filter: { guardIds?: Set<string>; search?: string } = {}) => {
  const slot = slotOfOccurrence(occ);
  // The guards' special services around the day are occupied time too (opportunities.busy.ts), in the same statement.
  const around = servicesAroundSql(occ.companyId, occ.date, occ.companyWeekStart);
  const { row, schedule } = await withCompanySchedule<{ banned: string[] | null; absent: string[] | null; services: string | null }>(
    db,
    occ.companyId,
    sql`(select json_agg(user_id) from user_banned_posts where post_id = ${occ.postId}) as banned,
        (select json_agg(distinct user_id) from absences where company_id = ${occ.companyId} and status = 'active'
          and start_date <= ${occ.date}::date and end_date >= ${occ.date}::date) as absent,
        ${around.sql} as services`,
  );
  const banned = new Set(row.banned ?? []);
  const absent = new Set(row.absent ?? []);
  const services = servicesByGuard(row.services, around);
  // Document types required for duty (guard records): a guard without a valid one is blocked, as in availability.
  const documentCheck = await loadDocumentCheck(db, occ.companyId, filter.guardIds ? [...filter.guardIds] : undefined);
  const window = scheduleWindow(schedule, occ.date, occ.companyWeekStart);
  const atPost = patternsAtPost(schedule, occ.postId);
  const slotMinutes = slot.interval.end - slot.interval.start;
  const requiredLevel = occ.requiredRank ? rankLevel(occ.requiredRank as TGuardRank) : -1;
  const words = searchWords(filter.search);
  const out: TEvaluated[] = [];
  for (const [nameOrder, guard] of schedule.guards.entries()) {
    if (filter.guardIds && !filter.guardIds.has(guard.id)) continue;
    if (!hasSearchWords(guard.searchText, words)) continue;
    const laidOut = window.of(guard.id);
    // This very occurrence is not "another shift" of a guard who works it weekly: those are not candidates anyway.
    const patternLoad = loadFromLaidOut(laidOut, slot, occ.minRestHours, {});
    const busy = servicesLoad(services.get(guard.id), slot, occ.minRestHours);
    const load = { near: patternLoad.near, weekMinutes: patternLoad.weekMinutes + busy.weekMinutes };
    const conflicts = evaluateGuard({
      guard,
      slot,
      near: load.near,
      services: busy.near,
      weekMinutes: load.weekMinutes,
      isBanned: banned.has(guard.id),
      isAbsent: absent.has(guard.id),
      minRestHours: occ.minRestHours,
    });
    conflicts.push(...documentCheck(guard.id, occ.date));
    let restBefore: number | null = null;
    for (const n of [...load.near, ...busy.near]) {
      if (n.end <= slot.interval.start) {
        const rest = slot.interval.start - n.end;
        if (restBefore === null || rest < restBefore) restBefore = rest;
      }
    }
    const over = Math.max(0, Math.min(slotMinutes, load.weekMinutes + slotMinutes - guard.weeklyThresholdHours * 60));
    out.push({
      guardId: guard.id,
      name: guard.name,
      rank: guard.rank,
      conflicts,
      weeklyMinutes: load.weekMinutes,
      facts: {
        name: guard.name,
        warnings: conflicts.filter((c) => c.severity === 'warning').length,
        restBefore,
        overtimeMinutes: over,
        overtimeCostCents: Math.round((over / 60) * guard.overtimeRateCents),
        rankGap: requiredLevel < 0 ? 0 : Math.max(0, rankLevel(guard.rank) - requiredLevel),
        historyAtPost: atPost.get(guard.id) ?? 0,
        // Guards have no home coordinates yet (users keep a postal address only): distance never decides.
        distanceKm: null,
        nameOrder,
      },
    });
  }
  return out;
};

/** The company's guards who could cover the occurrence, blocked ones left out, best first, each with its reasons. */
export const getCandidates = async ({
  ctx,
  actor,
  ref,
  input,
}: TArgs & { ref: TRef; input: { limit: number; search?: string } }): Promise<TCoverageCandidates> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const evaluated = await evaluateAll(ctx.db, occ, { search: input.search });
  const showCost = seesOvertimeCost(actor);
  const open = evaluated.filter((e) => availabilityStatusOf(e.conflicts) !== 'blocked');
  open.sort((a, b) => compareCandidates(a.facts, b.facts));
  const items: TCoverageCandidate[] = open.slice(0, input.limit).map((e) => ({
    guardId: e.guardId,
    name: e.name,
    rank: e.rank,
    status: availabilityStatusOf(e.conflicts),
    conflicts: e.conflicts,
    weeklyHours: minutesToHours(e.weeklyMinutes),
    restHoursBefore: e.facts.restBefore === null ? null : minutesToHours(e.facts.restBefore),
    overtimeCostCents: showCost ? e.facts.overtimeCostCents : null,
    historyAtPost: e.facts.historyAtPost,
    distanceKm: e.facts.distanceKm,
    reasons: reasonsOf({ ...e.facts, hasRequiredRank: occ.requiredRank !== null, showCost }),
  }));
  return { occurrenceId: occurrenceIdOf(occ.shiftId, occ.date), items, excluded: evaluated.length - open.length };
};

/** A guard may cover the occurrence: an employed guard of its company, not on it already, with no blocking conflict. */
const assertCanCover = async (db: TDbOrTx, occ: TOccurrenceRef, guardId: string) => {
  await guardOfCompany(db, occ.companyId, guardId, { field: 'guardId' });
  const guard = await guardOnOccurrence(db, occ, guardId);
  if (!guard) throw NotFound('guard');
  if ((guard.isWeekly && !guard.isOpened) || guard.isCover) {
    throw FieldConflict('GUARD_ALREADY_ON_SHIFT', { guardId: SHIFT_MESSAGES.guardAlreadyOnOccurrence });
  }
  if (!guard.isOpened) {
    const [evaluated] = await evaluateAll(db, occ, { guardIds: new Set([guardId]) });
    if (evaluated && availabilityStatusOf(evaluated.conflicts) === 'blocked') {
      throw Conflict(
        'GUARD_CANNOT_WORK_SHIFT',
        { fieldErrors: { guardId: [SHIFT_MESSAGES.guardBlocked] }, conflicts: evaluated.conflicts },
        { params: { reasons: blockingReasons(evaluated.conflicts) } },
      );
    }
  }
  return guard;
};

export const coverOccurrence = async ({
  ctx,
  actor,
  ref,
  guardId,
}: TArgs & { ref: TRef; guardId: string }): Promise<{ occurrence: TShiftOccurrence; occ: TOccurrenceRef }> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await assertCanCover(ctx.db, occ, guardId);
  await ctx.db.transaction(async (tx) => {
    await lockShift(tx, occ);
    // Read under the lock: an accepted offer or another cover may have taken the last place since the board was drawn.
    if ((await openPlaces(tx, occ)) <= 0) throw Conflict('SHIFT_NEEDS_NO_COVERAGE');
    await applyCover(tx, actor, occ, guard);
  });
  return { occurrence: await readOccurrence(ctx, actor, occ), occ };
};

// Offers -----------------------------------------------------------------------------------------------

type TOfferRow = typeof shiftOffers.$inferSelect;

const expiredAt = (row: TOfferRow, now = Date.now()) => row.status === 'open' && row.expiresAt.getTime() <= now;

const toOffer = (row: TOfferRow, occ: { postName: string; startMinute: number; endMinute: number }): TShiftOffer => ({
  id: row.id,
  occurrenceId: occurrenceIdOf(row.shiftId, row.date),
  shiftId: row.shiftId,
  date: row.date,
  postName: occ.postName,
  startTime: minutesToTime(occ.startMinute),
  endTime: minutesToTime(occ.endMinute),
  guardIds: row.guardIds,
  status: expiredAt(row) ? 'expired' : row.status,
  expiresAt: row.expiresAt.toISOString(),
  acceptedBy: row.acceptedBy,
});

export const createOffers = async ({
  ctx,
  actor,
  ref,
  guardIds,
}: TArgs & { ref: TRef; guardIds: string[] }): Promise<{ offer: TShiftOffer; occ: TOccurrenceRef; guardIds: string[] }> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const unique = (await guardsOfCompany(ctx.db, occ.companyId, guardIds, { field: 'guardIds' })).map((g) => g.id);
  const current = await readOccurrence(ctx, actor, occ);
  if (!current.needsCoverage) throw Conflict('SHIFT_NEEDS_NO_COVERAGE');
  const startMs = zonedOccurrence(occ.date, occ.startMinute, occ.endMinute, occ.timeZone).startMs;
  if (startMs <= Date.now()) throw Conflict('SHIFT_ALREADY_STARTED');
  const onIt = new Set(current.guards.map((g) => g.id));
  const offered = unique.filter((id) => !onIt.has(id));
  if (offered.length === 0) throw ValidationFailed({ guardIds: SHIFT_MESSAGES.guardAlreadyOnOccurrence });
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(shiftOffers)
      .values({
        companyId: occ.companyId,
        shiftId: occ.shiftId,
        date: occ.date,
        guardIds: offered,
        expiresAt: new Date(startMs),
        createdBy: actor.userId,
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: { key: 'shiftOffered', params: { post: occ.postName, date: occ.date, time: shiftTimeOf(occ), count: offered.length } },
      details: { offerId: inserted.id, guardIds: offered },
    });
    await emitOffered(tx, occ, inserted.id, offered, actor.userId);
    return inserted;
  });
  return { offer: toOffer(row, occ), occ, guardIds: offered };
};

/** The shift facts of offers, by shift id (post name and times). */
const shiftFactsOf = async (db: TDbOrTx, shiftIds: string[]) => {
  if (shiftIds.length === 0) return new Map<string, { postName: string; startMinute: number; endMinute: number }>();
  const rows = await rowsOf<{ id: string; post_name: string; start_minute: number; end_minute: number }>(
    db,
    sql`select s.id, p.name as post_name, s.start_minute::int as start_minute, s.end_minute::int as end_minute
        from roster_shifts s join rosters r on r.id = s.roster_id join posts p on p.id = r.post_id
        where s.id = any(${`{${shiftIds.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, { postName: r.post_name, startMinute: r.start_minute, endMinute: r.end_minute }]));
};

/** Open offers made to the signed-in user (a guard), soonest first. */
export const listMyOffers = async ({ ctx, actor }: TArgs): Promise<TShiftOffer[]> => {
  const rows = await ctx.db
    .select()
    .from(shiftOffers)
    .where(
      sql`${shiftOffers.companyId} = ${actor.companyId} and ${shiftOffers.status} = 'open' and ${shiftOffers.expiresAt} > now()
        and ${actor.userId}::uuid = any(${shiftOffers.guardIds})`,
    )
    .orderBy(shiftOffers.expiresAt)
    .limit(100);
  const facts = await shiftFactsOf(ctx.db, [...new Set(rows.map((r) => r.shiftId))]);
  return rows.flatMap((r) => {
    const f = facts.get(r.shiftId);
    return f ? [toOffer(r, f)] : [];
  });
};

/**
 * The signed-in guard accepts an offer. One conditional UPDATE … WHERE status = 'open' RETURNING decides the winner:
 * concurrent accepts queue on the row lock and, once the first commits, find the status changed and update nothing.
 */
export const acceptOffer = async (args: TArgs & { id: string }): Promise<TAcceptedOffer> => {
  try {
    return await acceptOfferIn(args);
  } catch (error) {
    // The place was taken while the offer was open (e.g. a weekly guard put back): the offer is withdrawn for good,
    // outside the refused transaction, so nobody else accepts it either.
    if (error === NO_PLACE_LEFT) {
      await args.ctx.db
        .update(shiftOffers)
        .set({ status: 'cancelled' })
        .where(
          sql`${shiftOffers.id} = ${args.id} and ${shiftOffers.companyId} = ${args.actor.companyId} and ${shiftOffers.status} = 'open'`,
        );
      throw FieldConflict('OFFER_CLOSED', { id: SHIFT_MESSAGES.offerClosed });
    }
    throw error;
  }
};

type TAcceptedOffer = { offer: TShiftOffer; occ: { companyId: string; postName: string; date: string }; losers: string[] };

/** Thrown inside the accepting transaction when the occurrence has no open place left (handled by acceptOffer). */
const NO_PLACE_LEFT = new Error('no open place left on the occurrence');

/**
 * The signed-in guard accepts an offer. The shift's lock is taken first (shifts.places.ts), so a cover or another
 * accept of the same occurrence runs before or after, never beside; then one conditional UPDATE … WHERE status = 'open'
 * RETURNING decides the winner among concurrent accepts of this offer, and the occurrence must still have a place.
 */
const acceptOfferIn = async ({ ctx, actor, id }: TArgs & { id: string }): Promise<TAcceptedOffer> =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shiftOffers)
      .where(
        sql`${shiftOffers.id} = ${id} and ${shiftOffers.companyId} = ${actor.companyId} and ${actor.userId}::uuid = any(${shiftOffers.guardIds})`,
      )
      .limit(1);
    if (!row) throw NotFound('offer');
    await lockShift(tx, row);
    const won = (
      await rowsOf<{ id: string }>(
        tx,
        sql`update shift_offers set status = 'filled', accepted_by = ${actor.userId}, accepted_at = now()
          where id = ${id} and company_id = ${actor.companyId} and status = 'open' and expires_at > now()
            and ${actor.userId}::uuid = any(guard_ids)
          returning id`,
      )
    )[0];
    if (!won) throw FieldConflict('OFFER_CLOSED', { id: SHIFT_MESSAGES.offerClosed });
    // The guard accepts for themselves: the occurrence is read in their company, not only the posts they work.
    const occ = await findCompanyOccurrence(tx, row.companyId, { shiftId: row.shiftId, date: row.date });
    const guard = await guardOnOccurrence(tx, occ, actor.userId);
    if (!guard) throw NotFound('guard');
    if (!((guard.isWeekly && !guard.isOpened) || guard.isCover)) {
      if ((await openPlaces(tx, occ)) <= 0) throw NO_PLACE_LEFT;
      await applyCover(tx, actor, occ, guard, { offerId: row.id });
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: { key: 'shiftOfferAccepted', params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ) } },
      details: { offerId: row.id },
    });
    await emitOfferFilled(
      tx,
      occ,
      row.id,
      row.guardIds.filter((g) => g !== actor.userId),
      guard.name,
    );
    return {
      offer: toOffer({ ...row, status: 'filled', acceptedBy: actor.userId }, occ),
      occ: { companyId: occ.companyId, postName: occ.postName, date: occ.date },
      losers: row.guardIds.filter((g) => g !== actor.userId),
    };
  });
