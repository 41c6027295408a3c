// The job and delivery log (GET /api/jobs) and the retry by hand (POST /api/jobs/:name/:id/retry).
import type { TJobList, TJobQuery, TJobRow } from '@centinela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

const KEY = '/api/jobs';

export const useJobList = (query: TJobQuery) =>
  useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
      return apiGet<TJobList>(`${KEY}?${params}`, { signal });
    },
    placeholderData: (previous) => previous,
    // Jobs settle without a domain event: while one shown is queued, waiting or running, look again every 3 s.
    refetchInterval: (q) =>
      q.state.data?.items.some((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active') ? 3_000 : false,
  });

export const useRetryJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<TJobRow, 'name' | 'id'>) => apiPost<TJobRow>(`${KEY}/${encodeURIComponent(job.name)}/${job.id}/retry`),
    onSuccess: () => invalidateEntities(client, ['system']),
  });
};
