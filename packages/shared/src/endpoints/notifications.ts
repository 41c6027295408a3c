// Endpoints of the header's notifications (the signed-in user's own) and their preferences. Schemas: contracts/notifications.ts.
import { ZIdParams } from '../contracts/common';
import {
  ZNotification,
  ZNotificationList,
  ZNotificationPreferences,
  ZNotificationQuery,
  ZReadAllResult,
  ZResolvedPreferences,
  ZUnreadCount,
} from '../contracts/notifications';
import { defineEndpoint } from './define';

const tag = 'notifications';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  tag,
  access: 'signed-in',
  summary: "The signed-in user's notifications, newest first (filter all, unread or alerts)",
  query: ZNotificationQuery,
  response: ZNotificationList,
  errors: [400],
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread-count',
  tag,
  access: 'signed-in',
  summary: 'How many of them are unread (the header badge)',
  response: ZUnreadCount,
});

export const readAll = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/read-all',
  tag,
  access: 'signed-in',
  summary: 'Marks every notification of the signed-in user read',
  response: ZReadAllResult,
});

export const read = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/:id/read',
  tag,
  access: 'signed-in',
  summary: 'Marks one notification read (404 when it is not the signed-in user’s)',
  params: ZIdParams,
  response: ZNotification,
  errors: [404],
});

export const preferences = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/preferences',
  tag,
  access: 'signed-in',
  summary: "The signed-in user's channels per type, and the company defaults",
  response: ZResolvedPreferences,
});

export const updatePreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/preferences',
  tag,
  access: 'signed-in',
  summary: "Sets the signed-in user's channels per type (only the ones sent change)",
  body: ZNotificationPreferences,
  response: ZResolvedPreferences,
  errors: [400],
});
