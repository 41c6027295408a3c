// Absences of a user (spec "Absence"): marked on one of a guard's shifts, edited, resolved; listed as current and history.
import { minutesToTime, todayIn } from '@centinela/shared';
import {
  SHIFT_NOT_IN_DATES_MESSAGE,
  type TAbsence,
  type TAbsenceList,
  type TAbsenceShiftOption,
  type ZCreateAbsence,
  type ZUpdateAbsence,
} from '@centinela/shared/contracts/absences';
import { firstDateOnOrAfter } from '@centinela/shared/rules/shifts';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  absenceCategories,
  absences,
  customerCompanies,
  posts,
  rosters,
  rosterShiftAssignments,
  rosterShifts,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { displayName, type TRole } from '@centinela/shared';
import { findTargetUser, type TTargetUser } from '../guard-records/target-user';
import { ABSENCE_FIELD_RULES, absenceScope, canOnAbsence } from './absences.policy';
import { assertWritable, usersScope } from '../users/users.policy';
import { postScope } from '../posts/posts.policy';
import { presentFields } from '../../platform/access/fields';
import { toCategory } from './absence-categories.service';
import { emitNeedsCoverage } from '../shifts/shifts.events';

type TArgs = { ctx: TServiceContext; actor: TActor };

const marker = alias(users, 'marker');
const resolver = alias(users, 'resolver');

const selectAbsences = (ctx: TServiceContext) =>
  ctx.db
    .select({
      absence: absences,
      category: {
        id: absenceCategories.id,
        key: absenceCategories.key,
        name: absenceCategories.name,
        isActive: absenceCategories.isActive,
      },
      marker: { id: marker.id, name: marker.name, lastName: marker.lastName, email: marker.email },
      resolver: { id: resolver.id, name: resolver.name, lastName: resolver.lastName, email: resolver.email },
    })
    .from(absences)
    .leftJoin(absenceCategories, eq(absenceCategories.id, absences.categoryId))
    .leftJoin(marker, eq(marker.id, absences.markedBy))
    .leftJoin(resolver, eq(resolver.id, absences.resolvedBy));

type TAbsenceRow = Awaited<ReturnType<ReturnType<typeof selectAbsences>['where']>>[number];

/** Spec section 4: current = active and not yet ended (upcoming included); everything else is history. */
export const isCurrentAbsence = (a: { status: string; endDate: string }, today: string) => a.status === 'active' && a.endDate >= today;

/** One absence as the actor may read it: its category and notes only to staff and the guard (ABSENCE_FIELD_RULES). */
const toAbsence = (row: TAbsenceRow, today: string, actor: TActor, user: TTargetUser): TAbsence => {
  const { id, key, name } = row.category ? toCategory(row.category) : { id: null, key: null, name: null };
  return presentFields(
    ABSENCE_FIELD_RULES,
    actor,
    {
      id: row.absence.id,
      userId: row.absence.userId,
      category: id ? { id, key, name } : null,
      startDate: row.absence.startDate,
      endDate: row.absence.endDate,
      notes: row.absence.notes,
      shiftInfo: row.absence.shiftInfo ?? null,
      markedBy: row.marker ? { id: row.marker.id, name: displayName(row.marker) } : null,
      timestamp: row.absence.createdAt.toISOString(),
      status: row.absence.status,
      resolvedAt: row.absence.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolver ? { id: row.resolver.id, name: displayName(row.resolver) } : null,
      isCurrent: isCurrentAbsence(row.absence, today),
      can: canOnAbsence(actor, user, row.absence),
    },
    row.absence.userId,
  );
};

export const listAbsences = async ({ ctx, actor, userId }: TArgs & { userId: string }): Promise<TAbsenceList> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: false });
  const today = todayIn(target.timeZone);
  const rows = await selectAbsences(ctx)
    .where(where(eq(absences.userId, target.id), eq(absences.companyId, target.companyId), absenceScope(actor, absences.shiftInfo)))
    .orderBy(asc(absences.startDate), asc(absences.createdAt));
  const all = rows.map((row) => toAbsence(row, today, actor, target));
  const current = all.filter((a) => a.isCurrent);
  // History: most recent first.
  const history = all.filter((a) => !a.isCurrent).reverse();
  return {
    current,
    history,
    totals: { total: all.length, current: current.length, resolved: all.filter((a) => a.status === 'resolved').length },
  };
};

