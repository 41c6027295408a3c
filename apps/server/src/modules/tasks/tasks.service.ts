// Tasks (issue 16): single tasks and occurrences of recurring series, their assignees, checklist, comments and
// history. Scoped by tasks.policy.ts; every write logs (system log + domain event) in its own transaction.
import { addDays, displayName, todayIn } from '@centinela/shared';
import type {
  TChecklistItem,
  TTask,
  TTaskComment,
  TTaskDetail,
  TTaskHistoryEntry,
  TTaskInputParsed,
  TTaskListQuery,
  TTaskScope,
  TTaskUpdateParsed,
} from '@centinela/shared/contracts/tasks';
import { TASK_MESSAGES } from '@centinela/shared/contracts/tasks';
import { timeToMinutes, minutesToTime } from '@centinela/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  systemLogs,
  taskAssignees,
  taskChecklistItems,
  taskComments,
  taskGroups,
  taskSeries,
  tasks,
  userGroups,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { dueInstantOf } from './recurrence';
import { assertAssignment, assertTaskGroup, resolveAssignment } from './tasks.assign';
import { canOnTask, taskScope } from './tasks.policy';
import { notifyAssigned } from './tasks.reminders';
import { companyTimeZone } from '../companies/companies.queries';
import { MATERIALIZE_DAYS, materializeSeries } from './tasks.series';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };
type TTaskRow = typeof tasks.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// Reading ------------------------------------------------------------------------------------------------------------

/** The API shape of task rows, with assignees, group, user group and checklist counts in four queries. */
const hydrate = async (db: TDbOrTx, actor: TActor, rows: TTaskRow[]): Promise<TTask[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.taskGroupId).filter((v): v is string => !!v))];
  const userGroupIds = [...new Set(rows.map((r) => r.userGroupId).filter((v): v is string => !!v))];
  const [people, groups, ugroups, checks] = await Promise.all([
    db
      .select({ taskId: taskAssignees.taskId, id: users.id, name: users.name, lastName: users.lastName, email: users.email })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, ids)),
    groupIds.length
      ? db
          .select({ id: taskGroups.id, name: taskGroups.name, color: taskGroups.color })
          .from(taskGroups)
          .where(inArray(taskGroups.id, groupIds))
      : Promise.resolve([]),
    userGroupIds.length
      ? db.select({ id: userGroups.id, name: userGroups.name }).from(userGroups).where(inArray(userGroups.id, userGroupIds))
      : Promise.resolve([]),
    db
      .select({
        taskId: taskChecklistItems.taskId,
        total: count(),
        done: sql<number>`count(*) filter (where ${taskChecklistItems.done})`.mapWith(Number),
      })
      .from(taskChecklistItems)
      .where(inArray(taskChecklistItems.taskId, ids))
      .groupBy(taskChecklistItems.taskId),
  ]);
  const byTask = new Map<string, { id: string; name: string }[]>();
  for (const p of people) byTask.set(p.taskId, [...(byTask.get(p.taskId) ?? []), { id: p.id, name: displayName(p) }]);
  const groupById = new Map(groups.map((g) => [g.id, { ...g, color: g.color ?? '#64748b' }]));
  const ugById = new Map(ugroups.map((g) => [g.id, g]));
  const checkById = new Map(checks.map((c) => [c.taskId, c]));
  return rows.map((r) => {
    const assignees = (byTask.get(r.id) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    const check = checkById.get(r.id);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      status: r.status,
      priority: r.priority,
      taskGroup: r.taskGroupId ? (groupById.get(r.taskGroupId) ?? null) : null,
      assignmentType: r.assignmentType,
      userGroup: r.userGroupId ? (ugById.get(r.userGroupId) ?? null) : null,
      assignees,
      dueDate: r.dueDate,
      dueTime: r.dueMinute === null ? null : minutesToTime(r.dueMinute),
      dueAt: iso(r.dueAt),
      tags: r.tags,
      isRecurring: r.isRecurring,
      seriesId: r.seriesId,
      occurrenceDate: r.occurrenceDate,
      recurrence:
        r.isRecurring && r.recurrenceType
          ? { type: r.recurrenceType, interval: r.repeatEvery ?? 1, daysOfWeek: r.daysOfWeek ?? [], endDate: r.recurrenceEndDate }
          : null,
      checklist: { done: check?.done ?? 0, total: check?.total ?? 0 },
      completedAt: iso(r.completedAt),
      createdAt: r.createdAt.toISOString(),
      can: canOnTask(
        actor,
        assignees.some((a) => a.id === actor.userId),
      ),
    };
  });
};

