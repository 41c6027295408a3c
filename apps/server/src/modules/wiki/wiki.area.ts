// The wiki area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { defineArea } from '../../platform/areas/area';
import { wikiRoutes } from './wiki.routes';

export const wikiArea = defineArea({
  name: 'wiki',
  routes: [wikiRoutes],
  grants: { security_guard: { view: ['wiki'] } },
});
