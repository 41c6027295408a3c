// The company settings area's web manifest (app/area.ts).
import { Mail, Settings2 } from 'lucide-react';
import { defineArea } from '@/app/area';

export const companySettingsArea = defineArea({
  name: 'company-settings',
  namespace: 'companySettings',
  routes: [
    {
      path: '/settings/general',
      resource: 'settings',
      titleKey: 'shell:settingsPages.general',
      page: 'GeneralSettingsPage',
      sidebar: { order: 10 },
      settingsHub: { group: 'company', order: 1, icon: Settings2, descriptionKey: 'shell:settingsHub.pages.general' },
    },
    {
      path: '/settings/email-templates',
      resource: 'settings',
      titleKey: 'shell:settingsPages.emailTemplates',
      page: 'EmailTemplatesPage',
      sidebar: { order: 40 },
      settingsHub: { group: 'company', order: 2, icon: Mail, descriptionKey: 'shell:settingsHub.pages.emailTemplates' },
    },
  ],
  liveQueryPrefixes: { settings: ['/api/document-types', '/api/settings', '/api/integrations'] },
});
