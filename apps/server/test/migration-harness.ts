// The harness of a migration's own test: an empty database (its own PostgreSQL database when TEST_DATABASE_URL is
// set, else PGlite) with the committed SQL files applied up to, not including, the migration under test; the test
// then writes the rows the migration must handle and applies it with `applyTarget()`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';

const journal: { entries: { tag: string }[] } = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
const tags = journal.entries.map((e) => e.tag);

const apply = async (database: TDatabase, tag: string) => {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
};

/** An empty database of its own (PostgreSQL) or PGlite, and the way to drop it. */
const openEmptyDatabase = async (): Promise<{ database: TDatabase; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `centinela_mig_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 2 });
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { database, drop };
};

/**
 * Registers the suite's beforeAll/afterAll: the migrations before `target` applied on an empty database. Answers the
 * target's place in the journal (> 0 when it exists), `rows` (a raw query's rows) and `applyTarget`.
 */
export const migrationUnderTest = (target: string) => {
  const targetIndex = tags.indexOf(target);
  let database: TDatabase;
  let drop = async () => {};
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
    for (const tag of tags.slice(0, targetIndex)) await apply(database, tag);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop();
  });
  return {
    targetIndex,
    rows: async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[],
    applyTarget: () => apply(database, target),
    /** The database itself, for what raw SQL does not say (a typed query, a transaction). */
    database: () => database,
  };
};
