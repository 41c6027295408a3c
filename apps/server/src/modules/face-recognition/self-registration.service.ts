// Face self-registration (issue 13): staff send a guard a single-use link /face-recognition/{token} by SMS and/or
// e-mail; the guard, with no sign-in, submits the guided video and face photos; an admin approves them (they become the
// guard's face data, exactly as an admin's save: writeFaceData, descriptors by the job) or rejects them.
// Only the token's SHA-256 is stored; the e-mail and SMS jobs carry the link encrypted with the secret box, and the SMS
// inbox keeps the message with the token masked.
import { createHash, randomBytes } from 'node:crypto';
import { displayName } from '@centinela/shared';
import { FACE_REGISTRATION_COMPLETED } from '@centinela/shared/events/face-recognition';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import {
  type TFaceRegistration,
  type TFaceRegistrationChannel,
  type TFaceRegistrationSubmitted,
  type TPublicFaceRegistration,
  type TSendSelfRegistration,
  faceRegistrationStatusOf,
} from '@centinela/shared/contracts/face-recognition';
import { MAX_FACE_PHOTOS } from '@centinela/shared/contracts/guard-records';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { companies, faceRegistrations, files, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { loadAccessSubject, toActor } from '../../platform/access/load-actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { deleteFileRows, deleteStoredObjects, openStoredFile, storeFiles } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { FACE_PHOTO_PURPOSE, FACE_VIDEO_PURPOSE, writeFaceData } from '../guard-records/face.service';
import { findTargetUser } from '../guard-records/target-user';
import { absoluteLink, loadSmtp, sendMail, templateFor } from '../notifications/email';
import { emit } from '../../platform/events/emit';
import { t } from '../../platform/i18n/catalog';
import { recipientLanguage } from '../notifications/texts';
import { smsProviderOf } from '../sms/providers';
import { sendSms } from '../sms/sms.service';
import { settingsOf } from './face-recognition.service';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

/** The guard's submitted files until an admin decides (approved: they become face_photo / face_video files). */
export const REGISTRATION_PURPOSE = 'face_registration';
export const SELF_REGISTRATION_EMAIL_JOB = jobName(
  'face-recognition.self-registration-email',
  z.object({ companyId: ZId, registrationId: ZId, link: z.string() }),
);

type TRow = typeof faceRegistrations.$inferSelect;
type TArgs = { ctx: TServiceContext; actor: TActor; userId: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkOf = (token: string) => `/face-recognition/${token}`;

/** Characters of a link's token the SMS inbox keeps, to tell links apart ("…/face-recognition/****Ab3x"). */
const TOKEN_SHOWN = 4;
export const maskToken = (token: string) => `****${token.slice(-TOKEN_SHOWN)}`;

const NotConfigured = (channel: TFaceRegistrationChannel, reason: 'settings' | 'recipient') =>
  new AppError(409, 'CHANNEL_NOT_CONFIGURED', { channel, reason, context: `${channel}_${reason}` });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toDto = (row: TRow, fileRows: { id: string; originalName: string; contentType: string }[]): TFaceRegistration => {
  const base = `/api/users/${row.userId}/self-registration/${row.id}/files`;
  const video = row.videoFileId ? fileRows.find((f) => f.id === row.videoFileId) : undefined;
  return {
    id: row.id,
    userId: row.userId,
    status: faceRegistrationStatusOf(row),
    channels: row.channels as TFaceRegistrationChannel[],
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    openedAt: iso(row.openedAt),
    completedAt: iso(row.completedAt),
    decidedAt: iso(row.approvedAt ?? row.rejectedAt),
    revokedAt: iso(row.revokedAt),
    // After approval the files belong to the guard's face data (the face recognition tab shows them).
    photos:
      row.approvedAt || row.rejectedAt
        ? []
        : row.photoFileIds.flatMap((id) => {
            const file = fileRows.find((f) => f.id === id);
            return file ? [{ id, url: `${base}/${id}`, name: file.originalName }] : [];
          }),
    video: video && !row.approvedAt && !row.rejectedAt ? { url: `${base}/${video.id}`, contentType: video.contentType } : null,
  };
};

const dtoOf = async (db: TDbOrTx, row: TRow) => {
  const ids = [...row.photoFileIds, ...(row.videoFileId ? [row.videoFileId] : [])];
  const fileRows = ids.length
    ? await db
        .select({ id: files.id, originalName: files.originalName, contentType: files.contentType })
        .from(files)
        .where(and(inArray(files.id, ids), eq(files.companyId, row.companyId)))
    : [];
  return toDto(row, fileRows);
};

/** The guard (company staff scope, else 404) with what the channels need. */
const guardOf = async (args: TArgs) => {
  const target = await findTargetUser({ ...args, isGuardOnly: true });
  const [extra] = await args.ctx.db
    .select({ mobile: users.mobile, phone: users.phone, language: users.language, companyLanguage: companies.defaultLanguage })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, target.id))
    .limit(1);
  return { ...target, ...extra, language: recipientLanguage(extra?.language, extra?.companyLanguage) };
};

