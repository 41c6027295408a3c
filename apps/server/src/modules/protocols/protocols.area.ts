// The protocols area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, event subscribers.
import { defineArea } from '../../platform/areas/area';
import { protocolsRoutes } from './protocols.routes';
import { protocolsSubscribers } from './protocols.subscribers';

export const protocolsArea = defineArea({
  name: 'protocols',
  routes: [protocolsRoutes],
  grants: { security_guard: { view: ['protocols'] } },
  subscribers: protocolsSubscribers,
});
