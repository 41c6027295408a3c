// The policy of a security guard's own reads (issue 29: his pay stubs, absences and upcoming shifts, the guard's
// dashboard). The routes are open to any signed-in user ('signed-in' in their declarations) and this check narrows
// them: the caller must be a security guard, and every query is bound to the session's user and company — no route
// takes a guard id from the client, so a guard reads his own rows and nobody else's. No role record grants these
// reads (a guard has them by being one, in every company, with no data migration); staff read pay, absences and
// rosters through their own pages and permissions, and a customer company admin never reads a guard's pay.
import type { TActor } from '../../platform/access/actor';
import { Forbidden } from '../../platform/errors';

export type TOwnGuard = { guardId: string; companyId: string };

/** The signed-in guard (his id and company, from the session), else 403. */
export const assertOwnGuard = (actor: TActor): TOwnGuard => {
  if (actor.role !== 'security_guard' || actor.isPlatformAdmin) throw Forbidden();
  return { guardId: actor.userId, companyId: actor.companyId };
};
