// POST /api/uploads?target=… (stage files for a create) and DELETE /api/uploads/:id (take one off before saving),
// registered from their declarations (packages/shared/src/endpoints/uploads.ts).
import * as api from '@centinela/shared/endpoints/uploads';
import { assertMayStage, discardStaged, stageUploads, uploadTargetOf } from '../../platform/attachments/attachments';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { withUpload } from '../../platform/storage/uploads';

export const uploadsRoutes = async (app: TApp) => {
  route(app, api.stage, async ({ ctx, actor, query, request }) => {
    // Who may stage is checked before a byte is read; the kinds and count are the target's.
    assertMayStage(actor, query.target);
    const spec = uploadTargetOf(query.target);
    return withUpload({ ctx, request }, { accept: spec.accept, maxFiles: spec.maxFiles }, (upload) =>
      stageUploads(ctx, actor, query.target, upload),
    );
  });
  route(app, api.discard, ({ ctx, actor, params }) => discardStaged(ctx, actor, params.id));
};
