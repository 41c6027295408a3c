// PostgreSQL only (TEST_DATABASE_URL): two app instances on one database, each with its own job runner, share
// N jobs: every job runs exactly once (pg-boss claims rows with FOR UPDATE SKIP LOCKED), in bursts rather than one per
// worker per poll.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type TDatabase } from '../src/db/client';
import { jobName, registerJob } from '../src/platform/jobs/registry';
import type { TApp } from '../src/platform/http/types';
import { z } from 'zod';
import { buildTestApp, type TTestApp } from './app';

const N = 300;
const runs = new Map<string, number>();
const byInstance = new Map<unknown, number>();
const COUNT_JOB = registerJob(jobName('test.count', z.object({ i: z.number().int() })), async (_data, { ctx, job }) => {
  runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
  byInstance.set(ctx, (byInstance.get(ctx) ?? 0) + 1);
  await new Promise((r) => setTimeout(r, 5));
});

const url = process.env.TEST_DATABASE_URL;
let first: TTestApp;
let secondDb: TDatabase;
let second: TApp;

describe.skipIf(!url)('jobs with two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await buildTestApp({ JOBS_POLL_SECONDS: '0.5' }, { jobs: 'work' });
    if (first.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    secondDb = await openDatabase({ kind: 'postgres', url: first.database.url, poolSize: 4 });
    second = await buildApp({ config: first.config, database: secondDb, serveWeb: false, jobs: 'work' });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it(`runs each of ${N} jobs exactly once between the two`, async () => {
    const half = Array.from({ length: N / 2 }, (_, i) => i);
    await Promise.all([
      ...half.map((i) => first.app.ctx.jobs.enqueueNow(COUNT_JOB, { i })),
      ...half.map((i) => second.ctx.jobs.enqueueNow(COUNT_JOB, { i: i + N / 2 })),
    ]);
    // Fetched in bursts once the queue's ready count shows the backlog (platform/jobs/runner.ts QUEUE_CACHE_SECONDS):
    // about 12 s alone. One job per worker per poll, as before, took 42 s, past this bound.
    await expect.poll(() => runs.size, { timeout: 30_000, interval: 200 }).toBe(N);
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would show up now
    expect([...runs.values()].filter((n) => n > 1)).toEqual([]);
    expect(runs.size).toBe(N);
    expect(byInstance.size).toBe(2); // both processes worked
  }, 90_000);
});
