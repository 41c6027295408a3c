// The shifts area's web manifest (app/area.ts).
import { CalendarClock } from 'lucide-react';
import { defineArea } from '@/app/area';

export const shiftsArea = defineArea({
  name: 'shifts',
  namespace: 'shifts',
  routes: [
    {
      path: '/shifts-dashboard',
      resource: 'shifts-dashboard',
      titleKey: 'shell:routes.shiftsDashboard',
      page: 'ShiftsDashboardPage',
      sidebar: { order: 20, icon: CalendarClock },
    },
  ],
  liveQueryPrefixes: {
    shifts: ['/api/shifts', '/api/shift-offers', '/api/rosters', '/api/reports', '/api/users'],
  },
});
