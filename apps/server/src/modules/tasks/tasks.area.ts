// The tasks area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles, event subscribers, jobs.
import { MATERIALIZE_JOB } from './tasks.series';
import { REMINDERS_JOB } from './tasks.reminders';
import { defineArea } from '../../platform/areas/area';
import { tasksRoutes } from './tasks.routes';
import { tasksSubscribers } from './tasks.subscribers';

export const tasksArea = defineArea({
  name: 'tasks',
  routes: [tasksRoutes],
  grants: { security_guard: { view: ['tasks'], edit: ['tasks'] } },
  jobs: [MATERIALIZE_JOB, REMINDERS_JOB],
  subscribers: tasksSubscribers,
});
