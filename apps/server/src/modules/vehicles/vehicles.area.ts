// The vehicles area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { vehiclesRoutes } from './vehicles.routes';

export const vehiclesArea = defineArea({
  name: 'vehicles',
  routes: [vehiclesRoutes],
});
