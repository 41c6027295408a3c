// Face recognition (issue 13): the company's settings, the descriptor job run when a guard's face data is saved, and
// the 1:1 match of a captured face against the guard's enrolled descriptors.
import { DEFAULT_FACE_RECOGNITION_SETTINGS, type TFaceRecognitionSettings } from '@centinela/shared/contracts/face-recognition';
import type { TChallengeKind } from '@centinela/shared/rules/face-liveness';
import { displayName } from '@centinela/shared';
import { FACE_PHOTOS_UNUSABLE } from '@centinela/shared/events/face-recognition';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { faceRecognitionSettings, files, userFacePhotos, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { storageOf } from '../../platform/storage';
import { emit } from '../../platform/events/emit';
import { analyzeJpeg, bestSimilarityOf, FACE_MODEL_VERSION } from './face-engine';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

export const settingsOf = async (db: TDbOrTx, companyId: string): Promise<TFaceRecognitionSettings> => {
  const [row] = await db.select().from(faceRecognitionSettings).where(eq(faceRecognitionSettings.companyId, companyId)).limit(1);
  if (!row) return { ...DEFAULT_FACE_RECOGNITION_SETTINGS };
  return {
    matchThreshold: Math.round(row.matchThreshold * 1000) / 1000,
    graceBeforeMinutes: row.graceBeforeMinutes,
    graceAfterMinutes: row.graceAfterMinutes,
    allowUnscheduled: row.allowUnscheduled,
    challengeKind: row.challengeKind as TChallengeKind,
    registrationExpiryHours: row.registrationExpiryHours,
    antiSpoofThreshold: Math.round(row.antiSpoofThreshold * 1000) / 1000,
  };
};

export const getSettings = ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }) => settingsOf(ctx.db, actor.companyId);

export const updateSettings = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: TFaceRecognitionSettings }) => {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(faceRecognitionSettings)
      .values({ companyId: actor.companyId, ...input })
      .onConflictDoUpdate({ target: faceRecognitionSettings.companyId, set: { ...input, updatedAt: new Date() } });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'face-recognition',
      entityId: actor.companyId,
      message: { key: 'faceRecognitionSettingsUpdated', params: {} },
      details: { ...input },
    });
  });
  return settingsOf(ctx.db, actor.companyId);
};

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};

export const DESCRIPTORS_JOB = jobName(
  'face-recognition.descriptors',
  z.object({ companyId: ZId, userId: ZId, actorId: ZId.nullable().optional() }),
);

/**
 * Computes the descriptors of a guard's face photos that have none from the current model (new photos, or photos of an
 * older model). A photo without exactly one face keeps no descriptor and is reported to the admin who saved the data
 * ('face-recognition.photos-unusable', face-recognition.subscribers.ts).
 * Idempotent: photos already described by this model are skipped.
 */
export const computeDescriptors = async (ctx: TServiceContext, data: { companyId: string; userId: string; actorId?: string | null }) => {
  const photos = await ctx.db
    .select({ id: userFacePhotos.id, file: files })
    .from(userFacePhotos)
    .innerJoin(files, eq(files.id, userFacePhotos.fileId))
    .where(
      and(
        eq(userFacePhotos.userId, data.userId),
        eq(userFacePhotos.companyId, data.companyId),
        or(isNull(userFacePhotos.descriptorModel), ne(userFacePhotos.descriptorModel, FACE_MODEL_VERSION)),
      ),
    );
  const unusable: string[] = [];
  for (const photo of photos) {
    let faces: Awaited<ReturnType<typeof analyzeJpeg>> = [];
    try {
      faces =
        photo.file.contentType === 'image/jpeg' ? await analyzeJpeg(await readAll(await storageOf(ctx).get(photo.file.storageKey))) : [];
    } catch {
      faces = [];
    }
    const described = faces.filter((f) => f.descriptor.length);
    const isUsable = faces.length === 1 && described.length === 1;
    if (!isUsable) unusable.push(photo.file.originalName);
    await ctx.db
      .update(userFacePhotos)
      .set({ descriptor: isUsable ? described[0].descriptor : null, descriptorModel: FACE_MODEL_VERSION, faceCount: faces.length })
      .where(eq(userFacePhotos.id, photo.id));
  }
  if (unusable.length && data.actorId) {
    const [guard] = await ctx.db.select().from(users).where(eq(users.id, data.userId)).limit(1);
    await emit(
      ctx.db,
      FACE_PHOTOS_UNUSABLE,
      { companyId: data.companyId, entityId: data.userId },
      { guard: { id: data.userId, name: guard ? displayName(guard) : '' }, photos: unusable, savedBy: data.actorId },
    );
  }
  return { described: photos.length - unusable.length, unusable };
};

registerJob(
  DESCRIPTORS_JOB,
  async (data, { ctx, log }) => {
    const { described, unusable } = await computeDescriptors(ctx, data);
    log.info(`face descriptors: ${described} photo(s) described, ${unusable.length} without exactly one face`);
  },
  { retryLimit: 2 },
);

/** The guard's enrolled descriptors of the current model (photos with exactly one face). */
export const enrolledDescriptorsOf = async (db: TDbOrTx, userId: string) => {
  const rows = await db
    .select({ descriptor: userFacePhotos.descriptor })
    .from(userFacePhotos)
    .where(and(eq(userFacePhotos.userId, userId), eq(userFacePhotos.descriptorModel, FACE_MODEL_VERSION), eq(userFacePhotos.faceCount, 1)));
  return rows.map((r) => r.descriptor).filter((d): d is number[] => Array.isArray(d) && d.length > 0);
};

/** Best similarity (0…1) of a face to any enrolled descriptor. */
export const bestSimilarity = (enrolled: number[][], descriptor: number[]) => bestSimilarityOf(enrolled, descriptor);
