// The one search of every list (issue 28, decision 0023): accents and case ignored, every word of the query must be
// found, each anywhere inside the row's folded search text (a substring, not only a word's beginning: "1234" finds
// plate "ABC-1234", "ivera" finds Rivera). Tables keep their text in a `search_text` column (search-text.ts); a
// query is turned into its WHERE here. The users page alone matches word beginnings, through its word index
// (modules/users/users.search.ts, decision 0016), with the same words and folding.
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { inline, type TBind } from '../../db/prepared';

/** At most this many words of a query are used (the first ones): a longer query narrows nothing more in practice. */
export const MAX_SEARCH_WORDS = 6;

/** `text` with LIKE's wildcards (% and _) and its escape character (\) escaped: matched as typed. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a query: folded (foldSearchText), split at white space, without repeats, at most MAX_SEARCH_WORDS. */
export const searchWords = (query: string | null | undefined): string[] =>
  [...new Set(foldSearchText(query ?? '').split(/\s+/))].filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** The LIKE pattern of one word: the word anywhere in the text. */
export const containsPattern = (word: string) => `%${escapeLike(word)}%`;

/**
 * The condition that every word of `query` is found, built per word by `wordCondition` from the word's LIKE pattern
 * (containsPattern): for texts that are not a column (a computed name, an EXISTS over other rows). `undefined` when the
 * query has no words (no filter). `bind` puts the patterns in as placeholders search0, search1 … of a prepared shape
 * (db/prepared.ts; the number of words is then part of the names bound).
 */
export const everySearchWord = (
  query: string | null | undefined,
  wordCondition: (pattern: string | SQLWrapper, word: string) => SQL | undefined,
  bind: TBind = inline,
): SQL | undefined => {
  const words = searchWords(query);
  return words.length ? and(...words.map((word, i) => wordCondition(bind(`search${i}`, containsPattern(word)), word))) : undefined;
};

/**
 * The WHERE condition of a list's search: every word of `query` is found in at least one of the folded texts (the
 * row's `search_text`, a joined row's, or `searchFold(expression)`). `undefined` when the query has no words.
 * Case-sensitive LIKE on folded texts: the trigram index of a search_text column serves it.
 */
export const matchesSearch = (query: string | null | undefined, texts: SQLWrapper | SQLWrapper[], bind: TBind = inline) => {
  const list = Array.isArray(texts) ? texts : [texts];
  return everySearchWord(query, (pattern) => or(...list.map((text) => sql`${text} like ${pattern}`)), bind);
};

/** The database's fold of an expression computed by a query (search_fold, migration 0048): for texts no table keeps. */
export const searchFold = (expression: SQLWrapper) => sql<string>`search_fold(${expression})`;

/** In memory: a folded text (a search_text read from the database) holds every word (searchWords) of a query. */
export const hasSearchWords = (foldedText: string, words: readonly string[]) => words.every((word) => foldedText.includes(word));
