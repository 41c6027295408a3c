// Updating a task (split from tasks.service.ts): a patch to one occurrence or, with scope=future, to the series'
// template and rule from this occurrence on; status changes keep completedAt.
import { addDays, todayIn } from '@centinela/shared';
import type { TTaskScope, TTaskUpdateParsed } from '@centinela/shared/contracts/tasks';
import { TASK_MESSAGES } from '@centinela/shared/contracts/tasks';
import { timeToMinutes } from '@centinela/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { taskAssignees, taskSeries, tasks } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import { dueInstantOf } from '../../platform/recurrence/recurrence';
import { assertAssignment, assertTaskGroup, resolveAssignment } from './tasks.assign';
import { canOnTask } from './tasks.policy';
import { emitAssigned } from './tasks.reminders';
import { companyTimeZone } from '../companies/companies.queries';
import { MATERIALIZE_DAYS, materializeSeries } from './tasks.series';

import { detailOf, findTask, log, setAssignees, type TArgs, type TTaskRow } from './tasks.service';

const STATUS_MESSAGE = {
  pending: 'taskStatusPending',
  in_progress: 'taskStatusInProgress',
  completed: 'taskStatusCompleted',
  cancelled: 'taskStatusCancelled',
} as const;

const RULE_FIELDS = ['recurrenceType', 'interval', 'daysOfWeek', 'recurrenceEndDate'] as const;

/** The columns a patch changes on one task row (status keeps completedAt; due fields recompute the instant). */
const columnsOf = (row: TTaskRow, patch: TTaskUpdateParsed, timeZone: string, { keepDate = false } = {}) => {
  const out: Partial<typeof tasks.$inferInsert> = {};
  if (patch.title !== undefined) out.title = patch.title;
  if (patch.description !== undefined) out.description = patch.description;
  if (patch.priority !== undefined) out.priority = patch.priority;
  if (patch.taskGroupId !== undefined) out.taskGroupId = patch.taskGroupId;
  if (patch.tags !== undefined) out.tags = patch.tags;
  if (patch.assignmentType !== undefined) out.assignmentType = patch.assignmentType;
  if (patch.userGroupId !== undefined) out.userGroupId = patch.userGroupId;
  if (patch.status !== undefined && patch.status !== row.status) {
    out.status = patch.status;
    out.completedAt = patch.status === 'completed' ? new Date() : null;
  }
  const dueDate = keepDate || patch.dueDate === undefined ? row.dueDate : patch.dueDate;
  const dueMinute = patch.dueTime === undefined ? row.dueMinute : patch.dueTime === null ? null : timeToMinutes(patch.dueTime);
  if (dueDate !== row.dueDate || dueMinute !== row.dueMinute) {
    out.dueDate = dueDate;
    out.dueMinute = dueDate ? dueMinute : null;
    out.dueAt = dueDate ? dueInstantOf(dueDate, dueMinute, timeZone) : null;
  }
  return out;
};

const changedFields = (patch: TTaskUpdateParsed) => Object.keys(patch).filter((k) => patch[k as keyof TTaskUpdateParsed] !== undefined);

export const updateTask = ({ ctx, actor, input }: TArgs<{ id: string; scope: TTaskScope; patch: TTaskUpdateParsed }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, actor, input.id);
    const fields = changedFields(input.patch);
    const isAssignee = !!(
      await tx
        .select({ u: taskAssignees.userId })
        .from(taskAssignees)
        .where(and(eq(taskAssignees.taskId, row.id), eq(taskAssignees.userId, actor.userId)))
    ).length;
    const can = canOnTask(actor, isAssignee);
    if (!can.update && !(can.changeStatus && fields.every((f) => f === 'status'))) throw Forbidden();
    const sendsRule = RULE_FIELDS.some((f) => input.patch[f] !== undefined);
    if (sendsRule && (input.scope !== 'future' || !row.seriesId))
      throw ValidationFailed({ recurrenceType: TASK_MESSAGES.futureOnlySeries });
    if (input.patch.taskGroupId) await assertTaskGroup(tx, row.companyId, input.patch.taskGroupId);
    const assignmentChanged = ['assignmentType', 'assigneeIds', 'userGroupId'].some((f) => fields.includes(f));
    const assignment = {
      assignmentType: input.patch.assignmentType ?? row.assignmentType,
      assigneeIds: input.patch.assigneeIds ?? [],
      userGroupId: input.patch.userGroupId !== undefined ? input.patch.userGroupId : row.userGroupId,
    };
    if (assignmentChanged) {
      if (assignment.assignmentType !== 'user_group' && input.patch.assigneeIds === undefined)
        throw ValidationFailed({ assigneeIds: TASK_MESSAGES.assigneesRequired });
      if (assignment.assignmentType === 'user_group' && !assignment.userGroupId)
        throw ValidationFailed({ userGroupId: TASK_MESSAGES.userGroupRequired });
      await assertAssignment(tx, row.companyId, assignment);
    }
    const timeZone = await companyTimeZone(tx, row.companyId);

    if (input.scope === 'future' && row.seriesId && row.occurrenceDate) {
      return detailOf(tx, actor, await updateFuture(tx, actor, row, input.patch, timeZone, assignmentChanged ? assignment : null));
    }
    {
      const cols = columnsOf(row, input.patch, timeZone);
      if (assignmentChanged && assignment.assignmentType !== 'user_group') cols.userGroupId = null;
      const [updated] = Object.keys(cols).length ? await tx.update(tasks).set(cols).where(eq(tasks.id, row.id)).returning() : [row];
      await tx.update(taskAssignees).set({ status: updated.status, dueDate: updated.dueDate }).where(eq(taskAssignees.taskId, row.id));
      if (assignmentChanged) {
        const added = await setAssignees(tx, updated, await resolveAssignment(tx, row.companyId, assignment));
        await emitAssigned(tx, actor.userId, {
          companyId: row.companyId,
          taskId: row.id,
          title: updated.title,
          dueDate: updated.dueDate,
          recipientIds: added,
        });
      }
      const statusChange = input.patch.status !== undefined && input.patch.status !== row.status;
      await log(
        tx,
        actor,
        row,
        'UPDATE',
        statusChange && fields.length === 1
          ? { key: STATUS_MESSAGE[updated.status], params: { title: row.title } }
          : { key: 'taskUpdated', params: { title: updated.title } },
        { fields },
      );
    }
    return detailOf(tx, actor, row.id);
  });

