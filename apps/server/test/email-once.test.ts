// Issue 29, kill -9: an e-mail job whose process is killed after the SMTP server accepted the message, but before the
// job was marked completed, is retried by another process — and the message is delivered exactly once. The first
// process (src/main.ts --role=worker, through test/app-process.ts) pauses after the acceptance (TEST_EMAIL_PAUSE_AFTER_SEND_MS, test-only) so
// the kill lands in that window every time; the second finds the job's sent mark and completes without sending.
// PostgreSQL only (TEST_DATABASE_URL): two processes share the database.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySmtpSettings, jobEffects, notifications } from '../src/db/schema';
import { EMAIL_JOB } from '../src/modules/notifications/notify';
import { buildTestApp, type TTestApp } from './app';
import { exited, startAppProcess } from './app-process';
import { createTwoTenantWorld } from './factories';
import { startSmtpCapture, type TSmtpCapture } from './smtp-capture';

const url = process.env.TEST_DATABASE_URL;

let t: TTestApp;
let smtp: TSmtpCapture;
let dataDir: string;
const children: ChildProcess[] = [];

/** The product in its worker role on the test's database (the job supervisor every second). */
const startWorker = async (env: Record<string, string> = {}) => {
  if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const { child } = await startAppProcess('worker', { databaseUrl: t.database.url, dataDir, env: { JOBS_SUPERVISE_SECONDS: '1', ...env } });
  children.push(child);
  return child;
};

type TJobRow = { state: string; retry_count: number };
const jobRow = async (id: string) =>
  (
    (await t.database.db.execute(sql`select state::text, retry_count from pgboss.job where id = ${id}::uuid`)) as unknown as {
      rows: TJobRow[];
    }
  ).rows[0];

const marksOf = async (jobId: string) =>
  t.database.db.select({ key: jobEffects.key }).from(jobEffects).where(sql`${jobEffects.jobId} = ${jobId}::uuid`);

describe.skipIf(!url)('an e-mail job killed after the SMTP server took the message', () => {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-email-once-'));
    t = await buildTestApp();
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    await t?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is delivered once: the retry in another process finds the sent mark and sends nothing', async () => {
    const world = await createTwoTenantWorld(t.database.db);
    const companyId = world.a.company.id;
    await t.database.db.insert(companySmtpSettings).values({
      companyId,
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      fromAddress: 'Centinela <no-reply@centinela.test>',
    });
    const [notification] = await t.database.db
      .insert(notifications)
      .values({
        companyId,
        userId: world.a.admin.id,
        kind: 'document.expired',
        type: 'alert',
        priority: 'high',
        params: { document: 'Firearm permit', guard: 'Luis Rivera', expiryDate: '2026-11-01' },
      })
      .returning();
    // Short settings for this test's job (a job takes its queue's settings when queued): the smallest heartbeat
    // pg-boss allows, and a retry at once.
    await t.app.ctx.jobs.boss.updateQueue(EMAIL_JOB, { heartbeatSeconds: 10, retryDelay: 0, retryBackoff: false });
    const jobId = await t.app.ctx.jobs.enqueueNow(EMAIL_JOB, { companyId, notificationId: notification.id });
    if (!jobId) throw new Error('the job was not queued');

    // Process 1 takes the job, sends, marks it sent, then waits before completing: killed there.
    const first = await startWorker({ TEST_EMAIL_PAUSE_AFTER_SEND_MS: '120000' });
    await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 50 }).toBe(1);
    await expect.poll(async () => (await marksOf(jobId)).length, { timeout: 5_000, interval: 50 }).toBe(1);
    expect((await jobRow(jobId)).state).toBe('active');
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');
    expect((await jobRow(jobId)).state).toBe('active');

    // Process 2: its supervisor fails the job once the dead worker's heartbeat is 10 s old; its worker runs the retry.
    await startWorker();
    await expect.poll(async () => (await jobRow(jobId)).state, { timeout: 45_000, interval: 200 }).toBe('completed');
    expect((await jobRow(jobId)).retry_count).toBe(1);
    await new Promise((r) => setTimeout(r, 1500)); // a second delivery would have arrived by now
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual([world.a.admin.email]);
    // The Message-ID is the job's: the same on any attempt, so a receiving server could drop a duplicate too.
    const [mark] = await marksOf(jobId);
    expect(mail.messageId).toBe(`<${mark.key}@centinela.test>`);
    expect(mark.key.startsWith(`${jobId}.`)).toBe(true);
  }, 120_000);
});
