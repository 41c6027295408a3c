// The devices area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { devicesRoutes } from './devices.routes';

export const devicesArea = defineArea({
  name: 'devices',
  routes: [devicesRoutes],
});
