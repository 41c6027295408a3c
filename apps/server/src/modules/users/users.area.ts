// The users area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { usersRoutes } from './users.routes';

export const usersArea = defineArea({
  name: 'users',
  routes: [usersRoutes],
});
