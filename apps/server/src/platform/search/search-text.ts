// The folded search text a table keeps for its list's search (decision 0023): a stored generated column,
// search_fold() (migration 0048) over the searchable columns, so every write keeps it right — services, seeds, the
// bench's bulk SQL, hand fixes — and no service code writes it. Used by the schema files (db/schema/*).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, text } from 'drizzle-orm/pg-core';

/**
 * `search_text`: the folded text of `parts`, SQL expressions over the row's own columns (a generated column cannot
 * name its table), joined by spaces; a null part counts as empty.
 */
export const searchTextColumn = (...parts: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`search_fold(${parts.map((part) => `coalesce(${part}, '')`).join(` || ' ' || `)})`));

/**
 * The trigram index of a search_text column (pg_trgm, migration 0000, on PostgreSQL and PGlite): a word of three
 * letters or more is then an index search instead of a scan. Given to the tables whose lists grow with time (incidents,
 * novelties, tasks, SMS); lists bounded by a company's size (posts, vehicles, items …) are read through their company
 * index and filtered.
 */
export const searchTextIndex = (table: string, column: AnyPgColumn) =>
  index(`${table}_search_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`);
