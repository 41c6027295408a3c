// The attendance area's server manifest (platform/areas/area.ts): its routes, jobs, event subscribers.
import { NO_SHOWS_JOB } from './no-shows';
import { attendanceRoutes } from './attendance.routes';
import { attendanceSubscribers } from './attendance.subscribers';
import { defineArea } from '../../platform/areas/area';

export const attendanceArea = defineArea({
  name: 'attendance',
  routes: [attendanceRoutes],
  jobs: [NO_SHOWS_JOB],
  subscribers: attendanceSubscribers,
});
