// The dashboard area's server manifest (platform/areas/area.ts): its routes.
import { dashboardRoutes } from './dashboard.routes';
import { defineArea } from '../../platform/areas/area';

export const dashboardArea = defineArea({
  name: 'dashboard',
  routes: [dashboardRoutes],
});
