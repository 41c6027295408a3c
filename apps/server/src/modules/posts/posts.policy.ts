// The posts policy: which posts an actor sees, what they may do with one, and which of its fields they see.
import type { TPostCan } from '@centinela/shared/contracts/posts';
import { type SQL, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

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

/** The actions the actor may take on one visible post (customer admins and guards only read posts). */
export const canOnPost = (actor: TActor): TPostCan => {
  const isStaff = isCompanyStaff(actor);
  const update = isStaff && actorCan(actor, 'edit', 'posts');
  return { update, changeStatus: update, delete: isStaff && actorCan(actor, 'delete', 'posts') };
};

/**
 * Bill and pay rates are the security company's internal figures (what it charges, what it pays the guard): only
 * company staff who may edit posts see them. A customer company admin never does, even with an edit:posts grant.
 */
export const seesPostRates = (actor: TActor): boolean => isCompanyStaff(actor) && actorCan(actor, 'edit', 'posts');
