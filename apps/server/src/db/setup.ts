// Opens the configured database, applies migrations, and on an empty database creates the admin and demo data. On
// PostgreSQL several processes may start at once (a web and a worker role, decision 0027): they take turns through an
// advisory lock held on a connection of its own, so migrations and the first start's data are written once.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { ensurePlatform } from './seed/bootstrap';
import { seedDemo } from './seed/demo';

/** The advisory lock's key: any fixed 64-bit number, the same in every process of the app. */
const START_LOCK = 4_242_026_001;

/** Runs `step` while holding the start lock (PostgreSQL); the embedded database has one process, so no lock. */
const inTurn = async <T>(databaseUrl: string | undefined, step: () => Promise<T>): Promise<T> => {
  if (!databaseUrl) return step();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await step();
  } finally {
    await client.end();
  }
};

export const setupDatabase = async (config: TConfig) => {
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  return inTurn(config.databaseUrl, async () => {
    await runMigrations(database);
    const platform = await ensurePlatform(database.db, config);
    const demo = platform.created && config.seedDemo ? await seedDemo(database.db, config) : null;
    return { database, platform, demo };
  });
};
