// The system-logs area's server manifest (platform/areas/area.ts): its routes.
import { defineArea } from '../../platform/areas/area';
import { systemLogsRoutes } from './system-logs.routes';

export const systemLogsArea = defineArea({
  name: 'system-logs',
  routes: [systemLogsRoutes],
});
