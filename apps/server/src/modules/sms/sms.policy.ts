// Who may read and write the SMS inbox: the company line's messages belong to the security company, so only its staff
// (company admins and staff roles with users access — never customer admins or guards, whatever overrides say), and
// always the actor's own company (a platform admin reads the platform company's line, not every tenant's).
import { eq } from 'drizzle-orm';
import { smsMessages } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { Forbidden } from '../../platform/errors';

export const assertSmsStaff = (actor: TActor) => {
  if (!isCompanyStaff(actor)) throw Forbidden();
};

/** The rows an actor may read: their own company's messages. */
export const smsScope = (actor: TActor) => {
  assertSmsStaff(actor);
  return eq(smsMessages.companyId, actor.companyId);
};
