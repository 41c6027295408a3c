// The emergency-directory area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { emergencyDirectoryRoutes } from './emergency-directory.routes';

export const emergencyDirectoryArea = defineArea({
  name: 'emergency-directory',
  routes: [emergencyDirectoryRoutes],
});
