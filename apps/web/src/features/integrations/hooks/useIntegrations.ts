// Typed calls of /settings/api-keys (endpoints/integrations.ts).
import type { TUpdateTwilioSettings } from '@centinela/shared/contracts/integrations';
import * as integrationsApi from '@centinela/shared/endpoints/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useTwilioSettings = () => useQuery(apiQuery(integrationsApi.twilio));

export const useSaveTwilioSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTwilioSettings) => callApi(integrationsApi.updateTwilio, { body }),
    onSuccess: () => invalidateEntities(client, ['settings', 'sms', 'companies']),
  });
};

/** The API's reference (/settings/api-endpoints): it changes only with a new version of the server. */
export const useApiEndpoints = () => useQuery({ ...apiQuery(integrationsApi.apiEndpoints), staleTime: Number.POSITIVE_INFINITY });
