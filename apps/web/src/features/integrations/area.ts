// The integrations (API keys and endpoints) area's web manifest (app/area.ts).
import { KeyRound, Plug } from 'lucide-react';
import { defineArea } from '@/app/area';

export const integrationsArea = defineArea({
  name: 'integrations',
  namespace: 'integrations',
  routes: [
    {
      path: '/settings/api-keys',
      resource: 'settings',
      titleKey: 'shell:settingsPages.apiKeys',
      page: 'ApiKeysPage',
      sidebar: { order: 20 },
      settingsHub: { group: 'access', order: 2, icon: KeyRound, descriptionKey: 'shell:settingsHub.pages.apiKeys' },
    },
    {
      path: '/settings/api-endpoints',
      resource: 'settings',
      titleKey: 'shell:settingsPages.apiEndpoints',
      page: 'ApiEndpointsPage',
      sidebar: { order: 50 },
      settingsHub: { group: 'access', order: 3, icon: Plug, descriptionKey: 'shell:settingsHub.pages.apiEndpoints' },
    },
  ],
});
