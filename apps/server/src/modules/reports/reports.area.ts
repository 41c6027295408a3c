// The reports area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { reportsRoutes } from './reports.routes';

export const reportsArea = defineArea({
  name: 'reports',
  routes: [reportsRoutes],
});
