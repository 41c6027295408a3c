// The emergency-directory area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { defineArea } from '../../platform/areas/area';
import { emergencyDirectoryRoutes } from './emergency-directory.routes';

export const emergencyDirectoryArea = defineArea({
  name: 'emergency-directory',
  routes: [emergencyDirectoryRoutes],
  grants: { customer_company_admin: { view: ['emergency-directory'] }, security_guard: { view: ['emergency-directory'] } },
});
