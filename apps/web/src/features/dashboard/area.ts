// The dashboard area's web manifest (app/area.ts).
import { LayoutDashboard } from 'lucide-react';
import { defineArea } from '@/app/area';

export const dashboardArea = defineArea({
  name: 'dashboard',
  namespace: 'dashboard',
  routes: [
    {
      path: '/dashboard',
      resource: 'dashboard',
      titleKey: 'shell:routes.dashboard',
      page: 'DashboardPage',
      sidebar: { order: 10, icon: LayoutDashboard },
    },
  ],
});
