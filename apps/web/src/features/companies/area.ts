// The companies area's web manifest (app/area.ts).
import { Building2 } from 'lucide-react';
import { defineArea } from '@/app/area';

export const companiesArea = defineArea({
  name: 'companies',
  namespace: 'companies',
  routes: [
    {
      path: '/companies',
      resource: 'companies',
      titleKey: 'shell:routes.companies',
      page: 'CompaniesPage',
      sidebar: { order: 50, icon: Building2 },
    },
  ],
  liveQueryPrefixes: {
    companies: ['/api/companies', '/api/auth/companies'],
    // A company's phone (WebRTC) settings are edited and shown with the company.
    'webrtc-settings': ['/api/companies'],
  },
});