const registrationOf = async (db: TDbOrTx, companyId: string, userId: string, registrationId: string) => {
  const [row] = await db
    .select()
    .from(faceRegistrations)
    .where(and(eq(faceRegistrations.id, registrationId), eq(faceRegistrations.userId, userId), eq(faceRegistrations.companyId, companyId)))
    .limit(1);
  if (!row) throw NotFound('selfRegistration');
  return row;
};

export const sendSelfRegistration = async ({ ctx, actor, userId, input }: TArgs & { input: TSendSelfRegistration }) => {
  const guard = await guardOf({ ctx, actor, userId });
  const channels = [...new Set(input.channels)];
  const mobile = guard.mobile?.trim() || guard.phone?.trim() || null;
  // Every chosen channel must work before anything is written.
  if (channels.includes('email')) {
    if (!(await loadSmtp(ctx, ctx.db, guard.companyId))) {
      throw NotConfigured('email', 'settings');
    }
    if (!guard.email) throw NotConfigured('email', 'recipient');
  }
  if (channels.includes('sms')) {
    const provider = await smsProviderOf(ctx, guard.companyId);
    if (!provider.line) throw NotConfigured('sms', 'settings');
    if (!mobile) throw NotConfigured('sms', 'recipient');
  }
  // A submission waiting for review is decided first (a new link would hide it from the editor).
  const [pending] = await ctx.db
    .select({ id: faceRegistrations.id })
    .from(faceRegistrations)
    .where(
      and(
        eq(faceRegistrations.userId, guard.id),
        isNotNull(faceRegistrations.completedAt),
        isNull(faceRegistrations.approvedAt),
        isNull(faceRegistrations.rejectedAt),
      ),
    )
    .limit(1);
  if (pending) {
    throw new AppError(409, 'REGISTRATION_PENDING_REVIEW', { registrationId: pending.id });
  }
  const settings = await settingsOf(ctx.db, guard.companyId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.registrationExpiryHours * 3_600_000);
  const token = randomBytes(32).toString('base64url');
  const link = absoluteLink(ctx, linkOf(token));

  const row = await ctx.db.transaction(async (tx) => {
    // One open link per guard: a new one revokes the earlier links the guard has not used yet.
    await tx
      .update(faceRegistrations)
      .set({ revokedAt: now, revokedBy: actor.userId })
      .where(
        and(
          eq(faceRegistrations.userId, guard.id),
          isNull(faceRegistrations.completedAt),
          isNull(faceRegistrations.revokedAt),
          gt(faceRegistrations.expiresAt, now),
        ),
      );
    const [inserted] = await tx
      .insert(faceRegistrations)
      .values({
        companyId: guard.companyId,
        userId: guard.id,
        tokenHash: hashToken(token),
        channels,
        expiresAt,
        createdBy: actor.userId,
      })
      .returning();
    if (channels.includes('sms') && mobile) {
      // One SMS (160 characters): the link, then the company's name when it fits.
      const textOf = (shownLink: string) => {
        const head = t(recipientLanguage(guard.language, null), 'messages:sms.selfRegistration', { link: shownLink });
        return `${head} (${guard.companyName})`.length <= 160 ? `${head} (${guard.companyName})` : head.slice(0, 160);
      };
      // The SMS module's sender (its row, log and delivery job) inside this transaction (a savepoint). The phone gets
      // the link; the inbox staff read keeps it with the token masked (the link is the guard's only key).
      await sendSms({
        ctx: { ...ctx, db: tx as unknown as TDb },
        actor,
        input: { phoneNumber: mobile, message: textOf(link) },
        inboxText: textOf(absoluteLink(ctx, linkOf(maskToken(token)))),
      });
    }
    if (channels.includes('email')) {
      await ctx.jobs.enqueue(tx, SELF_REGISTRATION_EMAIL_JOB, {
        companyId: guard.companyId,
        registrationId: inserted.id,
        link: ctx.secrets.encrypt(link),
      });
    }
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'face-recognition',
      entityId: inserted.id,
      companyId: guard.companyId,
      message: { key: 'faceRegistrationSent', params: { name: displayName(guard), channels: channels.join(', ') } },
      details: { userId: guard.id, channels, expiresAt: expiresAt.toISOString() },
    });
    return inserted;
  });
  return dtoOf(ctx.db, row);
};

