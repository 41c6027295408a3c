// The posts area's server manifest (platform/areas/area.ts): its routes, its grants to the built-in roles.
import { defineArea } from '../../platform/areas/area';
import { postsRoutes } from './posts.routes';

export const postsArea = defineArea({
  name: 'posts',
  routes: [postsRoutes],
  grants: { customer_company_admin: { view: ['posts'] } },
});
