// The companies policy: which security companies an actor sees and what they may do with one (sent as `can`).
// Only platform admins create or (de)activate companies; a company's own staff edit it (details, logo, WebRTC
// settings) when they hold edit:companies; customer company admins never change the security company itself.
import type { TCompanyCan } from '@centinela/shared/contracts/companies';
import { type SQL, eq, or } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { Forbidden, NotFound } from '../../platform/errors';

/** Companies listed to the actor: platform admins every security company (never the platform's), everyone else their own. */
export const companiesScope = (actor: TActor): SQL =>
  actor.isPlatformAdmin ? eq(companies.isPlatform, false) : eq(companies.id, actor.companyId);

/** One company the actor may open: the listed ones, and for platform admins also their own platform company. */
export const companyScope = (actor: TActor): SQL =>
  actor.isPlatformAdmin ? (or(eq(companies.isPlatform, false), eq(companies.id, actor.companyId)) as SQL) : companiesScope(actor);

/** Customer company admins are bound to one customer: they never change the security company. */
const mayEditCompanies = (actor: TActor) => actor.isPlatformAdmin || actor.role !== 'customer_company_admin';

export const canOnCompany = (actor: TActor, row: { isActive: boolean; isPlatform: boolean }): TCompanyCan => {
  const manages = actor.isPlatformAdmin && actorCan(actor, 'delete', 'companies');
  return {
    update: mayEditCompanies(actor) && actorCan(actor, 'edit', 'companies'),
    deactivate: manages && row.isActive && !row.isPlatform,
    activate: manages && !row.isActive,
  };
};

/** 403 for a customer company admin (the route already asked for edit:companies). */
export const assertMayEditCompany = (actor: TActor) => {
  if (!mayEditCompanies(actor)) throw Forbidden();
};

/** Creating and (de)activating companies is the platform's. */
export const assertManagesCompanies = (actor: TActor) => {
  if (!actor.isPlatformAdmin) throw Forbidden('PLATFORM_ADMIN_ONLY');
};

/** WebRTC settings: platform admins read any company's, everyone else their own (another company's is 404). */
export const assertSeesWebrtcOf = (actor: TActor, companyId: string) => {
  if (!actor.isPlatformAdmin && companyId !== actor.companyId) throw NotFound('company');
};
