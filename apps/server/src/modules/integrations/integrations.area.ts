// The integrations area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { integrationsRoutes } from './integrations.routes';

export const integrationsArea = defineArea({
  name: 'integrations',
  routes: [integrationsRoutes],
});
