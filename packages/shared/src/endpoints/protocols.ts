// Endpoints of protocols (spec: /protocols). Schemas: contracts/protocols.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZProtocolAcknowledgements,
  ZProtocolCategory,
  ZProtocolCategoryInput,
  ZProtocolDetail,
  ZProtocolFileParams,
  ZProtocolFormOptions,
  ZProtocolInput,
  ZProtocolListQuery,
  ZProtocolPublishInput,
  ZProtocolRemindResult,
  ZProtocolSummary,
} from '../contracts/protocols';
import { defineEndpoint } from './define';

const tag = 'protocols';
const resource = 'protocols';
const view = { action: 'view', resource } as const;
const add = { action: 'add', resource } as const;
const edit = { action: 'edit', resource } as const;
const del = { action: 'delete', resource } as const;
const uploadErrors = [400, 404, 413, 415] as const;

// ---- categories

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/api/protocol-categories',
  tag,
  access: view,
  summary: "The company's protocol categories",
  response: z.array(ZProtocolCategory),
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/protocol-categories',
  summary: 'Adds a protocol category',
  tag,
  access: add,
  body: ZProtocolCategoryInput,
  status: 201,
  response: ZProtocolCategory,
  errors: [400, 409],
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/protocol-categories/:id',
  summary: 'Renames a protocol category',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZProtocolCategoryInput,
  response: ZProtocolCategory,
  errors: [400, 404, 409],
});

export const removeCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/protocol-categories/:id',
  tag,
  access: del,
  summary: 'Deletes a category no protocol uses (409 otherwise)',
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

// ---- protocols

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/protocols',
  tag,
  access: view,
  summary: 'Staff: every protocol of the company; guards and customer admins: the published protocols of their posts',
  query: ZProtocolListQuery,
  response: z.array(ZProtocolSummary),
});

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/protocols/form-options',
  tag,
  access: view,
  summary: 'Categories and posts for the protocol form and filters',
  response: ZProtocolFormOptions,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/protocols/:id',
  summary: 'One protocol with its documents',
  tag,
  access: view,
  params: ZIdParams,
  response: ZProtocolDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/protocols',
  tag,
  access: add,
  summary: 'Creates a draft protocol (rich text sanitised)',
  body: ZProtocolInput,
  status: 201,
  response: ZProtocolDetail,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/protocols/:id',
  tag,
  access: edit,
  summary: 'Changes the draft (title, category, body, posts); guards keep reading the published version',
  params: ZIdParams,
  body: ZProtocolInput,
  response: ZProtocolDetail,
  errors: [400, 404],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/protocols/:id',
  summary: 'Deletes a protocol',
  tag,
  access: del,
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const publish = defineEndpoint({
  method: 'POST',
  path: '/api/protocols/:id/publish',
  tag,
  access: edit,
  summary: "Publishes the draft as a new version and asks the guards of the protocol's posts to acknowledge it",
  params: ZIdParams,
  body: ZProtocolPublishInput,
  response: ZProtocolDetail,
  errors: [400, 404],
});

export const acknowledge = defineEndpoint({
  method: 'POST',
  path: '/api/protocols/:id/acknowledge',
  tag,
  access: view,
  summary: 'The signed-in guard has read the current version (idempotent)',
  params: ZIdParams,
  response: ZProtocolDetail,
  errors: [404, 409],
});

export const acknowledgements = defineEndpoint({
  method: 'GET',
  path: '/api/protocols/:id/acknowledgements',
  tag,
  access: edit,
  summary: 'The guards asked to acknowledge the current version, with when they did (null: not yet)',
  params: ZIdParams,
  response: ZProtocolAcknowledgements,
  errors: [404],
});

export const remind = defineEndpoint({
  method: 'POST',
  path: '/api/protocols/:id/remind',
  tag,
  access: edit,
  summary: 'Notifies the guards who have not acknowledged the current version yet',
  params: ZIdParams,
  response: ZProtocolRemindResult,
  errors: [404, 409],
});

export const uploadDocuments = defineEndpoint({
  method: 'POST',
  path: '/api/protocols/:id/documents',
  tag,
  access: edit,
  summary: 'Adds supporting documents (multipart: files; PDF, Word, PNG, JPEG)',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZProtocolDetail,
  errors: uploadErrors,
});

export const removeDocument = defineEndpoint({
  method: 'DELETE',
  path: '/api/protocols/:id/documents/:fileId',
  summary: 'Deletes a document of a protocol',
  tag,
  access: edit,
  params: ZProtocolFileParams,
  response: ZProtocolDetail,
  errors: [404],
});

export const file = defineEndpoint({
  method: 'GET',
  path: '/api/protocols/:id/documents/:fileId',
  tag,
  access: view,
  summary: 'The bytes of a supporting document',
  params: ZProtocolFileParams,
  kind: 'file',
  errors: [404],
});
