// Queries and mutations of rosters, availability and the roster view. Every key starts with '/api/rosters' so
// user, ban and absence changes elsewhere (which invalidate ['/api/rosters']) refresh these too.
import type { TAvailability, TOccurrences, TRemoveGuardResult, TRoster } from '@centinela/shared/contracts/rosters';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export type TRosterFilters = { postId?: string; customerCompanyId?: string; search?: string };

const queryString = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const useRosterList = (filters: TRosterFilters) =>
  useQuery({
    queryKey: ['/api/rosters', 'list', filters],
    queryFn: ({ signal }) => apiGet<TRoster[]>(`/api/rosters${queryString(filters)}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const useRoster = (id: string | null) =>
  useQuery({
    queryKey: ['/api/rosters', 'one', id],
    queryFn: ({ signal }) => apiGet<TRoster>(`/api/rosters/${id}`, { signal }),
    enabled: Boolean(id),
  });

/** What a roster change touches: rosters, the view, reports, post roster counts, users' shift lists, the dashboard. */
export const invalidateRosters = (client: QueryClient) => invalidateEntities(client, ['rosters']);

export const useSaveRoster = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? apiPut<TRoster>(`/api/rosters/${id}`, body) : apiPost<TRoster>('/api/rosters', body),
    onSuccess: () => invalidateRosters(client),
  });
};

export const useDeleteRoster = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => apiDelete<void>(`/api/rosters/${id}`), onSuccess: () => invalidateRosters(client) });
};

export const useCopyWeek = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { targetRosterId: string; includeGuards: boolean; overrideReason?: string } }) =>
      apiPost<TRoster>(`/api/rosters/${id}/copy-week`, body),
    onSuccess: () => invalidateRosters(client),
  });
};

export const removeGuardFromRosters = (guardId: string) => apiPost<TRemoveGuardResult>('/api/rosters/remove-guard', { guardId });

export type TAvailabilityParams = {
  postId: string;
  date: string;
  startTime: string;
  endTime: string;
  shiftId?: string;
  rosterId?: string;
};

export const useAvailability = (params: TAvailabilityParams | null) =>
  useQuery({
    queryKey: ['/api/rosters', 'availability', params],
    queryFn: ({ signal }) => apiGet<TAvailability>(`/api/rosters/availability${queryString(params ?? {})}`, { signal }),
    enabled: params !== null,
    // Availability moves with every other scheduler's work: never trust an old answer.
    staleTime: 0,
  });

export type TOccurrenceParams = { from: string; to: string; customerCompanyId?: string; postId?: string; guardId?: string };

export const useOccurrences = (params: TOccurrenceParams) =>
  useQuery({
    queryKey: ['/api/rosters', 'occurrences', params],
    queryFn: ({ signal }) => apiGet<TOccurrences>(`/api/rosters/occurrences${queryString(params)}`, { signal }),
    placeholderData: (previous) => previous,
  });
