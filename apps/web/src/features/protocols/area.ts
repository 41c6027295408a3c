// The protocols area's web manifest (app/area.ts).
import { ShieldCheck } from 'lucide-react';
import { defineArea } from '@/app/area';

export const protocolsArea = defineArea({
  name: 'protocols',
  namespace: 'protocols',
  routes: [
    {
      path: '/protocols',
      resource: 'protocols',
      titleKey: 'shell:routes.protocols',
      page: 'ProtocolsPage',
      sidebar: { order: 160, icon: ShieldCheck },
    },
  ],
  // '/api/protocol' heads /api/protocols… and /api/protocol-categories.
  liveQueryPrefixes: { protocols: ['/api/protocol'] },
});
