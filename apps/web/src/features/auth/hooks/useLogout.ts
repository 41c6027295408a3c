// Schema-free references (the sign-in page's JavaScript budget); typed from endpoints/auth.ts.
import * as authApi from '@centinela/shared/endpoints/refs/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/lib/api-client';
import { disconnectPhone } from '@/features/phone/lib/phone-store';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import { clearStoredSession } from '../session-storage';

/** Disconnects the phone (spec "Header": logout disconnects SIP), ends the server session, forgets everything cached for this user and goes to /login (even when the server is unreachable). */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      disconnectPhone();
      return callApi(authApi.logout);
    },
    onSettled: () => {
      clearStoredSession();
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      void navigate('/login', { replace: true });
    },
  });
};
