// The customer-companies area's server manifest (platform/areas/area.ts): its routes.
import { customerCompaniesRoutes } from './customer-companies.routes';
import { defineArea } from '../../platform/areas/area';

export const customerCompaniesArea = defineArea({
  name: 'customer-companies',
  routes: [customerCompaniesRoutes],
});
