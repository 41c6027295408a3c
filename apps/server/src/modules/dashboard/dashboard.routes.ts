// Routes of the dashboard, registered from their declarations (packages/shared/src/endpoints/dashboard.ts).
import * as api from '@centinela/shared/endpoints/dashboard';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { getDashboardStats, getGuardStatus } from './dashboard.service';

export const dashboardRoutes = async (app: TApp) => {
  route(app, api.stats, ({ ctx, actor }) => getDashboardStats({ ctx, actor }));
  route(app, api.guardStatus, ({ ctx, actor }) => getGuardStatus({ ctx, actor }));
};
