// preparedOnce (db/prepared.ts): one build per shape and database, the name is the text's hash, values come from
// placeholders at each execution.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { placeholders, preparedOnce } from './prepared';

let database: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

describe('preparedOnce', () => {
  it('builds a shape once per database and fills its placeholders on every execution', async () => {
    const db = database.db;
    let builds = 0;
    const build = () => {
      builds += 1;
      return db.select({ n: sql<number>`${sql.placeholder('n')}::int + 1`.mapWith(Number) }).from(sql`(select 1) as one`);
    };
    const first = preparedOnce(db, 'test.plus-one', build);
    const again = preparedOnce(db, 'test.plus-one', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(await first.execute({ n: 1 })).toEqual([{ n: 2 }]);
    expect(await again.execute({ n: 41 })).toEqual([{ n: 42 }]);
    // Another database object (a transaction is one) builds its own.
    await db.transaction(async (tx) => {
      const inTx = preparedOnce(tx, 'test.plus-one', () => {
        builds += 1;
        return tx.select({ n: sql<number>`${sql.placeholder('n')}::int + 1`.mapWith(Number) }).from(sql`(select 1) as one`);
      });
      expect(inTx).not.toBe(first);
      expect(await inTx.execute({ n: 2 })).toEqual([{ n: 3 }]);
    });
    expect(builds).toBe(2);
  });

  it('names a statement by its text, so two keys of the same text share one name and two texts never do', () => {
    const db = database.db;
    const names: string[] = [];
    const capture = (text: string) => () => {
      const query = db.select({ x: sql<number>`1` }).from(sql.raw(text));
      return { toSQL: () => query.toSQL(), prepare: (name: string) => names.push(name) };
    };
    preparedOnce(db, 'test.a', capture('(select 1) as a'));
    preparedOnce(db, 'test.b', capture('(select 1) as a'));
    preparedOnce(db, 'test.c', capture('(select 2) as a'));
    expect(names[0]).toMatch(/^q_[0-9a-f]{24}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });

  it('binds each name to one value: the names sorted for the key, a second value for a name refused', () => {
    const { bind, values, names } = placeholders();
    bind('b', 2);
    bind('a', 1);
    bind('a', 1);
    expect(values).toEqual({ a: 1, b: 2 });
    expect(names()).toBe('a,b');
    expect(() => bind('a', 3)).toThrow('Placeholder a bound to two values');
  });
});
