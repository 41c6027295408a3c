// The notifications area's web manifest (app/area.ts): the header's bell, no pages of its own.
import { defineArea } from '@/app/area';

export const notificationsArea = defineArea({
  name: 'notifications',
  namespace: 'notifications',
  // A guard learns of an offer (or that it was taken) by a notification: their offers list is read again with it.
  liveQueryPrefixes: { notifications: ['/api/notifications', '/api/shift-offers'] },
});
