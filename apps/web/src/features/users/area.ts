// The users area's web manifest (app/area.ts).
import { Users } from 'lucide-react';
import { defineArea } from '@/app/area';

export const usersArea = defineArea({
  name: 'users',
  namespace: 'users',
  routes: [
    {
      path: '/users',
      resource: 'users',
      titleKey: 'shell:routes.users',
      page: 'UsersPage',
      sidebar: { order: 70, icon: Users },
    },
  ],
  liveQueryPrefixes: {
    users: ['/api/users', '/api/rosters', '/api/posts', '/api/reports', '/api/vehicles', '/api/uniform-issues', '/api/shifts'],
  },
});
