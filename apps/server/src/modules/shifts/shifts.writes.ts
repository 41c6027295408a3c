// Writes on one shift occurrence (split from shifts.service.ts): marking a guard absent, confirming presence, a cover
// (adding a guard to one occurrence) and opening an occurrence; the weekly pattern is never changed here.
import { occurrenceIdOf, type TShiftOccurrence, type ZMarkAbsent } from '@centinela/shared/contracts/shifts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { absenceCategories, absences, shiftGuardActions, shiftOccurrenceChanges, shiftPresences } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { rowsOf } from '../rosters/rosters.sql';
import { emitCovered, emitNeedsCoverage } from './shifts.events';
import { withdrawOffersIfFilled } from './shifts.places';

import type { TArgs } from './shifts.service';
import {
  findOccurrence,
  guardOnOccurrence,
  isOnIt,
  notOnOccurrence,
  readOccurrence,
  shiftTimeOf,
  type TOccurrenceRef,
} from './shifts.occurrence';

/** Marks a guard of the occurrence absent that day; the shift information is the occurrence's, never typed. */
export const markAbsent = async ({
  ctx,
  actor,
  ref,
  input,
}: TArgs & { ref: { shiftId: string; date: string }; input: z.output<typeof ZMarkAbsent> }): Promise<{
  occurrence: TShiftOccurrence;
  absenceId: string;
  occ: TOccurrenceRef;
  guardName: string;
}> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, input.guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  const [category] = await ctx.db
    .select({ id: absenceCategories.id, isActive: absenceCategories.isActive })
    .from(absenceCategories)
    .where(and(eq(absenceCategories.id, input.categoryId), eq(absenceCategories.companyId, occ.companyId)))
    .limit(1);
  if (!category) throw NotFound('absenceCategory');
  if (!category.isActive) {
    throw ValidationFailed({ categoryId: 'apiErrors:fields.absenceCategoryInactive' });
  }
  const [already] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select id from absences where user_id = ${guard.guardId} and status = 'active'
          and start_date <= ${occ.date}::date and end_date >= ${occ.date}::date limit 1`,
  );
  if (already) throw Conflict('GUARD_ALREADY_ABSENT');
  const absenceId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(absences)
      .values({
        companyId: occ.companyId,
        userId: guard.guardId,
        categoryId: category.id,
        startDate: occ.date,
        endDate: occ.date,
        notes: input.notes ?? null,
        shiftInfo: {
          company: occ.companyName,
          customer: occ.customerName,
          post: occ.postName,
          postId: occ.postId,
          rosterId: occ.rosterId,
          shiftId: occ.shiftId,
          shiftTime: shiftTimeOf(occ),
          date: occ.date,
        },
        status: 'active',
        markedBy: actor.userId,
      })
      .returning({ id: absences.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'absences',
      entityId: row.id,
      companyId: occ.companyId,
      message: { key: 'absenceCreated', params: { name: guard.name, startDate: occ.date, endDate: occ.date } },
      details: {
        userId: guard.guardId,
        shiftId: occ.shiftId,
        occurrenceId: occurrenceIdOf(occ.shiftId, occ.date),
        categoryId: category.id,
      },
    });
    // The absent guard leaves a place open on this occurrence: an open action whose reason is the absence.
    await tx.insert(shiftGuardActions).values({
      companyId: occ.companyId,
      action: 'open',
      shiftId: occ.shiftId,
      date: occ.date,
      postId: occ.postId,
      rosterId: occ.rosterId,
      customerCompanyId: occ.customerCompanyId,
      guardId: guard.guardId,
      performedBy: actor.userId,
      reason: input.notes ?? null,
      absenceId: row.id,
    });
    await emitNeedsCoverage(tx, occ, { id: row.id, guardName: guard.name }, actor.userId);
    return row.id;
  });
  return { occurrence: await readOccurrence(ctx, actor, occ), absenceId, occ, guardName: guard.name };
};

/** Confirms by hand that a guard of the occurrence is there (until attendance records check-ins). */
export const confirmPresence = async ({
  ctx,
  actor,
  ref,
  guardId,
}: TArgs & { ref: { shiftId: string; date: string }; guardId: string }): Promise<TShiftOccurrence> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shiftPresences)
      .values({ companyId: occ.companyId, shiftId: occ.shiftId, date: occ.date, guardId, confirmedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: shiftPresences.id });
    if (inserted.length === 0) return;
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: { key: 'shiftPresenceConfirmed', params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ) } },
    });
  });
  return readOccurrence(ctx, actor, occ);
};

/**
 * Adds a guard to one occurrence (a cover) inside `tx`, logs the cover action; the weekly pattern is unchanged. The
 * caller holds the shift's lock (shifts.places.ts lockShift), taken before it read the occurrence's places.
 */
export const applyCover = async (
  tx: TDbOrTx,
  actor: TActor,
  occ: TOccurrenceRef,
  guard: { guardId: string; name: string; isOpened: boolean },
  extra: { offerId?: string; opportunityId?: string } = {},
) => {
  if (guard.isOpened) {
    // The guard was opened off this occurrence: covering it again restores the weekly assignment.
    await tx
      .delete(shiftOccurrenceChanges)
      .where(
        and(
          eq(shiftOccurrenceChanges.shiftId, occ.shiftId),
          eq(shiftOccurrenceChanges.date, occ.date),
          eq(shiftOccurrenceChanges.guardId, guard.guardId),
        ),
      );
  } else {
    await tx.insert(shiftOccurrenceChanges).values({
      companyId: occ.companyId,
      shiftId: occ.shiftId,
      date: occ.date,
      guardId: guard.guardId,
      kind: 'cover',
      opportunityId: extra.opportunityId ?? null,
      createdBy: actor.userId,
    });
  }
  await tx.insert(shiftGuardActions).values({
    companyId: occ.companyId,
    action: 'cover',
    shiftId: occ.shiftId,
    date: occ.date,
    postId: occ.postId,
    rosterId: occ.rosterId,
    customerCompanyId: occ.customerCompanyId,
    guardId: guard.guardId,
    performedBy: actor.userId,
  });
  await writeSystemLog(tx, actor, {
    action: 'UPDATE',
    entityType: 'shifts',
    entityId: occurrenceIdOf(occ.shiftId, occ.date),
    companyId: occ.companyId,
    message: { key: 'shiftCovered', params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ) } },
    details: { guardId: guard.guardId, ...extra },
  });
  await emitCovered(tx, occ, { id: guard.guardId, name: guard.name }, actor.userId);
  // The last open place taken: the occurrence's other open offers are withdrawn, their guards told.
  await withdrawOffersIfFilled(tx, occ, guard.name);
};

/** Takes a guard off one occurrence with a reason (the "open" action); the weekly pattern is unchanged. */
export const openOccurrence = async ({
  ctx,
  actor,
  ref,
  input,
}: TArgs & { ref: { shiftId: string; date: string }; input: { guardId: string; reason: string } }): Promise<TShiftOccurrence> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, input.guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  await ctx.db.transaction(async (tx) => {
    if (guard.isCover) {
      await tx
        .delete(shiftOccurrenceChanges)
        .where(
          and(
            eq(shiftOccurrenceChanges.shiftId, occ.shiftId),
            eq(shiftOccurrenceChanges.date, occ.date),
            eq(shiftOccurrenceChanges.guardId, guard.guardId),
          ),
        );
    } else {
      await tx.insert(shiftOccurrenceChanges).values({
        companyId: occ.companyId,
        shiftId: occ.shiftId,
        date: occ.date,
        guardId: guard.guardId,
        kind: 'open',
        createdBy: actor.userId,
      });
    }
    await tx.insert(shiftGuardActions).values({
      companyId: occ.companyId,
      action: 'open',
      shiftId: occ.shiftId,
      date: occ.date,
      postId: occ.postId,
      rosterId: occ.rosterId,
      customerCompanyId: occ.customerCompanyId,
      guardId: guard.guardId,
      performedBy: actor.userId,
      reason: input.reason,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: {
        key: 'shiftOpened',
        params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ), reason: input.reason },
      },
      details: { guardId: guard.guardId },
    });
  });
  return readOccurrence(ctx, actor, occ);
};
