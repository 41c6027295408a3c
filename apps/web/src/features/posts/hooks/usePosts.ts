// Queries and mutations of the posts area, through the typed client (endpoints/posts.ts).
import type { TPostStatus } from '@centinela/shared';
import type { TPostInput } from '@centinela/shared/contracts/posts';
import * as postsApi from '@centinela/shared/endpoints/posts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TPostFilters = { search: string; customerCompanyId: string; status: TPostStatus | '' };

export const usePostsPage = (filters: TPostFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(postsApi.list, {
      query: {
        page,
        pageSize,
        search: filters.search.trim() || undefined,
        customerCompanyId: filters.customerCompanyId || undefined,
        status: filters.status || undefined,
      },
    }),
    placeholderData: (previous) => previous,
  });

/** Customer companies, guards and the company's time zone for the post form and the filters. */
export const usePostFormOptions = (isEnabled = true) => useQuery({ ...apiQuery(postsApi.formOptions), enabled: isEnabled });

/** Every post in scope, short form (pickers). */
export const usePostOptions = (customerCompanyId = '', isEnabled = true) =>
  useQuery({ ...apiQuery(postsApi.options, { query: { customerCompanyId: customerCompanyId || undefined } }), enabled: isEnabled });

/** Posts change what rosters, the roster view, reports and the dashboard show. */
export const invalidatePosts = (client: QueryClient) => invalidateEntities(client, ['posts']);

export const useSavePost = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TPostInput }) =>
      id ? callApi(postsApi.update, { params: { id }, body }) : callApi(postsApi.create, { body }),
    onSuccess: () => invalidatePosts(client),
  });
};

export const fetchPostImpact = (id: string) => callApi(postsApi.impact, { params: { id } });

export const usePostActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidatePosts(client);
  return {
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: TPostStatus }) =>
        callApi(postsApi.setStatus, { params: { id }, body: { status } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(postsApi.remove, { params: { id } }), onSuccess }),
  };
};
