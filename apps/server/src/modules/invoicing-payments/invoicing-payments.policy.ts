// The invoicing policy (issue 30): bill rates, taxes, invoices and payments are the security company's business. Company
// staff with the invoicing-payments permission read (view) and change (add, edit, delete) them; guards never, and
// customer company admins never here, whatever overrides say (the customer portal shows a customer its own invoices).
// Every row is the actor's own company's: another company's id is a 404 like an unknown one.
import type { TAction } from '@centinela/shared';
import { and, eq } from 'drizzle-orm';
import { rateCards, taxProfiles } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { Forbidden } from '../../platform/errors';

const RESOURCE = 'invoicing-payments';

export const canInvoicing = (actor: TActor, action: TAction) => isCompanyStaff(actor) && actorCan(actor, action, RESOURCE);

export const assertInvoicing = (actor: TActor, action: TAction): void => {
  if (!canInvoicing(actor, action)) throw Forbidden();
};

export const rateCardScope = (actor: TActor, id: string) => and(eq(rateCards.id, id), eq(rateCards.companyId, actor.companyId));
export const taxProfileScope = (actor: TActor, id: string) => and(eq(taxProfiles.id, id), eq(taxProfiles.companyId, actor.companyId));

/** What the viewer may do with a rate card version (issued invoices will lock the versions they billed). */
export const canOnRateCard = (actor: TActor) => ({ update: canInvoicing(actor, 'edit'), delete: canInvoicing(actor, 'delete') });

/** A tax profile named by rate cards cannot be deleted. */
export const canOnTaxProfile = (actor: TActor, rateCardCount: number) => ({
  update: canInvoicing(actor, 'edit'),
  delete: canInvoicing(actor, 'delete') && rateCardCount === 0,
});
