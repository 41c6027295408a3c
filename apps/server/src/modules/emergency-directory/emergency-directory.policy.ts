// The emergency directory policy. Company staff see every contact of their company; a customer company admin sees
// the company-wide contacts and those of their customer's posts; a guard the company-wide contacts and those of the
// posts they work at (postScope). Only staff change the directory.
import { type SQL, isNull, or, sql } from 'drizzle-orm';
import { emergencyContacts, posts } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';
import { postScope } from '../posts/posts.policy';

/** Contacts the actor may read. The posts subquery reuses the posts policy (a guard's posts, a customer's posts). */
export const emergencyContactScope = (actor: TActor): SQL => {
  const company = scopeOf(actor).company(emergencyContacts.companyId);
  if (isCompanyStaff(actor)) return where(company);
  return where(
    company,
    or(isNull(emergencyContacts.postId), sql`${emergencyContacts.postId} in (select ${posts.id} from ${posts} where ${postScope(actor)})`),
  );
};

export const canOnEmergencyContact = (actor: TActor) => ({
  update: isCompanyStaff(actor) && actorCan(actor, 'edit', 'emergency-directory'),
  delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'emergency-directory'),
});
