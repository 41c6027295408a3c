// The shape every entity policy (modules/<domain>/<domain>.policy.ts) follows, and the facts about an actor that
// several policies share. A policy answers three questions for one actor:
//  - scope(actor, …): the SQL conditions of the rows the actor may read (built on scope.ts);
//  - can(actor, row): the actions the actor may take on one row, sent with the row as `can` so the UI never guesses;
//  - present(actor, row): the row as the actor may see it (fields the actor may not see become null or go away),
//    declared as field rules (fields.ts: TFieldRules, presentFields) that the JSON answers and the exports share.
import type { TActor } from './actor';

/** The actions one row offers, as sent to the client: every key a boolean. */
export type TRowCan = Record<string, boolean>;

/**
 * Staff whose view covers their whole security company (platform admins, security company admins and custom roles of
 * staff). Customer company admins and security guards are narrower: they see a slice of the company (their customer,
 * themselves), never its internal figures (pay, rates, SSNs) nor the records kept about guards (documents, memos).
 */
export const isCompanyStaff = (actor: TActor): boolean =>
  actor.isPlatformAdmin || (actor.role !== 'customer_company_admin' && actor.role !== 'security_guard');

/** The fields a customer company admin never receives, on any route (the isolation suite looks for them). */
export const STAFF_ONLY_FIELDS = [
  'hourlyWageCents',
  'overtimeRateCents',
  'payRateCents',
  'billRateCents',
  'socialSecurityNumber',
  'ssnLast4',
  'ssnEncrypted',
] as const;
