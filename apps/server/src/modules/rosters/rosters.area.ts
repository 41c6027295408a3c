// The rosters area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { rostersRoutes } from './rosters.routes';

export const rostersArea = defineArea({
  name: 'rosters',
  routes: [rostersRoutes],
});
