// The wiki area's web manifest (app/area.ts).
import { BookOpen } from 'lucide-react';
import { defineArea } from '@/app/area';

export const wikiArea = defineArea({
  name: 'wiki',
  namespace: 'wiki',
  routes: [
    {
      path: '/wiki',
      resource: 'wiki',
      titleKey: 'shell:routes.wiki',
      page: 'WikiPage',
      sidebar: { order: 190, icon: BookOpen },
    },
  ],
  liveQueryPrefixes: { wiki: ['/api/wiki'] },
});
