// Routes of a guard's records (spec section 7): documents, memos, banned posts, face data, registered from their
// declarations (packages/shared/src/endpoints/guard-records.ts). Thin: the declaration parses and authorises, the
// handler calls the service.
import { MAX_FACE_PHOTOS } from '@centinela/shared/contracts/guard-records';
import * as api from '@centinela/shared/endpoints/guard-records';
import { idempotencyKeyOf } from '../../platform/attachments/idempotency';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { DOCUMENT_KINDS, IMAGE_KINDS, VIDEO_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
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
import { createDocumentType, listDocumentTypes, updateDocumentType } from './document-types.service';
import { getFaceRecognition, openFacePhoto, openFaceVideo, updateFaceRecognition, uploadFaceFiles } from './face.service';

export const guardRecordsRoutes = async (app: TApp) => {
  // ---- documents
  route(app, api.documents, ({ ctx, actor, params }) => listDocuments({ ctx, actor, userId: params.id }));
  route(app, api.uploadDocument, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: DOCUMENT_KINDS }, (upload) =>
      uploadDocument({ ctx, actor, userId: params.id, upload, idempotencyKey: idempotencyKeyOf(request.headers) }),
    ),
  );
  route(app, api.documentFile, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openDocumentFile({ ctx, actor, userId: params.id, documentId: params.docId })),
  );
  route(app, api.removeDocument, ({ ctx, actor, params }) => deleteDocument({ ctx, actor, userId: params.id, documentId: params.docId }));

  // ---- memos
  route(app, api.memos, ({ ctx, actor, params }) => listMemos({ ctx, actor, userId: params.id }));
  route(app, api.uploadMemo, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: DOCUMENT_KINDS }, (upload) =>
      uploadMemo({ ctx, actor, userId: params.id, upload, idempotencyKey: idempotencyKeyOf(request.headers) }),
    ),
  );
  route(app, api.memoFile, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openMemoFile({ ctx, actor, userId: params.id, memoId: params.memoId })),
  );
  route(app, api.removeMemo, ({ ctx, actor, params }) => deleteMemo({ ctx, actor, userId: params.id, memoId: params.memoId }));

  // ---- banned posts
  route(app, api.bannedPosts, ({ ctx, actor, params }) => getBannedPosts({ ctx, actor, userId: params.id }));
  route(app, api.bannablePosts, ({ ctx, actor, params }) => listBannablePosts({ ctx, actor, userId: params.id }));
  route(app, api.updateBannedPosts, ({ ctx, actor, params, body }) => updateBannedPosts({ ctx, actor, userId: params.id, input: body }));

  // ---- face data
  route(app, api.faceRecognition, ({ ctx, actor, params }) => getFaceRecognition({ ctx, actor, userId: params.id }));
  route(app, api.updateFaceRecognition, ({ ctx, actor, params, body }) =>
    updateFaceRecognition({ ctx, actor, userId: params.id, input: body }),
  );
  route(app, api.uploadFacePhotos, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: IMAGE_KINDS, maxFiles: MAX_FACE_PHOTOS }, (upload) =>
      uploadFaceFiles({ ctx, actor, userId: params.id, upload, kind: 'photo' }),
    ),
  );
  route(app, api.uploadFaceVideo, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: VIDEO_KINDS }, (upload) =>
      uploadFaceFiles({ ctx, actor, userId: params.id, upload, kind: 'video' }),
    ),
  );
  route(app, api.facePhotoFile, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openFacePhoto({ ctx, actor, userId: params.id, fileId: params.fileId }), 'inline'),
  );
  route(app, api.faceVideoFile, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openFaceVideo({ ctx, actor, userId: params.id }), 'inline'),
  );

  route(app, api.documentTypes, ({ ctx, actor, query }) => listDocumentTypes({ ctx, actor, companyId: query.companyId }));
  route(app, api.createDocumentType, ({ ctx, actor, query, body }) =>
    createDocumentType({ ctx, actor, input: body, companyId: query.companyId }),
  );
  route(app, api.updateDocumentType, ({ ctx, actor, params, body }) => updateDocumentType({ ctx, actor, id: params.id, input: body }));
};
