// Routes of a guard's records (spec section 7): documents, memos, banned posts, face data. Thin: parse, authorise, call.
import {
  ZBannablePost,
  ZBannedPosts,
  ZFaceRecognition,
  ZFaceUploadResult,
  ZUpdateBannedPosts,
  ZUpdateFaceRecognition,
  ZUserDocument,
  ZUserMemo,
  MAX_FACE_PHOTOS,
} from '@centinela/shared/contracts/guard-records';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { DOCUMENT_KINDS, IMAGE_KINDS, VIDEO_KINDS } from '../../platform/storage/file-types';
import { receiveUpload, sendStoredFile } from '../../platform/storage/uploads';
import { getBannedPosts, listBannablePosts, updateBannedPosts } from './banned-posts.service';
import {
  deleteDocument,
  deleteMemo,
  listDocuments,
  listMemos,
  openDocumentFile,
  openMemoFile,
  uploadDocument,
  uploadMemo,
} from './documents.service';
import { getFaceRecognition, openFacePhoto, openFaceVideo, updateFaceRecognition, uploadFaceFiles } from './face.service';

const view = { action: 'view', resource: 'users' } as const;
const edit = { action: 'edit', resource: 'users' } as const;

const ZUserParams = z.object({ id: z.uuid() });
const ZDocumentParams = ZUserParams.extend({ docId: z.uuid() });
const ZMemoParams = ZUserParams.extend({ memoId: z.uuid() });
const ZFileParams = ZUserParams.extend({ fileId: z.uuid() });

export const guardRecordsRoutes = async (app: TApp) => {
  const tags = ['guard-records'];
  const maxBytes = app.ctx.config.uploadMaxBytes;

  /** Reads the multipart body, runs the service, always removes the temporary files. */
  const withUpload = async <T>(
    request: Parameters<typeof receiveUpload>[0],
    options: Omit<Parameters<typeof receiveUpload>[1], 'maxBytes'>,
    run: (upload: Awaited<ReturnType<typeof receiveUpload>>) => Promise<T>,
  ) => {
    const upload = await receiveUpload(request, { ...options, maxBytes });
    try {
      return await run(upload);
    } finally {
      await upload.cleanup();
    }
  };

  // ---- documents
  app.get(
    '/api/users/:id/documents',
    { config: { access: view }, schema: { tags, params: ZUserParams, response: { 200: z.array(ZUserDocument) } } },
    async (request) => listDocuments({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.post(
    '/api/users/:id/upload-document',
    {
      config: { access: edit },
      schema: { tags, params: ZUserParams, consumes: ['multipart/form-data'], response: { 201: ZUserDocument } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const document = await withUpload(request, { accept: DOCUMENT_KINDS }, (upload) =>
        uploadDocument({ ctx: app.ctx, actor, userId: request.params.id, upload }),
      );
      return reply.status(201).send(document);
    },
  );
  app.get(
    '/api/users/:id/documents/:docId/file',
    { config: { access: view }, schema: { tags, params: ZDocumentParams } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openDocumentFile({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, documentId: request.params.docId }),
      ),
  );
  app.delete(
    '/api/users/:id/documents/:docId',
    { config: { access: edit }, schema: { tags, params: ZDocumentParams } },
    async (request, reply) => {
      await deleteDocument({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, documentId: request.params.docId });
      return reply.status(204).send();
    },
  );

  // ---- memos
  app.get(
    '/api/users/:id/memos',
    { config: { access: view }, schema: { tags, params: ZUserParams, response: { 200: z.array(ZUserMemo) } } },
    async (request) => listMemos({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.post(
    '/api/users/:id/upload-memo',
    { config: { access: edit }, schema: { tags, params: ZUserParams, consumes: ['multipart/form-data'], response: { 201: ZUserMemo } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const memo = await withUpload(request, { accept: DOCUMENT_KINDS }, (upload) =>
        uploadMemo({ ctx: app.ctx, actor, userId: request.params.id, upload }),
      );
      return reply.status(201).send(memo);
    },
  );
  app.get(
    '/api/users/:id/memos/:memoId/file',
    { config: { access: view }, schema: { tags, params: ZMemoParams } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openMemoFile({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, memoId: request.params.memoId }),
      ),
  );
  app.delete(
    '/api/users/:id/memos/:memoId',
    { config: { access: edit }, schema: { tags, params: ZMemoParams } },
    async (request, reply) => {
      await deleteMemo({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, memoId: request.params.memoId });
      return reply.status(204).send();
    },
  );

  // ---- banned posts
  app.get(
    '/api/users/:id/banned-posts',
    { config: { access: view }, schema: { tags, params: ZUserParams, response: { 200: ZBannedPosts } } },
    async (request) => getBannedPosts({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.get(
    '/api/users/:id/banned-posts/options',
    { config: { access: view }, schema: { tags, params: ZUserParams, response: { 200: z.array(ZBannablePost) } } },
    async (request) => listBannablePosts({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.put(
    '/api/users/:id/banned-posts',
    { config: { access: edit }, schema: { tags, params: ZUserParams, body: ZUpdateBannedPosts, response: { 200: ZBannedPosts } } },
    async (request) => updateBannedPosts({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );

  // ---- face data
  app.get(
    '/api/users/:id/face-recognition',
    { config: { access: view }, schema: { tags, params: ZUserParams, response: { 200: ZFaceRecognition } } },
    async (request) => getFaceRecognition({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );
  app.patch(
    '/api/users/:id/face-recognition',
    { config: { access: edit }, schema: { tags, params: ZUserParams, body: ZUpdateFaceRecognition, response: { 200: ZFaceRecognition } } },
    async (request) => updateFaceRecognition({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );
  app.post(
    '/api/users/:id/face-photos',
    {
      config: { access: edit },
      schema: { tags, params: ZUserParams, consumes: ['multipart/form-data'], response: { 201: ZFaceUploadResult } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await withUpload(request, { accept: IMAGE_KINDS, maxFiles: MAX_FACE_PHOTOS }, (upload) =>
        uploadFaceFiles({ ctx: app.ctx, actor, userId: request.params.id, upload, kind: 'photo' }),
      );
      return reply.status(201).send(result);
    },
  );
  app.post(
    '/api/users/:id/face-video',
    {
      config: { access: edit },
      schema: { tags, params: ZUserParams, consumes: ['multipart/form-data'], response: { 201: ZFaceUploadResult } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await withUpload(request, { accept: VIDEO_KINDS }, (upload) =>
        uploadFaceFiles({ ctx: app.ctx, actor, userId: request.params.id, upload, kind: 'video' }),
      );
      return reply.status(201).send(result);
    },
  );
  app.get(
    '/api/users/:id/face-photos/:fileId/file',
    { config: { access: view }, schema: { tags, params: ZFileParams } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openFacePhoto({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, fileId: request.params.fileId }),
        'inline',
      ),
  );
  app.get('/api/users/:id/face-video/file', { config: { access: view }, schema: { tags, params: ZUserParams } }, async (request, reply) =>
    sendStoredFile(reply, await openFaceVideo({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }), 'inline'),
  );
};
