// The tasks area's server manifest (platform/areas/area.ts): its routes, event subscribers, jobs.
import { MATERIALIZE_JOB } from './tasks.series';
import { REMINDERS_JOB } from './tasks.reminders';
import { defineArea } from '../../platform/areas/area';
import { tasksRoutes } from './tasks.routes';
import { tasksSubscribers } from './tasks.subscribers';

export const tasksArea = defineArea({
  name: 'tasks',
  routes: [tasksRoutes],
  jobs: [MATERIALIZE_JOB, REMINDERS_JOB],
  subscribers: tasksSubscribers,
});
