// The customer-companies area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { customerCompaniesRoutes } from './customer-companies.routes';
import { defineArea } from '../../platform/areas/area';

export const customerCompaniesArea = defineArea({
  name: 'customer-companies',
  routes: [customerCompaniesRoutes],
  grants: { customer_company_admin: { view: ['customer-companies'] } },
});
