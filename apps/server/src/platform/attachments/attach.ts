// Files added to a saved record (issue 28 "one attachments service"): every area's "upload files to this record" and
// "replace this record's logo/photo" go through here. attachFiles stores the uploads, counts them against the record's
// limit under a lock (two uploads at once cannot both pass it), links them in the area's way, writes the system-log
// entry and commits it all at once; replaceFile swaps a record's single file. The area keeps its own rules (who may,
// which kinds, its 404/403/409): it checks them before calling and again in `recheck`, under the lock.
// Files sent WITH a new record are staged and claimed instead (attachments.ts, decision 0025).
import { sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client';
import type { TActor } from '../access/actor';
import { type TLogEntry, writeSystemLog } from '../audit/system-log';
import type { TServiceContext } from '../context';
import type { TOnce } from './idempotency';
import { deleteFileRows, deleteStoredObjects, type TFileRow, storeFiles } from '../storage/files.service';
import { TooLarge, type TSpooledFile } from '../storage/uploads';

/** The record the files belong to: its tenant, its id (the files' subject) and the files' purpose. */
export type TAttachRecord = { companyId: string; subjectId: string; purpose: string };

export type TAttachLimit = {
  max: number;
  /** The files already counted against the limit (read before storing, and again in the transaction under the lock). */
  count: (db: TDbOrTx) => Promise<number>;
  /** The area's refusal (its error code and details) when `existing + adding` would pass `max`. */
  refuse: (existing: number, adding: number) => Error;
  /** What the limit is counted on when not the record itself (e.g. one inspection of a vehicle). */
  key?: string;
};

export type TAttachOptions<T> = {
  ctx: TServiceContext;
  actor: TActor;
  record: TAttachRecord;
  uploads: readonly TSpooledFile[];
  limit?: TAttachLimit;
  /** A per-area byte limit below the upload limit (e.g. chat voice notes): a larger file is a 413. */
  maxBytes?: number;
  /** The create is idempotent under this key: `link` must answer the new record's id (files.service.ts storeFiles). */
  once?: TOnce;
  /** First in the transaction: lock the record and check again what may have changed since it was read (gone, sealed). */
  recheck?: (tx: TTx) => Promise<unknown>;
  /** Links the new `files` rows to the record (its join table, its audit trail); answers what attachFiles answers. */
  link?: (tx: TTx, rows: TFileRow[]) => Promise<T>;
  /** The system-log entry (or entries) of the change; none for records that only announce an event (chat). */
  log?: (rows: TFileRow[], linked: T) => TLogEntry | TLogEntry[];
};

const assertSizes = (uploads: readonly TSpooledFile[], maxBytes: number | undefined) => {
  if (maxBytes !== undefined && uploads.some((upload) => upload.size > maxBytes)) throw TooLarge(maxBytes);
};

/** Serialises the uploads counted against one limit until the transaction ends (whatever the area locks besides). */
const lockLimit = async (tx: TTx, record: TAttachRecord, limit: TAttachLimit) => {
  const key = `attach:${record.purpose}:${limit.key ?? record.subjectId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
};

const assertRoom = async (db: TDbOrTx, limit: TAttachLimit, adding: number) => {
  const existing = await limit.count(db);
  if (existing + adding > limit.max) throw limit.refuse(existing, adding);
};

/**
 * Adds the uploads to a saved record: refused early when the limit is already passed (nothing stored), then stored,
 * counted again under the lock, linked and logged in one transaction. Any refusal or failure leaves no `files` row
 * and no bytes. Answers what `link` answered.
 */
export const attachFiles = async <T = undefined>(options: TAttachOptions<T>): Promise<T> => {
  const { ctx, actor, record, uploads, limit } = options;
  assertSizes(uploads, options.maxBytes);
  if (limit) await assertRoom(ctx.db, limit, uploads.length);
  return storeFiles(
    {
      ctx,
      actor,
      companyId: record.companyId,
      uploads,
      purpose: record.purpose,
      subjectId: record.subjectId,
      once: options.once,
      prepare: async (tx) => {
        if (limit) await lockLimit(tx, record, limit);
        await options.recheck?.(tx);
        if (limit) await assertRoom(tx, limit, uploads.length);
      },
    },
    async (tx, rows) => {
      const linked = (await options.link?.(tx, rows)) as T;
      const entries = options.log?.(rows, linked) ?? [];
      for (const entry of Array.isArray(entries) ? entries : [entries]) await writeSystemLog(tx, actor, entry);
      return linked;
    },
  );
};

export type TReplaceOptions<T> = {
  ctx: TServiceContext;
  actor: TActor;
  record: TAttachRecord;
  upload: TSpooledFile;
  maxBytes?: number;
  /** In the transaction: locks the record and answers its current file (null when it has none). */
  current: (tx: TTx) => Promise<string | null>;
  /** Points the record at the new file; answers what replaceFile answers. */
  point: (tx: TTx, file: TFileRow) => Promise<T>;
  log: TLogEntry;
};

/**
 * Replaces a record's single file (a company's logo, a user's photo): stores the new one, points the record at it,
 * deletes the old one's row and writes the log in one transaction; the old bytes go once it is committed.
 */
export const replaceFile = async <T>(options: TReplaceOptions<T>): Promise<T> => {
  const { ctx, actor, record, upload } = options;
  assertSizes([upload], options.maxBytes);
  const { result, oldKeys } = await storeFiles(
    { ctx, actor, companyId: record.companyId, uploads: [upload], purpose: record.purpose, subjectId: record.subjectId },
    async (tx, [file]) => {
      const previous = await options.current(tx);
      const pointed = await options.point(tx, file);
      const keys = await deleteFileRows(tx, previous ? [previous] : []);
      await writeSystemLog(tx, actor, options.log);
      return { result: pointed, oldKeys: keys };
    },
  );
  await deleteStoredObjects(ctx, oldKeys);
  return result;
};
