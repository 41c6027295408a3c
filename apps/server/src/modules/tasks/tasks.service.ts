// Tasks (issue 16): single tasks and occurrences of recurring series, their assignees, checklist, comments and
// history. Scoped by tasks.policy.ts; every write logs (system log + domain event) in its own transaction. Updates are
// in tasks.update.ts; history, comments and checklist in tasks.activity.ts.
import { addDays, displayName, todayIn } from '@centinela/shared';
import type { TChecklistItem, TTask, TTaskDetail, TTaskInputParsed, TTaskListQuery, TTaskScope } from '@centinela/shared/contracts/tasks';
import { timeToMinutes, minutesToTime } from '@centinela/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { taskAssignees, taskChecklistItems, taskGroups, taskSeries, tasks, userGroups, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Forbidden } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { dueInstantOf } from '../../platform/recurrence/recurrence';
import { assertAssignment, assertTaskGroup, resolveAssignment } from './tasks.assign';
import { canOnTask, taskScope } from './tasks.policy';
import { emitAssigned } from './tasks.reminders';
import { companyTimeZone } from '../companies/companies.queries';
import { MATERIALIZE_DAYS, materializeSeries } from './tasks.series';

export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };
export type TTaskRow = typeof tasks.$inferSelect;

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

export const findTask = async (db: TDbOrTx, actor: TActor, id: string) => {
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

export const detailOf = async (db: TDbOrTx, actor: TActor, id: string): Promise<TTaskDetail> => {
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

export const log = (
  tx: TDbOrTx,
  actor: TActor,
  task: { id: string; companyId: string },
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  message: Parameters<typeof writeSystemLog>[2]['message'],
  details?: Record<string, unknown>,
) => writeSystemLog(tx, actor, { action, entityType: 'tasks', entityId: task.id, companyId: task.companyId, message, details });

export const setAssignees = async (tx: TDbOrTx, task: TTaskRow, userIds: string[]) => {
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
      await emitAssigned(tx, actor.userId, {
        companyId,
        taskId: first.id,
        title: input.title,
        dueDate: first.date,
        recipientIds: recipients,
      });
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
    await emitAssigned(tx, actor.userId, { companyId, taskId: row.id, title: row.title, dueDate: row.dueDate, recipientIds: recipients });
    await log(tx, actor, row, 'CREATE', { key: 'taskCreated', params: { title: row.title } });
    return detailOf(tx, actor, row.id);
  });

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
