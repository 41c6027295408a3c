// The auth area's server manifest (platform/areas/area.ts): its routes.
import { authRoutes } from './auth.routes';
import { defineArea } from '../../platform/areas/area';

export const authArea = defineArea({
  name: 'auth',
  routes: [authRoutes],
});
