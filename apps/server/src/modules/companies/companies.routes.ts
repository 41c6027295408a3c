// Routes of the companies area, registered from their declarations (packages/shared/src/endpoints/companies.ts):
// directory (phone), paginated list, editor, (de)activation with impact, WebRTC settings, logo.
import * as api from '@centinela/shared/endpoints/companies';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { IMAGE_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { openCompanyLogo, removeCompanyLogo, setCompanyLogo } from './companies.logo';
import {
  activateCompany,
  createCompany,
  deactivateCompany,
  findEditableCompany,
  getCompany,
  getDeactivationImpact,
  getWebrtcSettings,
  listCompanies,
  listCompanyDirectory,
  updateCompany,
  updateWebrtcSettings,
} from './companies.service';

export const companiesRoutes = async (app: TApp) => {
  route(app, api.directory, ({ ctx, actor }) => listCompanyDirectory({ ctx, actor }));
  route(app, api.list, ({ ctx, actor, query }) => listCompanies({ ctx, actor, input: query }));
  route(app, api.get, ({ ctx, actor, params }) => getCompany({ ctx, actor, id: params.id }));
  route(app, api.create, ({ ctx, actor, body }) => createCompany({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateCompany({ ctx, actor, id: params.id, input: body }));
  route(app, api.deactivationImpact, ({ ctx, actor, params }) => getDeactivationImpact({ ctx, actor, id: params.id }));
  route(app, api.deactivate, ({ ctx, actor, params, body }) => deactivateCompany({ ctx, actor, id: params.id, input: body ?? {} }));
  route(app, api.activate, ({ ctx, actor, params }) => activateCompany({ ctx, actor, id: params.id }));
  route(app, api.webrtcSettings, ({ ctx, actor, params }) => getWebrtcSettings({ ctx, actor, companyId: params.id }));
  route(app, api.updateWebrtcSettings, ({ ctx, actor, params, body }) =>
    updateWebrtcSettings({ ctx, actor, companyId: params.id, input: body }),
  );

  route(app, api.logo, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openCompanyLogo({ ctx, actor, id: params.id }), 'inline'),
  );
  route(app, api.setLogo, async ({ ctx, actor, params, request }) => {
    // Another tenant's company answers 404 before any byte is read.
    await findEditableCompany(ctx.db, actor, params.id);
    return withUpload({ ctx, request }, { accept: IMAGE_KINDS }, (upload) =>
      setCompanyLogo({ ctx, actor, id: params.id, upload: upload.files[0] }),
    );
  });
  route(app, api.removeLogo, ({ ctx, actor, params }) => removeCompanyLogo({ ctx, actor, id: params.id }));
};
