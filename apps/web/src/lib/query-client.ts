// The app's TanStack Query client (spec sections 7 and 9): every query names its loader (lib/api-client.ts apiQuery); no retries, no refetch on focus, data never goes stale by itself.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Query key of the signed-in session (GET /api/auth/me). */
export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

export const createQueryClient = () => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 401 anywhere means the session ended: drop it so the route guard sends the user to /login.
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== SESSION_QUERY_KEY[0]) {
          client.setQueryData(SESSION_QUERY_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return client;
};
