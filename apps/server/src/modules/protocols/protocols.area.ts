// The protocols area's server manifest (platform/areas/area.ts): its routes, event subscribers.
import { defineArea } from '../../platform/areas/area';
import { protocolsRoutes } from './protocols.routes';
import { protocolsSubscribers } from './protocols.subscribers';

export const protocolsArea = defineArea({
  name: 'protocols',
  routes: [protocolsRoutes],
  subscribers: protocolsSubscribers,
});
