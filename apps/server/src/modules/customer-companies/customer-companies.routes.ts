// Routes of the customer companies area, registered from their declarations
// (packages/shared/src/endpoints/customer-companies.ts).
import * as api from '@centinela/shared/endpoints/customer-companies';
import { route } from '../../platform/http/route';
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

export const customerCompaniesRoutes = async (app: TApp) => {
  // The directory is a large list the service builds field by field (serializers.ts).
  route(
    app,
    api.directory,
    ({ ctx, actor, query }) => listCustomerDirectory({ ctx, actor, input: query }),
    serviceBuiltResponse(app.ctx.config),
  );
  route(app, api.list, ({ ctx, actor, query }) => listCustomerCompanies({ ctx, actor, input: query }));
  route(app, api.get, ({ ctx, actor, params }) => getCustomerCompany({ ctx, actor, id: params.id }));
  route(app, api.create, ({ ctx, actor, body }) => createCustomerCompany({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateCustomerCompany({ ctx, actor, id: params.id, input: body }));
  route(app, api.deactivationImpact, ({ ctx, actor, params }) => getCustomerImpact({ ctx, actor, id: params.id }));
  route(app, api.deactivate, ({ ctx, actor, params, body }) => deactivateCustomerCompany({ ctx, actor, id: params.id, input: body ?? {} }));
  route(app, api.activate, ({ ctx, actor, params }) => activateCustomerCompany({ ctx, actor, id: params.id }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteCustomerCompany({ ctx, actor, id: params.id }));
};
