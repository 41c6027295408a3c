// The reports area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { defineArea } from '../../platform/areas/area';
import { reportsRoutes } from './reports.routes';

export const reportsArea = defineArea({
  name: 'reports',
  routes: [reportsRoutes],
  grants: { customer_company_admin: { view: ['reports'] }, security_guard: { view: ['reports'] } },
});
