// Recurring tasks: a series row holds the rule and the template; its occurrences are task rows created ahead (the next
// 60 days) at creation and by the daily job tasks.materialize. Idempotent: (series_id, occurrence_date) is unique and a
// date removed by hand ("this one") is kept in skipped_dates so it is never created again.
import { addDays, todayIn } from '@centinela/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, taskAssignees, taskSeries, tasks } from '../../db/schema';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { occurrencesBetween, type TRecurrenceRule } from '../../platform/recurrence/recurrence';
import { resolveAssignment } from './tasks.assign';

export const MATERIALIZE_DAYS = 60;
export const MATERIALIZE_JOB = jobName('tasks.materialize');

type TSeries = typeof taskSeries.$inferSelect;

export const ruleOfSeries = (s: TSeries): TRecurrenceRule => ({
  type: s.recurrenceType,
  interval: s.interval,
  daysOfWeek: s.daysOfWeek,
  startDate: s.startDate,
  endDate: s.endDate,
  dueMinute: s.dueMinute,
});

/**
 * Creates the occurrences of a series up to `until` (inclusive) that do not exist yet; returns the ids created, in date
 * order. `ensureFirst`: when the window holds none (a yearly rule), the first occurrence after it is created too.
 */
export const materializeSeries = async (
  tx: TDbOrTx,
  series: TSeries,
  until: string,
  timeZone: string,
  { ensureFirst = false }: { ensureFirst?: boolean } = {},
): Promise<{ id: string; date: string }[]> => {
  const rule = ruleOfSeries(series);
  const from =
    series.materializedUntil && series.materializedUntil >= series.startDate ? addDays(series.materializedUntil, 1) : series.startDate;
  let list = occurrencesBetween(rule, timeZone, from, until);
  if (list.length === 0 && ensureFirst) list = occurrencesBetween(rule, timeZone, from, addDays(from, 366 * 4 + 1)).slice(0, 1);
  const skipped = new Set(series.skippedDates);
  list = list.filter((o) => !skipped.has(o.date));
  const last = list.at(-1)?.date;
  const reached = last && last > until ? last : until;
  await tx
    .update(taskSeries)
    .set({ materializedUntil: reached })
    .where(and(eq(taskSeries.id, series.id), or(isNull(taskSeries.materializedUntil), lt(taskSeries.materializedUntil, reached))));
  if (list.length === 0) return [];
  const assignees = await resolveAssignment(tx, series.companyId, {
    assignmentType: series.assignmentType,
    assigneeIds: series.assigneeIds,
    userGroupId: series.userGroupId,
  });
  const created = await tx
    .insert(tasks)
    .values(
      list.map((o) => ({
        companyId: series.companyId,
        seriesId: series.id,
        occurrenceDate: o.date,
        title: series.title,
        description: series.description,
        status: 'pending' as const,
        priority: series.priority,
        taskGroupId: series.taskGroupId,
        assignmentType: series.assignmentType,
        userGroupId: series.userGroupId,
        tags: series.tags,
        dueDate: o.date,
        dueMinute: series.dueMinute,
        dueAt: o.dueAt,
        isRecurring: true,
        recurrenceType: series.recurrenceType,
        repeatEvery: series.interval,
        daysOfWeek: series.daysOfWeek,
        recurrenceEndDate: series.endDate,
        createdBy: series.createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tasks.id, date: tasks.occurrenceDate });
  if (created.length && assignees.length) {
    await tx
      .insert(taskAssignees)
      .values(
        created.flatMap((t) =>
          assignees.map((userId) => ({ taskId: t.id, userId, companyId: series.companyId, status: 'pending', dueDate: t.date })),
        ),
      );
  }
  return created.map((c) => ({ id: c.id, date: c.date as string })).sort((a, b) => a.date.localeCompare(b.date));
};

/** Every series still running gets its occurrences up to its company's today + 60 days. */
export const materializeAll = async (db: TDbOrTx, now = new Date()) => {
  const rows = await db
    .select({ series: taskSeries, timeZone: companies.timeZone })
    .from(taskSeries)
    .innerJoin(companies, eq(companies.id, taskSeries.companyId))
    .where(sql`${taskSeries.endDate} is null or ${taskSeries.endDate} > coalesce(${taskSeries.materializedUntil}, '1900-01-01')`);
  let created = 0;
  for (const { series, timeZone } of rows) {
    const until = addDays(todayIn(timeZone, now), MATERIALIZE_DAYS);
    if (series.materializedUntil && series.materializedUntil >= until) continue;
    created += (await materializeSeries(db, series, until, timeZone)).length;
  }
  return created;
};

registerJob(
  MATERIALIZE_JOB,
  async (_data, { ctx, log }) => {
    const created = await ctx.db.transaction((tx) => materializeAll(tx));
    if (created) log.info(`${created} task occurrence(s) created`);
  },
  { cron: '10 3 * * *', retryLimit: 3 },
);