const findTask = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), taskScope(actor)));
  return found(row, 'task');
};

const checklistOf = async (db: TDbOrTx, taskId: string): Promise<TChecklistItem[]> =>
  db
    .select({
      id: taskChecklistItems.id,
      label: taskChecklistItems.label,
      done: taskChecklistItems.done,
      position: taskChecklistItems.position,
    })
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, taskId))
    .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.createdAt));

const detailOf = async (db: TDbOrTx, actor: TActor, id: string): Promise<TTaskDetail> => {
  const row = await findTask(db, actor, id);
  const [task] = await hydrate(db, actor, [row]);
  return { ...task, checklistItems: await checklistOf(db, id) };
};

export const getTask = ({ ctx, actor, input }: TArgs<{ id: string }>) => detailOf(ctx.db, actor, input.id);

type TListInput = Omit<TTaskListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

export const listTasks = async ({ ctx, actor, input }: TArgs<TListInput>) => {
  const staff = isCompanyStaff(actor);
  // Guards and customer admins only ever see their own tasks: "My tasks".
  const assignee = !staff || input.assignee === 'me' ? actor.userId : input.assignee;
  const filters = [
    input.priority ? eq(tasks.priority, input.priority) : undefined,
    input.groupId ? eq(tasks.taskGroupId, input.groupId) : undefined,
    input.tag ? sql`${input.tag} = any(${tasks.tags})` : undefined,
    matchesSearch(input.search, tasks.searchText),
  ];
  const offset = (input.page - 1) * input.pageSize;
  if (assignee) {
    // "My tasks" and one person's tasks: a range of task_assignees (user_id, status, due_date), then the tasks by key.
    const cond = where(
      eq(taskAssignees.userId, assignee),
      // One's own rows are of one's own company: the count then reads the (user_id, status, due_date) index only.
      assignee === actor.userId ? undefined : scopeOf(actor).company(taskAssignees.companyId),
      input.status ? eq(taskAssignees.status, input.status) : undefined,
      input.dueFrom ? gte(taskAssignees.dueDate, input.dueFrom) : undefined,
      input.dueTo ? lte(taskAssignees.dueDate, input.dueTo) : undefined,
      ...filters,
    );
    const needsJoin = filters.some(Boolean);
    const base = ctx.db.select({ task: tasks }).from(taskAssignees).innerJoin(tasks, eq(tasks.id, taskAssignees.taskId));
    const [rows, [{ total }]] = await Promise.all([
      base
        .where(cond)
        .orderBy(sql`${taskAssignees.dueDate} asc nulls last`, asc(taskAssignees.taskId))
        .limit(input.pageSize)
        .offset(offset),
      needsJoin
        ? ctx.db.select({ total: count() }).from(taskAssignees).innerJoin(tasks, eq(tasks.id, taskAssignees.taskId)).where(cond)
        : ctx.db.select({ total: count() }).from(taskAssignees).where(cond),
    ]);
    return {
      items: await hydrate(
        ctx.db,
        actor,
        rows.map((r) => r.task),
      ),
      total,
    };
  }
  const cond = where(
    taskScope(actor),
    input.status ? eq(tasks.status, input.status) : undefined,
    input.dueFrom ? gte(tasks.dueDate, input.dueFrom) : undefined,
    input.dueTo ? lte(tasks.dueDate, input.dueTo) : undefined,
    ...filters,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(tasks)
      .where(cond)
      .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), asc(tasks.id))
      .limit(input.pageSize)
      .offset(offset),
    ctx.db.select({ total: count() }).from(tasks).where(cond),
  ]);
  return { items: await hydrate(ctx.db, actor, rows), total };
};

// Writing ------------------------------------------------------------------------------------------------------------

const log = (
  tx: TDbOrTx,
  actor: TActor,
  task: { id: string; companyId: string },
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  message: Parameters<typeof writeSystemLog>[2]['message'],
  details?: Record<string, unknown>,
) => writeSystemLog(tx, actor, { action, entityType: 'tasks', entityId: task.id, companyId: task.companyId, message, details });

const setAssignees = async (tx: TDbOrTx, task: TTaskRow, userIds: string[]) => {
  const before = await tx.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
  const had = new Set(before.map((b) => b.userId));
  await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, task.id));
  if (userIds.length)
    await tx
      .insert(taskAssignees)
      .values(
        userIds.map((userId) => ({ taskId: task.id, userId, companyId: task.companyId, status: task.status, dueDate: task.dueDate })),
      );
  return userIds.filter((id) => !had.has(id));
};

