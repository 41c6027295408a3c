// The opportunities area's web manifest (app/area.ts).
import { Briefcase } from 'lucide-react';
import { defineArea } from '@/app/area';

export const opportunitiesArea = defineArea({
  name: 'opportunities',
  namespace: 'opportunities',
  routes: [
    {
      path: '/opportunities-report',
      resource: 'create-opportunities',
      titleKey: 'shell:routes.opportunitiesReport',
      page: 'OpportunitiesPage',
      sidebar: { order: 30, icon: Briefcase },
      reportsHub: { group: 'staffing', order: 3, descriptionKey: 'reports:hub.reports.opportunitiesReport' },
    },
  ],
  liveQueryPrefixes: { opportunities: ['/api/opportunities'] },
});
