// Queries and mutations of the posts area.
import type { TPostStatus } from '@centinela/shared';
import type { TPost, TPostFormOptions, TPostImpact, TPostOption, TPostPage } from '@centinela/shared/contracts/posts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export type TPostFilters = { search: string; customerCompanyId: string; status: TPostStatus | '' };

export const usePostsPage = (filters: TPostFilters, page: number, pageSize: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.customerCompanyId) params.set('customerCompanyId', filters.customerCompanyId);
  if (filters.status) params.set('status', filters.status);
  return useQuery({
    queryKey: ['/api/posts', 'page', { ...filters, page, pageSize }],
    queryFn: ({ signal }) => apiGet<TPostPage>(`/api/posts?${params}`, { signal }),
    placeholderData: (previous) => previous,
  });
};

/** Customer companies, guards and the company's time zone for the post form and the filters. */
export const usePostFormOptions = (isEnabled = true) =>
  useQuery({
    queryKey: ['/api/posts', 'form-options'],
    queryFn: ({ signal }) => apiGet<TPostFormOptions>('/api/posts/form-options', { signal }),
    enabled: isEnabled,
  });

/** Every post in scope, short form (pickers). */
export const usePostOptions = (customerCompanyId = '', isEnabled = true) =>
  useQuery({
    queryKey: ['/api/posts', 'options', customerCompanyId],
    queryFn: ({ signal }) =>
      apiGet<TPostOption[]>(`/api/posts/options${customerCompanyId ? `?customerCompanyId=${customerCompanyId}` : ''}`, { signal }),
    enabled: isEnabled,
  });

/** Posts change what rosters, the roster view, reports and the dashboard show. */
export const invalidatePosts = (client: QueryClient) => invalidateEntities(client, ['posts']);

export const useSavePost = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? apiPut<TPost>(`/api/posts/${id}`, body) : apiPost<TPost>('/api/posts', body),
    onSuccess: () => invalidatePosts(client),
  });
};

export const fetchPostImpact = (id: string) => apiGet<TPostImpact>(`/api/posts/${id}/impact`);

export const usePostActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidatePosts(client);
  return {
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: TPostStatus }) => apiPatch<TPost>(`/api/posts/${id}/status`, { status }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<void>(`/api/posts/${id}`), onSuccess }),
  };
};
