// The signed-in user's tutorial progress, through the typed client (endpoints/tutorial.ts).
import type { TTutorialProgressInput } from '@centinela/shared/contracts/tutorial';
import * as tutorialApi from '@centinela/shared/endpoints/tutorial';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';

export const useTutorialProgress = (isEnabled = true) => useQuery({ ...apiQuery(tutorialApi.progress), enabled: isEnabled });

export const useSaveTutorialProgress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTutorialProgressInput) => callApi(tutorialApi.saveProgress, { body }),
    onSuccess: (answer) => client.setQueryData(apiKey(tutorialApi.progress), answer),
  });
};
