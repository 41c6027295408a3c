// The vehicles area's server manifest (platform/areas/area.ts): its routes, event subscribers.
import { defineArea } from '../../platform/areas/area';
import { vehiclesRoutes } from './vehicles.routes';
import { vehiclesSubscribers } from './vehicles.subscribers';

export const vehiclesArea = defineArea({
  name: 'vehicles',
  routes: [vehiclesRoutes],
  subscribers: vehiclesSubscribers,
});
