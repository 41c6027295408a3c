// The emergency directory area's web manifest (app/area.ts).
import { Siren } from 'lucide-react';
import { defineArea } from '@/app/area';

export const emergencyDirectoryArea = defineArea({
  name: 'emergency-directory',
  namespace: 'emergencyDirectory',
  routes: [
    {
      path: '/emergency-directory',
      resource: 'emergency-directory',
      titleKey: 'shell:routes.emergencyDirectory',
      page: 'EmergencyDirectoryPage',
      sidebar: { order: 150, icon: Siren },
    },
  ],
  liveQueryPrefixes: { 'emergency-directory': ['/api/emergency-contacts'] },
});
