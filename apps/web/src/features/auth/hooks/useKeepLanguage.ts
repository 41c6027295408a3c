// The language the signed-in user reads the app in is kept on their account (PUT /api/auth/me/language), so what the
// server writes to them — notification e-mails, the daily summary, SMS — comes in the same language. Saved when it
// differs from the account's (the first signed-in page, and every switch of the header toggle).
import type { TSessionUser } from '@centinela/shared';
import * as authApi from '@centinela/shared/endpoints/refs/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage } from '@/i18n';
import { callApi } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-client';
import type { TLoginResponse } from '@centinela/shared';

export const useKeepLanguage = (user: TSessionUser, language: string) => {
  const client = useQueryClient();
  useEffect(() => {
    if (!isLanguage(language) || user.language === language) return;
    callApi(authApi.setMyLanguage, { body: { language } })
      .then(() =>
        client.setQueryData<TLoginResponse | null>(SESSION_QUERY_KEY, (session) =>
          session ? { ...session, user: { ...session.user, language } } : session,
        ),
      )
      // Not worth an error on screen: the next switch (or page) tries again.
      .catch(() => undefined);
  }, [client, language, user.language]);
};
