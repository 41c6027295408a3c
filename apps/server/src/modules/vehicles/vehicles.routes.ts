// Routes of the vehicles area, registered from their declarations (packages/shared/src/endpoints/vehicles.ts).
import { MAX_INSPECTION_PHOTOS, MAX_VEHICLE_IMAGES } from '@centinela/shared/contracts/vehicles';
import * as api from '@centinela/shared/endpoints/vehicles';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { createVehicle, deleteVehicle, getVehicle, getVehicleFormOptions, listVehicles, updateVehicle } from './vehicles.service';
import { openVehicleFile, removeVehicleFile, uploadVehicleDocument, uploadVehicleImages } from './vehicles.files';
import { addVehicleLog, assignVehicle } from './vehicles.assignment';
import { addVehicleInspection, fixVehicleDefect, uploadInspectionPhotos } from './vehicles.inspections';

export const vehiclesRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listVehicles({ ctx, actor, input: query }));
  route(app, api.formOptions, ({ ctx, actor }) => getVehicleFormOptions({ ctx, actor, input: undefined }));
  route(app, api.get, ({ ctx, actor, params }) => getVehicle({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createVehicle({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateVehicle({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteVehicle({ ctx, actor, input: params }));
  route(app, api.uploadImages, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: IMAGE_KINDS, maxFiles: MAX_VEHICLE_IMAGES }, (upload) =>
      uploadVehicleImages({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.removeImage, ({ ctx, actor, params }) => removeVehicleFile({ ctx, actor, input: { ...params, kind: 'image' } }));
  route(app, api.uploadDocument, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: DOCUMENT_KINDS }, (upload) =>
      uploadVehicleDocument({ ctx, actor, input: { id: params.id, upload } }),
    ),
  );
  route(app, api.removeDocument, ({ ctx, actor, params }) => removeVehicleFile({ ctx, actor, input: { ...params, kind: 'document' } }));
  route(app, api.file, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openVehicleFile({ ctx, actor, input: params })),
  );
  route(app, api.assign, ({ ctx, actor, params, body }) => assignVehicle({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.addLog, ({ ctx, actor, params, body }) => addVehicleLog({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.addInspection, ({ ctx, actor, params, body }) =>
    addVehicleInspection({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.uploadInspectionPhotos, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: IMAGE_KINDS, maxFiles: MAX_INSPECTION_PHOTOS }, (upload) =>
      uploadInspectionPhotos({ ctx, actor, input: { ...params, upload } }),
    ),
  );
  route(app, api.fixDefect, ({ ctx, actor, params }) => fixVehicleDefect({ ctx, actor, input: params }));
};
