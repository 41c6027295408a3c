// The roles and permissions area's web manifest (app/area.ts).
import { ShieldCheck } from 'lucide-react';
import { defineArea } from '@/app/area';

export const rolesArea = defineArea({
  name: 'roles',
  namespace: 'roles',
  routes: [
    {
      path: '/settings/roles',
      resource: 'roles',
      titleKey: 'shell:settingsPages.roles',
      page: 'RolesSettingsPage',
      sidebar: { order: 30 },
      settingsHub: { group: 'access', order: 1, icon: ShieldCheck, descriptionKey: 'shell:settingsHub.pages.roles' },
    },
  ],
  liveQueryPrefixes: {
    roles: ['/api/roles', '/api/users'],
    'user-access': ['/api/roles', '/api/users'],
  },
});
