// Typed calls of the header's notifications (endpoints/notifications.ts). Live: every notification event of the signed-in
// user invalidates '/api/notifications…' (lib/live-updates.ts), so the badge and the open list follow at once.
import * as notificationsApi from '@centinela/shared/endpoints/notifications';
import type { TNotificationFilter, TNotificationPreferences } from '@centinela/shared/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useUnreadCount = () => useQuery({ ...apiQuery(notificationsApi.unreadCount), refetchOnWindowFocus: true });

export const useNotificationList = (filter: TNotificationFilter, pageSize: number, enabled = true) =>
  useQuery({ ...apiQuery(notificationsApi.list, { query: { filter, page: 1, pageSize } }), enabled });

export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(notificationsApi.read, { params: { id } }),
    onSuccess: () => invalidateEntities(client, ['notifications']),
  });
};

export const useMarkAllRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.readAll, {}),
    onSuccess: () => invalidateEntities(client, ['notifications']),
  });
};

export const useNotificationPreferences = (enabled = true) => useQuery({ ...apiQuery(notificationsApi.preferences), enabled });

export const useUpdateNotificationPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationPreferences) => callApi(notificationsApi.updatePreferences, { body }),
    onSuccess: () => invalidateEntities(client, ['notifications']),
  });
};
