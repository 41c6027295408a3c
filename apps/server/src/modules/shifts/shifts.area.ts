// The shifts area's server manifest (platform/areas/area.ts): its routes, jobs, event subscribers.
import { SHORT_STAFFED_JOB } from './short-staffed';
import { defineArea } from '../../platform/areas/area';
import { shiftsRoutes } from './shifts.routes';
import { shiftsSubscribers } from './shifts.subscribers';

export const shiftsArea = defineArea({
  name: 'shifts',
  routes: [shiftsRoutes],
  jobs: [SHORT_STAFFED_JOB],
  subscribers: shiftsSubscribers,
});
