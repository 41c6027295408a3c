// The rosters area's server manifest (platform/areas/area.ts): its routes, event subscribers.
import { defineArea } from '../../platform/areas/area';
import { rostersRoutes } from './rosters.routes';
import { rostersSubscribers } from './rosters.subscribers';

export const rostersArea = defineArea({
  name: 'rosters',
  routes: [rostersRoutes],
  subscribers: rostersSubscribers,
});
