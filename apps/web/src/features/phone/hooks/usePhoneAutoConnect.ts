// After sign-in (the signed-in frame mounts): read the user's own SIP account, check it is complete and connect, with
// the spec's toasts (section 8 "Phone": ready with the extension, settings incomplete, connection failed, connection
// error, no SIP configuration). The informational toasts (none / incomplete) show once per browser session.
import * as phoneApi from '@centinela/shared/endpoints/phone';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { i18n } from '@/i18n';
import { callApi } from '@/lib/api-client';
import { connectPhone, disconnectPhone } from '../lib/phone-store';

const noticeKey = (userId: string) => `phone:notice:${userId}`;

const noticeOnce = (userId: string, show: () => void) => {
  try {
    if (sessionStorage.getItem(noticeKey(userId))) return;
    sessionStorage.setItem(noticeKey(userId), '1');
  } catch {
    // no session storage: show it
  }
  show();
};

export const forgetPhoneNotices = (userId: string) => {
  try {
    sessionStorage.removeItem(noticeKey(userId));
  } catch {
    // nothing to forget
  }
};

export const usePhoneAutoConnect = (userId: string) => {
  const { timeZone } = useCompanyLocale();
  useEffect(() => {
    let isCurrent = true;
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});
    void (async () => {
      try {
        const setup = await callApi(phoneApi.setup);
        if (!isCurrent) return;
        if (!setup.isConfigured) return noticeOnce(userId, () => toast.info(t('phone:toasts.noConfiguration')));
        if (!setup.isComplete) return noticeOnce(userId, () => toast.warning(t('phone:toasts.incomplete')));
        const outcome = await connectPhone(setup, { timeZone });
        if (!isCurrent) return;
        if (outcome === 'connected') {
          toast.success(t('phone:toasts.ready', { extension: setup.sip.extensionNumber ?? setup.sip.username }));
        } else if (outcome === 'failed') {
          toast.error(t('phone:toasts.failed'));
        } else {
          toast.error(t('phone:toasts.error'));
        }
      } catch {
        if (isCurrent) toast.error(t('phone:toasts.error'));
      }
    })();
    return () => {
      isCurrent = false;
      disconnectPhone();
    };
  }, [userId, timeZone]);
};
