import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from './client';
import { startPgliteMaintenance } from './maintenance';

let database: TDatabase;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(async () => {
  await database.close();
});

const sizeOf = async (table: string) => {
  const result = (await database.db.execute(sql`select pg_relation_size(${table}::regclass)::int as bytes`)) as unknown as {
    rows: { bytes: number }[];
  };
  return result.rows[0].bytes;
};

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
};

describe('PGlite maintenance', () => {
  it('reclaims what deletes leave behind: a table emptied by deletes shrinks to nothing after the first run', async () => {
    await database.db.execute(sql`create table scratch (id int primary key, payload text)`);
    await database.db.execute(sql`insert into scratch select g, repeat('x', 200) from generate_series(1, 20000) g`);
    await database.db.execute(sql`delete from scratch`);
    expect(await sizeOf('scratch')).toBeGreaterThan(1_000_000);

    const messages: string[] = [];
    const stop = startPgliteMaintenance(database, {
      everyHours: 6,
      firstDelayMs: 0,
      log: { info: (m) => messages.push(m), warn: (m) => messages.push(m) },
    });
    await waitFor(() => messages.length > 0);
    await stop();
    expect(messages[0]).toMatch(/^database maintenance: vacuum \(analyze\) done in \d+ ms$/);
    expect(await sizeOf('scratch')).toBe(0);
  });

  it('starts nothing for a PostgreSQL server (autovacuum does it) or when switched off', async () => {
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };
    const untouchable = {
      kind: 'postgres' as const,
      db: new Proxy(
        {},
        {
          get: () => {
            throw new Error('must not be used');
          },
        },
      ) as TDatabase['db'],
    };
    await startPgliteMaintenance(untouchable, { everyHours: 6, firstDelayMs: 0, log })();
    await startPgliteMaintenance(database, { everyHours: 0, firstDelayMs: 0, log })();
    await new Promise((r) => setTimeout(r, 100));
    expect(messages).toEqual([]);
  });
});
