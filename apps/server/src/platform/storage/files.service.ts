// The files service: stores uploaded bytes, records them in `files`, opens them for authorised download, removes them.
// Bytes are written before the database transaction (never hold a transaction open during an upload) and
// removed again when the transaction fails; rows are deleted in the caller's transaction and the bytes after it.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client';
import { files } from '../../db/schema';
import type { TActor } from '../access/actor';
import type { TServiceContext } from '../context';
import { claimOnce, completeOnce, type TOnce } from '../attachments/idempotency';
import { jobName, registerJob } from '../jobs/registry';
import { NotFound } from '../errors';
import { StorageObjectMissing, storageOf } from './index';
import { SPOOL_BUFFER_BYTES } from './storage';
import type { TSpooledFile } from './uploads';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

export type TFileRow = typeof files.$inferSelect;

export type TStoreFilesOptions = {
  ctx: TServiceContext;
  actor: TActor;
  /** Tenant of the files: the company of the record they belong to. */
  companyId: string;
  uploads: readonly TSpooledFile[];
  purpose: string;
  subjectId?: string | null;
  /**
   * The create is idempotent under this key (platform/attachments/idempotency.ts): a replay stores nothing and
   * answers the first record's id — `write` must answer the record's id.
   */
  once?: TOnce;
  /** First in the transaction, before the `files` rows are inserted: lock and check the record (attach.ts). */
  prepare?: (tx: TTx) => Promise<void>;
};

const keyFor = (companyId: string, purpose: string) => `${companyId}/${purpose.replace(/[^a-z0-9_-]/gi, '_')}/${randomUUID()}`;

/**
 * Stores the uploads, then runs `write` in one transaction with their new `files` rows.
 * When the transaction fails the stored bytes are removed again.
 */
export const storeFiles = async <T>(options: TStoreFilesOptions, write: (tx: TTx, rows: TFileRow[]) => Promise<T>): Promise<T> => {
  const { ctx, actor, companyId, uploads, purpose, subjectId = null } = options;
  const storage = storageOf(ctx);
  const stored: { upload: TSpooledFile; storageKey: string }[] = [];
  try {
    for (const upload of uploads) {
      const storageKey = keyFor(companyId, purpose);
      const bytes = fs.createReadStream(upload.tempPath, { highWaterMark: SPOOL_BUFFER_BYTES });
      await storage.put(storageKey, bytes, { contentType: upload.contentType, size: upload.size });
      stored.push({ upload, storageKey });
    }
    let isReplay = false;
    const result = await ctx.db.transaction(async (tx) => {
      const claim = options.once ? await claimOnce(tx, actor, options.once) : null;
      if (claim && 'replayedId' in claim) {
        isReplay = true;
        return claim.replayedId as T;
      }
      await options.prepare?.(tx);
      const rows = stored.length
        ? await tx
            .insert(files)
            .values(
              stored.map(({ upload, storageKey }) => ({
                companyId,
                storageKey,
                originalName: upload.originalName,
                contentType: upload.contentType,
                size: upload.size,
                purpose,
                subjectId,
                uploadedBy: actor.userId,
              })),
            )
            .returning()
        : [];
      const written = await write(tx, rows);
      if (claim) await completeOnce(tx, claim, written as string);
      return written;
    });
    // A replay wrote no rows: the bytes this try stored belong to nothing.
    if (isReplay)
      await deleteStoredObjects(
        ctx,
        stored.map((s) => s.storageKey),
      );
    return result;
  } catch (error) {
    await deleteStoredObjects(
      ctx,
      stored.map((s) => s.storageKey),
    );
    throw error;
  }
};

/** Opens a stored file for streaming; a row whose bytes are gone is a 404, like a missing row. */
export const openStoredFile = async (ctx: TServiceContext, file: TFileRow) => {
  try {
    const stream = await storageOf(ctx).get(file.storageKey);
    return { stream, contentType: file.contentType, size: file.size, originalName: file.originalName };
  } catch (error) {
    if (error instanceof StorageObjectMissing) throw NotFound('file');
    throw error;
  }
};

/** Deletes `files` rows in the caller's transaction; returns their storage keys for deleteStoredObjects after commit. */
export const deleteFileRows = async (tx: TDbOrTx, fileIds: readonly string[]): Promise<string[]> => {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored object whose deletion failed after its row was gone, retried with backoff until the store answers. */
export const DELETE_OBJECT_JOB = registerJob(
  jobName('storage.delete-object', z.object({ key: z.string().min(1), companyId: ZId.optional() })),
  async ({ key }, { ctx }) => {
    try {
      await storageOf(ctx).delete(key); // deleting a missing object succeeds: idempotent
    } catch (error) {
      // The log shows the reason, not the server's folders (company admins read it too).
      const code = (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name ?? 'unknown error';
      throw new Error(`Could not delete the stored file ${key} (${code})`);
    }
  },
  // retryLimit: STORAGE_DELETE_RETRIES (app.ts)
  { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 6 * 3600 },
);

/**
 * Removes stored bytes after the rows are gone (committed). A delete that fails (store unreachable, permissions)
 * becomes the job 'storage.delete-object', retried with backoff: never thrown (the rows are already gone).
 */
export const deleteStoredObjects = async (ctx: TServiceContext, keys: readonly string[]) => {
  const storage = storageOf(ctx);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const key = keys[index];
    const companyId = key.split('/')[0];
    try {
      await ctx.jobs.enqueueNow(DELETE_OBJECT_JOB, { key, ...(UUID.test(companyId) ? { companyId } : {}) });
    } catch (error) {
      console.warn('storage: could not delete an object nor queue its deletion', result.reason, error);
    }
  }
};

/**
 * Deletes every `files` row recorded for one subject (e.g. a deleted user's documents, memos and face data) in the
 * caller's transaction, after the rows that reference them are gone; returns the keys for deleteStoredObjects.
 */
export const deleteSubjectFileRows = async (tx: TDbOrTx, subjectId: string): Promise<string[]> => {
  const rows = await tx.delete(files).where(eq(files.subjectId, subjectId)).returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
};
