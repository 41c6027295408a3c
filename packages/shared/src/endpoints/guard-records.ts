// Endpoints of a guard's records in the user editor (spec section 7): documents, memos, banned posts, face data.
// Schemas: contracts/guard-records.ts. Uploads are multipart (the server reads the parts); file routes stream a file.
import { z } from 'zod';
import {
  ZBannablePost,
  ZBannedPosts,
  ZFaceRecognition,
  ZFaceUploadResult,
  ZUpdateBannedPosts,
  ZUpdateFaceRecognition,
  ZUserDocument,
  ZUserDocumentParams,
  ZUserFileParams,
  ZUserMemo,
  ZUserMemoParams,
  ZUserParams,
  ZCreateDocumentType,
  ZDocumentType,
  ZUpdateDocumentType,
} from '../contracts/guard-records';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';

const tag = 'guard-records';
/** Platform admins name the company; everyone else works in their own. */
const ZCompanyScopedQuery = z.object({ companyId: z.uuid().optional() });
const view = { action: 'view', resource: 'users' } as const;
const edit = { action: 'edit', resource: 'users' } as const;
const uploadErrors = [400, 404, 413, 415] as const;

// ---- documents

export const documents = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/documents',
  summary: "A guard's documents (license, certificates) with their expiry dates",
  tag,
  access: view,
  params: ZUserParams,
  response: z.array(ZUserDocument),
  errors: [404],
});

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/upload-document',
  tag,
  access: edit,
  summary: 'Uploads a document (multipart: file, name, expiryDate)',
  params: ZUserParams,
  multipart: true,
  status: 201,
  response: ZUserDocument,
  errors: uploadErrors,
});

export const documentFile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/documents/:docId/file',
  summary: "The file of one of a guard's documents",
  tag,
  access: view,
  params: ZUserDocumentParams,
  kind: 'file',
  errors: [404],
});

export const removeDocument = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/documents/:docId',
  summary: "Deletes one of a guard's documents",
  tag,
  access: edit,
  params: ZUserDocumentParams,
  kind: 'empty',
  errors: [404],
});

// ---- memos

export const memos = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/memos',
  summary: 'The memos written about a guard',
  tag,
  access: view,
  params: ZUserParams,
  response: z.array(ZUserMemo),
  errors: [404],
});

export const uploadMemo = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/upload-memo',
  tag,
  access: edit,
  summary: 'Uploads a memo (multipart: file, name, reason)',
  params: ZUserParams,
  multipart: true,
  status: 201,
  response: ZUserMemo,
  errors: uploadErrors,
});

export const memoFile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/memos/:memoId/file',
  summary: 'The attachment of a memo',
  tag,
  access: view,
  params: ZUserMemoParams,
  kind: 'file',
  errors: [404],
});

export const removeMemo = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/memos/:memoId',
  summary: 'Deletes a memo',
  tag,
  access: edit,
  params: ZUserMemoParams,
  kind: 'empty',
  errors: [404],
});

// ---- banned posts

export const bannedPosts = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/banned-posts',
  summary: 'The posts a guard may not be assigned to',
  tag,
  access: view,
  params: ZUserParams,
  response: ZBannedPosts,
  errors: [404],
});

export const bannablePosts = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/banned-posts/options',
  tag,
  access: view,
  summary: 'The posts the guard may be banned from',
  params: ZUserParams,
  response: z.array(ZBannablePost),
  errors: [404],
});

export const updateBannedPosts = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/banned-posts',
  tag,
  access: edit,
  summary: 'Replaces the list of posts the guard is banned from',
  params: ZUserParams,
  body: ZUpdateBannedPosts,
  response: ZBannedPosts,
  errors: [400, 404],
});

// ---- face data

export const faceRecognition = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/face-recognition',
  summary: "A guard's face registration: photos, video and status",
  tag,
  access: view,
  params: ZUserParams,
  response: ZFaceRecognition,
  errors: [404],
});

export const updateFaceRecognition = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/:id/face-recognition',
  tag,
  access: edit,
  summary: 'Keeps the listed face photos and video (uploaded before) and the completion flag',
  params: ZUserParams,
  body: ZUpdateFaceRecognition,
  response: ZFaceRecognition,
  errors: [400, 404],
});

export const uploadFacePhotos = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/face-photos',
  tag,
  access: edit,
  summary: 'Stores face photos (multipart: images), not yet attached',
  params: ZUserParams,
  multipart: true,
  status: 201,
  response: ZFaceUploadResult,
  errors: uploadErrors,
});

export const uploadFaceVideo = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/face-video',
  tag,
  access: edit,
  summary: 'Stores the face video (multipart: one video), not yet attached',
  params: ZUserParams,
  multipart: true,
  status: 201,
  response: ZFaceUploadResult,
  errors: uploadErrors,
});

export const facePhotoFile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/face-photos/:fileId/file',
  summary: "One of a guard's registered face photos (JPEG)",
  tag,
  access: view,
  params: ZUserFileParams,
  kind: 'file',
  errors: [404],
});

export const faceVideoFile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/face-video/file',
  summary: "A guard's registration video",
  tag,
  access: view,
  params: ZUserParams,
  kind: 'file',
  errors: [404],
});

// ---- document types (issue 20) ----

export const documentTypes = defineEndpoint({
  method: 'GET',
  path: '/api/document-types',
  tag,
  access: {
    anyOf: [
      { action: 'view', resource: 'users' },
      { action: 'view', resource: 'settings' },
    ],
  },
  summary: "The company's document types (required for duty or not)",
  query: ZCompanyScopedQuery,
  response: z.array(ZDocumentType),
});

export const createDocumentType = defineEndpoint({
  method: 'POST',
  path: '/api/document-types',
  summary: 'Adds a document type (e.g. a license)',
  tag,
  access: { action: 'edit', resource: 'settings' },
  query: ZCompanyScopedQuery,
  body: ZCreateDocumentType,
  status: 201,
  response: ZDocumentType,
  errors: [400, 409],
});

export const updateDocumentType = defineEndpoint({
  method: 'PUT',
  path: '/api/document-types/:id',
  summary: 'Changes a document type',
  tag,
  access: { action: 'edit', resource: 'settings' },
  params: ZIdParams,
  body: ZUpdateDocumentType,
  response: ZDocumentType,
  errors: [400, 404, 409],
});
