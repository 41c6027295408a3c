// Queries and mutations of the incidents area (novelties, incidents, daily reports), through the typed client
// (endpoints/incidents.ts). Lists use keyset paging (cursor → "load more").
import {
  SEVERITY_LEVELS,
  type TDailyReportInput,
  type TDailyReportListQuery,
  type TDailyReportUpdate,
  type TIncidentFormOptions,
  type TIncidentInput,
  type TIncidentListItemInput,
  type TIncidentListQuery,
  type TIncidentNoteInput,
  type TIncidentReportQuery,
  type TIncidentUpdate,
  type TNoveltyInput,
  type TNoveltyListQuery,
  type TNoveltyReportQuery,
  type TPosition,
  type TSendDailyReportInput,
  type TSeverityLevel,
} from '@centinela/shared/contracts/incidents';
import * as incidentsApi from '@centinela/shared/endpoints/incidents';
import type { TIncidentAction } from '@centinela/shared/rules/incidents';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi, uploadApi } from '@/lib/api-client';
import { filesBody, idempotencyHeaders } from '@/lib/attachments';
import { invalidateEntities } from '@/lib/live-updates';

/** Severities by level, low → critical (issue 29: not alphabetically); within a level as they came (by name). */
export const bySeverityLevel = <T extends { level: TSeverityLevel | null }>(items: readonly T[]): T[] => {
  const rank = (level: TSeverityLevel | null) => (level ? SEVERITY_LEVELS.indexOf(level) : SEVERITY_LEVELS.length);
  return [...items].sort((a, b) => rank(a.level) - rank(b.level));
};

const severitiesByLevel = (options: TIncidentFormOptions): TIncidentFormOptions => ({
  ...options,
  severities: bySeverityLevel(options.severities),
});

export const useIncidentFormOptions = () => useQuery({ ...apiQuery(incidentsApi.formOptions), select: severitiesByLevel });

export const useIncidents = (query: Omit<TIncidentListQuery, 'cursor'>) =>
  useInfiniteQuery({
    queryKey: apiKey(incidentsApi.list, { query }),
    queryFn: ({ pageParam, signal }) => callApi(incidentsApi.list, { query: { ...query, cursor: pageParam || undefined } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useIncident = (id: string | null) =>
  useQuery({ ...apiQuery(incidentsApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export const useNovelties = (query: Omit<TNoveltyListQuery, 'cursor'>) =>
  useInfiniteQuery({
    queryKey: apiKey(incidentsApi.listNovelties, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(incidentsApi.listNovelties, { query: { ...query, cursor: pageParam || undefined } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useDailyReports = (query: Omit<TDailyReportListQuery, 'cursor'>) =>
  useInfiniteQuery({
    queryKey: apiKey(incidentsApi.listDailyReports, { query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(incidentsApi.listDailyReports, { query: { ...query, cursor: pageParam || undefined } }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useDailyReport = (id: string | null) =>
  useQuery({ ...apiQuery(incidentsApi.getDailyReport, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export const useIncidentsReport = (query: TIncidentReportQuery) =>
  useQuery({ ...apiQuery(incidentsApi.report, { query }), placeholderData: (previous) => previous });

export const useNoveltiesReport = (query: TNoveltyReportQuery) =>
  useQuery({ ...apiQuery(incidentsApi.noveltiesReport, { query }), placeholderData: (previous) => previous });

/** The browser's position when it gives one within a few seconds (optional: the history keeps it). */
export const currentPosition = (): Promise<TPosition | undefined> =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(undefined);
    const timer = setTimeout(() => resolve(undefined), 4000);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy });
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
      { enableHighAccuracy: false, timeout: 3500, maximumAge: 60_000 },
    );
  });

export const useIncidentActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['incidents']);
  return {
    create: useMutation({
      mutationFn: ({ body, key }: { body: TIncidentInput; key: string }) =>
        callApi(incidentsApi.create, { body }, { headers: idempotencyHeaders(key) }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TIncidentUpdate }) => callApi(incidentsApi.update, { params: { id }, body }),
      onSuccess,
    }),
    transition: useMutation({
      mutationFn: async ({ id, action, notes }: { id: string; action: TIncidentAction; notes?: string }) => {
        const body = { notes: notes || null, position: await currentPosition() };
        const endpoint = { review: incidentsApi.review, close: incidentsApi.close, seal: incidentsApi.seal, reopen: incidentsApi.reopen }[
          action
        ];
        return callApi(endpoint, { params: { id }, body });
      },
      onSuccess,
    }),
    addNote: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TIncidentNoteInput }) => callApi(incidentsApi.addNote, { params: { id }, body }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ id, files }: { id: string; files: readonly File[] }) =>
        uploadApi(incidentsApi.uploadAttachments, { params: { id }, body: filesBody(files) }),
      onSuccess,
    }),
    removeAttachment: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) => callApi(incidentsApi.removeAttachment, { params: { id, fileId } }),
      onSuccess,
    }),
    saveListItem: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TIncidentListItemInput }) =>
        id ? callApi(incidentsApi.updateListItem, { params: { id }, body }) : callApi(incidentsApi.createListItem, { body }),
      onSuccess,
    }),
    removeListItem: useMutation({ mutationFn: (id: string) => callApi(incidentsApi.removeListItem, { params: { id } }), onSuccess }),
    createNovelty: useMutation({
      mutationFn: ({ body, key }: { body: TNoveltyInput; key: string }) =>
        callApi(incidentsApi.createNovelty, { body }, { headers: idempotencyHeaders(key) }),
      onSuccess,
    }),
    uploadNoveltyPhotos: useMutation({
      mutationFn: ({ id, files }: { id: string; files: readonly File[] }) =>
        uploadApi(incidentsApi.uploadNoveltyPhotos, { params: { id }, body: filesBody(files) }),
      onSuccess,
    }),
    createReport: useMutation({ mutationFn: (body: TDailyReportInput) => callApi(incidentsApi.createDailyReport, { body }), onSuccess }),
    updateReport: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TDailyReportUpdate }) =>
        callApi(incidentsApi.updateDailyReport, { params: { id }, body }),
      onSuccess,
    }),
    transitionReport: useMutation({
      mutationFn: ({ id, action }: { id: string; action: 'review' | 'close' }) =>
        callApi(action === 'review' ? incidentsApi.reviewDailyReport : incidentsApi.closeDailyReport, { params: { id }, body: {} }),
      onSuccess,
    }),
    sendReport: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TSendDailyReportInput }) =>
        callApi(incidentsApi.sendDailyReport, { params: { id }, body }),
      onSuccess,
    }),
  };
};
