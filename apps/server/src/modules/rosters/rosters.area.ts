// The rosters area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, event subscribers.
import { defineArea } from '../../platform/areas/area';
import { rostersRoutes } from './rosters.routes';
import { rostersSubscribers } from './rosters.subscribers';

export const rostersArea = defineArea({
  name: 'rosters',
  routes: [rostersRoutes],
  grants: { customer_company_admin: { view: ['rosters'] }, security_guard: { view: ['rosters'] } },
  subscribers: rostersSubscribers,
});
