// The chat area's server manifest (platform/areas/area.ts): its routes.
import { chatRoutes } from './chat.routes';
import { defineArea } from '../../platform/areas/area';

export const chatArea = defineArea({
  name: 'chat',
  routes: [chatRoutes],
});
