// The rosters area's web manifest (app/area.ts).
import { CalendarDays, CalendarRange } from 'lucide-react';
import { defineArea } from '@/app/area';

export const rostersArea = defineArea({
  name: 'rosters',
  namespace: 'rosters',
  routes: [
    {
      path: '/rosters',
      resource: 'rosters',
      titleKey: 'shell:routes.rosters',
      page: 'RostersPage',
      sidebar: { order: 90, icon: CalendarRange },
    },
    {
      path: '/rosters-view',
      resource: 'rosters',
      titleKey: 'shell:routes.rostersView',
      page: 'RostersViewPage',
      sidebar: { order: 40, icon: CalendarDays },
    },
  ],
  liveQueryPrefixes: {
    rosters: ['/api/rosters', '/api/reports', '/api/posts', '/api/users', '/api/shifts'],
  },
});
