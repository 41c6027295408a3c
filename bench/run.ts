// npm run bench [-- --users 1000,100000 --db pglite,postgres --scenario dashboard,users --duration 5]
// Generates a data set per size and database, starts the real built server on it in a child process,
// and measures each scenario's routes with autocannon from this (second) process.
import { type ChildProcess, spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { scenarios } from './scenarios';
import { BENCH_PASSWORD, generateBase } from './support/generate';
import { startThrowawayPostgres } from './support/postgres';
import type { TBenchBase, TBenchRoute } from './support/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const sizes = arg('users', '1000,100000').split(',').map(Number);
const dbs = arg('db', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const only = arg('scenario', '').split(',').filter(Boolean);
const defaultDuration = Number(arg('duration', '5'));
const chosen = scenarios.filter((s) => only.length === 0 || only.includes(s.name));

type TRow = {
  db: string;
  users: number;
  scenario: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToHealth: number;
  budgetP99Ms: number | null;
  withinBudget: boolean | null;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const waitForHealth = async (base: string, child: ChildProcess) => {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
};

const signIn = async (base: string, email: string, company: string) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, company }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('no cookie');
  return cookie;
};

const measure = (base: string, route: TBenchRoute, cookie: string | null) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const paths = Array.isArray(route.path) ? route.path : [route.path];
    let next = 0;
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: base };
    if (cookie) headers.cookie = cookie;
    autocannon(
      {
        url: base,
        connections: route.connections ?? 10,
        duration: route.durationSeconds ?? defaultDuration,
        headers,
        requests: [
          {
            method: route.method ?? 'GET',
            ...(route.body !== undefined ? { body: JSON.stringify(route.body) } : {}),
            setupRequest: (req) => {
              req.path = paths[next++ % paths.length];
              return req;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });

/** e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load (written on exit). */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

const main = async () => {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execSync('npm run build -w @centinela/server', { cwd: root, stdio: 'inherit' });
  }
  const rows: TRow[] = [];
  const pgServer = dbs.includes('postgres') ? (process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres()) : null;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? pgServer?.url;
  try {
    for (const db of dbs) {
      for (const users of sizes) {
        console.log(`\n▶ ${db}, ${users.toLocaleString('en-US')} users: generating data…`);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-bench-'));
        const config = loadConfig({
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: BENCH_PASSWORD,
          LOG_LEVEL: 'silent',
          SECRET_KEY: 'b'.repeat(64),
        } as NodeJS.ProcessEnv);
        let databaseUrl: string | undefined;
        if (db === 'postgres') {
          const name = `centinela_bench_${users}_${Date.now()}`;
          const admin = new pg.Client({ connectionString: pgUrl });
          await admin.connect();
          await admin.query(`create database ${name}`);
          await admin.end();
          const u = new URL(pgUrl as string);
          u.pathname = `/${name}`;
          databaseUrl = u.toString();
        }
        const started = Date.now();
        const database = databaseUrl
          ? await openDatabase({ kind: 'postgres', url: databaseUrl })
          : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
        await runMigrations(database);
        const base: TBenchBase = await generateBase(database.db, config, { users });
        const extras = new Map<string, unknown>();
        for (const scenario of chosen) {
          if (scenario.seed) extras.set(scenario.name, await scenario.seed({ db: database.db, sizes: { users }, base }));
        }
        await database.db.execute('analyze' as never);
        await database.close();
        console.log(`  data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

        const port = await freePort();
        const child = spawn(process.execPath, [...serverNodeArgs, 'apps/server/dist/main.js'], {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            SEED_DEMO: 'false',
            LOG_LEVEL: 'error',
            SECRET_KEY: 'b'.repeat(64),
            ADMIN_PASSWORD: BENCH_PASSWORD,
            ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const baseUrl = `http://127.0.0.1:${port}`;
        try {
          await waitForHealth(baseUrl, child);
          const cookies = {
            admin: await signIn(baseUrl, base.adminEmail, base.companyId),
            superadmin: await signIn(baseUrl, base.superadminEmail, base.platformCompanyId),
            none: null,
          };
          // The run's baseline: every route's `vs health` is its throughput over GET /api/health's, measured here first.
          await measure(baseUrl, { name: 'warm-up', path: '/api/health', as: 'none', durationSeconds: 1 }, null);
          const baseline = await measure(baseUrl, { name: 'GET /api/health (baseline)', path: '/api/health', as: 'none' }, null);
          let healthRps = baseline.requests.average;
          console.log(`  ${'GET /api/health (baseline)'.padEnd(58)} ${String(Math.round(healthRps)).padStart(6)} req/s`);
          for (const scenario of chosen) {
            for (const route of scenario.routes({ base, extra: extras.get(scenario.name), sizes: { users } })) {
              if (route.custom) {
                const custom = await route.custom({ baseUrl, cookie: cookies.admin });
                const row: TRow = {
                  db,
                  users,
                  scenario: scenario.name,
                  route: route.name,
                  requestsPerSecond: Math.round(custom.requestsPerSecond),
                  p50Ms: custom.p50Ms,
                  p99Ms: custom.p99Ms,
                  errors: custom.errors,
                  non2xx: 0,
                  ratioToHealth: 1,
                  budgetP99Ms: route.budgetP99Ms ?? null,
                  withinBudget: route.budgetP99Ms ? custom.p99Ms <= route.budgetP99Ms : null,
                };
                rows.push(row);
                console.log(
                  `  ${row.route.padEnd(58)} p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}${custom.note ? `  (${custom.note})` : ''}${row.budgetP99Ms ? `  budget ${row.budgetP99Ms} ms ${row.withinBudget ? 'OK' : 'OVER'}` : ''}`,
                );
                continue;
              }
              // One second of the same load first, not counted: the process's JIT, its prepared statements and
              // PostgreSQL's cache warm up as they would on a server that has been running (steady state is measured).
              await measure(baseUrl, { ...route, durationSeconds: 1 }, cookies[route.as ?? 'admin']);
              const result = await measure(baseUrl, route, cookies[route.as ?? 'admin']);
              const rps = result.requests.average;
              if (route.path === '/api/health') healthRps = rps;
              const row: TRow = {
                db,
                users,
                scenario: scenario.name,
                route: route.name,
                requestsPerSecond: Math.round(rps),
                p50Ms: result.latency.p50,
                p99Ms: result.latency.p99,
                errors: result.errors + result.timeouts,
                non2xx: result.non2xx,
                ratioToHealth: healthRps ? Number((rps / healthRps).toFixed(3)) : 1,
                budgetP99Ms: route.budgetP99Ms ?? null,
                withinBudget: route.budgetP99Ms ? result.latency.p99 <= route.budgetP99Ms : null,
              };
              rows.push(row);
              console.log(
                `  ${row.route.padEnd(58)} ${String(row.requestsPerSecond).padStart(6)} req/s (${row.ratioToHealth}× health)  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(5)} ms  errors ${row.errors} non2xx ${row.non2xx}${row.budgetP99Ms ? `  budget ${row.budgetP99Ms} ms ${row.withinBudget ? 'OK' : 'OVER'}` : ''}`,
              );
            }
          }
        } finally {
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    pgServer?.stop();
  }

  const out = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    rows,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('\nSummary');
  console.table(
    rows.map((r) => ({
      db: r.db,
      users: r.users,
      route: r.route,
      'req/s': r.requestsPerSecond,
      p50: r.p50Ms,
      p99: r.p99Ms,
      errors: r.errors + r.non2xx,
      'vs health': r.ratioToHealth,
      budget: r.budgetP99Ms ? `${r.budgetP99Ms} ${r.withinBudget ? 'OK' : 'OVER'}` : '',
    })),
  );
  console.log('Written to bench/results/latest.json');
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
};

await main();
