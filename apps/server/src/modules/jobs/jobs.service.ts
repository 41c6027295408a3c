// The job and delivery log: pg-boss's job rows (schema pgboss) as /settings/general-logs shows them.
// Platform-wide jobs (no companyId in their data) are seen by platform admins only; a job about one company
// (data.companyId) by that company's security company admins too. Customer company admins and guards see none.
import type { TJobList, TJobQuery, TJobRow } from '@centinela/shared';
import { JOB_STATES, type ZJobQuery } from '@centinela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type TActor, assertCan } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden, NotFound } from '../../platform/errors';
import { jobDefinitions } from '../../platform/jobs/registry';
import { JOBS_SCHEMA } from '../../platform/jobs/runner';

type TArgs = { ctx: TServiceContext; actor: TActor };

const jobTable = sql.raw(`${JOBS_SCHEMA}.job`);

/** Who reads the log: platform admins (everything) and security company admins (their company's jobs). */
const scopeOf = (actor: TActor): SQL => {
  if (actor.isPlatformAdmin) return sql`true`;
  if (actor.role !== 'security_company_admin') throw Forbidden();
  return sql`(j.data->>'companyId') = ${actor.companyId}`;
};

type TJobDbRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  company_id: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toRow = (r: TJobDbRow): TJobRow => ({
  id: r.id,
  name: r.name,
  state: (JOB_STATES as readonly string[]).includes(r.state) ? (r.state as TJobRow['state']) : 'created',
  attempts: r.started_on === null ? 0 : Number(r.retry_count) + 1,
  maxAttempts: Number(r.retry_limit) + 1,
  lastError: r.error,
  companyId: r.company_id && /^[0-9a-f-]{36}$/i.test(r.company_id) ? r.company_id : null,
  createdAt: iso(r.created_on) as string,
  startedAt: iso(r.started_on),
  completedAt: iso(r.completed_on),
  startAfter: iso(r.start_after) as string,
});

const selectRows = sql`j.id::text as id, j.name, j.state::text as state, j.retry_count, j.retry_limit,
  case when j.state <> 'completed' then coalesce(j.output->>'message', nullif(j.output::text, 'null')) end as error,
  j.data->>'companyId' as company_id, j.created_on, j.started_on, j.completed_on, j.start_after`;

/** pg-boss's own queues (its cron sender, '__pgboss__send-it'): machinery, not work of the app; never listed. */
const PG_BOSS_INTERNAL = '__pgboss__';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const listJobs = async ({ ctx, actor, input }: TArgs & { input: z.output<typeof ZJobQuery> }): Promise<TJobList> => {
  assertCan(actor, 'view', 'settings');
  const conditions: SQL[] = [scopeOf(actor), sql`not starts_with(j.name, ${PG_BOSS_INTERNAL})`];
  if (input.name) conditions.push(sql`j.name = ${input.name}`);
  if (input.state) conditions.push(sql`j.state::text = ${input.state}`);
  if (input.from) conditions.push(sql`j.created_on >= ${`${input.from}T00:00:00Z`}::timestamptz`);
  if (input.to) conditions.push(sql`j.created_on < (${`${input.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  const where = sql.join(conditions, sql` and `);
  const offset = (input.page - 1) * input.pageSize;
  const items = rowsOf<TJobDbRow>(
    await ctx.db.execute(
      sql`select ${selectRows} from ${jobTable} j where ${where} order by j.created_on desc, j.id desc limit ${input.pageSize} offset ${offset}`,
    ),
  );
  const [{ total }] = rowsOf<{ total: number }>(await ctx.db.execute(sql`select count(*)::int as total from ${jobTable} j where ${where}`));
  return {
    items: items.map(toRow),
    total: Number(total),
    names: jobDefinitions()
      .map((d) => d.name)
      .sort(),
  };
};

/** Queues a failed (or cancelled) job again, by hand; recorded in the system log with the retry itself. */
export const retryJob = async ({ ctx, actor, name, id }: TArgs & { name: string; id: string }): Promise<TJobRow> => {
  assertCan(actor, 'edit', 'settings');
  const scope = scopeOf(actor);
  const find = async () =>
    rowsOf<TJobDbRow>(
      await ctx.db.execute(sql`select ${selectRows} from ${jobTable} j where j.name = ${name} and j.id = ${id}::uuid and ${scope}`),
    )[0];
  const job = await find();
  if (!job) throw NotFound('job');
  if (job.state !== 'failed' && job.state !== 'cancelled') throw Conflict('JOB_NOT_RETRYABLE');
  if (!jobDefinitions().some((d) => d.name === name)) throw Conflict('JOB_UNKNOWN');
  await ctx.db.transaction(async (tx) => {
    await ctx.jobs.retry(tx, name, id);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'system',
      entityId: id,
      companyId: toRow(job).companyId,
      message: { key: 'jobRetried', params: { name } },
      details: { job: name, previousState: job.state, previousError: job.error },
    });
  });
  return toRow(await find());
};

export type { TJobQuery };
