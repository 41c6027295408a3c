// The events area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { eventsRoutes } from './events.routes';

export const eventsArea = defineArea({
  name: 'events',
  routes: [eventsRoutes],
});
