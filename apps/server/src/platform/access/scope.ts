// The one tenant-scope helper: every query of tenant data takes its WHERE conditions from here.
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inline, type TBind } from '../../db/prepared';
import { NotFound } from '../errors';
import type { TNotFoundEntity } from '@centinela/shared';
import type { TActor } from './actor';

type TCondition = SQL | undefined;

/**
 * Conditions that keep a query inside what the actor may see.
 * - superadmin / built-in admin: every tenant (optionally narrowed by a company the UI picked)
 * - everyone else: their own security company
 * - customer company admin: additionally their customer company
 * - security guard: additionally their own records
 * `bind` puts the actor's ids in as placeholders for a prepared statement (db/prepared.ts); the conditions' shape then
 * depends only on scopeShapeOf(actor) and the names bound (scopeCompanyId, scopeCustomerId, scopeUserId).
 */
export const scopeOf = (actor: TActor, bind: TBind = inline) => ({
  /** Rows that carry a security company id. */
  company: (companyId: AnyPgColumn, requestedCompanyId?: string | null): TCondition => {
    if (actor.isPlatformAdmin) return requestedCompanyId ? eq(companyId, bind('scopeCompanyId', requestedCompanyId)) : undefined;
    return eq(companyId, bind('scopeCompanyId', actor.companyId));
  },
  /** Rows that carry a customer company id: customer admins see only theirs. */
  customer: (customerId: AnyPgColumn): TCondition =>
    actor.role === 'customer_company_admin'
      ? actor.customerId
        ? eq(customerId, bind('scopeCustomerId', actor.customerId))
        : sql`false`
      : undefined,
  /** Rows that belong to one user: guards see only their own. */
  self: (userId: AnyPgColumn): TCondition => (actor.role === 'security_guard' ? eq(userId, bind('scopeUserId', actor.userId)) : undefined),
  /** The company id a write must carry: the actor's own, or (platform admins only) one they chose. */
  companyForWrite: (requestedCompanyId?: string | null): string =>
    actor.isPlatformAdmin && requestedCompanyId ? requestedCompanyId : actor.companyId,
});

/** What the structure of scopeOf's conditions depends on, for the key of a prepared shape (db/prepared.ts). */
export const scopeShapeOf = (actor: TActor): string =>
  `${actor.isPlatformAdmin ? 'platform' : actor.role}${actor.customerId ? '+customer' : ''}`;

/** and() that drops undefined parts; `true` when nothing is left. */
export const where = (...conditions: TCondition[]): SQL => and(...conditions.filter(Boolean)) ?? sql`true`;

/** Returns the row or throws 404: another tenant's record is "not found", never "forbidden". */
export const found = <T>(row: T | undefined | null, entity: TNotFoundEntity = 'record'): T => {
  if (!row) throw NotFound(entity);
  return row;
};

export { inArray };
