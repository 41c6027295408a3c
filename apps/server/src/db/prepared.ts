// Statements that a busy route runs on every request are built once per shape and prepared by name (decision 0020):
// Drizzle builds the SQL once per process instead of on each request, and PostgreSQL parses it once per connection
// and, after five runs, reuses a generic plan instead of planning it again (a users search planned for 0.5–1.8 ms
// and ran for 0.02–3.5 ms). Values go in as placeholders (sql.placeholder('name')), filled by execute({ name: … }).
// A shape's build must take every value of a request from a placeholder: a value closed over would be kept in the
// statement and served to the next request of the same shape (another company's, another user's).
// On PGlite the name is ignored and the statement is parsed each time; the built SQL is still reused.
import { createHash } from 'node:crypto';
import { type SQLWrapper, sql } from 'drizzle-orm';

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
