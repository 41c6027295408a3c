// Query helpers shared by the posts, rosters and reports modules: who sees which posts, display names, search.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';

/** A person's display name: first and last name, else the email. */
export const personNameSql = (t: { name: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(coalesce(${t.name}, '') || ' ' || coalesce(${t.lastName}, '')), ''), ${t.email})`;

export const personName = (p: { name: string | null; lastName: string | null; email: string }) =>
  [p.name, p.lastName].filter(Boolean).join(' ') || p.email;

/** ILIKE pattern for a user's search text, with LIKE's wildcards escaped. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Guards see only the posts they work at (a shift of theirs, or they are the post's primary guard). */
// Written with explicit table names: Drizzle leaves columns unqualified in single-table selects.
const postsOfGuard = (guardId: string): SQL =>
  sql`("posts"."assigned_guard_id" = ${guardId} or exists (
    select 1 from roster_shift_assignments gsa
    join roster_shifts gs on gs.id = gsa.shift_id
    join rosters gr on gr.id = gs.roster_id
    where gr.post_id = "posts"."id" and gsa.guard_id = ${guardId}))`;

/** The posts an actor may see: their company's; a customer admin's customer's; a guard's own. */
export const postScope = (actor: TActor, requestedCompanyId?: string | null): SQL => {
  const scope = scopeOf(actor);
  return where(
    scope.company(posts.companyId, requestedCompanyId),
    scope.customer(posts.customerCompanyId),
    actor.role === 'security_guard' ? postsOfGuard(actor.userId) : undefined,
  );
};