const formatWhen = (date: Date, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);

/** The e-mail of a link, through the company's SMTP server and its 'self-registration' template. */
export const deliverSelfRegistrationEmail = async (
  ctx: TServiceContext,
  data: { companyId: string; registrationId: string; link: string },
) => {
  const [row] = await ctx.db
    .select({
      reg: faceRegistrations,
      user: users,
      companyName: companies.name,
      companyLanguage: companies.defaultLanguage,
      timeZone: companies.timeZone,
    })
    .from(faceRegistrations)
    .innerJoin(users, eq(users.id, faceRegistrations.userId))
    .innerJoin(companies, eq(companies.id, faceRegistrations.companyId))
    .where(and(eq(faceRegistrations.id, data.registrationId), eq(faceRegistrations.companyId, data.companyId)))
    .limit(1);
  if (!row) return 'gone';
  const status = faceRegistrationStatusOf(row.reg);
  if (status !== 'sent' && status !== 'opened') return status; // revoked or expired meanwhile: nothing to send
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('E-mail is not configured for this company');
  const language = recipientLanguage(row.user.language, row.companyLanguage);
  const template = await templateFor(ctx.db, data.companyId, 'self-registration', language);
  const values = {
    recipientName: displayName(row.user),
    companyName: row.companyName,
    link: ctx.secrets.decrypt(data.link),
    expiresAt: formatWhen(row.reg.expiresAt, language, row.timeZone),
  };
  await sendMail(smtp, {
    to: row.user.email,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    language,
  });
  return 'sent';
};

registerJob(
  SELF_REGISTRATION_EMAIL_JOB,
  async (data, { ctx, log }) => {
    const outcome = await deliverSelfRegistrationEmail(ctx, data);
    log.info(`self-registration e-mail: ${outcome}`);
  },
  { retryLimit: 4, retryDelay: 60 },
);

export const latestSelfRegistration = async (args: TArgs) => {
  const guard = await findTargetUser({ ...args, isGuardOnly: true });
  const [row] = await args.ctx.db
    .select()
    .from(faceRegistrations)
    .where(and(eq(faceRegistrations.userId, guard.id), eq(faceRegistrations.companyId, guard.companyId)))
    .orderBy(desc(faceRegistrations.createdAt))
    .limit(1);
  return { registration: row ? await dtoOf(args.ctx.db, row) : null };
};

export const revokeSelfRegistration = async ({ ctx, actor, userId, registrationId }: TArgs & { registrationId: string }) => {
  const guard = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const row = await registrationOf(ctx.db, guard.companyId, guard.id, registrationId);
  const status = faceRegistrationStatusOf(row);
  if (status !== 'sent' && status !== 'opened') throw Conflict('REGISTRATION_NOT_REVOCABLE', { status });
  const updated = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(faceRegistrations)
      .set({ revokedAt: new Date(), revokedBy: actor.userId })
      .where(and(eq(faceRegistrations.id, row.id), isNull(faceRegistrations.completedAt), isNull(faceRegistrations.revokedAt)))
      .returning();
    if (!u) throw Conflict('REGISTRATION_CHANGED_MEANWHILE');
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'face-recognition',
      entityId: row.id,
      companyId: guard.companyId,
      message: { key: 'faceRegistrationRevoked', params: { name: displayName(guard) } },
    });
    return u;
  });
  return dtoOf(ctx.db, updated);
};

