// Task notifications through notify(): assigned (in the write's transaction, tasks.service.ts), due tomorrow and
// overdue (the hourly job tasks.reminders, each company's own "today"). Idempotent: the dedupe key holds the task and
// the day, so a task is reminded once per due date and reported overdue once per day (for a week after it was due).
import { addDays, todayIn } from '@centinela/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, taskAssignees, tasks } from '../../db/schema';
import { registerJob } from '../../platform/jobs/registry';
import { notify } from '../notifications/notify';

export const REMINDERS_JOB = 'tasks.reminders';
const OPEN = ['pending', 'in_progress'] as const;
const OVERDUE_DAYS = 7;

export const notifyAssigned = async (
  tx: TDbOrTx,
  input: { companyId: string; taskId: string; title: string; dueDate: string | null; recipientIds: string[] },
) =>
  notify(tx, {
    companyId: input.companyId,
    recipientIds: input.recipientIds,
    kind: 'task.assigned',
    type: 'system',
    priority: 'medium',
    params: { title: input.title, due: input.dueDate ?? '—' },
    link: `/tasks?task=${input.taskId}`,
    source: { entityType: 'tasks', entityId: input.taskId },
  });

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
  for (const t of dueTomorrow) {
    await notify(tx, {
      companyId,
      recipientIds: who.get(t.id) ?? [],
      kind: 'task.dueTomorrow',
      type: 'system',
      priority: 'medium',
      params: { title: t.title, due: t.dueDate ?? '' },
      link: `/tasks?task=${t.id}`,
      source: { entityType: 'tasks', entityId: t.id },
      dedupeKey: `task.dueTomorrow:${t.id}:${t.dueDate}`,
    });
  }
  for (const t of overdue) {
    await notify(tx, {
      companyId,
      recipientIds: who.get(t.id) ?? [],
      kind: 'task.overdue',
      type: 'system',
      priority: 'high',
      params: { title: t.title, due: t.dueDate ?? '' },
      link: `/tasks?task=${t.id}`,
      source: { entityType: 'tasks', entityId: t.id },
      dedupeKey: `task.overdue:${t.id}:${today}`,
    });
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
