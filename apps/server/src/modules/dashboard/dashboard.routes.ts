import { ZDashboardStats, ZGuardStatus } from '@centinela/shared';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { getDashboardStats, getGuardStatus } from './dashboard.service';

export const dashboardRoutes = async (app: TApp) => {
  const access = { action: 'view', resource: 'dashboard' } as const;
  app.get(
    '/api/dashboard/stats',
    { config: { access }, schema: { tags: ['dashboard'], response: { 200: ZDashboardStats } } },
    async (request) => getDashboardStats({ ctx: app.ctx, actor: actorOf(request) }),
  );
  app.get(
    '/api/dashboard/guard-status',
    { config: { access }, schema: { tags: ['dashboard'], response: { 200: z.array(ZGuardStatus) } } },
    async (request) => getGuardStatus({ ctx: app.ctx, actor: actorOf(request) }),
  );
};
