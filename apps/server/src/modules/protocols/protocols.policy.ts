// The protocols policy. Company staff see every protocol of their company (drafts included) and, with the permission,
// change them; guards and customer company admins see only published protocols assigned to posts they see
// (postScope: a guard's own posts, a customer's posts). Only a guard asked to acknowledge a version may do so.
import { type SQL, and, gt, sql } from 'drizzle-orm';
import { posts, protocolCategories, protocols } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';
import { postScope } from '../posts/posts.policy';

/** Protocols the actor may read. */
export const protocolScope = (actor: TActor): SQL => {
  const company = scopeOf(actor).company(protocols.companyId);
  if (isCompanyStaff(actor)) return where(company);
  return where(
    company,
    and(
      gt(protocols.currentVersion, 0),
      // Written with explicit table names: Drizzle leaves columns unqualified in single-table selects.
      sql`exists (select 1 from protocol_posts pp where pp.protocol_id = "protocols"."id"
        and pp.post_id in (select "posts"."id" from ${posts} where ${postScope(actor)}))`,
    ),
  );
};

export const protocolCategoryScope = (actor: TActor): SQL => where(scopeOf(actor).company(protocolCategories.companyId));

export const canOnProtocolCategory = (actor: TActor) => ({
  update: isCompanyStaff(actor) && actorCan(actor, 'edit', 'protocols'),
  delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'protocols'),
});

/** Guards acknowledge; staff with edit publish, see the acknowledgements and remind. */
export const canOnProtocol = (actor: TActor, row: { currentVersion: number; acknowledgedAt: Date | null }) => {
  const isStaff = isCompanyStaff(actor);
  const edit = isStaff && actorCan(actor, 'edit', 'protocols');
  return {
    update: edit,
    delete: isStaff && actorCan(actor, 'delete', 'protocols'),
    publish: edit,
    acknowledge: actor.role === 'security_guard' && row.currentVersion > 0 && row.acknowledgedAt === null,
    seeAcknowledgements: edit,
  };
};
