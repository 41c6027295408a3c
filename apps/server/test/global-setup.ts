// Vitest global setup: migrate one database once per run; every test file then clones it
// (MACHINE-NOTES: PGlite). With TEST_DATABASE_URL, a template database on that server is used instead.
// Names are unique per run so concurrent runs on one machine do not collide.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { testRoot } from './paths';

export default async function setup(project: TestProject) {
  fs.mkdirSync(testRoot, { recursive: true });
  const runId = `${process.pid}_${Date.now()}`;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templatePgDb = `centinela_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templatePgDb}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${templatePgDb}`;
    const database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide('templatePgDb', templatePgDb);
    project.provide('templateFile', '');
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${templatePgDb} with (force)`);
      await c.end();
    };
  }
  const templateFile = path.join(testRoot, `template-${runId}.tar`);
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  if (!database.pglite) throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', templateFile);
  project.provide('templatePgDb', '');
  return () => fs.rmSync(templateFile, { force: true });
}
