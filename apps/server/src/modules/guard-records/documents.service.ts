// Documents and memos of a guard: stored files with a name (and expiry, or a reason), listed, downloaded, deleted.
import { todayIn } from '@centinela/shared';
import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type TExpiryStatus,
  type TUserDocument,
  type TUserMemo,
  ZUploadDocumentFields,
  ZUploadMemoFields,
} from '@centinela/shared/contracts/guard-records';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { files, userDocuments, userMemos, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { attachFiles } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import { displayName } from '@centinela/shared';
import { notifyDocumentExpiry } from '../notifications/document-expiry';
import { assertDocumentTypeOf } from './document-types.service';
import { findTargetUser } from './target-user';
import { parseUploadFields } from '../../platform/storage/uploads';

type TArgs = { ctx: TServiceContext; actor: TActor; userId: string };

const uploader = alias(users, 'uploader');

const DAY_MS = 86_400_000;

/** Expiry against the company's today: expired before today, expiring within 30 days (today included). */
export const expiryOf = (expiryDate: string | null, today: string): { expiryStatus: TExpiryStatus; daysUntilExpiry: number | null } => {
  if (!expiryDate) return { expiryStatus: 'none', daysUntilExpiry: null };
  const days = Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (days < 0) return { expiryStatus: 'expired', daysUntilExpiry: days };
  if (days <= DOCUMENT_EXPIRY_WARNING_DAYS) return { expiryStatus: 'expiring', daysUntilExpiry: days };
  return { expiryStatus: 'valid', daysUntilExpiry: days };
};

const fileOf = (f: { id: string; originalName: string; contentType: string; size: number }) => ({
  id: f.id,
  originalName: f.originalName,
  contentType: f.contentType,
  size: f.size,
});

// ---- documents -------------------------------------------------------------------------------

const documentColumns = {
  doc: userDocuments,
  file: { id: files.id, originalName: files.originalName, contentType: files.contentType, size: files.size },
  uploader: { id: uploader.id, name: uploader.name, lastName: uploader.lastName, email: uploader.email },
};

type TDocumentRow = {
  doc: typeof userDocuments.$inferSelect;
  file: { id: string; originalName: string; contentType: string; size: number };
  uploader: { id: string; name: string | null; lastName: string | null; email: string } | null;
};

const toDocument = (row: TDocumentRow, today: string): TUserDocument => ({
  id: row.doc.id,
  userId: row.doc.userId,
  name: row.doc.name,
  file: fileOf(row.file),
  expiryDate: row.doc.expiryDate,
  documentTypeId: row.doc.documentTypeId,
  ...expiryOf(row.doc.expiryDate, today),
  uploadedAt: row.doc.uploadedAt.toISOString(),
  uploadedBy: row.uploader ? { id: row.uploader.id, name: displayName(row.uploader) } : null,
  downloadUrl: `/api/users/${row.doc.userId}/documents/${row.doc.id}/file`,
});

const selectDocuments = (ctx: TServiceContext) =>
  ctx.db
    .select(documentColumns)
    .from(userDocuments)
    .innerJoin(files, eq(files.id, userDocuments.fileId))
    .leftJoin(uploader, eq(uploader.id, userDocuments.uploadedBy));

export const listDocuments = async ({ ctx, actor, userId }: TArgs): Promise<TUserDocument[]> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const rows = await selectDocuments(ctx)
    .where(and(eq(userDocuments.userId, target.id), eq(userDocuments.companyId, target.companyId)))
    .orderBy(desc(userDocuments.uploadedAt));
  const today = todayIn(target.timeZone);
  return rows.map((row) => toDocument(row, today));
};

export const uploadDocument = async ({
  ctx,
  actor,
  userId,
  upload,
  idempotencyKey = null,
}: TArgs & { upload: TReceivedUpload; idempotencyKey?: string | null }): Promise<TUserDocument> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  // uploadedBy from the form is ignored on purpose: the uploader is the signed-in actor.
  const input = parseUploadFields(ZUploadDocumentFields, upload.fields);
  const documentId = await attachFiles({
    ctx,
    actor,
    record: { companyId: target.companyId, subjectId: target.id, purpose: 'document' },
    uploads: upload.files,
    once: { scope: 'guard-records.document', key: idempotencyKey },
    link: async (tx, [file]) => {
      const [doc] = await tx
        .insert(userDocuments)
        .values({
          companyId: target.companyId,
          userId: target.id,
          name: input.name,
          fileId: file.id,
          expiryDate: input.expiryDate,
          documentTypeId: input.documentTypeId,
          uploadedBy: actor.userId,
        })
        .returning({ id: userDocuments.id });
      if (input.documentTypeId) await assertDocumentTypeOf(tx, target.companyId, input.documentTypeId);
      // Saved already inside a threshold (or expired): notified now, in this transaction — not at the next daily run.
      await notifyDocumentExpiry(tx, { companyId: target.companyId, documentId: doc.id, today: todayIn(target.timeZone) });
      return doc.id;
    },
    log: ([file], docId) => ({
      action: 'CREATE',
      entityType: 'user-documents',
      entityId: docId,
      companyId: target.companyId,
      message: { key: 'documentUploaded', params: { document: input.name, name: displayName(target) } },
      details: { userId: target.id, fileId: file.id, expiryDate: input.expiryDate },
    }),
  });
  const [row] = await selectDocuments(ctx).where(eq(userDocuments.id, documentId));
  return toDocument(row, todayIn(target.timeZone));
};

