// After sign-in (the signed-in frame mounts): read the user's own SIP account, check it is complete and connect, with
// the spec's login toasts (section 8): ready with the extension, connection failed, connection error, no SIP
// configuration and settings incomplete. Right after a sign-in through the login screen they wait for the sign-in
// toast to leave (one toast at a time); "no SIP configuration" and "incomplete" are toasts only then, not at each
// reload, and stay in the phone dialog as a notice. "No SIP configuration" is said at sign-in only to the roles that
// work the phone (company staff): a guard or a customer company admin with no SIP account is not told at every
// sign-in (issue 29); they find the notice in the phone dialog if they open it.
import * as phoneApi from '@centinela/shared/endpoints/phone';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { TRole } from '@centinela/shared';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { takeSignInThroughForm } from '@/features/auth/sign-in-moment';
import { i18n } from '@/i18n';
import { callApi } from '@/lib/api-client';
import { connectPhone, disconnectPhone, phoneStore } from '../lib/phone-store';

/** Roles that work the in-browser phone, told at sign-in when they have no SIP account. */
export const expectsPhone = (role: TRole | undefined): boolean =>
  role !== undefined && role !== 'security_guard' && role !== 'customer_company_admin';

export const usePhoneAutoConnect = (userId: string) => {
  const { timeZone } = useCompanyLocale();
  const role = useSession().user?.role;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another signed-in user means another SIP account
  useEffect(() => {
    let isCurrent = true;
    let stopReporting = () => {};
    const signInToastGone = takeSignInThroughForm();
    /** A login toast: after the sign-in toast has left, when this mount follows a sign-in through the form. */
    const loginToast = async (show: () => void) => {
      if (signInToastGone) await signInToastGone;
      if (isCurrent) show();
    };
    void (async () => {
      try {
        const setup = await callApi(phoneApi.setup);
        if (!isCurrent) return;
        if (!setup.isConfigured || !setup.isComplete) {
          const notice = setup.isConfigured ? 'incomplete' : 'noConfiguration';
          phoneStore.setState({ notice });
          if (signInToastGone && (notice === 'incomplete' || expectsPhone(role)))
            await loginToast(() => toast.info(i18n.t(`phone:toasts.${notice}`)));
          return;
        }
        // The connection's status goes back onto the user's SIP settings (the SIP tab shows it), each change once.
        let reported = phoneStore.getState().status;
        stopReporting = phoneStore.subscribe(() => {
          const { status } = phoneStore.getState();
          if (status === reported) return;
          reported = status;
          void callApi(phoneApi.reportStatus, { body: { status: status === 'disconnected' ? 'not_connected' : status } }).catch(() => {});
        });
        const outcome = await connectPhone(setup, { timeZone });
        if (!isCurrent) return;
        if (outcome === 'connected') {
          await loginToast(() =>
            toast.success(i18n.t('phone:toasts.ready', { extension: setup.sip.extensionNumber ?? setup.sip.username })),
          );
        } else {
          phoneStore.setState({ notice: outcome === 'failed' ? 'failed' : 'error' });
          await loginToast(() => toast.error(i18n.t(outcome === 'failed' ? 'phone:toasts.failed' : 'phone:toasts.error')));
        }
      } catch {
        if (!isCurrent) return;
        phoneStore.setState({ notice: 'error' });
        await loginToast(() => toast.error(i18n.t('phone:toasts.error')));
      }
    })();
    return () => {
      isCurrent = false;
      disconnectPhone();
      stopReporting();
    };
  }, [userId, timeZone]);
};
