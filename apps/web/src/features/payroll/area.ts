// The payroll area's web manifest (app/area.ts).
import { Wallet } from 'lucide-react';
import { defineArea } from '@/app/area';

export const payrollArea = defineArea({
  name: 'payroll',
  namespace: 'payroll',
  routes: [
    {
      path: '/payroll',
      resource: 'payroll',
      titleKey: 'shell:routes.payroll',
      page: 'PayrollPage',
      sidebar: { order: 110, icon: Wallet },
    },
    {
      path: '/settings/payroll-profile-types',
      resource: 'settings',
      titleKey: 'shell:settingsPages.payrollProfileTypes',
      page: 'PayrollProfileTypesPage',
      sidebar: { order: 110 },
      settingsHub: { group: 'company', order: 4, icon: Wallet, descriptionKey: 'shell:settingsHub.pages.payrollProfileTypes' },
    },
  ],
  liveQueryPrefixes: {
    'payroll-profile-types': ['/api/payroll-profile-types', '/api/rosters'],
    // A post's pay rates (issue 27) are payroll's: '/api/posts/:id/pay-rates' is the query key's path template.
    payroll: ['/api/payroll', '/api/posts/:id/pay-rates'],
    'payroll-holidays': ['/api/payroll/holidays'],
  },
});
