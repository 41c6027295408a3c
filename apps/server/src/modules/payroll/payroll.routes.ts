// Routes of payroll profile types, registered from their declarations (packages/shared/src/endpoints/payroll.ts).
import * as api from '@centinela/shared/endpoints/payroll';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { createPayrollProfileType, deletePayrollProfileType, listPayrollProfileTypes, updatePayrollProfileType } from './payroll.service';

export const payrollRoutes = async (app: TApp) => {
  route(app, api.listProfileTypes, ({ ctx, actor, query }) => listPayrollProfileTypes({ ctx, actor, input: query }));
  route(app, api.createProfileType, ({ ctx, actor, body }) => createPayrollProfileType({ ctx, actor, input: body }));
  route(app, api.updateProfileType, ({ ctx, actor, params, body }) =>
    updatePayrollProfileType({ ctx, actor, input: { ...body, id: params.id } }),
  );
  route(app, api.removeProfileType, ({ ctx, actor, params }) => deletePayrollProfileType({ ctx, actor, input: params }));
};
