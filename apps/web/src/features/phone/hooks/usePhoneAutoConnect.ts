// After sign-in (the signed-in frame mounts): read the user's own SIP account, check it is complete and connect, with
// the spec's messages (section 8 "Phone"): toasts for ready with the extension, connection failed and connection
// error; "no SIP configuration" and "settings incomplete" are shown in the phone dialog instead of a toast — every
// user without SIP settings would otherwise get a toast at each sign-in, replacing the sign-in's own (one toast at a
// time).
import * as phoneApi from '@centinela/shared/endpoints/phone';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { i18n } from '@/i18n';
import { callApi } from '@/lib/api-client';
import { connectPhone, disconnectPhone, phoneStore } from '../lib/phone-store';

export const usePhoneAutoConnect = (userId: string) => {
  const { timeZone } = useCompanyLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another signed-in user means another SIP account
  useEffect(() => {
    let isCurrent = true;
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});
    void (async () => {
      try {
        const setup = await callApi(phoneApi.setup);
        if (!isCurrent) return;
        if (!setup.isConfigured) return phoneStore.setState({ notice: 'noConfiguration' });
        if (!setup.isComplete) return phoneStore.setState({ notice: 'incomplete' });
        const outcome = await connectPhone(setup, { timeZone });
        if (!isCurrent) return;
        if (outcome === 'connected') {
          toast.success(t('phone:toasts.ready', { extension: setup.sip.extensionNumber ?? setup.sip.username }));
        } else {
          phoneStore.setState({ notice: outcome === 'failed' ? 'failed' : 'error' });
          toast.error(t(outcome === 'failed' ? 'phone:toasts.failed' : 'phone:toasts.error'));
        }
      } catch {
        if (!isCurrent) return;
        phoneStore.setState({ notice: 'error' });
        toast.error(t('phone:toasts.error'));
      }
    })();
    return () => {
      isCurrent = false;
      disconnectPhone();
    };
  }, [userId, timeZone]);
};
