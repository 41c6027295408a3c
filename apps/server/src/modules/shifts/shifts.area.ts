// The shifts area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, jobs, event subscribers.
import { SHORT_STAFFED_JOB } from './short-staffed';
import { defineArea } from '../../platform/areas/area';
import { shiftsRoutes } from './shifts.routes';
import { shiftsSubscribers } from './shifts.subscribers';

export const shiftsArea = defineArea({
  name: 'shifts',
  routes: [shiftsRoutes],
  grants: { customer_company_admin: { view: ['shifts-dashboard'] } },
  jobs: [SHORT_STAFFED_JOB],
  subscribers: shiftsSubscribers,
});
