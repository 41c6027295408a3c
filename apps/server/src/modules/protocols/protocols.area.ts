// The protocols area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { protocolsRoutes } from './protocols.routes';

export const protocolsArea = defineArea({
  name: 'protocols',
  routes: [protocolsRoutes],
});
