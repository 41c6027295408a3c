// Face data of a guard (spec "Face data"): up to 20 photos and one guided video, stored as files for check-in matching.
// Wire format: photos and the video are first uploaded (multipart) and answer file ids; then
// PATCH …/face-recognition {facePhotos: ids to keep, faceVideo, faceRecognitionComplete} attaches them.
import {
  MAX_FACE_PHOTOS,
  type TFaceRecognition,
  type TFaceUploadResult,
  type TUpdateFaceRecognition,
} from '@centinela/shared/contracts/guard-records';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { files, userFacePhotos, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { jobName, registerJob } from '../../platform/jobs/registry';
import type { TServiceContext } from '../../platform/context';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { deleteFileRows, deleteStoredObjects, openStoredFile, storeFiles } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { displayName } from '@centinela/shared';
import { FACE_MODEL_VERSION } from '../face-recognition/face-engine';
import { findTargetUser, type TTargetUser } from './target-user';
import { GUARD_FACE_PHOTOS_ADDED } from '@centinela/shared/events/guard-records';
import { emit } from '../../platform/events/emit';

type TArgs = { ctx: TServiceContext; actor: TActor; userId: string };

export const FACE_PHOTO_PURPOSE = 'face_photo';
export const FACE_VIDEO_PURPOSE = 'face_video';
/** An unattached face upload older than this was abandoned (younger ones may belong to a save in progress). */
export const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Face photos and videos uploaded but never saved (the editor closed, the save failed): hourly, their rows go in one
 * transaction and the bytes after it (a failed byte deletion becomes 'storage.delete-object'). Idempotent.
 */
export const removeAbandonedFaceUploads = async (ctx: TServiceContext, now = Date.now()) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const abandoned = await tx
      .select({ id: files.id })
      .from(files)
      .leftJoin(userFacePhotos, eq(userFacePhotos.fileId, files.id))
      .leftJoin(users, eq(users.faceVideoFileId, files.id))
      .where(
        and(
          inArray(files.purpose, [FACE_PHOTO_PURPOSE, FACE_VIDEO_PURPOSE]),
          isNull(userFacePhotos.id),
          isNull(users.id),
          lt(files.createdAt, new Date(now - ABANDONED_UPLOAD_MS)),
        ),
      );
    return deleteFileRows(
      tx,
      abandoned.map((row) => row.id),
    );
  });
  await deleteStoredObjects(ctx, keys);
  return keys.length;
};

export const ABANDONED_FACE_UPLOADS_JOB = registerJob(
  jobName('face.abandoned-uploads'),
  async (_data, { ctx, log }) => {
    const removed = await removeAbandonedFaceUploads(ctx);
    if (removed) log.info(`face uploads: removed ${removed} abandoned upload(s)`);
  },
  { cron: '37 * * * *', retryLimit: 2 },
);

const readFaceData = async (ctx: TServiceContext, target: TTargetUser): Promise<TFaceRecognition> => {
  const photos = await ctx.db
    .select({
      fileId: userFacePhotos.fileId,
      size: files.size,
      createdAt: userFacePhotos.createdAt,
      descriptor: userFacePhotos.descriptor,
      descriptorModel: userFacePhotos.descriptorModel,
      faceCount: userFacePhotos.faceCount,
    })
    .from(userFacePhotos)
    .innerJoin(files, eq(files.id, userFacePhotos.fileId))
    .where(eq(userFacePhotos.userId, target.id))
    .orderBy(asc(userFacePhotos.position), asc(userFacePhotos.createdAt));
  const [video] = target.faceVideoFileId ? await ctx.db.select().from(files).where(eq(files.id, target.faceVideoFileId)).limit(1) : [];
  return {
    facePhotos: photos.map((p) => ({
      id: p.fileId,
      url: `/api/users/${target.id}/face-photos/${p.fileId}/file`,
      size: p.size,
      createdAt: p.createdAt.toISOString(),
      hasDescriptor: Boolean(p.descriptor?.length),
      faceCount: p.descriptorModel === FACE_MODEL_VERSION ? p.faceCount : null,
    })),
    faceVideo: video
      ? { id: video.id, url: `/api/users/${target.id}/face-video/file`, size: video.size, contentType: video.contentType }
      : null,
    faceRecognitionComplete: target.faceRecognitionComplete,
  };
};

export const getFaceRecognition = async ({ ctx, actor, userId }: TArgs) =>
  readFaceData(ctx, await findTargetUser({ ctx, actor, userId, isGuardOnly: true }));

/** Stores uploaded photos (or the video) for the guard; they are attached by the next PATCH. */
export const uploadFaceFiles = async ({
  ctx,
  actor,
  userId,
  upload,
  kind,
}: TArgs & { upload: TReceivedUpload; kind: 'photo' | 'video' }): Promise<TFaceUploadResult> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const purpose = kind === 'photo' ? FACE_PHOTO_PURPOSE : FACE_VIDEO_PURPOSE;
  return storeFiles({ ctx, actor, companyId: target.companyId, uploads: upload.files, purpose, subjectId: target.id }, async (tx, rows) => {
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'files',
      entityId: rows[0]?.id ?? null,
      companyId: target.companyId,
      message:
        kind === 'photo'
          ? { key: 'facePhotosUploaded', params: { name: displayName(target), total: rows.length } }
          : { key: 'faceVideoUploaded', params: { name: displayName(target) } },
      details: { userId: target.id, fileIds: rows.map((r) => r.id) },
    });
    return { fileIds: rows.map((r) => r.id) };
  });
};

