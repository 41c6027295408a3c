// Migration 0048_one_search (decision 0023) folds the search texts of the rows already there: it runs the committed SQL
// files on an empty database up to it, writes accented rows (users with their word index, opportunities, incidents,
// vehicles), then 0048.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';

const TARGET = '0048_one_search';
const journal: { entries: { tag: string }[] } = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
const tags = journal.entries.map((e) => e.tag);
const targetIndex = tags.indexOf(TARGET);

const apply = async (database: TDatabase, tag: string) => {
  const text = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
};

let database: TDatabase;
let drop = async () => {};

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `centinela_mig_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 2 });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  for (const tag of tags.slice(0, targetIndex)) await apply(database, tag);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await drop();
});

const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[];

describe('migration 0048_one_search', () => {
  it("folds the existing rows' search texts and the users' word index, and keeps the trigram indexes", async () => {
    expect(targetIndex).toBeGreaterThan(0);
    const [company] = await rows<{ id: string }>(
      `insert into companies (name, legal_name) values ('Protección Ñandú', 'PÉREZ S.A.') returning id`,
    );
    const c = company?.id;
    const [customer] = await rows<{ id: string }>(
      `insert into customer_companies (company_id, name) values ('${c}', 'Cliente') returning id`,
    );
    const [post] = await rows<{ id: string }>(
      `insert into posts (company_id, customer_company_id, name, time_zone) values ('${c}', '${customer?.id}', 'Garita Norte', 'America/Puerto_Rico') returning id`,
    );
    const [jose] = await rows<{ id: string }>(
      `insert into users (company_id, email, password_hash, role, name, last_name) values ('${c}', 'jq@example.com', 'x', 'security_guard', 'José', 'QUIÑONES') returning id`,
    );
    await rows(
      `insert into users (company_id, email, password_hash, role, name, last_name) values ('${c}', 'ana@example.com', 'x', 'security_guard', 'Ana', 'Ruiz')`,
    );
    await rows(`insert into opportunities (company_id, title, description, location, service_type, start_date, end_date, start_time, end_time,
        guards_required, hourly_rate_cents, total_budget_cents, contact_person, contact_phone, contact_email)
      values ('${c}', 'Boda en Cataño', '', 'Bayamón', 'event_security', '2026-03-02', '2026-03-02', '08:00', '16:00', 1, 1500, 12000,
        'Ángel', '+17875550101', 'a@example.com')`);
    await rows(`insert into incidents (company_id, post_id, title, description, occurred_at)
      values ('${c}', '${post?.id}', 'Daño en portón', 'Vehículo', '2026-03-02T12:00:00Z')`);
    await rows(`insert into vehicles (company_id, license_plate, brand) values ('${c}', 'ÁBC-123', 'Citroën')`);
    const tokensBefore = await rows<{ token: string }>(`select token from user_search_tokens where user_id = '${jose?.id}' order by token`);
    expect(tokensBefore.map((r) => r.token)).toEqual(expect.arrayContaining(['josé', 'quiñones']));

    await apply(database, TARGET);

    const texts = await rows<{ t: string }>(`select search_text as t from companies where id = '${c}'
      union all select search_text from opportunities where company_id = '${c}'
      union all select search_text from incidents where company_id = '${c}'
      union all select search_text from vehicles where company_id = '${c}'
      union all select search_text from users where id = '${jose?.id}'`);
    expect(texts.map((r) => r.t)).toEqual([
      'proteccion nandu perez s.a.  ',
      'boda en catano bayamon angel',
      'dano en porton vehiculo',
      'abc-123  citroen ',
      'jose quinones  jq@example.com     ',
    ]);
    const tokens = await rows<{ token: string }>(`select token from user_search_tokens where user_id = '${jose?.id}' order by token`);
    expect(tokens.map((r) => r.token).sort()).toEqual(['com', 'example.com', 'jose', 'jq@example.com', 'quinones']);
    const ana = await rows<{ n: number }>(
      `select count(*)::int as n from user_search_tokens t join users u on u.id = t.user_id where u.email = 'ana@example.com'`,
    );
    expect(ana[0]?.n).toBe(5);
    const indexes = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where indexname like '%search_trgm_idx' order by 1`,
    );
    expect(indexes.map((r) => r.indexname)).toEqual([
      'incidents_search_trgm_idx',
      'novelties_search_trgm_idx',
      'opportunities_search_trgm_idx',
      'sms_messages_search_trgm_idx',
      'tasks_search_trgm_idx',
      'users_search_trgm_idx',
      'wiki_pages_search_trgm_idx',
    ]);
  });
});
