// The one tenant-scope helper: every query of tenant data takes its WHERE conditions from here.
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NotFound } from '../errors';
import type { TActor } from './actor';

type TCondition = SQL | undefined;

/**
 * Conditions that keep a query inside what the actor may see.
 * - superadmin / built-in admin: every tenant (optionally narrowed by a company the UI picked)
 * - everyone else: their own security company
 * - customer company admin: additionally their customer company
 * - security guard: additionally their own records
 */
export const scopeOf = (actor: TActor) => ({
  /** Rows that carry a security company id. */
  company: (companyId: AnyPgColumn, requestedCompanyId?: string | null): TCondition => {
    if (actor.isPlatformAdmin) return requestedCompanyId ? eq(companyId, requestedCompanyId) : undefined;
    return eq(companyId, actor.companyId);
  },
  /** Rows that carry a customer company id: customer admins see only theirs. */
  customer: (customerId: AnyPgColumn): TCondition =>
    actor.role === 'customer_company_admin' ? (actor.customerId ? eq(customerId, actor.customerId) : sql`false`) : undefined,
  /** Rows that belong to one user: guards see only their own. */
  self: (userId: AnyPgColumn): TCondition => (actor.role === 'security_guard' ? eq(userId, actor.userId) : undefined),
  /** The company id a write must carry: the actor's own, or (platform admins only) one they chose. */
  companyForWrite: (requestedCompanyId?: string | null): string =>
    actor.isPlatformAdmin && requestedCompanyId ? requestedCompanyId : actor.companyId,
});

/** and() that drops undefined parts; `true` when nothing is left. */
export const where = (...conditions: TCondition[]): SQL => and(...conditions.filter(Boolean)) ?? sql`true`;

/** Returns the row or throws 404: another tenant's record is "not found", never "forbidden". */
export const found = <T>(row: T | undefined | null, entity = 'Record'): T => {
  if (!row) throw NotFound(entity);
  return row;
};

export { inArray };
