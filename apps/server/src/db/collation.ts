// Names sort by the reader's language (decision 0015): ICU collations centinela_es (ñ after n, Ángel with A) and
// centinela_en, created by migration 0016 on PostgreSQL 15 and on PGlite alike.
import { DEFAULT_LANGUAGE, type TLanguage } from '@centinela/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const NAME_COLLATIONS = { es: 'centinela_es', en: 'centinela_en' } as const satisfies Record<TLanguage, string>;

/** The collation clause of a language, for raw SQL: `collate "centinela_es"`. */
export const collateClause = (language: TLanguage | undefined): SQL =>
  sql.raw(`collate "${NAME_COLLATIONS[language ?? DEFAULT_LANGUAGE] ?? NAME_COLLATIONS[DEFAULT_LANGUAGE]}"`);

/** An expression (a name column) in the language's collation, for ORDER BY. */
export const collated = (expression: SQLWrapper, language: TLanguage | undefined): SQL => sql`${expression} ${collateClause(language)}`;
