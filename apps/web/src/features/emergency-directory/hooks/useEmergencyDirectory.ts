// Queries and mutations of the emergency directory, through the typed client (endpoints/emergency-directory.ts).
import type { TEmergencyContactInput, TEmergencyContactKind } from '@centinela/shared/contracts/emergency-directory';
import * as directoryApi from '@centinela/shared/endpoints/emergency-directory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TDirectoryFilters = { postId: string; kind: TEmergencyContactKind | ''; search: string };

export const useEmergencyContacts = (filters: TDirectoryFilters) =>
  useQuery({
    ...apiQuery(directoryApi.list, {
      query: { postId: filters.postId || undefined, kind: filters.kind || undefined, search: filters.search.trim() || undefined },
    }),
    placeholderData: (previous) => previous,
  });

export const useDirectoryPosts = () => useQuery(apiQuery(directoryApi.posts));

export const useEmergencyContactActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['emergency-directory']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TEmergencyContactInput }) =>
        id ? callApi(directoryApi.update, { params: { id }, body }) : callApi(directoryApi.create, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(directoryApi.remove, { params: { id } }), onSuccess }),
  };
};
