// The jobs area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { jobsRoutes } from './jobs.routes';

export const jobsArea = defineArea({
  name: 'jobs',
  routes: [jobsRoutes],
});
