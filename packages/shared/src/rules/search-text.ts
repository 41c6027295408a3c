// Folded search text (decision 0023): lower case, accents and other combining marks removed ("Evacuación" →
// "evacuacion", "ÑANDÚ" → "nandu"), so a word typed with or without its accents, in Spanish or English, finds the same
// text. The database folds the stored texts with search_fold() (migration 0048), the same steps: decompose (NFD),
// drop the marks of SEARCH_FOLD_MARKS, lower-case; the server folds the query with this function, the web its
// in-memory filters. apps/server/src/platform/search/search.test.ts checks that both give the same text.

/**
 * The combining marks removed, as a regular-expression class that JavaScript and PostgreSQL read alike: the
 * combining diacritical blocks (accents, tilde, diaeresis, cedilla, ring, caron …). Marks of other scripts (Indic
 * vowel signs) are letters' parts there and stay.
 */
export const SEARCH_FOLD_MARKS = '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]';

const MARKS = new RegExp(SEARCH_FOLD_MARKS, 'g');

/** A text folded for search: decomposed, without accents, lower-cased. White space is kept as it is. */
export const foldSearchText = (value: string): string => value.normalize('NFD').replace(MARKS, '').toLowerCase();
