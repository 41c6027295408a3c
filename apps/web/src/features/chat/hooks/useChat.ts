// Typed calls of the internal chat (endpoints/chat.ts). Live: every 'chat' event (sent to this user only, as a member of
// the channel that changed, or as someone whose Users tab lists a user whose presence changed) invalidates
// '/api/chat…' (lib/live-updates.ts); the presence list is also polled.
import { CHAT_LIMITS, type TCreateChatChannel, type TSetChatPresence, type TUpdateChatChannel } from '@centinela/shared/contracts/chat';
import * as chatApi from '@centinela/shared/endpoints/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery, callApi, uploadApi, urlOf } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useChatChannels = (enabled = true) => useQuery({ ...apiQuery(chatApi.channels), enabled });

export const useChatMessages = (channelId: string | null) =>
  useQuery({ ...apiQuery(chatApi.messages, { params: { id: channelId ?? '' }, query: {} }), enabled: Boolean(channelId) });

export const useChatContacts = (enabled = true) =>
  useQuery({ ...apiQuery(chatApi.presence), enabled, refetchInterval: CHAT_LIMITS.heartbeatMs });

export const voiceUrl = (messageId: string) => urlOf(chatApi.voiceAudio, { params: { id: messageId } });

const useChatMutation = <TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateEntities(client, ['chat']) });
};

export const useSendChatMessage = () =>
  useChatMutation(({ channelId, body }: { channelId: string; body: string }) =>
    callApi(chatApi.send, { params: { id: channelId }, body: { body } }),
  );

export const useSendVoice = () =>
  useChatMutation(({ channelId, blob, durationMs }: { channelId: string; blob: Blob; durationMs: number }) => {
    const form = new FormData();
    form.append('durationMs', String(Math.round(durationMs)));
    form.append('file', blob, 'voice.webm');
    return uploadApi(chatApi.sendVoice, { params: { id: channelId }, body: form });
  });

export const useMarkChatRead = () => useChatMutation((channelId: string) => callApi(chatApi.markRead, { params: { id: channelId } }));
export const useOpenDirect = () => useChatMutation((userId: string) => callApi(chatApi.openDirect, { body: { userId } }));
export const useCreateChatChannel = () => useChatMutation((body: TCreateChatChannel) => callApi(chatApi.createChannel, { body }));
export const useUpdateChatChannel = () =>
  useChatMutation(({ id, body }: { id: string; body: TUpdateChatChannel }) => callApi(chatApi.updateChannel, { params: { id }, body }));

export const useSetPresence = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetChatPresence) => callApi(chatApi.setPresence, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiQuery(chatApi.presence).queryKey }),
  });
};

/** One beat for the whole page: the header is rendered twice (desktop and mobile). */
let heartbeat: { users: number; timer: ReturnType<typeof setInterval> | null } = { users: 0, timer: null };

/** The heartbeat that keeps the signed-in user online (every 30 s while the app is open); it keeps the chosen status. */
export const useChatHeartbeat = () => {
  useEffect(() => {
    heartbeat.users += 1;
    if (!heartbeat.timer) {
      const beat = () => void callApi(chatApi.setPresence, { body: {} }).catch(() => undefined);
      beat();
      heartbeat.timer = setInterval(beat, CHAT_LIMITS.heartbeatMs);
    }
    return () => {
      heartbeat.users -= 1;
      if (heartbeat.users === 0 && heartbeat.timer) {
        clearInterval(heartbeat.timer);
        heartbeat = { users: 0, timer: null };
      }
    };
  }, []);
};
