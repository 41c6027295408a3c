// Foundation routes: health, session, system logs and the dashboard's calls.
import type { TBenchScenario } from '../support/types';

export const dashboardScenario: TBenchScenario = {
  name: 'dashboard',
  routes: () => [
    { name: 'GET /api/health', path: '/api/health', as: 'none' },
    { name: 'GET /api/auth/me', path: '/api/auth/me' },
    { name: 'GET /api/system-logs?limit=20', path: '/api/system-logs?limit=20', budgetP99Ms: 50 },
    { name: 'GET /api/dashboard/stats', path: '/api/dashboard/stats', budgetP99Ms: 50 },
    { name: 'GET /api/dashboard/guard-status', path: '/api/dashboard/guard-status', budgetP99Ms: 100 },
  ],
};
