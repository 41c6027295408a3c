// The profile photo of a user (spec "User": photo): stored through platform/storage as a `files` row (purpose profile_photo).
import { and, eq } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { replaceFile } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TSpooledFile } from '../../platform/storage/uploads';
import { assertWritable } from './users.policy';
import { loadVisible } from './users.service';

export const PROFILE_PHOTO_PURPOSE = 'profile_photo';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };

/** PUT /api/users/:id/photo: replaces the photo (the old file is removed after the new one is committed). */
export const setUserPhoto = async ({ ctx, actor, input }: TOptions<{ id: string; upload: TSpooledFile }>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  return replaceFile({
    ctx,
    actor,
    record: { companyId: existing.companyId, subjectId: existing.id, purpose: PROFILE_PHOTO_PURPOSE },
    upload: input.upload,
    current: async (tx) =>
      (await tx.select({ id: users.photoFileId }).from(users).where(eq(users.id, existing.id)).for('update'))[0]?.id ?? null,
    point: async (tx, file) => {
      await tx.update(users).set({ photoFileId: file.id }).where(eq(users.id, existing.id));
      return { photoFileId: file.id };
    },
    log: {
      action: 'UPDATE',
      entityType: 'users',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'userPhotoUpdated', params: { email: existing.email } },
      details: { changes: ['photo'] },
    },
  });
};

/** DELETE /api/users/:id/photo. */
export const removeUserPhoto = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  if (!existing.photoFileId) return;
  const photoFileId = existing.photoFileId;
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ photoFileId: null }).where(eq(users.id, existing.id));
    const removed = await deleteFileRows(tx, [photoFileId]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'userPhotoRemoved', params: { email: existing.email } },
      details: { changes: ['photo'] },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};

/** GET /api/users/:id/photo: the stored image of a user the actor may see. */
export const openUserPhoto = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  const [file] = existing.photoFileId
    ? await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.id, existing.photoFileId), eq(files.companyId, existing.companyId), eq(files.purpose, PROFILE_PHOTO_PURPOSE)))
        .limit(1)
    : [];
  return openStoredFile(ctx, found(file, 'photo'));
};
