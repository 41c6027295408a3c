// One way to attach files to a record (issue 28 "one attachments service", issue 29 "all or nothing"): a form stages
// its files (stageUploads: checked by their bytes against the target's kinds, stored, owned by the uploader), then
// the record's create claims them in its own transaction (claimStagedFiles). A refused file never leaves a record
// behind, and a record never misses a file it was sent with. Areas declare their targets (registerUploadTarget):
// the file kinds, how many, the files' purpose once attached and who may stage for it.
import type { TUploadTarget } from '@centinela/shared/contracts/uploads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import type { TActor } from '../access/actor';
import type { TServiceContext } from '../context';
import { Forbidden, NotFound, ValidationFailed } from '../errors';
import { deleteFileRows, deleteStoredObjects, type TFileRow, storeFiles } from '../storage/files.service';
import type { TFileKind } from '../storage/file-types';
import type { TReceivedUpload } from '../storage/uploads';

export type TUploadTargetSpec = {
  accept: readonly TFileKind[];
  maxFiles: number;
  /** The `files.purpose` of an attached file (the area's downloads check it). */
  purpose: string;
  /** Who may stage files for this target: whoever may create the record they are for. */
  mayStage: (actor: TActor) => boolean;
};

const targets = new Map<TUploadTarget, TUploadTargetSpec>();

/** Declared by the area that owns the record (its service module, imported by its routes). */
export const registerUploadTarget = (target: TUploadTarget, spec: TUploadTargetSpec) => {
  if (targets.has(target)) throw new Error(`upload target "${target}" is registered twice`);
  targets.set(target, spec);
};

export const uploadTargetOf = (target: TUploadTarget): TUploadTargetSpec => {
  const spec = targets.get(target);
  if (!spec) throw new Error(`upload target "${target}" is not registered`);
  return spec;
};

const stagedPurpose = (target: TUploadTarget) => `staged:${target}`;

/** Refuses an actor who may not stage for the target (before any byte is read). */
export const assertMayStage = (actor: TActor, target: TUploadTarget) => {
  if (!uploadTargetOf(target).mayStage(actor)) throw Forbidden();
};

/** Stores received files as staged for `target`, owned by the actor; answers what the form keeps. */
export const stageUploads = async (ctx: TServiceContext, actor: TActor, target: TUploadTarget, upload: TReceivedUpload) => {
  assertMayStage(actor, target);
  const rows = await storeFiles(
    { ctx, actor, companyId: actor.companyId, uploads: upload.files, purpose: stagedPurpose(target) },
    async (_tx, rows) => rows,
  );
  return { files: rows.map((f) => ({ id: f.id, originalName: f.originalName, contentType: f.contentType, size: f.size })) };
};

/** Removes a file the actor staged and has not attached (a file taken off the form before saving). */
export const discardStaged = async (ctx: TServiceContext, actor: TActor, fileId: string) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.uploadedBy, actor.userId), sql`${files.purpose} like 'staged:%'`))
      .for('update');
    if (!row) throw NotFound('file');
    return deleteFileRows(tx, [row.id]);
  });
  await deleteStoredObjects(ctx, keys);
};

/**
 * In the create's transaction: attaches the actor's staged files to the new record (its company, its purpose, its
 * id). A file that is not the actor's staged file for this target (another user's, already attached, swept) refuses
 * the whole create on the form's `field`; more than `max` (the target's, or fewer left on the record) too.
 */
export const claimStagedFiles = async (
  tx: TDbOrTx,
  actor: TActor,
  {
    target,
    fileIds,
    companyId,
    subjectId,
    field = 'attachmentIds',
    max,
  }: { target: TUploadTarget; fileIds: readonly string[]; companyId: string; subjectId: string; field?: string; max?: number },
): Promise<TFileRow[]> => {
  if (fileIds.length === 0) return [];
  const spec = uploadTargetOf(target);
  const limit = Math.min(max ?? spec.maxFiles, spec.maxFiles);
  if (fileIds.length > limit) throw ValidationFailed({ [field]: 'apiErrors:fields.tooManyFiles' }, { maxFiles: limit });
  const claimed = await tx
    .update(files)
    .set({ companyId, purpose: spec.purpose, subjectId })
    .where(and(inArray(files.id, [...fileIds]), eq(files.uploadedBy, actor.userId), eq(files.purpose, stagedPurpose(target))))
    .returning();
  if (claimed.length !== fileIds.length) {
    const missing = fileIds.filter((id) => !claimed.some((f) => f.id === id));
    throw ValidationFailed({ [field]: 'apiErrors:fields.fileNotStaged' }, { fileIds: missing });
  }
  // In the order the form listed them.
  return fileIds.map((id) => claimed.find((f) => f.id === id) as TFileRow);
};
