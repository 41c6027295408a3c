// The uniforms-accessories area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { uniformsAccessoriesRoutes } from './uniforms-accessories.routes';

export const uniformsAccessoriesArea = defineArea({
  name: 'uniforms-accessories',
  routes: [uniformsAccessoriesRoutes],
});
