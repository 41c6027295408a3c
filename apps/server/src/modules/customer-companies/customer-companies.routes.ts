// /api/customer-companies: directory (phone, pickers), paginated list, editor, (de)activation with impact, delete.
import { ZErrorBody } from '@centinela/shared';
import { ZDeactivateRequest } from '@centinela/shared/contracts/companies';
import {
  ZCreateCustomerCompany,
  ZCustomerCompany,
  ZCustomerCompanyDirectoryItem,
  ZCustomerCompanyDirectoryQuery,
  ZCustomerCompanyImpact,
  ZCustomerCompanyListQuery,
  ZCustomerCompanyPage,
  ZUpdateCustomerCompany,
} from '@centinela/shared/contracts/customer-companies';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import {
  activateCustomerCompany,
  createCustomerCompany,
  deactivateCustomerCompany,
  deleteCustomerCompany,
  getCustomerCompany,
  getCustomerImpact,
  listCustomerCompanies,
  listCustomerDirectory,
  updateCustomerCompany,
} from './customer-companies.service';

const ZIdParams = z.object({ id: z.uuid() });
const errors = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const view = { action: 'view', resource: 'customer-companies' } as const;

export const customerCompaniesRoutes = async (app: TApp) => {
  const tags = ['customer-companies'];

  app.get(
    '/api/customer-companies',
    {
      ...serviceBuiltResponse(app.ctx.config),
      config: { access: view },
      schema: { tags, querystring: ZCustomerCompanyDirectoryQuery, response: { 200: z.array(ZCustomerCompanyDirectoryItem) } },
    },
    async (request) => listCustomerDirectory({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/customer-companies/paginated',
    { config: { access: view }, schema: { tags, querystring: ZCustomerCompanyListQuery, response: { 200: ZCustomerCompanyPage } } },
    async (request) => listCustomerCompanies({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/customer-companies/:id',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZCustomerCompany, 404: ZErrorBody } } },
    async (request) => getCustomerCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/customer-companies',
    {
      config: { access: { action: 'add', resource: 'customer-companies' } },
      schema: { tags, body: ZCreateCustomerCompany, response: { 201: ZCustomerCompany, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomerCompany({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/customer-companies/:id',
    {
      config: { access: { action: 'edit', resource: 'customer-companies' } },
      schema: { tags, params: ZIdParams, body: ZUpdateCustomerCompany, response: { 200: ZCustomerCompany, ...errors } },
    },
    async (request) => updateCustomerCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/api/customer-companies/:id/deactivation-impact',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZCustomerCompanyImpact, 404: ZErrorBody } } },
    async (request) => getCustomerImpact({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/customer-companies/:id/deactivate',
    {
      config: { access: { action: 'delete', resource: 'customer-companies' } },
      schema: { tags, params: ZIdParams, body: ZDeactivateRequest.optional(), response: { 200: ZCustomerCompany, ...errors } },
    },
    async (request) =>
      deactivateCustomerCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body ?? {} }),
  );

  app.post(
    '/api/customer-companies/:id/activate',
    {
      config: { access: { action: 'delete', resource: 'customer-companies' } },
      schema: { tags, params: ZIdParams, response: { 200: ZCustomerCompany, ...errors } },
    },
    async (request) => activateCustomerCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.delete(
    '/api/customer-companies/:id',
    {
      config: { access: { action: 'delete', resource: 'customer-companies' } },
      schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteCustomerCompany({ ctx: app.ctx, actor: actorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
