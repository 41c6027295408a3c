// The wiki policy. Everyone who may view the wiki reads the company's pages whose visible roles include theirs (or
// name no role); company staff who may edit the wiki see every page (to manage them). Only staff write.
import { type SQL, sql } from 'drizzle-orm';
import { wikiPages } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

export const managesWiki = (actor: TActor) => isCompanyStaff(actor) && actorCan(actor, 'edit', 'wiki');

/** The pages the actor may read. */
export const wikiPageScope = (actor: TActor): SQL => {
  const company = scopeOf(actor).company(wikiPages.companyId);
  if (actor.isPlatformAdmin || managesWiki(actor)) return where(company);
  return where(company, sql`(cardinality("wiki_pages"."visible_roles") = 0 or ${actor.role} = any("wiki_pages"."visible_roles"))`);
};

export const canOnWikiPage = (actor: TActor) => ({
  update: managesWiki(actor),
  delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'wiki'),
});
