// Every area of the server (platform/areas/area.ts, ARCHITECTURE "How to add an area"): the list is generated from the
// areas' folders, so a new area adds no line here. Routes, jobs, subscribers and company defaults are read from it.
import type { TArea, TCompanyCreated, TRoleGrants } from '../platform/areas/area';
import { bindSubscribers } from '../platform/events/emit';
import { AREA_MANIFESTS } from './areas.generated';

/** Every area, by folder name (areas.generated.ts, written by `npm run generate` from each modules/<area>/<area>.area.ts). */
export const areas: readonly TArea[] = AREA_MANIFESTS;

// Every area's event subscribers, bound once: importing this list is what makes emit() reach them.
bindSubscribers(areas.flatMap((area) => area.subscribers ?? []));

/**
 * A new company's default records, from every area that declares some (roles: one record per built-in role;
 * incidents: the categories and severities of the company's language), in the creating transaction. Company creation,
 * the demo seed and the test factories all call this, so no caller imports an area's defaults.
 */
export const createCompanyDefaults = async (args: Omit<TCompanyCreated, 'roleGrants'>) => {
  for (const area of areas) await area.onCompanyCreated?.({ ...args, roleGrants: roleGrantsOfAreas() });
};

/** Every area's grants to the built-in roles (roles.defaults.ts turns them into the built-in role records). */
export const roleGrantsOfAreas = (): readonly TRoleGrants[] => areas.flatMap((area) => (area.grants ? [area.grants] : []));
