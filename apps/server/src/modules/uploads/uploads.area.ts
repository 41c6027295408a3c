// The uploads area's server manifest (platform/areas/area.ts): staged files for records about to be created
// (platform/attachments). Each target is declared by the area that owns the record.
import { defineArea } from '../../platform/areas/area';
import { uploadsRoutes } from './uploads.routes';

export const uploadsArea = defineArea({
  name: 'uploads',
  routes: [uploadsRoutes],
});
