// The job and delivery log (GET /api/jobs) and the retry by hand (POST /api/jobs/:name/:id/retry).
// Through the typed client (endpoints/jobs.ts).
import type { TJobQuery, TJobRow } from '@centinela/shared';
import * as jobsApi from '@centinela/shared/endpoints/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useJobList = (query: TJobQuery) =>
  useQuery({
    ...apiQuery(jobsApi.list, { query }),
    placeholderData: (previous) => previous,
    // Jobs settle without a domain event: while one shown is queued, waiting or running, look again every 3 s.
    refetchInterval: (q) =>
      q.state.data?.items.some((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active') ? 3_000 : false,
  });

export const useRetryJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<TJobRow, 'name' | 'id'>) => callApi(jobsApi.retry, { params: { name: job.name, id: job.id } }),
    onSuccess: () => invalidateEntities(client, ['system']),
  });
};
