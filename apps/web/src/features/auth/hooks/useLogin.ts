import type { TLoginRequest } from '@centinela/shared';
// Schema-free references (the sign-in page's JavaScript budget); typed from endpoints/auth.ts.
import * as authApi from '@centinela/shared/endpoints/refs/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import { writeStoredSession } from '../session-storage';

/** POST /api/auth/login; on success the new session replaces whatever was cached for a previous user. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginRequest) => callApi(authApi.login, { body: input }),
    onSuccess: (session) => {
      writeStoredSession(session);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authApi.companies.path });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
};
