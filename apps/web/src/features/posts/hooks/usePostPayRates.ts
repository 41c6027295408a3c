// A post's pay rates (issue 27), through the typed client (endpoints/post-pay-rates.ts). Payroll staff only: the caller
// asks only when the viewer may see them (the server refuses everyone else).
import type { TPostPayRateInput } from '@centinela/shared/contracts/post-pay-rates';
import * as payRatesApi from '@centinela/shared/endpoints/post-pay-rates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const usePostPayRates = (postId: string, isEnabled = true) =>
  useQuery({ ...apiQuery(payRatesApi.list, { params: { id: postId } }), enabled: isEnabled && Boolean(postId) });

export const usePostPayRateActions = (postId: string) => {
  const client = useQueryClient();
  // Pay rates are payroll's: their changes are logged and streamed as payroll events.
  const onSuccess = () => invalidateEntities(client, ['payroll']);
  return {
    add: useMutation({ mutationFn: (body: TPostPayRateInput) => callApi(payRatesApi.create, { params: { id: postId }, body }), onSuccess }),
    remove: useMutation({
      mutationFn: (rateId: string) => callApi(payRatesApi.remove, { params: { id: postId, rateId } }),
      onSuccess,
    }),
  };
};
