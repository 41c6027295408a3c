// The shifts policy: occurrences are read through the posts an actor may see (posts.policy.ts); only company staff
// with edit on the shifts dashboard change them (absences, presence, cover, open, offers).
import type { TShiftOccurrenceCan } from '@centinela/shared/contracts/shifts';
import type { SQL } from 'drizzle-orm';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { postScope } from '../posts/posts.policy';

/** Occurrences the actor may see: those of the posts they may see. */
export const occurrenceScope = (actor: TActor, requestedCompanyId?: string | null): SQL => postScope(actor, requestedCompanyId);

export const canOnOccurrence = (actor: TActor): TShiftOccurrenceCan => {
  const edit = isCompanyStaff(actor) && actorCan(actor, 'edit', 'shifts-dashboard');
  return { markAbsent: edit, confirmPresence: edit, cover: edit, open: edit, offer: edit };
};

/** Overtime costs are the company's pay figures: staff only. */
export const seesOvertimeCost = (actor: TActor): boolean => isCompanyStaff(actor);
