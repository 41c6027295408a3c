// An area's server manifest: everything the server's central lists need from one area, declared in the area's own
// folder (modules/<area>/<area>.area.ts). modules/areas.ts lists the manifests; app.ts, the job runner and company
// creation read that list, so a new area adds its folder and one line there (docs/ARCHITECTURE.md "How to add an area").
import type { TDbOrTx } from '../../db/client';
import type { TSubscriber } from '../events/emit';
import type { TModule } from '../http/types';

export type TCompanyCreated = {
  tx: TDbOrTx;
  companyId: string;
  /** The new company's language: default records (names of roles, categories…) are written in it. */
  language: 'es' | 'en';
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
  /** Runs inside the transaction that creates a company: the area's default records (role records, incident lists…). */
  onCompanyCreated?: (args: TCompanyCreated) => Promise<void>;
};

/** Declares an area's manifest (an identity function: it types the declaration and names its purpose). */
export const defineArea = <const T extends TArea>(area: T): T => area;
