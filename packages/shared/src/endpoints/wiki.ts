// Endpoints of the wiki (spec: /wiki). Schemas: contracts/wiki.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZWikiFileParams,
  ZWikiListQuery,
  ZWikiMoveInput,
  ZWikiPage,
  ZWikiPageInput,
  ZWikiPageSummary,
  ZWikiPageUpdate,
  ZWikiRevision,
  ZWikiRevisionParams,
} from '../contracts/wiki';
import { defineEndpoint } from './define';

const tag = 'wiki';
const resource = 'wiki';
const view = { action: 'view', resource } as const;
const edit = { action: 'edit', resource } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/wiki/pages',
  tag,
  access: view,
  summary: 'The pages the actor may see (the tree); with search, the pages whose title or text has every word (accents ignored)',
  query: ZWikiListQuery,
  response: z.array(ZWikiPageSummary),
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/wiki/pages/:id',
  summary: 'One wiki page',
  tag,
  access: view,
  params: ZIdParams,
  response: ZWikiPage,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/wiki/pages',
  summary: 'Creates a wiki page',
  tag,
  access: { action: 'add', resource },
  body: ZWikiPageInput,
  status: 201,
  response: ZWikiPage,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/wiki/pages/:id',
  tag,
  access: edit,
  summary: 'Saves the page as a new revision (rich text sanitised)',
  params: ZIdParams,
  body: ZWikiPageUpdate,
  response: ZWikiPage,
  errors: [400, 404],
});

export const move = defineEndpoint({
  method: 'POST',
  path: '/api/wiki/pages/:id/move',
  tag,
  access: edit,
  summary: 'Moves the page under another parent (or to the top) at a position; never under itself',
  params: ZIdParams,
  body: ZWikiMoveInput,
  response: ZWikiPage,
  errors: [400, 404],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/wiki/pages/:id',
  tag,
  access: { action: 'delete', resource },
  summary: 'Deletes a page without children (409 otherwise)',
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

export const revisions = defineEndpoint({
  method: 'GET',
  path: '/api/wiki/pages/:id/revisions',
  tag,
  access: view,
  summary: "The page's history, newest first",
  params: ZIdParams,
  response: z.array(ZWikiRevision),
  errors: [404],
});

export const restore = defineEndpoint({
  method: 'POST',
  path: '/api/wiki/pages/:id/revisions/:revision/restore',
  tag,
  access: edit,
  summary: 'Makes an old revision the current text again (as a new revision)',
  params: ZWikiRevisionParams,
  response: ZWikiPage,
  errors: [404],
});

export const uploadAttachments = defineEndpoint({
  method: 'POST',
  path: '/api/wiki/pages/:id/attachments',
  tag,
  access: edit,
  summary: 'Adds attachments (multipart: file; PDF, Word, PNG, JPEG)',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZWikiPage,
  errors: [400, 404, 413, 415],
});

export const removeAttachment = defineEndpoint({
  method: 'DELETE',
  path: '/api/wiki/pages/:id/attachments/:fileId',
  summary: 'Deletes an attachment of a wiki page',
  tag,
  access: edit,
  params: ZWikiFileParams,
  response: ZWikiPage,
  errors: [404],
});

export const attachment = defineEndpoint({
  method: 'GET',
  path: '/api/wiki/pages/:id/attachments/:fileId',
  summary: 'One attachment of a wiki page',
  tag,
  access: view,
  params: ZWikiFileParams,
  kind: 'file',
  errors: [404],
});