/** scope=future: the series' template (and rule) change from this occurrence on; later occurrences follow. */
const updateFuture = async (
  tx: TDbOrTx,
  actor: TActor,
  row: TTaskRow,
  patch: TTaskUpdateParsed,
  timeZone: string,
  assignment: { assignmentType: TTaskRow['assignmentType']; assigneeIds: string[]; userGroupId: string | null } | null,
): Promise<string> => {
  const seriesId = row.seriesId as string;
  const from = row.occurrenceDate as string;
  const [series] = await tx.select().from(taskSeries).where(eq(taskSeries.id, seriesId));
  const s = found(series, 'series');
  const template: Partial<typeof taskSeries.$inferInsert> = {};
  if (patch.title !== undefined) template.title = patch.title;
  if (patch.description !== undefined) template.description = patch.description;
  if (patch.priority !== undefined) template.priority = patch.priority;
  if (patch.taskGroupId !== undefined) template.taskGroupId = patch.taskGroupId;
  if (patch.tags !== undefined) template.tags = patch.tags;
  if (patch.dueTime !== undefined) template.dueMinute = patch.dueTime === null ? null : timeToMinutes(patch.dueTime);
  if (assignment) {
    template.assignmentType = assignment.assignmentType;
    template.userGroupId = assignment.assignmentType === 'user_group' ? assignment.userGroupId : null;
    template.assigneeIds = assignment.assignmentType === 'user_group' ? [] : assignment.assigneeIds;
  }
  const ruleChanged = RULE_FIELDS.some((f) => patch[f] !== undefined) || (patch.dueDate != null && patch.dueDate !== from);
  if (ruleChanged) {
    const next = {
      recurrenceType: patch.recurrenceType ?? s.recurrenceType,
      interval: patch.interval ?? s.interval,
      daysOfWeek: patch.daysOfWeek ? [...new Set(patch.daysOfWeek)].sort() : s.daysOfWeek,
      endDate: patch.recurrenceEndDate !== undefined ? patch.recurrenceEndDate : s.endDate,
      startDate: patch.dueDate ?? from,
    };
    if (next.recurrenceType === 'weekly' && next.daysOfWeek.length === 0)
      throw ValidationFailed({ daysOfWeek: TASK_MESSAGES.daysRequired });
    if (next.endDate && next.endDate < next.startDate) throw ValidationFailed({ recurrenceEndDate: TASK_MESSAGES.endBeforeStart });
    Object.assign(template, {
      ...next,
      daysOfWeek: next.recurrenceType === 'weekly' ? next.daysOfWeek : [],
      materializedUntil: addDays(next.startDate, -1),
    });
  }
  const [updatedSeries] = Object.keys(template).length
    ? await tx.update(taskSeries).set(template).where(eq(taskSeries.id, seriesId)).returning()
    : [s];
  const future = and(eq(tasks.seriesId, seriesId), gte(tasks.occurrenceDate, from));
  if (ruleChanged) {
    // Untouched future occurrences are made again from the new rule; started or finished ones stay as they are.
    await tx.delete(tasks).where(and(future, eq(tasks.status, 'pending')));
    const today = todayIn(timeZone);
    const start = updatedSeries.startDate;
    await materializeSeries(tx, updatedSeries, addDays(start > today ? start : today, MATERIALIZE_DAYS), timeZone, { ensureFirst: true });
  } else {
    const occurrences = await tx.select().from(tasks).where(future);
    for (const occ of occurrences) {
      const cols = columnsOf(occ, { ...patch, status: occ.id === row.id ? patch.status : undefined }, timeZone, { keepDate: true });
      if (assignment && assignment.assignmentType !== 'user_group') cols.userGroupId = null;
      const [u] = Object.keys(cols).length ? await tx.update(tasks).set(cols).where(eq(tasks.id, occ.id)).returning() : [occ];
      if (assignment) {
        const added = await setAssignees(tx, u, await resolveAssignment(tx, occ.companyId, assignment));
        if (occ.id === row.id)
          await emitAssigned(tx, actor.userId, {
            companyId: occ.companyId,
            taskId: occ.id,
            title: u.title,
            dueDate: u.dueDate,
            recipientIds: added,
          });
      } else {
        await tx.update(taskAssignees).set({ status: u.status, dueDate: u.dueDate }).where(eq(taskAssignees.taskId, occ.id));
      }
    }
  }
  // The occurrence to show: this one, or (made again from a new rule) the series' first one from here on.
  const [shown] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, seriesId), gte(tasks.occurrenceDate, from < updatedSeries.startDate ? from : updatedSeries.startDate)))
    .orderBy(asc(tasks.occurrenceDate))
    .limit(1);
  const [still] = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, row.id));
  const shownId = still?.id ?? shown?.id ?? row.id;
  await log(
    tx,
    actor,
    { id: shownId, companyId: row.companyId },
    'UPDATE',
    {
      key: 'taskSeriesUpdated',
      params: { title: updatedSeries.title, date: from },
    },
    { fields: changedFields(patch), scope: 'future' },
  );
  return shownId;
};