export const updateFaceRecognition = async ({
  ctx,
  actor,
  userId,
  input,
}: TArgs & { input: TUpdateFaceRecognition }): Promise<TFaceRecognition> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const photoIds = [...new Set(input.facePhotos)];
  if (photoIds.length > MAX_FACE_PHOTOS) {
    throw ValidationFailed({ facePhotos: 'apiErrors:fields.facePhotosMax' }, { max: MAX_FACE_PHOTOS });
  }
  // Only files uploaded for this guard as face photos (or the video) may be attached; anything else is "not found".
  if (photoIds.length) {
    const owned = await ctx.db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          inArray(files.id, photoIds),
          eq(files.companyId, target.companyId),
          eq(files.subjectId, target.id),
          eq(files.purpose, FACE_PHOTO_PURPOSE),
        ),
      );
    if (owned.length !== photoIds.length) throw NotFound('facePhoto');
  }
  const videoId = input.faceVideo === undefined ? target.faceVideoFileId : input.faceVideo;
  if (videoId && videoId !== target.faceVideoFileId) {
    const [video] = await ctx.db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, videoId),
          eq(files.companyId, target.companyId),
          eq(files.subjectId, target.id),
          eq(files.purpose, FACE_VIDEO_PURPOSE),
        ),
      );
    if (!video) throw NotFound('faceVideo');
  }
  if (input.faceRecognitionComplete && photoIds.length === 0 && !videoId) {
    throw ValidationFailed({ facePhotos: 'apiErrors:fields.faceDataEmpty' });
  }

  const keys = await ctx.db.transaction((tx) =>
    writeFaceData(ctx, tx, actor, target, { photoIds, videoId: videoId ?? null, faceRecognitionComplete: input.faceRecognitionComplete }),
  );
  await deleteStoredObjects(ctx, keys);
  const refreshed = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  return readFaceData(ctx, refreshed);
};

/**
 * Makes the listed photos (already `face_photo` files of the guard) and video the guard's face data, in the caller's
 * transaction: removed photos and a replaced video lose their rows (the bytes are the caller's to delete, from the
 * returned keys), new photos get their descriptors from the job, and the change is logged. Used by the admin's save
 * and by an approved self-registration.
 */
export const writeFaceData = async (
  ctx: TServiceContext,
  tx: TTx,
  actor: TActor,
  target: TTargetUser,
  { photoIds, videoId, faceRecognitionComplete }: { photoIds: string[]; videoId: string | null; faceRecognitionComplete: boolean },
): Promise<string[]> => {
  const current = await tx.select({ fileId: userFacePhotos.fileId }).from(userFacePhotos).where(eq(userFacePhotos.userId, target.id));
  const currentIds = new Set(current.map((c) => c.fileId));
  const removedPhotos = [...currentIds].filter((id) => !photoIds.includes(id));
  const addedPhotos = photoIds.filter((id) => !currentIds.has(id));
  if (removedPhotos.length) {
    await tx.delete(userFacePhotos).where(and(eq(userFacePhotos.userId, target.id), inArray(userFacePhotos.fileId, removedPhotos)));
  }
  if (addedPhotos.length) {
    await tx
      .insert(userFacePhotos)
      .values(
        addedPhotos.map((fileId) => ({ companyId: target.companyId, userId: target.id, fileId, position: photoIds.indexOf(fileId) })),
      );
  }
  for (const [position, fileId] of photoIds.entries()) {
    if (currentIds.has(fileId)) {
      await tx
        .update(userFacePhotos)
        .set({ position })
        .where(and(eq(userFacePhotos.userId, target.id), eq(userFacePhotos.fileId, fileId)));
    }
  }
  await tx
    .update(users)
    .set({ faceVideoFileId: videoId ?? null, faceRecognitionComplete: faceRecognitionComplete })
    .where(eq(users.id, target.id));
  // Detached files go: removed photos and a replaced video. Uploads never saved are the job 'face.abandoned-uploads'.
  const replacedVideo = target.faceVideoFileId && target.faceVideoFileId !== videoId ? [target.faceVideoFileId] : [];
  const removedKeys = await deleteFileRows(tx, [...new Set([...removedPhotos, ...replacedVideo])]);
  // New photos get their face descriptors (face-recognition subscribes: attendance's 1:1 match; photos without one
  // face are reported).
  if (addedPhotos.length) {
    await emit(
      tx,
      GUARD_FACE_PHOTOS_ADDED,
      { companyId: target.companyId, actorUserId: actor.userId, entityId: target.id },
      { guardId: target.id, photos: addedPhotos.length },
    );
  }
  await writeSystemLog(tx, actor, {
    action: 'UPDATE',
    entityType: 'face-recognition',
    entityId: target.id,
    companyId: target.companyId,
    message: { key: 'faceDataUpdated', params: { name: displayName(target) } },
    details: {
      photos: photoIds.length,
      addedPhotos: addedPhotos.length,
      removedPhotos: removedPhotos.length,
      hasVideo: Boolean(videoId),
      faceRecognitionComplete: faceRecognitionComplete,
    },
  });
  return removedKeys;
};

export const openFacePhoto = async ({ ctx, actor, userId, fileId }: TArgs & { fileId: string }) => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.companyId, target.companyId),
        eq(files.subjectId, target.id),
        eq(files.purpose, FACE_PHOTO_PURPOSE),
      ),
    )
    .limit(1);
  if (!file) throw NotFound('facePhoto');
  return openStoredFile(ctx, file);
};

export const openFaceVideo = async ({ ctx, actor, userId }: TArgs) => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  if (!target.faceVideoFileId) throw NotFound('faceVideo');
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, target.faceVideoFileId), eq(files.companyId, target.companyId)))
    .limit(1);
  if (!file) throw NotFound('faceVideo');
  return openStoredFile(ctx, file);
};
