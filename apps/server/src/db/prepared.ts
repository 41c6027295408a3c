// Statements that a busy route runs on every request are built once per shape and prepared by name (decision 0020):
// Drizzle builds the SQL once per process instead of on each request, and PostgreSQL parses it once per connection
// and, after five runs, reuses a generic plan instead of planning it again (a users search planned for 0.5–1.8 ms
// and ran for 0.02–3.5 ms). Values go in as placeholders (sql.placeholder('name')), filled by execute({ name: … }).
// A shape's build must take every value of a request from a placeholder: a value closed over would be kept in the
// statement and served to the next request of the same shape (another company's, another user's).
// On PGlite the name is ignored and the statement is parsed each time; the built SQL is still reused.
import { createHash } from 'node:crypto';
import { type BinaryOperator, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type TPreparable<TPrepared> = { prepare(name: string): TPrepared; toSQL(): { sql: string } };

/** More shapes than this for one database means a key carries values by mistake: stop keeping them. */
const MAX_SHAPES = 1_000;

const shapesByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared statement of one query shape. `key` names the shape (everything that changes the SQL text: the
 * filters present, the language of the sort, the number of search words), never a value. `build` makes the query
 * with placeholders; it runs once per key and database (a transaction object is its own database here).
 */
export const preparedOnce = <TPrepared>(db: object, key: string, build: () => TPreparable<TPrepared>): TPrepared => {
  let shapes = shapesByDb.get(db);
  if (!shapes) {
    shapes = new Map();
    shapesByDb.set(db, shapes);
  }
  const known = shapes.get(key) as TPrepared | undefined;
  if (known) return known;
  const query = build();
  // The name is the text's own hash: two keys that build the same text share one server-side statement, and a
  // name can never stand for two different texts (node-postgres refuses that).
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
  const prepared = query.prepare(name);
  if (shapes.size < MAX_SHAPES) shapes.set(key, prepared);
  return prepared;
};

/** Puts a request's value into a query: the value itself, or (binding for a prepared shape) a named placeholder. */
export type TBind = <T>(name: string, value: T) => T | SQLWrapper;

/** The value itself: a query built for one request. */
export const inline: TBind = (_name, value) => value;

/**
 * Binding for a prepared shape: bind(name, value) puts the placeholder `name` in the query and keeps the value for
 * execute(values). `names` lists the names bound, for the shape's key: a name always stands for the same fragment
 * of SQL (its condition), so the names present and the structural choices named in the key (a view, the actor's
 * kind) determine the text.
 */
export const placeholders = () => {
  const values: Record<string, unknown> = {};
  const bind: TBind = (name, value) => {
    // One name, one value: two fragments sharing a name must mean the same thing (the scope's company id in a query
    // and its sub-query), never two values that one placeholder would silently merge.
    if (name in values && values[name] !== value) throw new Error(`Placeholder ${name} bound to two values`);
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values, names: () => Object.keys(values).sort().join(',') };
};

type TPageable<T> = { limit(limit: number | SQLWrapper): T };

/**
 * Cuts a prepared shape's query to one page: `pageSize` rows from the run-time value `offset`
 * (execute({ offset })). The page size is written into the statement, so it belongs in the shape's key (a handful of
 * sizes), and the offset is read through a sub-select. With both as plain placeholders, PostgreSQL's generic plan
 * assumes a tenth of the rows are read and costs far more than a plan made for page 1, so it never adopted the generic
 * plan and planned the statement again on every run (the opportunities list: 1.0–1.3 ms of planning for 0.7 ms of
 * execution at 50,000 opportunities). With the size known and the offset hidden from every plan alike, the generic plan
 * is the page-1 plan and is kept after five runs (0.04 ms of planning).
 */
export const pageOf = <T extends { offset(offset: number | SQLWrapper): unknown }>(query: TPageable<T>, pageSize: number) => {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`Page size ${pageSize} is not a positive integer`);
  // Drizzle types LIMIT and OFFSET as numbers or placeholders; it writes any SQL fragment it is given.
  return query
    .limit(sql.raw(String(pageSize)) as unknown as number)
    .offset(sql`(select ${sql.placeholder('offset')}::bigint)` as unknown as number) as ReturnType<T['offset']>;
};

/**
 * A list filter's value (bound or inline) as a value the planner reads only at run time: `(select $n::type)`, typed
 * like `column`. A prepared shape's generic plan is kept only when it looks no dearer than the plans made for the
 * values seen; a filter whose values the planner can weigh (a date range, a status) made those look cheaper, so the
 * statement was planned again on every run (the opportunities list filtered by status, priority and service type:
 * 1.1–1.4 ms of planning for 0.8 ms of execution). Hidden alike from every plan, the generic plan is kept.
 */
export const atRunTime = (column: PgColumn, value: unknown): SQL => sql`(select ${value}::${sql.raw(column.getSQLType())})`;

/**
 * A list's filter `column op value`, its value bound as `name` and read at run time (atRunTime); undefined (no filter)
 * when the request leaves it out.
 */
export const runTimeFilter = (bind: TBind, op: BinaryOperator, column: PgColumn, name: string, value: unknown): SQL | undefined =>
  value === undefined || value === null || value === '' ? undefined : op(column, atRunTime(column, bind(name, value)));
