// The job runner on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): transactional enqueue,
// retries with backoff, cron schedules, heartbeats, and the platform's own jobs (event retention, deferred file
// deletions, effect marks' retention). A process that dies mid-job: test/jobs-resume.test.ts, test/email-once.test.ts.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany } from '../../../test/factories';
import { domainEvents, files, jobEffects } from '../../db/schema';
import { deleteStoredObjects } from '../storage/files.service';
import { storageOf } from '../storage';
import { z } from 'zod';
import { ABANDONED_FACE_UPLOADS_JOB } from '../../modules/guard-records/face.service';
import { PRUNE_EVENTS_JOB } from '../events/retention';
import { PRUNE_JOB_EFFECTS_JOB } from './effects';
import { jobName, registerJob, type TJobName } from './registry';

// Test-only jobs, registered before the app (and its runner) starts.
const seen: string[] = [];
const RECORD_JOB = registerJob(jobName('test.record', z.object({ value: z.string() })), async ({ value }) => {
  seen.push(value);
});
const flakyAttempts: { at: number; retryCount: number }[] = [];
const FLAKY_JOB = registerJob(
  jobName('test.flaky', z.object({ failTimes: z.number().int() })),
  async ({ failTimes }, { job }) => {
    flakyAttempts.push({ at: Date.now(), retryCount: job.retryCount });
    if (flakyAttempts.length <= failTimes) throw new Error(`attempt ${flakyAttempts.length} failed`);
  },
  { retryLimit: 3, retryDelay: 1, retryBackoff: true },
);

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_SECONDS: '0.5' }, { jobs: 'work' });
});
afterAll(async () => {
  await t?.close();
});

type TJob = { id: string; name: string; state: string; retry_count: number; data: Record<string, unknown>; output: unknown };
const jobsNamed = async (name: string) =>
  (
    (await t.database.db.execute(
      sql`select id::text, name, state::text, retry_count, data, output from pgboss.job where name = ${name} order by created_on`,
    )) as unknown as {
      rows: TJob[];
    }
  ).rows;

const waitForState = async (name: string, state: string, timeout = 20_000) => {
  await expect.poll(async () => (await jobsNamed(name)).map((j) => j.state), { timeout, interval: 100 }).toContain(state);
  return (await jobsNamed(name)).find((j) => j.state === state) as TJob;
};

