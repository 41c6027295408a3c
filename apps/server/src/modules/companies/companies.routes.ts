// /api/companies: directory (phone), paginated list, editor, (de)activation with impact, WebRTC settings.
import { ZErrorBody } from '@centinela/shared';
import {
  ZCompany,
  ZCompanyDeactivationImpact,
  ZCompanyDirectoryItem,
  ZCompanyListQuery,
  ZCompanyPage,
  ZCreateCompany,
  ZDeactivateRequest,
  ZUpdateCompany,
  ZUpdateWebrtcSettings,
  ZWebrtcSettings,
} from '@centinela/shared/contracts/companies';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import { IMAGE_KINDS } from '../../platform/storage/file-types';
import { receiveUpload, sendStoredFile } from '../../platform/storage/uploads';
import { openCompanyLogo, removeCompanyLogo, setCompanyLogo } from './companies.logo';
import type { TApp } from '../../platform/http/types';
import {
  activateCompany,
  createCompany,
  deactivateCompany,
  getCompany,
  getDeactivationImpact,
  findEditableCompany,
  getWebrtcSettings,
  listCompanies,
  listCompanyDirectory,
  updateCompany,
  updateWebrtcSettings,
} from './companies.service';

const ZIdParams = z.object({ id: z.uuid() });
const errors = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

export const companiesRoutes = async (app: TApp) => {
  const tags = ['companies'];

  // The phone's directory: id and name of the companies the caller may see (their own; all for platform admins).
  app.get(
    '/api/companies',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.array(ZCompanyDirectoryItem) } } },
    async (request) => listCompanyDirectory({ ctx: app.ctx, actor: actorOf(request) }),
  );

  app.get(
    '/api/companies/paginated',
    {
      config: { access: { action: 'view', resource: 'companies' } },
      schema: { tags, querystring: ZCompanyListQuery, response: { 200: ZCompanyPage } },
    },
    async (request) => listCompanies({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/companies/:id',
    {
      config: { access: { action: 'view', resource: 'companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCompany, 404: ZErrorBody } },
    },
    async (request) => getCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/companies',
    {
      config: { access: { action: 'add', resource: 'companies' } },
      schema: { tags, body: ZCreateCompany, response: { 201: ZCompany, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createCompany({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/companies/:id',
    {
      config: { access: { action: 'edit', resource: 'companies' } },
      schema: { tags, params: ZIdParams, body: ZUpdateCompany, response: { 200: ZCompany, ...errors } },
    },
    async (request) => updateCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/api/companies/:id/deactivation-impact',
    {
      config: { access: { action: 'view', resource: 'companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCompanyDeactivationImpact, 404: ZErrorBody } },
    },
    async (request) => getDeactivationImpact({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/companies/:id/deactivate',
    {
      config: { access: { action: 'delete', resource: 'companies' } },
      schema: { tags, params: ZIdParams, body: ZDeactivateRequest.optional(), response: { 200: ZCompany, ...errors } },
    },
    async (request) => deactivateCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body ?? {} }),
  );

  app.post(
    '/api/companies/:id/activate',
    {
      config: { access: { action: 'delete', resource: 'companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCompany, ...errors } },
    },
    async (request) => activateCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  // Any signed-in user of the company reads them (the phone needs them); the TURN password never leaves the server.
  app.get(
    '/api/companies/:id/webrtc-settings',
    { config: { access: 'signed-in' }, schema: { tags, params: ZIdParams, response: { 200: ZWebrtcSettings, 404: ZErrorBody } } },
    async (request) => getWebrtcSettings({ ctx: app.ctx, actor: actorOf(request), companyId: request.params.id }),
  );

  app.put(
    '/api/companies/:id/webrtc-settings',
    {
      config: { access: { action: 'edit', resource: 'companies' } },
      schema: { tags, params: ZIdParams, body: ZUpdateWebrtcSettings, response: { 200: ZWebrtcSettings, ...errors } },
    },
    async (request) => updateWebrtcSettings({ ctx: app.ctx, actor: actorOf(request), companyId: request.params.id, input: request.body }),
  );

  // The logo: any signed-in user of the company sees it; those who may edit the company replace or remove it.
  app.get('/api/companies/:id/logo', { config: { access: 'signed-in' }, schema: { tags, params: ZIdParams } }, async (request, reply) =>
    sendStoredFile(reply, await openCompanyLogo({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }), 'inline'),
  );

  app.put(
    '/api/companies/:id/logo',
    {
      config: { access: { action: 'edit', resource: 'companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCompany, ...errors } },
    },
    async (request) => {
      const actor = actorOf(request);
      // Another tenant's company answers 404 before any byte is read.
      await findEditableCompany(app.ctx.db, actor, request.params.id);
      const upload = await receiveUpload(request, { accept: IMAGE_KINDS, maxBytes: app.ctx.config.uploadMaxBytes });
      try {
        return await setCompanyLogo({ ctx: app.ctx, actor, id: request.params.id, upload: upload.files[0] });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.delete(
    '/api/companies/:id/logo',
    {
      config: { access: { action: 'edit', resource: 'companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCompany, ...errors } },
    },
    async (request) => removeCompanyLogo({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );
};
