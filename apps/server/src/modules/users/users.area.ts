// The users area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { defineArea } from '../../platform/areas/area';
import { usersRoutes } from './users.routes';

export const usersArea = defineArea({
  name: 'users',
  routes: [usersRoutes],
  grants: { customer_company_admin: { view: ['users'] } },
});
