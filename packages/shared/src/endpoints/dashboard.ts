// Endpoints of the dashboard (spec: /dashboard). Schemas: contracts/dashboard.ts.
import { z } from 'zod';
import { ZDashboardStats, ZGuardStatus } from '../contracts/dashboard';
import { defineEndpoint } from './define';

const tag = 'dashboard';
const access = { action: 'view', resource: 'dashboard' } as const;

export const stats = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/stats',
  tag,
  access,
  summary: 'Totals of the stat cards',
  response: ZDashboardStats,
});

export const guardStatus = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/guard-status',
  tag,
  access,
  summary: 'Guards with their current post (guard status card)',
  response: z.array(ZGuardStatus),
});
