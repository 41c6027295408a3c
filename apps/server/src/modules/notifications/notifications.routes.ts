// Routes of the signed-in user's notifications, registered from their declarations (packages/shared/src/endpoints/notifications.ts).
import * as api from '@centinela/shared/endpoints/notifications';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { getPreferences, listNotifications, markAllRead, markRead, unreadCount, updatePreferences } from './notifications.service';

export const notificationsRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listNotifications({ ctx, actor, query }));
  route(app, api.unreadCount, ({ ctx, actor }) => unreadCount({ ctx, actor }));
  route(app, api.readAll, ({ ctx, actor }) => markAllRead({ ctx, actor }));
  route(app, api.read, ({ ctx, actor, params }) => markRead({ ctx, actor, id: params.id }));
  route(app, api.preferences, ({ ctx, actor }) => getPreferences({ ctx, actor }));
  route(app, api.updatePreferences, ({ ctx, actor, body }) => updatePreferences({ ctx, actor, input: body }));
};