const findDocument = async ({ ctx, actor, userId, documentId }: TArgs & { documentId: string }) => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const [row] = await ctx.db
    .select({ doc: userDocuments, file: files })
    .from(userDocuments)
    .innerJoin(files, eq(files.id, userDocuments.fileId))
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.userId, target.id), eq(userDocuments.companyId, target.companyId)))
    .limit(1);
  if (!row) throw NotFound('document');
  return { target, ...row };
};

export const openDocumentFile = async (args: TArgs & { documentId: string }) => {
  const { file } = await findDocument(args);
  return openStoredFile(args.ctx, file);
};

export const deleteDocument = async (args: TArgs & { documentId: string }) => {
  const { ctx, actor } = args;
  const { target, doc } = await findDocument(args);
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.delete(userDocuments).where(eq(userDocuments.id, doc.id));
    const removed = await deleteFileRows(tx, [doc.fileId]);
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'user-documents',
      entityId: doc.id,
      companyId: target.companyId,
      message: { key: 'documentDeleted', params: { document: doc.name, name: displayName(target) } },
      details: { userId: target.id },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};

// ---- memos -----------------------------------------------------------------------------------

type TMemoRow = {
  memo: typeof userMemos.$inferSelect;
  file: { id: string; originalName: string; contentType: string; size: number };
  uploader: { id: string; name: string | null; lastName: string | null; email: string } | null;
};

const toMemo = (row: TMemoRow): TUserMemo => ({
  id: row.memo.id,
  userId: row.memo.userId,
  name: row.memo.name,
  reason: row.memo.reason,
  file: fileOf(row.file),
  uploadedAt: row.memo.uploadedAt.toISOString(),
  uploadedBy: row.uploader ? { id: row.uploader.id, name: displayName(row.uploader) } : null,
  downloadUrl: `/api/users/${row.memo.userId}/memos/${row.memo.id}/file`,
});

const selectMemos = (ctx: TServiceContext) =>
  ctx.db
    .select({ memo: userMemos, file: documentColumns.file, uploader: documentColumns.uploader })
    .from(userMemos)
    .innerJoin(files, eq(files.id, userMemos.fileId))
    .leftJoin(uploader, eq(uploader.id, userMemos.uploadedBy));

export const listMemos = async ({ ctx, actor, userId }: TArgs): Promise<TUserMemo[]> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const rows = await selectMemos(ctx)
    .where(and(eq(userMemos.userId, target.id), eq(userMemos.companyId, target.companyId)))
    .orderBy(desc(userMemos.uploadedAt));
  return rows.map(toMemo);
};

export const uploadMemo = async ({
  ctx,
  actor,
  userId,
  upload,
  idempotencyKey = null,
}: TArgs & { upload: TReceivedUpload; idempotencyKey?: string | null }): Promise<TUserMemo> => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const input = parseUploadFields(ZUploadMemoFields, upload.fields);
  const memoId = await attachFiles({
    ctx,
    actor,
    record: { companyId: target.companyId, subjectId: target.id, purpose: 'memo' },
    uploads: upload.files,
    once: { scope: 'guard-records.memo', key: idempotencyKey },
    link: async (tx, [file]) => {
      const [memo] = await tx
        .insert(userMemos)
        .values({
          companyId: target.companyId,
          userId: target.id,
          name: input.name,
          reason: input.reason,
          fileId: file.id,
          uploadedBy: actor.userId,
        })
        .returning({ id: userMemos.id });
      return memo.id;
    },
    log: ([file], id) => ({
      action: 'CREATE',
      entityType: 'user-memos',
      entityId: id,
      companyId: target.companyId,
      message: { key: 'memoUploaded', params: { document: input.name, name: displayName(target) } },
      details: { userId: target.id, fileId: file.id },
    }),
  });
  const [row] = await selectMemos(ctx).where(eq(userMemos.id, memoId));
  return toMemo(row);
};

const findMemo = async ({ ctx, actor, userId, memoId }: TArgs & { memoId: string }) => {
  const target = await findTargetUser({ ctx, actor, userId, isGuardOnly: true });
  const [row] = await ctx.db
    .select({ memo: userMemos, file: files })
    .from(userMemos)
    .innerJoin(files, eq(files.id, userMemos.fileId))
    .where(and(eq(userMemos.id, memoId), eq(userMemos.userId, target.id), eq(userMemos.companyId, target.companyId)))
    .limit(1);
  if (!row) throw NotFound('memo');
  return { target, ...row };
};

export const openMemoFile = async (args: TArgs & { memoId: string }) => {
  const { file } = await findMemo(args);
  return openStoredFile(args.ctx, file);
};

export const deleteMemo = async (args: TArgs & { memoId: string }) => {
  const { ctx, actor } = args;
  const { target, memo } = await findMemo(args);
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.delete(userMemos).where(eq(userMemos.id, memo.id));
    const removed = await deleteFileRows(tx, [memo.fileId]);
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'user-memos',
      entityId: memo.id,
      companyId: target.companyId,
      message: { key: 'memoDeleted', params: { document: memo.name, name: displayName(target) } },
      details: { userId: target.id },
    });
    return removed;
  });
  await deleteStoredObjects(ctx, keys);
};
