// The devices policy: kiosks are managed by company staff with the attendance permission (customer admins and guards
// never see them); what a viewer may do with one kiosk is sent with it as `can`.
import type { TDeviceCan } from '@centinela/shared/contracts/devices';
import { type SQL, sql } from 'drizzle-orm';
import { devices } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

/** The kiosks the actor may see: their company's (platform admins: every company, or the one they picked). */
export const devicesScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  isCompanyStaff(actor) ? where(scopeOf(actor).company(devices.companyId, requestedCompanyId)) : sql`false`;

export const canOnDevice = (actor: TActor, row: { revokedAt: Date | null }): TDeviceCan => ({
  revoke: isCompanyStaff(actor) && actorCan(actor, 'edit', 'attendance') && !row.revokedAt,
});
