// Every domain module, registered in this order by app.ts.
import type { TModule } from '../platform/http/types';
import { authRoutes } from './auth/auth.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { healthRoutes } from './health/health.routes';
import { systemLogsRoutes } from './system-logs/system-logs.routes';

export const modules: TModule[] = [healthRoutes, authRoutes, systemLogsRoutes, dashboardRoutes];
