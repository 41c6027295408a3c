// /api/jobs: the job and delivery log and the retry by hand (view:settings / edit:settings, tenant scope).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { systemLogs } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import EN_JOBS from '../../../../web/src/i18n/locales/en/jobs.json' with { type: 'json' };
import ES_JOBS from '../../../../web/src/i18n/locales/es/jobs.json' with { type: 'json' };
import { PRUNE_EVENTS_JOB } from '../../platform/events/retention';
import { jobDefinitions, type TJobName } from '../../platform/jobs/registry';
import { DELETE_OBJECT_JOB } from '../../platform/storage/files.service';
import { PLATFORM_JOBS } from '../../platform/jobs/platform-jobs';
import { areas } from '../areas';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const ids: Record<string, string> = {};

/** A job that ran and failed for good with this error (jobs do not run in this file: they are moved by hand). */
const failedJob = async <T>(name: TJobName<T>, data: T, message: string) => {
  const boss = t.app.ctx.jobs.boss;
  await boss.updateQueue(name, { retryLimit: 0 });
  const id = (await t.app.ctx.jobs.enqueueNow(name, data)) as string;
  const [job] = await boss.fetch(name);
  expect(job.id).toBe(id);
  await boss.fail(name, id, { message });
  return id;
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  ids.platformFailed = await failedJob(PRUNE_EVENTS_JOB, {}, 'disk full');
  ids.aFailed = await failedJob(DELETE_OBJECT_JOB, { key: `${world.a.company.id}/document/x`, companyId: world.a.company.id }, 'EACCES: a');
  ids.bFailed = await failedJob(DELETE_OBJECT_JOB, { key: `${world.b.company.id}/document/y`, companyId: world.b.company.id }, 'EACCES: b');
  ids.aQueued = (await t.app.ctx.jobs.enqueueNow(DELETE_OBJECT_JOB, {
    key: `${world.a.company.id}/z`,
    companyId: world.a.company.id,
  })) as string;
});
afterAll(async () => {
  await t?.close();
});

describe('/api/jobs', () => {
  it('platform admins read every job with its state, attempts and last error, newest first', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.platform.admin));
    const res = await admin.get('/api/jobs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    const failed = body.items.find((j: { id: string }) => j.id === ids.platformFailed);
    expect(failed).toMatchObject({
      name: 'events.prune',
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'disk full',
      companyId: null,
    });
    expect(failed.startedAt).not.toBeNull();
    expect(body.names).toEqual(expect.arrayContaining(['events.prune', 'storage.delete-object', 'db.vacuum']));
  });

  it('filters by name, state and day, and pages', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.platform.admin));
    const byName = (await admin.get('/api/jobs?name=storage.delete-object&state=failed')).json();
    expect(byName.items.map((j: { id: string }) => j.id).sort()).toEqual([ids.aFailed, ids.bFailed].sort());
    expect(byName.total).toBe(2);
    const page = (await admin.get('/api/jobs?name=storage.delete-object&pageSize=10&page=2')).json();
    expect(page.items).toEqual([]);
    expect(page.total).toBe(3);
    // Yesterday to tomorrow (UTC dates): today in whichever zone the dates are read, at any hour the suite runs.
    const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect((await admin.get(`/api/jobs?from=${dayOf(-1)}&to=${dayOf(1)}&state=failed`)).json().total).toBe(3);
    expect((await admin.get('/api/jobs?from=2020-01-01&to=2020-01-02')).json().total).toBe(0);
  });

  it('rejects a bad filter', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.platform.admin));
    expect((await admin.get('/api/jobs?state=exploded')).statusCode).toBe(400);
    expect((await admin.get('/api/jobs?from=2026-02-31')).statusCode).toBe(400);
    expect((await admin.post('/api/jobs/events.prune/not-a-uuid/retry')).statusCode).toBe(400);
  });

  it('a security company admin sees only the jobs of their own company, never platform-wide ones', async () => {
    const adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
    const body = (await adminA.get('/api/jobs')).json();
    expect(body.items.map((j: { id: string }) => j.id).sort()).toEqual([ids.aFailed, ids.aQueued].sort());
    expect((await adminA.post(`/api/jobs/storage.delete-object/${ids.bFailed}/retry`)).statusCode).toBe(404);
    expect((await adminA.post(`/api/jobs/events.prune/${ids.platformFailed}/retry`)).statusCode).toBe(404);
  });

  it('guards and customer company admins are refused', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.get('/api/jobs')).statusCode).toBe(403);
    expect((await guard.post(`/api/jobs/storage.delete-object/${ids.aFailed}/retry`)).statusCode).toBe(403);
    const customer = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await customer.get('/api/jobs')).statusCode).toBe(403);
  });

  it('retries a failed job by hand: queued again and recorded in the system log; a job not failed is a conflict', async () => {
    const adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
    const res = await adminA.post(`/api/jobs/storage.delete-object/${ids.aFailed}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.aFailed, state: 'retry' });
    const [entry] = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, ids.aFailed));
    expect(entry).toMatchObject({ action: 'UPDATE', entityType: 'system', companyId: world.a.company.id, userId: world.a.admin.id });
    expect(entry.details).toMatchObject({
      messageKey: 'jobRetried',
      messageParams: { name: 'storage.delete-object' },
      previousError: 'EACCES: a',
    });
    expect((await adminA.post(`/api/jobs/storage.delete-object/${ids.aQueued}/retry`)).statusCode).toBe(409);
  });

  it("lists the app's jobs only: pg-boss's own queues (__pgboss__send-it) are machinery, not named work (issue 29)", async () => {
    const internal = '__pgboss__send-it';
    // pg-boss keeps its cron sender as a queue of its own; a row of it is what the page showed.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table internal_queue on commit drop as select * from pgboss.queue where name = 'events.prune'`);
      await tx.execute(sql`update internal_queue set name = ${internal}`);
      await tx.execute(sql`insert into pgboss.queue select * from internal_queue on conflict do nothing`);
    });
    await t.database.db.execute(sql`insert into pgboss.job (name, data) values (${internal}, '{}'::jsonb)`);
    const admin = clientFor(t.app, await signIn(t.app, world.platform.admin));
    const body = (await admin.get('/api/jobs?pageSize=100')).json();
    expect(body.items.map((j: { name: string }) => j.name)).not.toContain(internal);
    expect(body.names).not.toContain(internal);
    expect((await admin.get(`/api/jobs?name=${internal}`)).json().total).toBe(0);
  });

  it('every job the server runs has a name for people in Spanish and English (the log shows no raw job names)', () => {
    // The product's jobs (the areas' manifests and the platform's list), not jobs other test files register.
    const product = new Set([...PLATFORM_JOBS, ...areas.flatMap((area) => area.jobs ?? [])]);
    expect(product.size).toBeGreaterThan(10);
    const missing = jobDefinitions()
      .filter(({ name }) => product.has(name))
      .flatMap(({ name }) =>
        [
          ['es', ES_JOBS.names],
          ['en', EN_JOBS.names],
        ]
          .filter(([, names]) => !(names as Record<string, string>)[name])
          .map(([language]) => `${language}:${name}`),
      );
    expect(missing).toEqual([]);
  });
});
