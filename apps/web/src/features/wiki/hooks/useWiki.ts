// Queries and mutations of the wiki, through the typed client (endpoints/wiki.ts).
import type { TWikiMoveInput, TWikiPageInput, TWikiPageUpdate } from '@centinela/shared/contracts/wiki';
import * as wikiApi from '@centinela/shared/endpoints/wiki';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, uploadApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useWikiPages = (search = '') =>
  useQuery({ ...apiQuery(wikiApi.list, { query: { search: search.trim() || undefined } }), placeholderData: (previous) => previous });

export const useWikiPage = (id: string) => useQuery({ ...apiQuery(wikiApi.get, { params: { id } }), enabled: Boolean(id) });

export const useWikiRevisions = (id: string, isEnabled: boolean) =>
  useQuery({ ...apiQuery(wikiApi.revisions, { params: { id } }), enabled: Boolean(id) && isEnabled });

export const wikiAttachmentUrl = (pageId: string, fileId: string) =>
  `/api/wiki/pages/${encodeURIComponent(pageId)}/attachments/${encodeURIComponent(fileId)}`;

export const useWikiActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['wiki']);
  return {
    create: useMutation({ mutationFn: (body: TWikiPageInput) => callApi(wikiApi.create, { body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TWikiPageUpdate }) => callApi(wikiApi.update, { params: { id }, body }),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TWikiMoveInput }) => callApi(wikiApi.move, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(wikiApi.remove, { params: { id } }), onSuccess }),
    restore: useMutation({
      mutationFn: ({ id, revision }: { id: string; revision: number }) => callApi(wikiApi.restore, { params: { id, revision } }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ id, files }: { id: string; files: File[] }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return uploadApi(wikiApi.uploadAttachments, { params: { id }, body });
      },
      onSuccess,
    }),
    removeAttachment: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) => callApi(wikiApi.removeAttachment, { params: { id, fileId } }),
      onSuccess,
    }),
  };
};
