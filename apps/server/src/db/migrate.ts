// Applies the committed SQL migrations (drizzle-kit) at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobSchema } from '../platform/jobs/runner';
import type { TDatabase } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
/** src/db/migrations in development and tests; dist/migrations beside the bundle in production. */
export const migrationsFolder = process.env.MIGRATIONS_DIR ?? path.join(here, 'migrations');

export const runMigrations = async (database: TDatabase) => {
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers share the migrator contract
    await migratePg(database.db as any, { migrationsFolder });
  } else {
    await migratePglite(database.db, { migrationsFolder });
  }
  // The job runner's tables (schema pgboss), installed or upgraded by pg-boss itself.
  await installJobSchema(database);
};
