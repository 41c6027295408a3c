// The jobs (background work and general logs) area's web manifest (app/area.ts).
import { ScrollText } from 'lucide-react';
import { defineArea } from '@/app/area';

export const jobsArea = defineArea({
  name: 'jobs',
  namespace: 'jobs',
  routes: [
    {
      path: '/settings/general-logs',
      resource: 'settings',
      titleKey: 'shell:settingsPages.generalLogs',
      page: 'GeneralLogsPage',
      sidebar: { order: 160 },
      settingsHub: { group: 'data', order: 1, icon: ScrollText, descriptionKey: 'shell:settingsHub.pages.generalLogs' },
    },
  ],
  liveQueryPrefixes: { system: ['/api/jobs'] },
});