export const decideSelfRegistration = async ({
  ctx,
  actor,
  userId,
  registrationId,
  decision,
}: TArgs & { registrationId: string; decision: 'approve' | 'reject' }) => {
  const guard = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const row = await registrationOf(ctx.db, guard.companyId, guard.id, registrationId);
  const status = faceRegistrationStatusOf(row);
  if (status !== 'completed') throw Conflict('REGISTRATION_NOT_COMPLETED', { status });
  const photoIds = row.photoFileIds;
  const fileIds = [...photoIds, ...(row.videoFileId ? [row.videoFileId] : [])];
  const { updated, keys } = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [u] = await tx
      .update(faceRegistrations)
      .set(decision === 'approve' ? { approvedAt: now, approvedBy: actor.userId } : { rejectedAt: now, rejectedBy: actor.userId })
      .where(and(eq(faceRegistrations.id, row.id), isNull(faceRegistrations.approvedAt), isNull(faceRegistrations.rejectedAt)))
      .returning();
    if (!u) throw Conflict('REGISTRATION_CHANGED_MEANWHILE');
    let removed: string[] = [];
    if (decision === 'approve') {
      // The submitted files become the guard's face files, then the guard's face data (the admin's save path).
      if (photoIds.length) {
        await tx
          .update(files)
          .set({ purpose: FACE_PHOTO_PURPOSE, subjectId: guard.id })
          .where(and(inArray(files.id, photoIds), eq(files.companyId, guard.companyId)));
      }
      if (row.videoFileId) {
        await tx
          .update(files)
          .set({ purpose: FACE_VIDEO_PURPOSE, subjectId: guard.id })
          .where(and(eq(files.id, row.videoFileId), eq(files.companyId, guard.companyId)));
      }
      removed = await writeFaceData(ctx, tx, actor, guard, {
        photoIds,
        videoId: row.videoFileId ?? guard.faceVideoFileId,
        faceRecognitionComplete: true,
      });
    } else {
      removed = await deleteFileRows(tx, fileIds);
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'face-recognition',
      entityId: row.id,
      companyId: guard.companyId,
      message: {
        key: decision === 'approve' ? 'faceRegistrationApproved' : 'faceRegistrationRejected',
        params: { name: displayName(guard) },
      },
      details: { userId: guard.id, photos: photoIds.length, hasVideo: Boolean(row.videoFileId) },
    });
    return { updated: u, keys: removed };
  });
  await deleteStoredObjects(ctx, keys);
  return dtoOf(ctx.db, updated);
};

export const openSelfRegistrationFile = async ({
  ctx,
  actor,
  userId,
  registrationId,
  fileId,
}: TArgs & { registrationId: string; fileId: string }) => {
  const guard = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const row = await registrationOf(ctx.db, guard.companyId, guard.id, registrationId);
  if (!row.photoFileIds.includes(fileId) && row.videoFileId !== fileId) throw NotFound('file');
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, guard.companyId), eq(files.purpose, REGISTRATION_PURPOSE)))
    .limit(1);
  if (!file) throw NotFound('file');
  return openStoredFile(ctx, file);
};

// ---- The public page (no sign-in): the token is the only key.

