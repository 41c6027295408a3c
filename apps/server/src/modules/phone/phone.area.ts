// The phone area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { phoneRoutes } from './phone.routes';

export const phoneArea = defineArea({
  name: 'phone',
  routes: [phoneRoutes],
});
