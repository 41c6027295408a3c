// The tasks area's web manifest (app/area.ts).
import { ListChecks } from 'lucide-react';
import { defineArea } from '@/app/area';

export const tasksArea = defineArea({
  name: 'tasks',
  namespace: 'tasks',
  routes: [
    {
      path: '/tasks',
      resource: 'tasks',
      titleKey: 'shell:routes.tasks',
      page: 'TasksPage',
      sidebar: { order: 100, icon: ListChecks },
    },
  ],
  liveQueryPrefixes: {
    // '/api/task' heads /api/tasks… and /api/task-groups (a group's progress moves with its tasks).
    tasks: ['/api/task'],
    'task-groups': ['/api/task'],
    'user-groups': ['/api/user-groups', '/api/tasks'],
  },
});
