// The posts area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { postsRoutes } from './posts.routes';

export const postsArea = defineArea({
  name: 'posts',
  routes: [postsRoutes],
});
