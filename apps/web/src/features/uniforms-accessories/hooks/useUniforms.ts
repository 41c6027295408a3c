// Queries and mutations of the uniforms and accessories area, through the typed client (endpoints/uniforms-accessories.ts).
import type {
  TUniformCategoryInput,
  TUniformIssueInput,
  TUniformItemInput,
  TUniformReturnInput,
  TUniformStockChange,
} from '@centinela/shared/contracts/uniforms-accessories';
import * as uniformsApi from '@centinela/shared/endpoints/uniforms-accessories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useUniformCategories = () => useQuery(apiQuery(uniformsApi.categories));

export const useUniformItems = (filters: { search: string; categoryId: string; lowStock: string }, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(uniformsApi.items, {
      query: {
        page,
        pageSize,
        search: filters.search.trim() || undefined,
        categoryId: filters.categoryId || undefined,
        lowStock: filters.lowStock === 'true' ? 'true' : undefined,
      },
    }),
    placeholderData: (previous) => previous,
  });

export const useUniformIssues = (
  filters: { guardId?: string; status: 'open' | 'returned' | 'all' },
  page: number,
  pageSize: number,
  isEnabled = true,
) =>
  useQuery({
    ...apiQuery(uniformsApi.issues, { query: { page, pageSize, guardId: filters.guardId || undefined, status: filters.status } }),
    placeholderData: (previous) => previous,
    enabled: isEnabled,
  });

export const useIssueGuards = (isEnabled = true) => useQuery({ ...apiQuery(uniformsApi.guardOptions), enabled: isEnabled });

export const useStockMoves = (itemId: string | null) =>
  useQuery({ ...apiQuery(uniformsApi.moves, { params: { id: itemId ?? '' } }), enabled: Boolean(itemId) });

export const useUniformActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['uniforms-accessories']);
  return {
    saveCategory: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TUniformCategoryInput }) =>
        id ? callApi(uniformsApi.updateCategory, { params: { id }, body }) : callApi(uniformsApi.createCategory, { body }),
      onSuccess,
    }),
    removeCategory: useMutation({ mutationFn: (id: string) => callApi(uniformsApi.removeCategory, { params: { id } }), onSuccess }),
    saveItem: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TUniformItemInput }) =>
        id ? callApi(uniformsApi.updateItem, { params: { id }, body }) : callApi(uniformsApi.createItem, { body }),
      onSuccess,
    }),
    removeItem: useMutation({ mutationFn: (id: string) => callApi(uniformsApi.removeItem, { params: { id } }), onSuccess }),
    changeStock: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUniformStockChange }) => callApi(uniformsApi.changeStock, { params: { id }, body }),
      onSuccess,
    }),
    issue: useMutation({ mutationFn: (body: TUniformIssueInput) => callApi(uniformsApi.issue, { body }), onSuccess }),
    returnIssue: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TUniformReturnInput }) => callApi(uniformsApi.returnIssue, { params: { id }, body }),
      onSuccess,
    }),
  };
};
