// The vehicles policy. Vehicles are the security company's internal fleet (costs, documents, defects): only company
// staff see them — a customer company admin or a guard sees none, whatever permission overrides say.
import type { TVehicleCan } from '@centinela/shared/contracts/vehicles';
import { type SQL, sql } from 'drizzle-orm';
import { vehicles } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

export const vehicleScope = (actor: TActor): SQL =>
  isCompanyStaff(actor) ? where(scopeOf(actor).company(vehicles.companyId)) : sql`false`;

export const canOnVehicle = (actor: TActor): TVehicleCan => {
  const isStaff = isCompanyStaff(actor);
  return { update: isStaff && actorCan(actor, 'edit', 'vehicles'), delete: isStaff && actorCan(actor, 'delete', 'vehicles') };
};
