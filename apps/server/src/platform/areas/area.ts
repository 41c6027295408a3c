// An area's server manifest: everything the server's central lists need from one area, declared in the area's own
// folder (modules/<area>/<area>.area.ts). modules/areas.ts lists the manifests; app.ts, the job runner and company
// creation read that list, so a new area adds its folder and one line there (docs/ARCHITECTURE.md "How to add an area").
import type { TAction, TResource } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import type { TSubscriber } from '../events/emit';
import type { TModule } from '../http/types';

/** The built-in roles whose records list their resources one by one (the admins' records hold every resource). */
export const GRANTED_ROLES = ['customer_company_admin', 'security_guard'] as const;
export type TGrantedRole = (typeof GRANTED_ROLES)[number];

/** What each of those built-in roles may do with the area's resources in a new company: role → action → resources. */
export type TRoleGrants = Partial<Record<TGrantedRole, Partial<Record<TAction, readonly TResource[]>>>>;

export type TCompanyCreated = {
  tx: TDbOrTx;
  companyId: string;
  /** The new company's language: default records (names of roles, categories…) are written in it. */
  language: 'es' | 'en';
  /** Every area's `grants` (the roles area writes the built-in role records from them). */
  roleGrants: readonly TRoleGrants[];
};

export type TArea = {
  /** The area's one name: its folder under modules/, features/ (web) and its files in packages/shared. */
  name: string;
  /** Route plugins, registered in the order of the areas list. */
  routes?: readonly TModule[];
  /**
   * The jobs the area's files register (registerJob). The manifest imports those files, so importing the areas list
   * registers every job; areas.test.ts checks this list against the registry both ways.
   */
  jobs?: readonly string[];
  /**
   * What the area does when an event happens (its own or another area's): notifications, queued jobs. Bound once by
   * modules/areas.ts; emit() runs them (platform/events/emit.ts).
   */
  subscribers?: readonly TSubscriber[];
  /**
   * The area's resources in the built-in roles of a new company, other than the admins' (who get every resource): a
   * guard or a customer administrator gets only what some area grants here (roles.defaults.test.ts shows the whole).
   */
  grants?: TRoleGrants;
  /** Runs inside the transaction that creates a company: the area's default records (role records, incident lists…). */
  onCompanyCreated?: (args: TCompanyCreated) => Promise<void>;
};

/** Declares an area's manifest (an identity function: it types the declaration and names its purpose). */
export const defineArea = <const T extends TArea>(area: T): T => area;
