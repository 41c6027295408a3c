// Staged uploads (contracts/uploads.ts): files a form sends before the record they belong to exists.
import { ZIdParams } from '../contracts/common';
import { ZStagedFiles, ZUploadTargetQuery } from '../contracts/uploads';
import { defineEndpoint } from './define';

const tag = 'uploads';

export const stage = defineEndpoint({
  method: 'POST',
  path: '/api/uploads',
  tag,
  // Who may attach to the target is checked by the server's target table (e.g. incidents: who may file one).
  access: 'signed-in',
  summary: 'Stages files for a record about to be created (multipart `file` parts); answers their ids for `attachmentIds`',
  query: ZUploadTargetQuery,
  multipart: true,
  status: 201,
  response: ZStagedFiles,
  errors: [400, 403, 413, 415],
});

export const discard = defineEndpoint({
  method: 'DELETE',
  path: '/api/uploads/:id',
  tag,
  access: 'signed-in',
  summary: 'Removes a file the caller staged and has not attached yet',
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});