export const createTask = ({ ctx, actor, input }: TArgs<TTaskInputParsed>) =>
  ctx.db.transaction(async (tx) => {
    if (!isCompanyStaff(actor)) throw Forbidden();
    const companyId = scopeOf(actor).companyForWrite();
    await assertTaskGroup(tx, companyId, input.taskGroupId);
    const assignment = { assignmentType: input.assignmentType, assigneeIds: input.assigneeIds, userGroupId: input.userGroupId };
    await assertAssignment(tx, companyId, assignment);
    const timeZone = await companyTimeZone(tx, companyId);
    const dueMinute = input.dueTime ? timeToMinutes(input.dueTime) : null;
    if (input.isRecurring && input.recurrenceType && input.dueDate) {
      const [series] = await tx
        .insert(taskSeries)
        .values({
          companyId,
          title: input.title,
          description: input.description,
          priority: input.priority,
          taskGroupId: input.taskGroupId,
          assignmentType: input.assignmentType,
          userGroupId: input.assignmentType === 'user_group' ? input.userGroupId : null,
          assigneeIds: input.assignmentType === 'user_group' ? [] : input.assigneeIds,
          tags: input.tags,
          recurrenceType: input.recurrenceType,
          interval: input.interval,
          daysOfWeek: input.recurrenceType === 'weekly' ? [...new Set(input.daysOfWeek)].sort() : [],
          startDate: input.dueDate,
          endDate: input.recurrenceEndDate,
          dueMinute,
          skippedDates: [],
          createdBy: actor.userId,
        })
        .returning();
      const today = todayIn(timeZone);
      const horizon = addDays(input.dueDate > today ? input.dueDate : today, MATERIALIZE_DAYS);
      const created = await materializeSeries(tx, series, horizon, timeZone, { ensureFirst: true });
      const first = found(created[0], 'occurrence');
      const recipients = await resolveAssignment(tx, companyId, assignment);
      await notifyAssigned(tx, { companyId, taskId: first.id, title: input.title, dueDate: first.date, recipientIds: recipients });
      await log(tx, actor, { id: first.id, companyId }, 'CREATE', {
        key: 'taskSeriesCreated',
        params: { title: input.title, count: created.length },
      });
      return detailOf(tx, actor, first.id);
    }
    const [row] = await tx
      .insert(tasks)
      .values({
        companyId,
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        taskGroupId: input.taskGroupId,
        assignmentType: input.assignmentType,
        userGroupId: input.assignmentType === 'user_group' ? input.userGroupId : null,
        tags: input.tags,
        dueDate: input.dueDate,
        dueMinute: input.dueDate ? dueMinute : null,
        dueAt: input.dueDate ? dueInstantOf(input.dueDate, dueMinute, timeZone) : null,
        completedAt: input.status === 'completed' ? new Date() : null,
        createdBy: actor.userId,
      })
      .returning();
    const recipients = await resolveAssignment(tx, companyId, assignment);
    await setAssignees(tx, row, recipients);
    await notifyAssigned(tx, { companyId, taskId: row.id, title: row.title, dueDate: row.dueDate, recipientIds: recipients });
    await log(tx, actor, row, 'CREATE', { key: 'taskCreated', params: { title: row.title } });
    return detailOf(tx, actor, row.id);
  });

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
        await notifyAssigned(tx, {
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
          await notifyAssigned(tx, { companyId: occ.companyId, taskId: occ.id, title: u.title, dueDate: u.dueDate, recipientIds: added });
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

export const deleteTask = ({ ctx, actor, input }: TArgs<{ id: string; scope: TTaskScope }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, actor, input.id);
    if (!canOnTask(actor, false).delete) throw Forbidden();
    if (row.seriesId && row.occurrenceDate && input.scope === 'future') {
      // The series ends the day before; this occurrence and every later one go.
      await tx
        .update(taskSeries)
        .set({ endDate: addDays(row.occurrenceDate, -1) })
        .where(eq(taskSeries.id, row.seriesId));
      const gone = await tx
        .delete(tasks)
        .where(and(eq(tasks.seriesId, row.seriesId), gte(tasks.occurrenceDate, row.occurrenceDate)))
        .returning({ id: tasks.id });
      await log(tx, actor, row, 'DELETE', {
        key: 'taskSeriesEnded',
        params: { title: row.title, date: row.occurrenceDate, count: gone.length },
      });
      return;
    }
    if (row.seriesId && row.occurrenceDate)
      await tx
        .update(taskSeries)
        .set({ skippedDates: sql`array_append(${taskSeries.skippedDates}, ${row.occurrenceDate}::date)` })
        .where(eq(taskSeries.id, row.seriesId));
    await tx.delete(tasks).where(eq(tasks.id, row.id));
    await log(tx, actor, row, 'DELETE', { key: 'taskDeleted', params: { title: row.title } });
  });

