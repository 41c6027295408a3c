// Routes of protocols, registered from their declarations (packages/shared/src/endpoints/protocols.ts).
import * as api from '@centinela/shared/endpoints/protocols';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { DOCUMENT_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { createProtocol, deleteProtocol, getProtocol, getProtocolFormOptions, listProtocols, updateProtocol } from './protocols.service';
import { createProtocolCategory, deleteProtocolCategory, listProtocolCategories, updateProtocolCategory } from './protocols.categories';
import { acknowledgeProtocol, listProtocolAcknowledgements, publishProtocol, remindProtocol } from './protocols.publishing';
import { openProtocolDocument, removeProtocolDocument, uploadProtocolDocuments } from './protocols.documents';

/** Supporting documents per upload. */
const MAX_PROTOCOL_DOCUMENTS_PER_UPLOAD = 10;

export const protocolsRoutes = async (app: TApp) => {
  route(app, api.listCategories, ({ ctx, actor }) => listProtocolCategories({ ctx, actor, input: undefined }));
  route(app, api.createCategory, ({ ctx, actor, body }) => createProtocolCategory({ ctx, actor, input: body }));
  route(app, api.updateCategory, ({ ctx, actor, params, body }) =>
    updateProtocolCategory({ ctx, actor, input: { id: params.id, ...body } }),
  );
  route(app, api.removeCategory, ({ ctx, actor, params }) => deleteProtocolCategory({ ctx, actor, input: params }));

  route(app, api.list, ({ ctx, actor, query }) => listProtocols({ ctx, actor, input: query }));
  route(app, api.formOptions, ({ ctx, actor }) => getProtocolFormOptions({ ctx, actor, input: undefined }));
  route(app, api.get, ({ ctx, actor, params }) => getProtocol({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createProtocol({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateProtocol({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteProtocol({ ctx, actor, input: params }));
  route(app, api.publish, ({ ctx, actor, params, body }) => publishProtocol({ ctx, actor, input: { id: params.id, note: body.note } }));
  route(app, api.acknowledge, ({ ctx, actor, params }) => acknowledgeProtocol({ ctx, actor, input: params }));
  route(app, api.acknowledgements, ({ ctx, actor, params }) => listProtocolAcknowledgements({ ctx, actor, input: params }));
  route(app, api.remind, ({ ctx, actor, params }) => remindProtocol({ ctx, actor, input: params }));
  route(app, api.uploadDocuments, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: DOCUMENT_KINDS, maxFiles: MAX_PROTOCOL_DOCUMENTS_PER_UPLOAD }, (upload) =>
      uploadProtocolDocuments({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.removeDocument, ({ ctx, actor, params }) => removeProtocolDocument({ ctx, actor, input: params }));
  route(app, api.file, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openProtocolDocument({ ctx, actor, input: params })),
  );
};
