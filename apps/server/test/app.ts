// A fresh application on a fresh database for one test file: buildTestApp(), then factories and signIn.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type TConfig } from '../src/config';
import { openDatabase, type TDatabase } from '../src/db/client';
import type { TApp } from '../src/platform/http/types';
import { inject } from 'vitest';
import './paths';

export type TTestApp = {
  app: TApp;
  database: TDatabase;
  config: TConfig;
  close: () => Promise<void>;
};

const openTestDatabase = async (): Promise<{ database: TDatabase; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `centinela_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templatePgDb')}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
    return {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('templateFile'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: blob });
  return { database, drop: async () => {} };
};

export const buildTestApp = async (
  env: Record<string, string> = {},
  /** jobs: 'send' (default) queues jobs without running them; 'work' runs them (the job runner's own tests). */
  options: { webDist?: string; jobs?: 'work' | 'send' } = {},
): Promise<TTestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@centinela.local',
    SECRET_KEY: 'a'.repeat(64),
    TRUST_PROXY: 'true',
    ...env,
  } as NodeJS.ProcessEnv);
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    serveWeb: Boolean(options.webDist),
    webDist: options.webDist,
    jobs: options.jobs ?? 'send',
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
