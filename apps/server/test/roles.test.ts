// Process roles (decision 0027, issue 28 "A worker role"): `main.ts --role=web` serves HTTP and only queues jobs,
// `--role=worker` works them and serves nothing, `all` (the default) does both. Two real processes of the product on
// the test's PostgreSQL database; the roles that split the app refuse the embedded database.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { UPLOAD_SWEEP_JOB } from '../src/platform/storage/sweep';
import { buildTestApp, type TTestApp } from './app';
import { exited, startAppProcess } from './app-process';

describe('the role of a process (APP_ROLE, --role)', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/centinela' };
  it('is all by default; the command line wins over the environment', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...pg, APP_ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ ...pg, APP_ROLE: 'worker' }, ['--role=web']).role).toBe('web');
    expect(loadConfig(pg, ['--role', 'worker']).role).toBe('worker');
    expect(() => loadConfig(pg, ['--role=cook'])).toThrow(/APP_ROLE/);
  });

  it('web and worker need PostgreSQL: the embedded database belongs to one process', () => {
    expect(() => loadConfig({}, ['--role=worker'])).toThrow(/--role=worker needs DATABASE_URL/);
    expect(() => loadConfig({ APP_ROLE: 'web' })).toThrow(/--role=web needs DATABASE_URL/);
    expect(loadConfig({}, ['--role=all']).role).toBe('all');
  });
});

const url = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe.skipIf(!url)('a web process beside a worker process', () => {
  let t: TTestApp;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-roles-'));
    t = await buildTestApp();
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    }
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const stateOf = async (id: string) =>
    (
      (await t.database.db.execute(sql`select state::text from pgboss.job where id = ${id}::uuid`)) as unknown as {
        rows: { state: string }[];
      }
    ).rows[0]?.state;

  it('the web process serves and leaves jobs queued; the worker works them and serves nothing', async () => {
    if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const port = await freePort();
    const web = await startAppProcess('web', { databaseUrl: t.database.url, dataDir, env: { PORT: String(port) } });
    children.push(web.child);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const jobId = await t.app.ctx.jobs.enqueueNow(UPLOAD_SWEEP_JOB, {});
    if (!jobId) throw new Error('the job was not queued');
    await new Promise((r) => setTimeout(r, 2500)); // five of a worker's polls: the web process takes none
    expect(await stateOf(jobId)).toBe('created');

    const worker = await startAppProcess('worker', { databaseUrl: t.database.url, dataDir, env: { PORT: String(port) } });
    children.push(worker.child);
    await expect.poll(() => stateOf(jobId), { timeout: 30_000, interval: 200 }).toBe('completed');
    // The worker listens on no port (the web process holds this one, and the worker did not fail to bind it).
    expect(worker.output()).not.toContain('is running at');
    expect(worker.child.exitCode).toBeNull();
  }, 120_000);
});
