// The posts area's web manifest (app/area.ts).
import { MapPin } from 'lucide-react';
import { defineArea } from '@/app/area';

export const postsArea = defineArea({
  name: 'posts',
  namespace: 'posts',
  routes: [
    {
      path: '/posts',
      resource: 'posts',
      titleKey: 'shell:routes.posts',
      page: 'PostsPage',
      sidebar: { order: 80, icon: MapPin },
    },
  ],
  liveQueryPrefixes: {
    posts: ['/api/posts', '/api/rosters', '/api/reports', '/api/vehicles', '/api/emergency-contacts', '/api/shifts', '/api/protocols'],
  },
});
