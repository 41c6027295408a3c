// The tutorial area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { tutorialRoutes } from './tutorial.routes';

export const tutorialArea = defineArea({
  name: 'tutorial',
  routes: [tutorialRoutes],
});
