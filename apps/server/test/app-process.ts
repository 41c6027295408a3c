// The product's own entry point (src/main.ts) started as a child process in a role (decision 0027), on the test's
// PostgreSQL database: for tests that need a second process (a worker killed mid-job, a web role beside a worker).
// Resolves once the process said it is ready: a worker's "worker ready" log line, a web process's "is running" line.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export type TAppProcess = { child: ChildProcess; output: () => string };

export const startAppProcess = async (
  role: 'web' | 'worker',
  { databaseUrl, dataDir, env = {} }: { databaseUrl: string; dataDir: string; env?: Record<string, string> },
): Promise<TAppProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts'), `--role=${role}`], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@centinela.local',
      ADMIN_PASSWORD: 'Torre-Vigia-2026!',
      SECRET_KEY: 'a'.repeat(64),
      TRUST_PROXY: 'true',
      JOBS_POLL_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes(role === 'worker' ? 'worker ready' : 'is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${role} process exited (${code}) before it was ready: ${output.slice(-2000)}`)));
  });
  return { child, output: () => output };
};

/** Resolves when the process has ended (at once if it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));
