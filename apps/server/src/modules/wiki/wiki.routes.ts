// Routes of the wiki, registered from their declarations (packages/shared/src/endpoints/wiki.ts).
import * as api from '@centinela/shared/endpoints/wiki';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { DOCUMENT_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import {
  createWikiPage,
  deleteWikiPage,
  getWikiPage,
  listWikiPages,
  listWikiRevisions,
  moveWikiPage,
  openWikiAttachment,
  removeWikiAttachment,
  restoreWikiRevision,
  updateWikiPage,
  uploadWikiAttachments,
} from './wiki.service';

const MAX_WIKI_ATTACHMENTS_PER_UPLOAD = 10;

export const wikiRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listWikiPages({ ctx, actor, input: query }));
  route(app, api.get, ({ ctx, actor, params }) => getWikiPage({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createWikiPage({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateWikiPage({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.move, ({ ctx, actor, params, body }) => moveWikiPage({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteWikiPage({ ctx, actor, input: params }));
  route(app, api.revisions, ({ ctx, actor, params }) => listWikiRevisions({ ctx, actor, input: params }));
  route(app, api.restore, ({ ctx, actor, params }) => restoreWikiRevision({ ctx, actor, input: params }));
  route(app, api.uploadAttachments, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: DOCUMENT_KINDS, maxFiles: MAX_WIKI_ATTACHMENTS_PER_UPLOAD }, (upload) =>
      uploadWikiAttachments({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.removeAttachment, ({ ctx, actor, params }) => removeWikiAttachment({ ctx, actor, input: params }));
  route(app, api.attachment, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openWikiAttachment({ ctx, actor, input: params })),
  );
};
