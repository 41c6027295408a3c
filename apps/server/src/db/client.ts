// Opens the database: PGlite (embedded, persisted in a folder) by default, a PostgreSQL server when a URL is given.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { installSafePgTransactions } from './pg-transaction';
import * as schema from './schema';

export type TDatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const openDatabase = async (options: TDatabaseOptions) => {
  if (options.kind === 'postgres') {
    installSafePgTransactions();
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection closed by the server (restart, failover, admin termination) emits 'error' on its client;
    // without a listener that event would end the process. Idle clients: the pool drops them ('error' on the pool).
    // Checked-out clients (a transaction between two queries): the pool removes its own listener while they are
    // lent, so every client keeps one of ours for its whole life; the query in flight fails (503), and the pool
    // drops the client when it comes back unqueryable. New connections are opened on next use.
    let closing = false;
    const warn = (err: Error) => {
      if (!closing) console.warn(`database: connection lost (${err.message})`);
    };
    pool.on('error', () => {}); // already said by the client's own listener below
    pool.on('connect', (client) => {
      client.on('error', warn);
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as TDb,
      kind: 'postgres' as const,
      /** For connections outside the pool (the live-updates listener). */
      url: options.url,
      close: () => {
        closing = true;
        return endPool(pool);
      },
      pglite: null,
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite' as const, close: () => client.close(), pglite: client };
};

/**
 * pool.end() resolves once the pool has forgotten its clients, before their sockets have closed;
 * wait for every client's own end so that nothing is still connected when the caller moves on
 * (dropping the database, exiting).
 */
const endPool = async (pool: pg.Pool) => {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await allClosed;
};

export type TDb = ReturnType<typeof drizzlePglite<typeof schema>>;
export type TDatabase = Awaited<ReturnType<typeof openDatabase>>;
/** A transaction handle: services accept either the db or a transaction. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

type TQuery = PromiseLike<unknown> | (() => PromiseLike<unknown>);
type TResults<T extends readonly TQuery[]> = { -readonly [K in keyof T]: Awaited<T[K] extends () => infer R ? R : T[K]> };

/**
 * Runs several queries — lazy Drizzle builders, or functions that start one — in parallel on the database,
 * and one after another in a transaction, whose single connection must not be handed a second query
 * while one runs (pg deprecates it; pg 9 refuses).
 */
export const allOn = async <const T extends readonly TQuery[]>(db: TDbOrTx, queries: T): Promise<TResults<T>> => {
  const start = (q: TQuery) => (typeof q === 'function' ? q() : q);
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map(start))) as TResults<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await start(query));
  return results as TResults<T>;
};