const shiftTime = (startMinute: number, endMinute: number) => `${minutesToTime(startMinute)} - ${minutesToTime(endMinute)}`;

/** Shifts the guard is assigned to in rosters still in force: the choices when marking an absence. */
export const listAbsenceShiftOptions = async ({ ctx, actor, userId }: TArgs & { userId: string }): Promise<TAbsenceShiftOption[]> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: false });
  if (target.role !== 'security_guard') return [];
  const today = todayIn(target.timeZone);
  const rows = await ctx.db
    .select({
      shiftId: rosterShifts.id,
      customer: customerCompanies.name,
      post: posts.name,
      roster: rosters.name,
      dayOfWeek: rosterShifts.dayOfWeek,
      shiftNumber: rosterShifts.shiftNumber,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
    })
    .from(rosterShiftAssignments)
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterShiftAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(posts, eq(posts.id, rosters.postId))
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(
      and(
        eq(rosterShiftAssignments.guardId, target.id),
        eq(rosterShiftAssignments.companyId, target.companyId),
        // Only shifts of posts the actor sees: a customer admin is not shown another customer's posts.
        postScope(actor),
        eq(rosters.isActive, true),
        or(isNull(rosters.effectiveTo), gte(rosters.effectiveTo, today)),
      ),
    )
    .orderBy(
      asc(collated(customerCompanies.name, actor.language)),
      asc(collated(posts.name, actor.language)),
      asc(rosterShifts.dayOfWeek),
      asc(rosterShifts.shiftNumber),
    );
  return rows.map((r) => ({
    shiftId: r.shiftId,
    customer: r.customer,
    post: r.post,
    roster: r.roster,
    dayOfWeek: r.dayOfWeek,
    shiftNumber: r.shiftNumber,
    startTime: minutesToTime(r.startMinute),
    endTime: minutesToTime(r.endMinute),
  }));
};

const findCategory = async (ctx: TServiceContext, companyId: string, categoryId: string) => {
  const [category] = await ctx.db
    .select()
    .from(absenceCategories)
    .where(and(eq(absenceCategories.id, categoryId), eq(absenceCategories.companyId, companyId)))
    .limit(1);
  if (!category) throw NotFound('absenceCategory');
  return category;
};

const readAbsence = async (ctx: TServiceContext, actor: TActor, id: string, target: TTargetUser) => {
  const [row] = await selectAbsences(ctx).where(eq(absences.id, id));
  return toAbsence(row, todayIn(target.timeZone), actor, target);
};

