// POST /api/uploads?target=… (stage files for a create) and DELETE /api/uploads/:id (take one off before saving),
// registered from their declarations (packages/shared/src/endpoints/uploads.ts).
import * as api from '@centinela/shared/endpoints/uploads';
import { assertMayStage, discardStaged, stageUploads, uploadTargetOf } from '../../platform/attachments/attachments';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { receiveUpload } from '../../platform/storage/uploads';

export const uploadsRoutes = async (app: TApp) => {
  route(app, api.stage, async ({ ctx, actor, query, request }) => {
    // Who may stage is checked before a byte is read; the kinds and count are the target's.
    assertMayStage(actor, query.target);
    const spec = uploadTargetOf(query.target);
    const upload = await receiveUpload(request, { accept: spec.accept, maxFiles: spec.maxFiles, maxBytes: ctx.config.uploadMaxBytes });
    try {
      return await stageUploads(ctx, actor, query.target, upload);
    } finally {
      await upload.cleanup();
    }
  });
  route(app, api.discard, ({ ctx, actor, params }) => discardStaged(ctx, actor, params.id));
};
