// Issue 29: a pay run whose job died stays "calculating" no longer than a restart. When a working runner starts, a job
// a dead process left running is failed into its retry at once, and a run left calculating with no job at all is
// queued again — once, even when two processes start together. (Before: the run waited for the job's 10-minute
// expiry, or forever when no job was left.) Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, payrollRuns } from '../src/db/schema';
import { CALCULATE_RUN_JOB } from '../src/modules/payroll/payroll-runs.service';
import { createJobRunner, type TJobRunner } from '../src/platform/jobs';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let admin: ReturnType<typeof clientFor>;
let guardId: string;
const logs: string[] = [];
const runners: TJobRunner[] = [];

/** A working runner on the test's database, as a process that (re)starts would have. */
const startRunner = async () => {
  const runner = await createJobRunner({
    database: t.database,
    ctx: t.app.ctx,
    log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
    mode: 'work',
    pollingIntervalSeconds: 0.5,
  });
  runners.push(runner);
  return runner;
};

beforeAll(async () => {
  // 'send': this app only queues; the jobs wait in the table like those of a process that stopped.
  t = await buildTestApp();
  const world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  const guard = await createGuard(t.database.db, { companyId: world.a.company.id, hourlyWageCents: 1000 });
  guardId = guard.id;
  await t.database.db.insert(attendanceRecords).values([
    { companyId: world.a.company.id, guardId, type: 'check_in', timestamp: new Date('2026-03-02T08:00:00-04:00') },
    { companyId: world.a.company.id, guardId, type: 'check_out', timestamp: new Date('2026-03-02T12:00:00-04:00') },
  ]);
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await t?.close();
});

type TJobRow = { id: string; state: string; retry_count: number };
const jobsOfRun = async (runId: string) =>
  (
    (await t.database.db.execute(
      sql`select id::text, state::text, retry_count from pgboss.job where name = ${CALCULATE_RUN_JOB} and data->>'runId' = ${runId}
          order by created_on`,
    )) as unknown as { rows: TJobRow[] }
  ).rows;

/** A weekly run of the guard, queued for calculation: `calculating`, its job waiting. */
const calculatingRun = async (periodStart: string, periodEnd: string) => {
  const created = await admin.post('/api/payroll/runs', {
    periodKind: 'weekly',
    periodStart,
    periodEnd,
    selection: 'guards',
    guardIds: [guardId],
  });
  expect(created.statusCode).toBe(201);
  const queued = await admin.post(`/api/payroll/runs/${created.json().id}/calculate`);
  expect(queued.statusCode).toBe(202);
  expect(queued.json().status).toBe('calculating');
  return created.json().id as string;
};

const statusOf = async (runId: string) =>
  (await t.database.db.select({ status: payrollRuns.status }).from(payrollRuns).where(eq(payrollRuns.id, runId)))[0]?.status;

describe('a pay run whose job died, after a restart', () => {
  it('a job left running by a dead process is retried as the runner starts: the run is calculated in seconds', async () => {
    const runId = await calculatingRun('2026-03-01', '2026-03-07');
    // A worker of the process that died claimed the job (active) and never finished it; its last heartbeat is old.
    const [claimed] = await t.app.ctx.jobs.boss.fetch(CALCULATE_RUN_JOB);
    expect(claimed.data).toMatchObject({ runId });
    await t.database.db.execute(
      sql`update pgboss.job set started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute'
          where id = ${claimed.id}::uuid`,
    );
    expect((await jobsOfRun(runId)).map((j) => j.state)).toEqual(['active']);

    const started = Date.now();
    await startRunner();
    await expect.poll(() => statusOf(runId), { timeout: 15_000, interval: 200 }).toBe('calculated');
    // Seconds, not the job's 10-minute expiry; the same job, its second attempt.
    expect(Date.now() - started).toBeLessThan(15_000);
    const jobs = await jobsOfRun(runId);
    expect(jobs.map((j) => j.id)).toEqual([claimed.id]);
    await expect.poll(async () => (await jobsOfRun(runId))[0].state, { timeout: 5_000 }).toBe('completed');
    expect((await jobsOfRun(runId))[0].retry_count).toBe(1);
    expect(logs.some((m) => m.includes('left running by a stopped process resumed') && m.includes(CALCULATE_RUN_JOB))).toBe(true);
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  it('a run left calculating with no job is queued again at start, once when two processes start together', async () => {
    const runId = await calculatingRun('2026-03-08', '2026-03-14');
    // Its job is gone (it ran out of attempts while processes died; here: cancelled): nothing would ever calculate it.
    const [job] = await jobsOfRun(runId);
    await t.app.ctx.jobs.boss.cancel(CALCULATE_RUN_JOB, job.id);
    expect((await jobsOfRun(runId)).map((j) => j.state)).toEqual(['cancelled']);

    // Two processes on PostgreSQL; PGlite is opened by one process only.
    await Promise.all(t.database.kind === 'postgres' ? [startRunner(), startRunner()] : [startRunner()]);
    await expect.poll(() => statusOf(runId), { timeout: 15_000, interval: 200 }).toBe('calculated');
    const jobs = await jobsOfRun(runId);
    expect(jobs.filter((j) => j.state !== 'cancelled')).toHaveLength(1);
    expect(logs).toContain('payroll: 1 run(s) left calculating with no job queued again');
    const run = (await admin.get(`/api/payroll/runs/${runId}`)).json();
    expect(run).toMatchObject({ status: 'calculated', progress: 100, guardCount: 1 });
  });
});
