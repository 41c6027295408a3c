// The users page's search (decision 0016): a search word matches a user when it begins one of the user's words
// (names, email and its parts, phone digits, ID number: user_search_tokens, kept by the users triggers of migration
// 0023). Every word must match. The matches are read, filtered and counted from one index range per word (an
// index-only scan): "rivera" at 100,000 users reads ~2,200 index entries instead of rechecking ~2,500 users rows
// found by trigrams.
import type { ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { and, eq, inArray, like } from 'drizzle-orm';
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

/**
 * The users matching every word, within the actor's users scope and the page's filters, one row per user:
 * (userId, roleOrder, sortName), ready to be sorted, counted and cut into a page. One word: its index range, without
 * duplicates (a user with two words beginning with it). Several words: the INTERSECT of each word's range — each an
 * index-only scan, so "ortiz santiago" reads the Ortiz and the Santiago entries once, never one probe per match.
 * Company staff and platform admins see whole companies, so the scope is the words' company column; customer
 * admins' and guards' scopes (a few users) are checked against users through usersScope.
 */
export const searchMatches = (db: TDbOrTx, actor: TActor, input: TUsersPageQuery, words: string[]) => {
  const companyId = actor.isPlatformAdmin ? input.companyId : actor.companyId;
  const inScope = and(
    companyId ? eq(userSearchTokens.companyId, companyId) : undefined,
    eq(userSearchTokens.stillEmployed, input.activeOnly),
    roleFilterOn(userSearchTokens, input.role),
    seesWholeCompanies(actor)
      ? undefined
      : inArray(userSearchTokens.userId, db.select({ id: users.id }).from(users).where(usersScope(actor, input.companyId))),
  );
  const columns = { userId: userSearchTokens.userId, roleOrder: userSearchTokens.roleOrder, sortName: userSearchTokens.sortName };
  const beginning = (word: string) => like(userSearchTokens.token, `${escapeLike(word)}%`);
  const [first, second, ...rest] = words;
  if (second === undefined)
    return db
      .selectDistinct(columns)
      .from(userSearchTokens)
      .where(and(inScope, beginning(first)))
      .as('matches');
  const range = (word: string) =>
    db
      .select(columns)
      .from(userSearchTokens)
      .where(and(inScope, beginning(word)));
  return intersect(range(first), range(second), ...rest.map(range)).as('matches');
};
