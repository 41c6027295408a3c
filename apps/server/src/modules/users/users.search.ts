// The users page's search (decision 0016): a search word matches a user when it begins one of the user's words
// (names, email and its parts, phone digits, ID number: user_search_tokens, kept by the users triggers of migration
// 0023). Every word must match. The matches are read, filtered and counted from one index range per word (an
// index-only scan): "rivera" at 100,000 users reads ~2,200 index entries instead of rechecking ~2,500 users rows
// found by trigrams.
import type { ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { intersect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { userSearchTokens, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { roleFilterOn } from './users.filters';
import { seesWholeCompanies, usersScope } from './users.policy';

type TUsersPageQuery = z.output<typeof ZUsersPageQuery>;

/** At most this many words of a search are used (the first ones). */
const MAX_SEARCH_WORDS = 6;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words of a search, lower-cased, without repeats. A term that is a phone number ("(787) 200-42", "+1 787 200") is one word of its digits.
 */
export const searchWords = (search: string | undefined): string[] => {
  const term = search?.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!term) return [];
  const digits = term.replace(/\D/g, '');
  const isPhoneLike = /^[\d\s()+.-]+$/.test(term) && digits.length >= 3 && digits !== term;
  if (isPhoneLike) return [digits];
  return [...new Set(term.split(' '))].slice(0, MAX_SEARCH_WORDS);
};

/** The placeholders' values of a search's words (w0, w0end, w0like, w1, …) for searchMatches. */
export const searchWordValues = (words: string[]): Record<string, string> =>
  Object.fromEntries(
    words.flatMap((word, i) => [
      [`w${i}`, word],
      // Every token that begins with the word sorts (byte order, text_pattern_ops) between the word and the word
      // followed by the last code point, so the range is an index range whatever the values: a prepared statement's
      // generic plan keeps it, where `token like $1` would be planned as a scan of the company's whole index.
      [`w${i}end`, `${word}\u{10FFFF}`],
      [`w${i}like`, `${escapeLike(word)}%`],
    ]),
  );

/**
 * The users matching every word, within the actor's users scope and the page's filters, one row per user:
 * (userId, roleOrder, sortName), ready to be sorted, counted and cut into a page. One word: its index range, without
 * duplicates (a user with two words beginning with it). Several words: the INTERSECT of each word's range — each an
 * index-only scan, so "ortiz santiago" reads the Ortiz and the Santiago entries once, never one probe per match.
 * Company staff and platform admins see whole companies, so the scope is the words' company column; customer
 * admins' and guards' scopes (a few users) are checked against users through usersScope.
 * Values are placeholders: companyId, activeOnly and the words' (searchWordValues), so that one built query serves
 * every search of the same shape (db/prepared.ts).
 */
export const searchMatches = (db: TDbOrTx, actor: TActor, input: TUsersPageQuery, wordCount: number) => {
  const companyId = actor.isPlatformAdmin ? input.companyId : actor.companyId;
  const inScope = and(
    companyId ? eq(userSearchTokens.companyId, sql.placeholder('companyId')) : undefined,
    eq(userSearchTokens.stillEmployed, sql.placeholder('activeOnly')),
    roleFilterOn(userSearchTokens, input.role),
    seesWholeCompanies(actor)
      ? undefined
      : inArray(userSearchTokens.userId, db.select({ id: users.id }).from(users).where(usersScope(actor, input.companyId))),
  );
  const columns = { userId: userSearchTokens.userId, roleOrder: userSearchTokens.roleOrder, sortName: userSearchTokens.sortName };
  // Each word's values are read through a sub-select, `(select $n)`, which the planner sees as a value known only at
  // run time. The plan is then the same for every word, so PostgreSQL keeps the prepared statement's generic plan
  // instead of planning each search again for its word (0.46 ms of 1.1 ms per search at 100,000 users): with the
  // words visible, rare words' cheap custom plans made the generic one look dear and it was never chosen.
  const wordValue = (name: string) => sql`(select ${sql.placeholder(name)}::text)`;
  const beginning = (i: number) =>
    and(
      sql`${userSearchTokens.token} ~>=~ ${wordValue(`w${i}`)}`,
      sql`${userSearchTokens.token} ~<~ ${wordValue(`w${i}end`)}`,
      sql`${userSearchTokens.token} like ${wordValue(`w${i}like`)}`,
    );
  const range = (i: number) =>
    db
      .select(columns)
      .from(userSearchTokens)
      .where(and(inScope, beginning(i)));
  if (wordCount === 1)
    return db
      .selectDistinct(columns)
      .from(userSearchTokens)
      .where(and(inScope, beginning(0)))
      .as('matches');
  const [first, second, ...rest] = Array.from({ length: wordCount }, (_, i) => range(i));
  return intersect(first, second, ...rest).as('matches');
};

/** The values of searchMatches' placeholders other than the words'. */
export const searchScopeValues = (actor: TActor, input: TUsersPageQuery) => ({
  companyId: actor.isPlatformAdmin ? input.companyId : actor.companyId,
  activeOnly: input.activeOnly,
});