/** Marks a guard absent on one of their shifts (spec: blocked when guard or shift information is missing). */
export const createAbsence = async ({
  ctx,
  actor,
  userId,
  input,
}: TArgs & { userId: string; input: z.output<typeof ZCreateAbsence> }): Promise<TAbsence> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: false });
  assertWritable(actor, { ...target, role: target.role as TRole });
  if (target.role !== 'security_guard' || !input.shiftId) {
    throw BadRequest('MISSING_GUARD_OR_SHIFT', { fieldErrors: { shiftId: ['apiErrors:fields.missingGuardOrShift'] } });
  }
  const category = await findCategory(ctx, target.companyId, input.categoryId);
  if (!category.isActive) {
    throw ValidationFailed({ categoryId: 'apiErrors:fields.absenceCategoryInactive' });
  }
  const [shift] = await ctx.db
    .select({
      shiftId: rosterShifts.id,
      rosterId: rosters.id,
      postId: posts.id,
      post: posts.name,
      customer: customerCompanies.name,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
      dayOfWeek: rosterShifts.dayOfWeek,
      assignmentId: rosterShiftAssignments.id,
    })
    .from(rosterShifts)
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(posts, eq(posts.id, rosters.postId))
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .leftJoin(
      rosterShiftAssignments,
      and(eq(rosterShiftAssignments.shiftId, rosterShifts.id), eq(rosterShiftAssignments.guardId, target.id)),
    )
    .where(and(eq(rosterShifts.id, input.shiftId), eq(rosterShifts.companyId, target.companyId)))
    .limit(1);
  if (!shift) throw NotFound('shift');
  if (!shift.assignmentId) {
    throw ValidationFailed({ shiftId: 'apiErrors:fields.guardNotOnShift' });
  }
  // The shift must happen within the absence: its weekday has to fall on one of the absence's dates.
  const shiftDate = firstDateOnOrAfter(input.startDate, shift.dayOfWeek, input.endDate);
  if (!shiftDate) {
    throw ValidationFailed({ shiftId: SHIFT_NOT_IN_DATES_MESSAGE });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(absences)
      .values({
        companyId: target.companyId,
        userId: target.id,
        categoryId: category.id,
        startDate: input.startDate,
        endDate: input.endDate,
        notes: input.notes ?? null,
        shiftInfo: {
          company: target.companyName,
          customer: shift.customer,
          post: shift.post,
          postId: shift.postId,
          rosterId: shift.rosterId,
          shiftId: shift.shiftId,
          shiftTime: shiftTime(shift.startMinute, shift.endMinute),
          date: shiftDate,
        },
        status: 'active',
        markedBy: actor.userId,
      })
      .returning({ id: absences.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'absences',
      entityId: row.id,
      companyId: target.companyId,
      message: { key: 'absenceCreated', params: { name: displayName(target), startDate: input.startDate, endDate: input.endDate } },
      details: { userId: target.id, shiftId: shift.shiftId, categoryId: category.id },
    });
    // The absence falls on an assigned shift: the company admins are told it needs coverage (its first date).
    await emitNeedsCoverage(
      tx,
      {
        companyId: target.companyId,
        shiftId: shift.shiftId,
        date: shiftDate,
        postName: shift.post,
        startMinute: shift.startMinute,
        endMinute: shift.endMinute,
      },
      { id: row.id, guardName: displayName(target) },
      actor.userId,
    );
    return row.id;
  });
  return readAbsence(ctx, actor, id, target);
};

/** An absence the actor may change: in their tenant and of a user they may see (else 404). */
const findAbsence = async (ctx: TServiceContext, actor: TActor, id: string) => {
  const scope = scopeOf(actor);
  const [row] = await ctx.db
    .select({ absence: absences, userName: users.name, userLastName: users.lastName, userEmail: users.email })
    .from(absences)
    .innerJoin(users, eq(users.id, absences.userId))
    .where(where(eq(absences.id, id), scope.company(absences.companyId), usersScope(actor), absenceScope(actor, absences.shiftInfo)))
    .limit(1);
  if (!row) throw NotFound('absence');
  const target = await findTargetUser({ ctx, actor, userId: row.absence.userId, isGuardOnly: false });
  // Seen is not changed: only those who may edit the guard (the route's edit permission alone is not enough).
  assertWritable(actor, { ...target, role: target.role as TRole });
  return { ...row, target };
};

export const updateAbsence = async ({
  ctx,
  actor,
  id,
  input,
}: TArgs & { id: string; input: z.output<typeof ZUpdateAbsence> }): Promise<TAbsence> => {
  const { absence, target } = await findAbsence(ctx, actor, id);
  const category = await findCategory(ctx, absence.companyId, input.categoryId);
  if (!category.isActive && category.id !== absence.categoryId) {
    throw ValidationFailed({ categoryId: 'apiErrors:fields.absenceCategoryInactive' });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(absences)
      .set({ categoryId: category.id, startDate: input.startDate, endDate: input.endDate, notes: input.notes ?? null })
      .where(eq(absences.id, absence.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'absences',
      entityId: absence.id,
      companyId: absence.companyId,
      message: { key: 'absenceUpdated', params: { name: displayName(target) } },
      details: { startDate: input.startDate, endDate: input.endDate, categoryId: category.id },
    });
  });
  return readAbsence(ctx, actor, absence.id, target);
};

export const resolveAbsence = async ({ ctx, actor, id }: TArgs & { id: string }): Promise<TAbsence> => {
  const { absence, target } = await findAbsence(ctx, actor, id);
  if (absence.status === 'resolved') throw Conflict('ABSENCE_ALREADY_RESOLVED');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(absences)
      .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: actor.userId })
      .where(and(eq(absences.id, absence.id), eq(absences.status, 'active')));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'absences',
      entityId: absence.id,
      companyId: absence.companyId,
      message: { key: 'absenceResolved', params: { name: displayName(target) } },
    });
  });
  return readAbsence(ctx, actor, absence.id, target);
};
