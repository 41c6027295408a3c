// The app shell's own manifest (app/area.ts): the settings hub (its page is app/pages/SettingsHubPage.tsx), the pages
// the product lists but no issue has built yet (the honest "not available yet" placeholder, page: null — the area that
// builds one takes its route over), and the changes every area shows.
import { History, MessageSquarePlus, NotebookPen, RefreshCw, Rocket, Sparkles, Trash2 } from 'lucide-react';
import { defineArea } from './area';

export const shellArea = defineArea({
  name: 'shell',
  namespace: 'shell',
  routes: [
    { path: '/settings', resource: 'settings', titleKey: 'shell:routes.settings', page: 'SettingsHubPage' },
    {
      path: '/settings/ai-smart-uploader',
      resource: 'ai-smart-uploader',
      titleKey: 'shell:settingsPages.aiSmartUploader',
      page: null,
      sidebar: { order: 70 },
      settingsHub: { group: 'data', order: 3, icon: Sparkles, descriptionKey: 'shell:settingsHub.pages.aiSmartUploader' },
    },
    {
      path: '/settings/data-sync',
      resource: 'data-sync',
      titleKey: 'shell:settingsPages.dataSync',
      page: null,
      sidebar: { order: 80 },
      settingsHub: { group: 'data', order: 2, icon: RefreshCw, descriptionKey: 'shell:settingsHub.pages.dataSync' },
    },
    {
      path: '/settings/special-delete',
      resource: 'settings',
      titleKey: 'shell:settingsPages.specialDelete',
      page: null,
      sidebar: { order: 100 },
      settingsHub: { group: 'data', order: 4, icon: Trash2, descriptionKey: 'shell:settingsHub.pages.specialDelete' },
    },
    {
      path: '/settings/development-notes',
      resource: 'settings',
      titleKey: 'shell:settingsPages.developmentNotes',
      page: null,
      sidebar: { order: 120 },
      settingsHub: { group: 'product', order: 4, icon: NotebookPen, descriptionKey: 'shell:settingsHub.pages.developmentNotes' },
    },
    {
      path: '/settings/development-requests',
      resource: 'settings',
      titleKey: 'shell:settingsPages.developmentRequests',
      page: null,
      sidebar: { order: 130 },
      settingsHub: { group: 'product', order: 3, icon: MessageSquarePlus, descriptionKey: 'shell:settingsHub.pages.developmentRequests' },
    },
    {
      path: '/settings/changelog',
      resource: 'settings',
      titleKey: 'shell:settingsPages.changelog',
      page: null,
      sidebar: { order: 140 },
      settingsHub: { group: 'product', order: 1, icon: History, descriptionKey: 'shell:settingsHub.pages.changelog' },
    },
    {
      path: '/settings/deployment',
      resource: 'settings',
      titleKey: 'shell:settingsPages.deployment',
      page: null,
      sidebar: { order: 150 },
      settingsHub: { group: 'product', order: 2, icon: Rocket, descriptionKey: 'shell:settingsHub.pages.deployment' },
    },
    { path: '/data-sync', resource: 'data-sync', titleKey: 'shell:routes.dataSync', page: null },
    {
      path: '/rounds-report',
      resource: 'reports',
      titleKey: 'shell:routes.roundsReport',
      page: null,
      reportsHub: { group: 'operations', order: 3, descriptionKey: 'reports:hub.reports.roundsReport' },
    },
  ],
  // Stored files are shown with the users and companies they belong to.
  liveQueryPrefixes: { files: ['/api/users', '/api/companies'] },
});
