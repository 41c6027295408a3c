// The absences area's web manifest (app/area.ts); its tab of the user editor is mounted by features/users.
import { CalendarOff } from 'lucide-react';
import { defineArea } from '@/app/area';

export const absencesArea = defineArea({
  name: 'absences',
  namespace: 'absences',
  routes: [
    {
      path: '/settings/special-categories',
      resource: 'settings',
      titleKey: 'shell:settingsPages.specialCategories',
      page: 'AbsenceCategoriesPage',
      sidebar: { order: 90 },
      settingsHub: { group: 'company', order: 3, icon: CalendarOff, descriptionKey: 'shell:settingsHub.pages.specialCategories' },
    },
  ],
  liveQueryPrefixes: {
    absences: ['/api/users', '/api/rosters', '/api/reports', '/api/shifts'],
    'absence-categories': ['/api/absence-categories', '/api/users'],
  },
});
