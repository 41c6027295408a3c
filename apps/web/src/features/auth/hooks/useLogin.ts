import type { TLoginRequest, TLoginResponse } from '@centinela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import { writeStoredSession } from '../session-storage';

/** POST /api/auth/login; on success the new session replaces whatever was cached for a previous user. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginRequest) => apiPost<TLoginResponse>('/api/auth/login', input),
    onSuccess: (session) => {
      writeStoredSession(session);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/companies' });
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
};