/** The link's row if the guard may still use it; 404 unknown, 410 used / expired / revoked. */
const usableRegistration = async (db: TDbOrTx, token: string) => {
  const [row] = await db
    .select()
    .from(faceRegistrations)
    .where(eq(faceRegistrations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw NotFound('registrationLink');
  const status = faceRegistrationStatusOf(row);
  if (status === 'revoked') throw new AppError(410, 'REGISTRATION_REVOKED');
  if (status === 'expired') throw new AppError(410, 'REGISTRATION_EXPIRED');
  if (status !== 'sent' && status !== 'opened') throw new AppError(410, 'REGISTRATION_USED');
  return row;
};

/** Refuses a link that cannot be used (before a submission's upload is read). */
export const assertUsableToken = async (db: TDbOrTx, token: string) => {
  await usableRegistration(db, token);
};

export const openFaceRegistration = async ({ ctx, token }: { ctx: TServiceContext; token: string }): Promise<TPublicFaceRegistration> => {
  const row = await usableRegistration(ctx.db, token);
  if (!row.openedAt) {
    await ctx.db
      .update(faceRegistrations)
      .set({ openedAt: new Date() })
      .where(and(eq(faceRegistrations.id, row.id), isNull(faceRegistrations.openedAt)));
  }
  const [info] = await ctx.db
    .select({ user: users, companyName: companies.name, companyLanguage: companies.defaultLanguage })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, row.userId))
    .limit(1);
  if (!info) throw NotFound('registrationLink');
  return {
    guardName: displayName(info.user),
    companyName: info.companyName,
    expiresAt: row.expiresAt.toISOString(),
    language: recipientLanguage(info.user.language, info.companyLanguage),
  };
};

/**
 * The guard's capture: 1–20 face photos (the browser sends the guided video's frames among them) and the guided video,
 * stored as pending files of the registration; the link is used from then on. Admins are notified.
 */
export const submitFaceRegistration = async ({
  ctx,
  token,
  upload,
}: {
  ctx: TServiceContext;
  token: string;
  upload: TReceivedUpload;
}): Promise<TFaceRegistrationSubmitted> => {
  const row = await usableRegistration(ctx.db, token);
  const videos = upload.files.filter((f) => f.kind === 'webm' || f.kind === 'mp4');
  const photos = upload.files.filter((f) => !videos.includes(f));
  if (videos.length !== 1) {
    throw ValidationFailed({ file: 'apiErrors:fields.faceVideoRequired' });
  }
  if (photos.length < 1 || photos.length > MAX_FACE_PHOTOS) {
    throw ValidationFailed({ file: 'apiErrors:fields.facePhotosCount' }, { max: MAX_FACE_PHOTOS });
  }
  const [guard] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!guard) throw NotFound('registrationLink');
  const actor = toActor(guard, await loadAccessSubject(ctx.db, ctx.config, guard), `face-registration:${row.id}`);
  // Photos first, the video last: the registration row tells them apart (one purpose until approval). The guard is
  // their subject, so deleting the guard deletes them too.
  const uploads = [...photos, ...videos];
  return storeFiles(
    { ctx, actor, companyId: row.companyId, uploads, purpose: REGISTRATION_PURPOSE, subjectId: row.userId },
    async (tx, rows) => {
      const photoIds = rows.slice(0, photos.length).map((r) => r.id);
      const videoId = rows[photos.length].id;
      const now = new Date();
      const [done] = await tx
        .update(faceRegistrations)
        .set({ completedAt: now, openedAt: row.openedAt ?? now, photoFileIds: photoIds, videoFileId: videoId })
        .where(
          and(
            eq(faceRegistrations.id, row.id),
            isNull(faceRegistrations.completedAt),
            isNull(faceRegistrations.revokedAt),
            gt(faceRegistrations.expiresAt, now),
          ),
        )
        .returning({ id: faceRegistrations.id });
      // A second submission racing this one: its files go with its failed transaction (storeFiles removes the bytes).
      if (!done) throw new AppError(410, 'REGISTRATION_USED');
      await writeSystemLog(tx, null, {
        action: 'UPDATE',
        entityType: 'face-recognition',
        entityId: row.id,
        companyId: row.companyId,
        userId: guard.id,
        message: { key: 'faceRegistrationCompleted', params: { name: displayName(guard) } },
        details: { photos: photoIds.length, hasVideo: true },
      });
      await emit(
        tx,
        FACE_REGISTRATION_COMPLETED,
        { companyId: row.companyId, entityId: row.id },
        { registrationId: row.id, guard: { id: guard.id, name: displayName(guard) }, requestedBy: row.createdBy, photos: photoIds.length },
      );
      return { photos: photoIds.length, hasVideo: true };
    },
  );
};
