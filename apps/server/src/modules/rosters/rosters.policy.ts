// The rosters policy: rosters are read through the posts an actor may see, and changed only by company staff.
import type { TRosterCan } from '@centinela/shared/contracts/rosters';
import type { SQL } from 'drizzle-orm';
import { rosters } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';
import { postScope } from '../posts/posts.policy';

/** Rosters the actor may see: those of the posts they may see (posts.policy.ts). */
export const rosterScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(rosters.companyId, requestedCompanyId), postScope(actor, requestedCompanyId));

/** What the actor may do with one visible roster: customer admins and guards only read. */
export const canOnRoster = (actor: TActor): TRosterCan => {
  const isStaff = isCompanyStaff(actor);
  const edit = isStaff && actorCan(actor, 'edit', 'rosters');
  return { update: edit, assignGuards: edit, copyWeek: edit, delete: isStaff && actorCan(actor, 'delete', 'rosters') };
};
