// The guard-records area's server manifest (platform/areas/area.ts): its routes, jobs.
import { ABANDONED_FACE_UPLOADS_JOB } from './face.service';
import { defineArea } from '../../platform/areas/area';
import { guardRecordsRoutes } from './guard-records.routes';

export const guardRecordsArea = defineArea({
  name: 'guard-records',
  routes: [guardRecordsRoutes],
  jobs: [ABANDONED_FACE_UPLOADS_JOB],
});
