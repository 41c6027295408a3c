// Files attached to a record as one write with it (issue 29, "all or nothing"; issue 28, "one attachments service").
// A form stages its files first (POST /api/uploads?target=…: checked, stored, owned by the uploader, not yet anyone's
// attachment), then creates the record with their ids (`attachmentIds`): the record and its attachments are written in
// one transaction, or neither is. A retry carries the same `Idempotency-Key` header and answers the record the first
// try created, never a second one. Staged files nobody claims are removed after STAGED_FILE_TTL_HOURS.
import { z } from 'zod';
import { ZId } from './common';

/** What a staged file will be attached to; each target has its own file kinds and count (the server's table). */
export const UPLOAD_TARGETS = ['incident', 'novelty'] as const;
export type TUploadTarget = (typeof UPLOAD_TARGETS)[number];

/** The header a create carries so a retry never writes twice (one key per form opened). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Keys are opaque to the server: a UUID from the browser, or any client's 8–100 safe characters. */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);

export const STAGED_FILE_TTL_HOURS = 24;

export const ZUploadTargetQuery = z.object({ target: z.enum(UPLOAD_TARGETS) });

export const ZStagedFile = z.object({
  id: ZId,
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TStagedFile = z.infer<typeof ZStagedFile>;
export const ZStagedFiles = z.object({ files: z.array(ZStagedFile) });
export type TStagedFiles = z.infer<typeof ZStagedFiles>;

/** The staged files a create attaches (unique ids; the target's count is checked by the server). */
export const ZAttachmentIds = z
  .array(ZId)
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Duplicate file.' });
