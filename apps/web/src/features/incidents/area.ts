// The incidents (novelties) area's web manifest (app/area.ts).
import { TriangleAlert } from 'lucide-react';
import { defineArea } from '@/app/area';

export const incidentsArea = defineArea({
  name: 'incidents',
  namespace: 'incidents',
  routes: [
    {
      path: '/novelties-incidents',
      resource: 'novelties-incidents',
      titleKey: 'shell:routes.noveltiesIncidents',
      page: 'NoveltiesIncidentsPage',
      sidebar: { order: 170, icon: TriangleAlert },
    },
    {
      path: '/novelties-report',
      resource: 'reports',
      titleKey: 'shell:routes.noveltiesReport',
      page: 'NoveltiesReportPage',
      reportsHub: { group: 'operations', order: 4, descriptionKey: 'reports:hub.reports.noveltiesReport' },
    },
    {
      path: '/incidents-report',
      resource: 'reports',
      titleKey: 'shell:routes.incidentsReport',
      page: 'IncidentsReportPage',
      reportsHub: { group: 'operations', order: 5, descriptionKey: 'reports:hub.reports.incidentsReport' },
    },
  ],
  liveQueryPrefixes: { incidents: ['/api/incidents', '/api/novelties', '/api/daily-reports', '/api/dashboard'] },
});
