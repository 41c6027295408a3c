// Queries and mutations of rosters, availability and the roster view, through the typed client (endpoints/rosters.ts).
// Every key starts with the path template ('/api/rosters…'), so user, ban and absence changes elsewhere (which mark
// '/api/rosters' stale in lib/live-updates.ts) refresh these too.
import type { TCopyWeek, TRosterInput } from '@centinela/shared/contracts/rosters';
import * as rostersApi from '@centinela/shared/endpoints/rosters';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TRosterFilters = { postId?: string; customerCompanyId?: string; search?: string };

export const useRosterList = (filters: TRosterFilters) =>
  useQuery({ ...apiQuery(rostersApi.list, { query: filters }), placeholderData: (previous) => previous });

export const useRoster = (id: string | null) =>
  useQuery({ ...apiQuery(rostersApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

/** What a roster change touches: rosters, the view, reports, post roster counts, users' shift lists, the dashboard. */
export const invalidateRosters = (client: QueryClient) => invalidateEntities(client, ['rosters']);

export const useSaveRoster = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TRosterInput }) =>
      id ? callApi(rostersApi.update, { params: { id }, body }) : callApi(rostersApi.create, { body }),
    onSuccess: () => invalidateRosters(client),
  });
};

export const useDeleteRoster = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(rostersApi.remove, { params: { id } }),
    onSuccess: () => invalidateRosters(client),
  });
};

export const useCopyWeek = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCopyWeek }) => callApi(rostersApi.copyWeek, { params: { id }, body }),
    onSuccess: () => invalidateRosters(client),
  });
};

export const removeGuardFromRosters = (guardId: string) => callApi(rostersApi.removeGuard, { body: { guardId } });

export type TAvailabilityParams = {
  postId: string;
  date: string;
  startTime: string;
  endTime: string;
  shiftId?: string;
  rosterId?: string;
};

/** The query of a disabled availability lookup (never sent). */
const NO_SHIFT: TAvailabilityParams = { postId: '', date: '', startTime: '', endTime: '' };

export const useAvailability = (params: TAvailabilityParams | null) =>
  useQuery({
    ...apiQuery(rostersApi.availability, { query: params ?? NO_SHIFT }),
    enabled: params !== null,
    // Availability moves with every other scheduler's work: never trust an old answer.
    staleTime: 0,
  });

export type TOccurrenceParams = { from: string; to: string; customerCompanyId?: string; postId?: string; guardId?: string };

export const useOccurrences = (params: TOccurrenceParams) =>
  useQuery({ ...apiQuery(rostersApi.occurrences, { query: params }), placeholderData: (previous) => previous });
