// The customer companies area's web manifest (app/area.ts).
import { Building } from 'lucide-react';
import { defineArea } from '@/app/area';

export const customerCompaniesArea = defineArea({
  name: 'customer-companies',
  namespace: 'customerCompanies',
  routes: [
    {
      path: '/customer-companies',
      resource: 'customer-companies',
      titleKey: 'shell:routes.customerCompanies',
      page: 'CustomerCompaniesPage',
      sidebar: { order: 60, icon: Building },
    },
  ],
  liveQueryPrefixes: { 'customer-companies': ['/api/customer-companies', '/api/posts', '/api/reports'] },
});
