import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from './client';
import { everyHoursCron } from '../platform/jobs/runner';
import { vacuumAnalyze } from './maintenance';

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

describe('PGlite maintenance', () => {
  it('reclaims what deletes leave behind: a table emptied by deletes shrinks to nothing after the first run', async () => {
    await database.db.execute(sql`create table scratch (id int primary key, payload text)`);
    await database.db.execute(sql`insert into scratch select g, repeat('x', 200) from generate_series(1, 20000) g`);
    await database.db.execute(sql`delete from scratch`);
    expect(await sizeOf('scratch')).toBeGreaterThan(1_000_000);

    const ms = await vacuumAnalyze(database);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(await sizeOf('scratch')).toBe(0);
  });

  it('is scheduled every PGLITE_VACUUM_HOURS as a minute-granular cron, and not at all for 0', () => {
    expect(everyHoursCron(6, 17)).toBe('17 */6 * * *');
    expect(everyHoursCron(1)).toBe('0 */1 * * *');
    expect(everyHoursCron(48, 17)).toBe('17 3 */2 * *');
    expect(everyHoursCron(0)).toBeNull();
  });
});
