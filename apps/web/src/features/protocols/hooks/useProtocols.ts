// Queries and mutations of protocols, through the typed client (endpoints/protocols.ts).
import type { TProtocolInput } from '@centinela/shared/contracts/protocols';
import * as protocolsApi from '@centinela/shared/endpoints/protocols';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, uploadApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TProtocolFilters = { categoryId: string; postId: string; search: string };

export const useProtocols = (filters: TProtocolFilters) =>
  useQuery({
    ...apiQuery(protocolsApi.list, {
      query: {
        categoryId: filters.categoryId || undefined,
        postId: filters.postId || undefined,
        search: filters.search.trim() || undefined,
      },
    }),
    placeholderData: (previous) => previous,
  });

export const useProtocol = (id: string | null) =>
  useQuery({ ...apiQuery(protocolsApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export const useProtocolFormOptions = () => useQuery(apiQuery(protocolsApi.formOptions));

export const useProtocolCategories = (isEnabled = true) => useQuery({ ...apiQuery(protocolsApi.listCategories), enabled: isEnabled });

export const useProtocolAcknowledgements = (id: string, isEnabled: boolean) =>
  useQuery({ ...apiQuery(protocolsApi.acknowledgements, { params: { id } }), enabled: isEnabled });

export const protocolDocumentUrl = (protocolId: string, documentId: string) =>
  `/api/protocols/${encodeURIComponent(protocolId)}/documents/${encodeURIComponent(documentId)}`;

export const useProtocolActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['protocols']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TProtocolInput }) =>
        id ? callApi(protocolsApi.update, { params: { id }, body }) : callApi(protocolsApi.create, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(protocolsApi.remove, { params: { id } }), onSuccess }),
    publish: useMutation({
      mutationFn: ({ id, note }: { id: string; note: string }) => callApi(protocolsApi.publish, { params: { id }, body: { note } }),
      onSuccess,
    }),
    acknowledge: useMutation({ mutationFn: (id: string) => callApi(protocolsApi.acknowledge, { params: { id } }), onSuccess }),
    remind: useMutation({ mutationFn: (id: string) => callApi(protocolsApi.remind, { params: { id } }), onSuccess }),
    upload: useMutation({
      mutationFn: ({ id, files }: { id: string; files: File[] }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return uploadApi(protocolsApi.uploadDocuments, { params: { id }, body });
      },
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) => callApi(protocolsApi.removeDocument, { params: { id, fileId } }),
      onSuccess,
    }),
    saveCategory: useMutation({
      mutationFn: ({ id, name }: { id?: string; name: string }) =>
        id
          ? callApi(protocolsApi.updateCategory, { params: { id }, body: { name } })
          : callApi(protocolsApi.createCategory, { body: { name } }),
      onSuccess,
    }),
    removeCategory: useMutation({ mutationFn: (id: string) => callApi(protocolsApi.removeCategory, { params: { id } }), onSuccess }),
  };
};
