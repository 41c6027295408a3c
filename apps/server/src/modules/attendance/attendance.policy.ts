// The attendance policy: company staff with the attendance permission see their company's records and attempts
// (platform admins: any company); a guard sees their own records only through their punches' answers.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

export const attendanceScope = (actor: TActor, companyColumn: AnyPgColumn, requestedCompanyId?: string | null): SQL =>
  isCompanyStaff(actor) ? where(scopeOf(actor).company(companyColumn, requestedCompanyId)) : sql`false`;

export const canOnRecord = (actor: TActor | null) => ({
  correct: Boolean(actor && isCompanyStaff(actor) && actorCan(actor, 'edit', 'attendance')),
});
