// The users page's search (decision 0016): a search word matches a user when it begins one of the user's words
// (names, email and its parts, phone digits, ID number: user_search_tokens, kept by the users triggers of migration
// 0023, folded like every search text since migration 0048, decision 0023). Every word must match. The matches are
// read, filtered and counted from one index range per word (an index-only scan): "rivera" at 100,000 users reads
// ~2,200 index entries instead of rechecking ~2,500 users rows found by trigrams.
import type { ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { inline, type TBind } from '../../db/prepared';
import { userSearchTokens, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { searchWords } from '../../platform/search/search';
import { roleFilterOn } from './users.filters';
import { seesWholeCompanies, usersScope } from './users.policy';

type TUsersPageQuery = z.output<typeof ZUsersPageQuery>;

/** Another word's tokens, in the sub-select that keeps the users having a token beginning with it. */
const otherTokens = alias(userSearchTokens, 'other_tokens');
/** The columns a word's range is read on, in the table or its alias. */
type TTokens = Record<'companyId' | 'stillEmployed' | 'token', AnyPgColumn>;

/**
 * The words of a search (platform searchWords: folded, without repeats). A term that is a phone number
 * ("(787) 200-42", "+1 787 200") is one word of its digits.
 */
export const userSearchWords = (search: string | undefined): string[] => {
  const term = search?.trim() ?? '';
  const digits = term.replace(/\D/g, '');
  const isPhoneLike = /^[\d\s()+.-]+$/.test(term) && digits.length >= 3 && digits !== term;
  return isPhoneLike ? [digits] : searchWords(term);
};

/**
 * The users matching every word, within the actor's users scope and the page's filters, one row per user:
 * (userId, roleOrder, sortName), ready to be sorted, counted and cut into a page. One word: its index range, without
 * duplicates (a user with two words beginning with it). Several words: the first word's range, semi-joined on the user
 * to each other word's range — each an index-only scan, so "ortiz santiago" reads the Ortiz and the Santiago entries
 * once, never one probe per match.
 * Company staff and platform admins see whole companies, so the scope is the words' company column; customer
 * admins' and guards' scopes (a few users) are checked against users through usersScope.
 * `bind` puts the values in as placeholders for a prepared shape (db/prepared.ts): the names bound (w0…, the scope's)
 * are part of its key.
 */
export const searchMatches = (db: TDbOrTx, actor: TActor, input: TUsersPageQuery, words: string[], bind: TBind = inline) => {
  const companyId = actor.isPlatformAdmin ? input.companyId : actor.companyId;
  // The company and employment a word's range is read in (every range: each is an index range of the company index).
  const inScopeOf = (tokens: TTokens) =>
    and(
      companyId ? eq(tokens.companyId, bind('tokensCompanyId', companyId)) : undefined,
      eq(tokens.stillEmployed, bind('activeOnly', input.activeOnly)),
    );
  const inScope = and(
    inScopeOf(userSearchTokens),
    roleFilterOn(userSearchTokens, input.role),
    seesWholeCompanies(actor)
      ? undefined
      : inArray(
          userSearchTokens.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(usersScope(actor, input.companyId, bind)),
        ),
  );
  const columns = { userId: userSearchTokens.userId, roleOrder: userSearchTokens.roleOrder, sortName: userSearchTokens.sortName };
  // Each word's values are read through a sub-select, `(select $n)`, which the planner sees as a value known only at
  // run time. The plan is then the same for every word, so PostgreSQL keeps the prepared statement's generic plan
  // instead of planning each search again for its word (0.46 ms of 1.1 ms per search at 100,000 users): with the
  // words visible, rare words' cheap custom plans made the generic one look dear and it was never chosen.
  const wordValue = (name: string, value: string) => sql`(select ${bind(name, value)}::text)`;
  // Every token that begins with the word sorts (byte order, text_pattern_ops) between the word and the word followed
  // by the last code point, and every token in that range begins with the word (a folded token never holds U+10FFFF):
  // the range is the whole test, an index range whatever the value, where `token like $1` would be planned as a scan
  // of the company's whole index (and, beside the range, cost 10 % of the scan as a filter).
  const beginning = (tokens: TTokens, word: string, i: number) =>
    and(sql`${tokens.token} ~>=~ ${wordValue(`w${i}`, word)}`, sql`${tokens.token} ~<~ ${wordValue(`w${i}end`, `${word}\u{10FFFF}`)}`);
  // The first word's range, one row per user; every other word keeps the users that have a token beginning with it:
  // a hash semi-join on the user id against that word's range (each an index-only scan). For "ortiz santiago" at
  // 100,000 users (4,444 and 4,445 entries) that is 3.3 ms against 6.9 ms for an INTERSECT of the two ranges' rows,
  // which hashes each row's name too.
  const [first, ...others] = words;
  return db
    .selectDistinct(columns)
    .from(userSearchTokens)
    .where(
      and(
        inScope,
        beginning(userSearchTokens, first, 0),
        ...others.map((word, i) =>
          inArray(
            userSearchTokens.userId,
            db
              .select({ userId: otherTokens.userId })
              .from(otherTokens)
              .where(and(inScopeOf(otherTokens), beginning(otherTokens, word, i + 1))),
          ),
        ),
      ),
    )
    .as('matches');
};
