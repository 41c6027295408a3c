// The signed-in session (GET /api/auth/me) is the source of truth for who is using the app; null when nobody is.
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type TAccessSubject, type TLoginResponse, toAccessSubject } from '@centinela/shared';
// Schema-free references (the sign-in page's JavaScript budget); typed from endpoints/auth.ts.
import * as authApi from '@centinela/shared/endpoints/refs/auth';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '@/lib/api';
import { callApi } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import { clearStoredSession } from '../session-storage';

export const fetchSession = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TLoginResponse | null> => {
  try {
    return await callApi(authApi.me, {}, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearStoredSession();
      return null;
    }
    throw error;
  }
};

export const useSession = () => {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  const session = query.data ?? null;
  const subject: TAccessSubject | null = useMemo(() => (session ? toAccessSubject(session.user) : null), [session]);
  return {
    session,
    user: session?.user ?? null,
    company: session?.company ?? null,
    subject,
    isLoading: query.isPending,
    isSignedOut: query.isSuccess && session === null,
    error: query.error,
    refetch: query.refetch,
  };
};

/**
 * The company's time zone, currency and week start (decision 0010, /settings/general): "today", the date of a moment,
 * every amount and every week follow the company, never the browser. Before the session is known: Puerto Rico, US
 * dollars and Sunday (the platform defaults).
 */
export const useCompanyLocale = () => {
  const { company } = useSession();
  return {
    timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
    currency: company?.currency ?? DEFAULT_CURRENCY,
    weekStart: company?.weekStart ?? 0,
  };
};
