// The user whose records a route reads or changes, looked up inside the actor's tenant scope (else 404).
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { companies, posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';

/** Customer company admins see their own customer's users and the guards who work at their customer's posts. */
const visibleToCustomer = (customerId: string) =>
  or(
    eq(users.customerId, customerId),
    exists(
      sql`(select 1 from ${rosterShiftAssignments}
        join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
        join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
        join ${posts} on ${posts.id} = ${rosters.postId}
        where ${rosterShiftAssignments.guardId} = ${users.id} and ${posts.customerCompanyId} = ${customerId})`,
    ),
  );

export const userScope = (actor: TActor) => {
  const scope = scopeOf(actor);
  return where(
    scope.company(users.companyId),
    scope.self(users.id),
    actor.role === 'customer_company_admin' ? (actor.customerId ? visibleToCustomer(actor.customerId) : sql`false`) : undefined,
  );
};

export type TTargetUser = {
  id: string;
  companyId: string;
  role: string;
  email: string;
  name: string | null;
  lastName: string | null;
  faceRecognitionComplete: boolean;
  faceVideoFileId: string | null;
  companyName: string;
  timeZone: string;
};

/**
 * Loads the target user or throws 404. With `isGuardOnly`, a user who is not a security guard is also a
 * 404 ('Guard not found'): documents, memos, banned posts and face data exist only for guards (spec section 6).
 */
export const findTargetUser = async ({
  ctx,
  actor,
  userId,
  isGuardOnly,
}: {
  ctx: TServiceContext;
  actor: TActor;
  userId: string;
  isGuardOnly: boolean;
}): Promise<TTargetUser> => {
  const [row] = await ctx.db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      faceRecognitionComplete: users.faceRecognitionComplete,
      faceVideoFileId: users.faceVideoFileId,
      companyName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), userScope(actor)))
    .limit(1);
  if (!row) throw NotFound(isGuardOnly ? 'Guard' : 'User');
  if (isGuardOnly && row.role !== 'security_guard') throw NotFound('Guard');
  return row;
};
