// Task events: assigned (in the write's transaction, tasks.service.ts), due tomorrow and overdue (the hourly job
// tasks.reminders, each company's own "today"); tasks.subscribers.ts notifies the assignees. Idempotent: the once-key
// holds the task and the day, so a task is reminded once per due date and reported overdue once per day (for a week
// after it was due).
import { addDays, todayIn } from '@centinela/shared';
import { TASK_ASSIGNED, TASK_DUE_TOMORROW, TASK_OVERDUE } from '@centinela/shared/events/tasks';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, taskAssignees, tasks } from '../../db/schema';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { emit } from '../../platform/events/emit';

export const REMINDERS_JOB = jobName('tasks.reminders');
const OPEN = ['pending', 'in_progress'] as const;
const OVERDUE_DAYS = 7;

/** A task (or a series' first task) was created for these assignees: 'tasks.assigned' (tasks.subscribers.ts notifies). */
export const emitAssigned = (
  tx: TDbOrTx,
  actorUserId: string,
  input: { companyId: string; taskId: string; title: string; dueDate: string | null; recipientIds: string[] },
) =>
  emit(
    tx,
    TASK_ASSIGNED,
    { companyId: input.companyId, actorUserId, entityId: input.taskId },
    { taskId: input.taskId, title: input.title, dueDate: input.dueDate, assigneeIds: input.recipientIds },
  );

const assigneesOf = async (tx: TDbOrTx, taskIds: string[]) => {
  const rows = taskIds.length
    ? await tx
        .select({ taskId: taskAssignees.taskId, userId: taskAssignees.userId })
        .from(taskAssignees)
        .where(inArray(taskAssignees.taskId, taskIds))
    : [];
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.taskId, [...(map.get(r.taskId) ?? []), r.userId]);
  return map;
};

/** Due-tomorrow and overdue notifications of one company at `now`. Returns how many tasks were considered. */
export const remindCompany = async (tx: TDbOrTx, companyId: string, timeZone: string, now = new Date()) => {
  const today = todayIn(timeZone, now);
  const tomorrow = addDays(today, 1);
  const dueTomorrow = await tx
    .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.dueDate, tomorrow), inArray(tasks.status, [...OPEN])));
  const overdue = await tx
    .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate })
    .from(tasks)
    .where(
      and(
        eq(tasks.companyId, companyId),
        lt(tasks.dueAt, now),
        gte(tasks.dueAt, new Date(now.getTime() - OVERDUE_DAYS * 86_400_000)),
        inArray(tasks.status, [...OPEN]),
      ),
    );
  const who = await assigneesOf(
    tx,
    [...dueTomorrow, ...overdue].map((t) => t.id),
  );
  const factsOf = (t: (typeof overdue)[number]) => ({ taskId: t.id, title: t.title, dueDate: t.dueDate, assigneeIds: who.get(t.id) ?? [] });
  for (const t of dueTomorrow) {
    await emit(tx, TASK_DUE_TOMORROW, { companyId, entityId: t.id, onceKey: `${t.id}:${t.dueDate}` }, factsOf(t));
  }
  for (const t of overdue) {
    await emit(tx, TASK_OVERDUE, { companyId, entityId: t.id, onceKey: `${t.id}:${today}` }, { ...factsOf(t), day: today });
  }
  return dueTomorrow.length + overdue.length;
};

registerJob(
  REMINDERS_JOB,
  async (_data, { ctx }) => {
    const list = await ctx.db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
    for (const c of list) await ctx.db.transaction((tx) => remindCompany(tx, c.id, c.timeZone));
  },
  { cron: '5 * * * *', retryLimit: 3 },
);
