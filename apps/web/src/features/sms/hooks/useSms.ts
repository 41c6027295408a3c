// Typed calls of the SMS inbox (endpoints/sms.ts). Live: every 'sms' event of the company invalidates '/api/sms…'
// (lib/live-updates.ts); the spec's polling (unread count 30 s, conversation 10 s) stays as a fallback.
import type { TSendSms, TSimulateInboundSms } from '@centinela/shared/contracts/sms';
import * as integrationsApi from '@centinela/shared/endpoints/integrations';
import * as smsApi from '@centinela/shared/endpoints/sms';
import { can, type TAccessSubject } from '@centinela/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/hooks/useSession';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

/** The company line's inbox is for the security company's staff (not customer admins or guards), as on the server. */
export const usesSmsInbox = (subject: TAccessSubject | null, role: string | undefined) =>
  Boolean(subject && role !== 'customer_company_admin' && role !== 'security_guard' && can(subject, 'view', 'users'));

export const useCanUseSms = () => {
  const { subject, user } = useSession();
  return usesSmsInbox(subject, user?.role);
};

export const useSmsUnreadCount = (enabled = true) => useQuery({ ...apiQuery(smsApi.unreadCount), enabled, refetchInterval: 30_000 });

export const useSmsConversations = (search: string, enabled = true) =>
  useQuery({ ...apiQuery(smsApi.list, { query: search ? { search } : {} }), enabled, placeholderData: (previous) => previous });

export const useSmsThread = (phone: string | null) =>
  useQuery({
    ...apiQuery(smsApi.conversation, { params: { phone: phone ?? '' } }),
    enabled: Boolean(phone),
    refetchInterval: 10_000,
  });

export const useTwilioIntegration = (enabled = true) => useQuery({ ...apiQuery(integrationsApi.twilio), enabled });

const useSmsMutation = <TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateEntities(client, ['sms']) });
};

export const useSendSms = () => useSmsMutation((body: TSendSms) => callApi(smsApi.send, { body }));
export const useSimulateInboundSms = () => useSmsMutation((body: TSimulateInboundSms) => callApi(smsApi.simulateInbound, { body }));
export const useMarkSmsRead = () => useSmsMutation((id: string) => callApi(smsApi.markRead, { params: { id } }));
export const useMarkAllSmsRead = () => useSmsMutation(() => callApi(smsApi.markAllRead, {}));
export const useMarkConversationRead = () => useSmsMutation((phone: string) => callApi(smsApi.markConversationRead, { params: { phone } }));
