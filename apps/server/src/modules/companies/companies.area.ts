// The companies area's server manifest (platform/areas/area.ts): its routes.
import { companiesRoutes } from './companies.routes';
import { defineArea } from '../../platform/areas/area';

export const companiesArea = defineArea({
  name: 'companies',
  routes: [companiesRoutes],
});
