// HTTP side of payroll profile types (GET for the user form, writes for /settings/payroll-profile-types).
import { ZErrorBody, ZId } from '@centinela/shared';
import { ZPayrollProfileType, ZPayrollProfileTypeInput, ZPayrollProfileTypeQuery } from '@centinela/shared/contracts/payroll';
import { z } from 'zod';
import { actorCan } from '../../platform/access/actor';
import { Forbidden } from '../../platform/errors';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { createPayrollProfileType, deletePayrollProfileType, listPayrollProfileTypes, updatePayrollProfileType } from './payroll.service';

const ZParams = z.object({ id: ZId });
const tags = ['payroll'];

export const payrollRoutes = async (app: TApp) => {
  app.get(
    '/api/payroll-profile-types',
    {
      // Read by the settings page (settings), the user form's guard section (users) and payroll (payroll).
      config: { access: 'signed-in' },
      schema: { tags, querystring: ZPayrollProfileTypeQuery, response: { 200: z.array(ZPayrollProfileType) } },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!(['settings', 'users', 'payroll'] as const).some((resource) => actorCan(actor, 'view', resource))) throw Forbidden();
      return listPayrollProfileTypes({ ctx: app.ctx, actor, input: request.query });
    },
  );

  app.post(
    '/api/payroll-profile-types',
    {
      config: { access: { action: 'add', resource: 'settings' } },
      schema: { tags, body: ZPayrollProfileTypeInput, response: { 201: ZPayrollProfileType, 409: ZErrorBody } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPayrollProfileType({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/payroll-profile-types/:id',
    {
      config: { access: { action: 'edit', resource: 'settings' } },
      schema: { tags, params: ZParams, body: ZPayrollProfileTypeInput, response: { 200: ZPayrollProfileType, 409: ZErrorBody } },
    },
    async (request) =>
      updatePayrollProfileType({ ctx: app.ctx, actor: actorOf(request), input: { ...request.body, id: request.params.id } }),
  );

  app.delete(
    '/api/payroll-profile-types/:id',
    {
      config: { access: { action: 'delete', resource: 'settings' } },
      schema: { tags, params: ZParams, response: { 204: z.null(), 409: ZErrorBody } },
    },
    async (request, reply) => {
      await deletePayrollProfileType({ ctx: app.ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
