// The shifts area's server manifest (platform/areas/area.ts): its routes, jobs.
import { SHORT_STAFFED_JOB } from './short-staffed';
import { defineArea } from '../../platform/areas/area';
import { shiftsRoutes } from './shifts.routes';

export const shiftsArea = defineArea({
  name: 'shifts',
  routes: [shiftsRoutes],
  jobs: [SHORT_STAFFED_JOB],
});