describe('job runner', () => {
  it("queues a job with the caller's transaction: committed, it runs; rolled back, it never existed", async () => {
    await t.database.db.transaction(async (tx) => {
      await t.app.ctx.jobs.enqueue(tx, RECORD_JOB, { value: 'committed' });
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.ctx.jobs.enqueue(tx, RECORD_JOB, { value: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');

    await waitForState('test.record', 'completed');
    const rows = await jobsNamed('test.record');
    expect(rows.map((r) => r.data.value)).toEqual(['committed']);
    expect(seen).toEqual(['committed']);
  });

  it('refuses a job name nobody registered', async () => {
    await expect(t.app.ctx.jobs.enqueueNow('test.unknown' as TJobName<Record<string, never>>)).rejects.toThrow(
      'job "test.unknown" is not registered',
    );
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    await t.app.ctx.jobs.enqueueNow(FLAKY_JOB, { failTimes: 2 });
    const done = await waitForState('test.flaky', 'completed', 30_000);
    expect(flakyAttempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(done.retry_count).toBe(2);
    const gaps = [flakyAttempts[1].at - flakyAttempts[0].at, flakyAttempts[2].at - flakyAttempts[1].at];
    // retryDelay 1 s with backoff: each wait is at least the delay of its retry
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(900);
  });

  it('runs a delayed job only once its time has come', async () => {
    const before = seen.length;
    await t.app.ctx.jobs.enqueueNow(RECORD_JOB, { value: 'delayed' }, { startAfter: 2 });
    await new Promise((r) => setTimeout(r, 800));
    expect(seen.slice(before)).toEqual([]);
    await expect.poll(() => seen.slice(before), { timeout: 10_000, interval: 100 }).toEqual(['delayed']);
  });

  it('schedules the recurring platform jobs as cron schedules', async () => {
    const schedules = await t.app.ctx.jobs.boss.getSchedules();
    const byName = Object.fromEntries(schedules.map((s) => [s.name, s.cron]));
    expect(byName['events.prune']).toBe('23 3 * * *');
    expect(byName['storage.sweep-uploads']).toBe('7 * * * *');
    expect(byName['face.abandoned-uploads']).toBe('37 * * * *');
    expect(byName['jobs.prune-effects']).toBe('41 3 * * *');
    // VACUUM is PGlite's only (PostgreSQL runs autovacuum), every PGLITE_VACUUM_HOURS (6 by default)
    expect(byName['db.vacuum']).toBe(t.database.kind === 'pglite' ? '17 */6 * * *' : undefined);
  });

  it('every queue has heartbeats: a job of a dead process is retried within seconds, not after its expiry', async () => {
    const queues = await t.app.ctx.jobs.boss.getQueues();
    const byName = Object.fromEntries(queues.map((q) => [q.name, q]));
    expect(byName['test.record'].heartbeatSeconds).toBe(20);
    expect(byName['notifications.email'].heartbeatSeconds).toBe(20);
    expect(byName['payroll.calculate_run']).toMatchObject({ heartbeatSeconds: 20, expireInSeconds: 600 });
  });

  it('jobs.prune-effects deletes marks of outside effects older than 30 days and nothing newer', async () => {
    const day = 86_400_000;
    const jobId = randomUUID();
    await t.database.db.insert(jobEffects).values([
      { key: `${jobId}.old`, jobId, jobName: 'test.record', doneAt: new Date(Date.now() - 31 * day) },
      { key: `${jobId}.recent`, jobId, jobName: 'test.record', doneAt: new Date(Date.now() - 29 * day) },
    ]);
    await t.app.ctx.jobs.enqueueNow(PRUNE_JOB_EFFECTS_JOB);
    await waitForState('jobs.prune-effects', 'completed');
    const left = await t.database.db.select({ key: jobEffects.key }).from(jobEffects).where(eq(jobEffects.jobId, jobId));
    expect(left.map((r) => r.key)).toEqual([`${jobId}.recent`]);
  });

  it('events.prune deletes domain events older than 7 days and nothing newer', async () => {
    const company = await createCompany(t.database.db);
    const day = 86_400_000;
    const rows = await t.database.db
      .insert(domainEvents)
      .values([
        { companyId: company.id, entityType: 'companies', action: 'UPDATE', createdAt: new Date(Date.now() - 8 * day) },
        { companyId: company.id, entityType: 'companies', action: 'UPDATE', createdAt: new Date(Date.now() - 6 * day) },
        { companyId: company.id, entityType: 'companies', action: 'UPDATE' },
      ])
      .returning({ id: domainEvents.id });
    await t.app.ctx.jobs.enqueueNow(PRUNE_EVENTS_JOB);
    await waitForState('events.prune', 'completed');
    const left = await t.database.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.companyId, company.id));
    expect(left.map((r) => r.id).sort()).toEqual([rows[1].id, rows[2].id].sort());
  });

  it('a stored object whose deletion fails becomes a retried job that deletes it once the store lets it', async () => {
    const company = await createCompany(t.database.db);
    const key = `${company.id}/document/undeletable`;
    const target = path.join(t.config.storage.localDir, key);
    // The job's own backoff starts at a minute; this test waits seconds (a job takes its queue's settings when queued).
    await t.app.ctx.jobs.boss.updateQueue('storage.delete-object', { retryDelay: 1, retryBackoff: false });
    // A folder where the object should be: the store's delete (rm without recursive) fails.
    await fsp.mkdir(path.join(target, 'inside'), { recursive: true });
    await deleteStoredObjects(t.app.ctx, [key]);

    const failed = await waitForState('storage.delete-object', 'retry');
    expect(failed.data).toEqual({ key, companyId: company.id });
    expect((failed.output as { message: string }).message).toBe(`Could not delete the stored file ${key} (ERR_FS_EISDIR)`);

    // The store recovers: the object is a plain file again; the next attempt deletes it.
    await fsp.rm(target, { recursive: true });
    await storageOf(t.app.ctx).put(key, Buffer.from('bytes'), { contentType: 'text/plain', size: 5 });
    expect(fs.existsSync(target)).toBe(true);
    const done = await waitForState('storage.delete-object', 'completed', 30_000);
    expect(done.retry_count).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('face.abandoned-uploads removes face uploads never saved after an hour, keeps younger ones and other files', async () => {
    const company = await createCompany(t.database.db);
    const hour = 3_600_000;
    const storage = storageOf(t.app.ctx);
    const make = async (name: string, purpose: string, ageMs: number) => {
      const key = `${company.id}/${purpose}/${name}`;
      await storage.put(key, Buffer.from(name), { contentType: 'image/jpeg', size: name.length });
      await t.database.db.insert(files).values({
        companyId: company.id,
        storageKey: key,
        originalName: `${name}.jpg`,
        contentType: 'image/jpeg',
        size: name.length,
        purpose,
        createdAt: new Date(Date.now() - ageMs),
      });
      return key;
    };
    const abandoned = await make('abandoned', 'face_photo', 2 * hour);
    const young = await make('young', 'face_photo', 10 * 60_000);
    const document = await make('document', 'document', 5 * hour);
    await t.app.ctx.jobs.enqueueNow(ABANDONED_FACE_UPLOADS_JOB);
    await waitForState('face.abandoned-uploads', 'completed');
    const left = await t.database.db.select({ key: files.storageKey }).from(files).where(eq(files.companyId, company.id));
    expect(left.map((r) => r.key).sort()).toEqual([document, young].sort());
    expect(await storage.exists(abandoned)).toBe(false);
    expect(await storage.exists(young)).toBe(true);
  });
});