// History, comments, checklist ---------------------------------------------------------------------------------------

export const taskHistory = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TTaskHistoryEntry[]> => {
  const row = await findTask(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({ log: systemLogs, name: users.name, lastName: users.lastName, email: users.email })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .where(and(eq(systemLogs.companyId, row.companyId), eq(systemLogs.entityType, 'tasks'), eq(systemLogs.entityId, row.id)))
    .orderBy(desc(systemLogs.timestamp))
    .limit(200);
  return rows.map(({ log: l, ...u }) => ({
    id: l.id,
    action: l.action,
    messageKey: typeof l.details.messageKey === 'string' ? l.details.messageKey : null,
    messageParams: (l.details.messageParams as Record<string, unknown>) ?? {},
    description: typeof l.details.description === 'string' ? l.details.description : null,
    user: u.email ? displayName(u) : null,
    createdAt: l.timestamp.toISOString(),
  }));
};

export const listComments = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TTaskComment[]> => {
  const row = await findTask(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({ c: taskComments, id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, row.id))
    .orderBy(asc(taskComments.createdAt));
  return rows.map(({ c, ...u }) => ({
    id: c.id,
    body: c.body,
    author: u.id ? { id: u.id, name: displayName(u) } : null,
    createdAt: c.createdAt.toISOString(),
  }));
};

export const addComment = ({ ctx, actor, input }: TArgs<{ id: string; body: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, actor, input.id);
    const [c] = await tx
      .insert(taskComments)
      .values({ taskId: row.id, companyId: row.companyId, authorId: actor.userId, body: input.body })
      .returning();
    await log(tx, actor, row, 'UPDATE', { key: 'taskCommented', params: { title: row.title } });
    const [me] = await tx
      .select({ name: users.name, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, actor.userId));
    return {
      id: c.id,
      body: c.body,
      author: { id: actor.userId, name: displayName(me ?? { email: actor.email }) },
      createdAt: c.createdAt.toISOString(),
    };
  });

const checklistAccess = async (tx: TDbOrTx, actor: TActor, taskId: string, need: 'update' | 'changeStatus') => {
  const row = await findTask(tx, actor, taskId);
  const [mine] = await tx
    .select({ u: taskAssignees.userId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.taskId, row.id), eq(taskAssignees.userId, actor.userId)));
  if (!canOnTask(actor, !!mine)[need]) throw Forbidden();
  return row;
};

export const addChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; label: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, 'update');
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${taskChecklistItems.position}), -1) + 1`.mapWith(Number) })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, row.id));
    const [item] = await tx
      .insert(taskChecklistItems)
      .values({ taskId: row.id, companyId: row.companyId, label: input.label, position: next })
      .returning();
    await log(tx, actor, row, 'UPDATE', { key: 'taskChecklistAdded', params: { title: row.title, item: input.label } });
    return { id: item.id, label: item.label, done: item.done, position: item.position };
  });

const findItem = async (tx: TDbOrTx, taskId: string, itemId: string) => {
  const [item] = await tx
    .select()
    .from(taskChecklistItems)
    .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
  return found(item, 'checklistItem');
};

export const updateChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; itemId: string; label?: string; done?: boolean }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, input.label !== undefined ? 'update' : 'changeStatus');
    const item = await findItem(tx, row.id, input.itemId);
    const [u] = await tx
      .update(taskChecklistItems)
      .set({ ...(input.label !== undefined ? { label: input.label } : {}), ...(input.done !== undefined ? { done: input.done } : {}) })
      .where(eq(taskChecklistItems.id, item.id))
      .returning();
    await log(tx, actor, row, 'UPDATE', {
      key: u.done ? 'taskChecklistChecked' : 'taskChecklistUnchecked',
      params: { title: row.title, item: u.label },
    });
    return { id: u.id, label: u.label, done: u.done, position: u.position };
  });

export const removeChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; itemId: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, 'update');
    const item = await findItem(tx, row.id, input.itemId);
    await tx.delete(taskChecklistItems).where(eq(taskChecklistItems.id, item.id));
    await log(tx, actor, row, 'UPDATE', { key: 'taskChecklistRemoved', params: { title: row.title, item: item.label } });
  });
