// The vehicles area's web manifest (app/area.ts).
import { Car } from 'lucide-react';
import { defineArea } from '@/app/area';

export const vehiclesArea = defineArea({
  name: 'vehicles',
  namespace: 'vehicles',
  routes: [
    {
      path: '/vehicles',
      resource: 'vehicles',
      titleKey: 'shell:routes.vehicles',
      page: 'VehiclesPage',
      sidebar: { order: 140, icon: Car },
    },
  ],
  liveQueryPrefixes: { vehicles: ['/api/vehicles'] },
});
