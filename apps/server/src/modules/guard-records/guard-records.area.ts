// The guard-records area's server manifest (platform/areas/area.ts): its routes, event subscribers, jobs.
import { ABANDONED_FACE_UPLOADS_JOB } from './face.service';
import { defineArea } from '../../platform/areas/area';
import { guardRecordsRoutes } from './guard-records.routes';
import { guardRecordsSubscribers } from './guard-records.subscribers';

export const guardRecordsArea = defineArea({
  name: 'guard-records',
  routes: [guardRecordsRoutes],
  jobs: [ABANDONED_FACE_UPLOADS_JOB],
  subscribers: guardRecordsSubscribers,
});
