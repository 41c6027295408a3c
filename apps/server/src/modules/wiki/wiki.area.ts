// The wiki area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { wikiRoutes } from './wiki.routes';

export const wikiArea = defineArea({
  name: 'wiki',
  routes: [wikiRoutes],
});
