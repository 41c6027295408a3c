// A user's password and deletion (split from users.service.ts): an admin (or the user, with the current password) sets
// a new password and other sessions end; deletion only of a user nothing refers to.
import { type TSetUserPassword, USER_MESSAGES } from '@centinela/shared/contracts/users';
import { count, eq, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { absences, posts, rosterShiftAssignments, userBannedPosts, userDocuments, userFacePhotos, userMemos, users } from '../../db/schema';
import { writeSystemLog } from '../../platform/audit/system-log';
import { keepingRoleManager } from '../../platform/access/role-managers';
import { assertPasswordAllowed } from '../../platform/crypto/password-policy';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords';
import { deleteFileRows, deleteStoredObjects, deleteSubjectFileRows } from '../../platform/storage/files.service';
import { Conflict, Forbidden, ValidationFailed } from '../../platform/errors';
import { assertWritable, isMainAdminEmail } from './users.policy';

import { loadVisible, MainAdminProtected, type TOptions } from './users.service';
import { endSessions } from './users.writes';

/**
 * POST /api/users/:id/password: an admin sets a new password; the user's other sessions end. Users changing their
 * own password give the current one (a session left open is not enough to take over the account).
 */
export const setUserPassword = async ({ ctx, actor, input }: TOptions<{ id: string } & TSetUserPassword>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  if (actor.role === 'security_guard' && !actor.isPlatformAdmin) throw Forbidden();
  if (isMainAdminEmail(existing.email, ctx.config.adminEmail) && existing.id !== actor.userId) {
    throw MainAdminProtected('password');
  }
  if (existing.id === actor.userId) {
    if (!input.currentPassword) {
      throw ValidationFailed({ currentPassword: USER_MESSAGES.currentPasswordRequired });
    }
    if (!(await verifyPassword(input.currentPassword, existing.passwordHash))) {
      throw ValidationFailed({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    }
  }
  await assertPasswordAllowed(ctx, input.password, existing);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    await endSessions(tx, existing.id, existing.id === actor.userId ? actor.sessionId : undefined);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'userPasswordSet', params: { email: existing.email } },
    });
  });
};

/** Records that point at a user; any of them makes deletion a 409 (deactivate instead). */
const referencesTo = async (db: TDbOrTx, userId: string) => {
  const checks = await Promise.all([
    db.select({ n: count() }).from(rosterShiftAssignments).where(eq(rosterShiftAssignments.guardId, userId)),
    db.select({ n: count() }).from(posts).where(eq(posts.assignedGuardId, userId)),
    db
      .select({ n: count() })
      .from(absences)
      .where(or(eq(absences.userId, userId), eq(absences.markedBy, userId))),
    db
      .select({ n: count() })
      .from(userDocuments)
      .where(or(eq(userDocuments.userId, userId), eq(userDocuments.uploadedBy, userId))),
    db
      .select({ n: count() })
      .from(userMemos)
      .where(or(eq(userMemos.userId, userId), eq(userMemos.uploadedBy, userId))),
    db.select({ n: count() }).from(userFacePhotos).where(eq(userFacePhotos.userId, userId)),
    db
      .select({ n: count() })
      .from(userBannedPosts)
      .where(or(eq(userBannedPosts.userId, userId), eq(userBannedPosts.bannedBy, userId))),
  ]);
  return checks.reduce((sum, [row]) => sum + row.n, 0);
};

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

const InUse = () => Conflict('USER_HAS_RECORDS', { suggestion: 'deactivate' });

/** DELETE /api/users/:id: only a user nothing refers to; the main admin and oneself never. */
export const deleteUser = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  if (isMainAdminEmail(existing.email, ctx.config.adminEmail)) throw MainAdminProtected('delete');
  if (existing.id === actor.userId) throw Conflict('OWN_ACCOUNT_DELETION');
  if ((await referencesTo(ctx.db, existing.id)) > 0) throw InUse();
  try {
    const storageKeys = await ctx.db.transaction(async (tx) => {
      await keepingRoleManager(tx, ctx.config, [existing.companyId], () => tx.delete(users).where(eq(users.id, existing.id)));
      // The profile photo, and any other stored file recorded for this user (e.g. an unsaved face video).
      const keys = [
        ...(await deleteFileRows(tx, existing.photoFileId ? [existing.photoFileId] : [])),
        ...(await deleteSubjectFileRows(tx, existing.id)),
      ];
      await writeSystemLog(tx, actor, {
        action: 'DELETE',
        entityType: 'users',
        entityId: existing.id,
        companyId: existing.companyId,
        message: { key: 'userDeleted', params: { email: existing.email } },
      });
      return keys;
    });
    await deleteStoredObjects(ctx, storageKeys);
  } catch (error) {
    // Tables of later areas may refer to users too; the database has the last word.
    if (isForeignKeyViolation(error)) throw InUse();
    throw error;
  }
};
