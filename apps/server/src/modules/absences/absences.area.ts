// The absences area's server manifest (platform/areas/area.ts): its routes.
import { absencesRoutes } from './absences.routes';
import { defineArea } from '../../platform/areas/area';

export const absencesArea = defineArea({
  name: 'absences',
  routes: [absencesRoutes],
});
