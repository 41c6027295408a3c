// The user whose records a route reads or changes, looked up inside the actor's tenant scope (else 404).
import { and, eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { usersScope } from '../users/users.policy';
import { assertGuardRecordsAccess } from './guard-records.policy';

export type TTargetUser = {
  id: string;
  companyId: string;
  customerId: string | null;
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
  // Guard-only lookups serve the guard's records (documents, memos, banned posts, face data): company staff only.
  if (isGuardOnly) assertGuardRecordsAccess(actor);
  const [row] = await ctx.db
    .select({
      id: users.id,
      companyId: users.companyId,
      customerId: users.customerId,
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
    .where(and(eq(users.id, userId), usersScope(actor)))
    .limit(1);
  if (!row) throw NotFound(isGuardOnly ? 'guard' : 'user');
  if (isGuardOnly && row.role !== 'security_guard') throw NotFound('guard');
  return row;
};
