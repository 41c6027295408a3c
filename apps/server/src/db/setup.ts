// Opens the configured database, applies migrations, and on an empty database creates the admin and demo data.
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { ensurePlatform } from './seed/bootstrap';
import { seedDemo } from './seed/demo';

export const setupDatabase = async (config: TConfig) => {
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await runMigrations(database);
  const platform = await ensurePlatform(database.db, config);
  const demo = platform.created && config.seedDemo ? await seedDemo(database.db, config) : null;
  return { database, platform, demo };
};
