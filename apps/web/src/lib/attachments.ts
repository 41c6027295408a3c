// Files sent with a record as one write (packages/shared/src/contracts/uploads.ts): stage the form's files, then
// create the record with their ids and the form's idempotency key. A retry of the same form re-uses the files already
// staged and the same key, so a create whose answer was lost is never written twice.
import { IDEMPOTENCY_KEY_HEADER, type TUploadTarget } from '@centinela/shared/contracts/uploads';
import * as uploadsApi from '@centinela/shared/endpoints/uploads';
import { uploadApi } from './api-client';

/** Multipart body of files under the `file` field (every upload endpoint reads that field). */
export const filesBody = (files: readonly File[]) => {
  const body = new FormData();
  for (const file of files) body.append('file', file);
  return body;
};

/** A random key per form opened (crypto.randomUUID needs a secure context; a guard's phone on the LAN may not be one). */
export const newIdempotencyKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * Stages the files not staged yet (remembered per File in `staged`, so a retry sends only what failed) and answers
 * every file's staged id, in order.
 */
export const stageFiles = async (target: TUploadTarget, files: readonly File[], staged: Map<File, string>): Promise<string[]> => {
  const missing = files.filter((f) => !staged.has(f));
  if (missing.length > 0) {
    const answer = await uploadApi(uploadsApi.stage, { query: { target }, body: filesBody(missing) });
    for (const [i, f] of answer.files.entries()) staged.set(missing[i], f.id);
  }
  return files.map((f) => staged.get(f) as string);
};
