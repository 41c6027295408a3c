// Internal chat (issue 14): channels, messages, push-to-talk voice clips, direct messages, presence. Every signed-in
// user may call them; what each one sees is decided by modules/chat/chat.policy.ts (a channel the actor is not a member
// of, or of another tenant, is a 404).
import {
  ZChatChannel,
  ZChatChannelList,
  ZChatContacts,
  ZChatMessage,
  ZChatMessagePage,
  ZChatMessagesQuery,
  ZCreateChatChannel,
  ZOpenDirectChat,
  ZSendChatMessage,
  ZSetChatPresence,
  ZUpdateChatChannel,
} from '../contracts/chat';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';

const tag = 'chat';

export const channels = defineEndpoint({
  method: 'GET',
  path: '/api/chat/channels',
  tag,
  access: 'signed-in',
  summary: "The actor's channels (company, own posts' radio channels, custom, direct) with unread counts",
  response: ZChatChannelList,
});

export const createChannel = defineEndpoint({
  method: 'POST',
  path: '/api/chat/channels',
  tag,
  access: 'signed-in',
  summary: 'Creates a custom channel with members (company admins)',
  body: ZCreateChatChannel,
  status: 201,
  response: ZChatChannel,
  errors: [400, 403],
});

export const updateChannel = defineEndpoint({
  method: 'PATCH',
  path: '/api/chat/channels/:id',
  tag,
  access: 'signed-in',
  summary: "A custom channel's name and members (the company's admins; members are the company's employed users)",
  params: ZIdParams,
  body: ZUpdateChatChannel,
  response: ZChatChannel,
  errors: [400, 403, 404],
});

export const openDirect = defineEndpoint({
  method: 'POST',
  path: '/api/chat/direct',
  tag,
  access: 'signed-in',
  summary: 'The direct-message channel with one user (created on first use)',
  body: ZOpenDirectChat,
  response: ZChatChannel,
  errors: [400, 404],
});

export const messages = defineEndpoint({
  method: 'GET',
  path: '/api/chat/channels/:id/messages',
  tag,
  access: 'signed-in',
  summary: 'Messages of a channel, newest last (keyset paging backwards with ?before=<message id>)',
  params: ZIdParams,
  query: ZChatMessagesQuery,
  response: ZChatMessagePage,
  errors: [404],
});

export const send = defineEndpoint({
  method: 'POST',
  path: '/api/chat/channels/:id/messages',
  tag,
  access: 'signed-in',
  summary: 'Sends a text message',
  params: ZIdParams,
  body: ZSendChatMessage,
  status: 201,
  response: ZChatMessage,
  errors: [400, 404],
});

export const sendVoice = defineEndpoint({
  method: 'POST',
  path: '/api/chat/channels/:id/voice',
  tag,
  access: 'signed-in',
  summary: 'Sends a push-to-talk clip (multipart: file = audio/webm up to 2 MB, durationMs) to a radio channel',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZChatMessage,
  errors: [400, 404, 413, 415],
});

export const voiceAudio = defineEndpoint({
  method: 'GET',
  path: '/api/chat/messages/:id/audio',
  tag,
  access: 'signed-in',
  summary: "A voice message's audio (members of its channel)",
  params: ZIdParams,
  kind: 'file',
  errors: [404],
});

export const markRead = defineEndpoint({
  method: 'PUT',
  path: '/api/chat/channels/:id/read',
  tag,
  access: 'signed-in',
  summary: "Moves the actor's last-read pointer of a channel to now",
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const presence = defineEndpoint({
  method: 'GET',
  path: '/api/chat/presence',
  tag,
  access: 'signed-in',
  summary: 'The users the actor may message directly, with their presence (online, away, busy, offline)',
  response: ZChatContacts,
});

export const setPresence = defineEndpoint({
  method: 'PUT',
  path: '/api/chat/presence',
  tag,
  access: 'signed-in',
  summary: "The actor's heartbeat and chosen status (available, away, busy)",
  body: ZSetChatPresence,
  kind: 'empty',
  errors: [400],
});
