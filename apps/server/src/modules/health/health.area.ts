// The health area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { healthRoutes } from './health.routes';

export const healthArea = defineArea({
  name: 'health',
  routes: [healthRoutes],
});
