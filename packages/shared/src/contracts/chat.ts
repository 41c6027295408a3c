// Internal chat (issue 14; spec section 2 "Internal communications dialog", tabs Channels and Users, push-to-talk on
// radio channels): channels with unread counts, messages (text or voice clips), direct messages, presence.
import { z } from 'zod';
import { ZId, ZRequiredText } from './common';

export const CHAT_CHANNEL_KINDS = ['company', 'post', 'custom', 'direct'] as const;
export type TChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

/** What a user chooses; "available" is shown as online while the user's heartbeats arrive. */
export const CHAT_CHOSEN_STATUSES = ['available', 'away', 'busy'] as const;
/** What others see (spec section 3 "Chat presence"). */
export const CHAT_PRESENCE = ['online', 'away', 'busy', 'offline'] as const;
export type TChatPresence = (typeof CHAT_PRESENCE)[number];

export const CHAT_LIMITS = {
  messageLength: 2000,
  /** Push-to-talk clips: up to 30 seconds, at most 2 MB (webm/opus). */
  voiceMaxMs: 30_000,
  voiceMaxBytes: 2 * 1024 * 1024,
  /** A heartbeat older than this: offline. The web app beats every 30 s. */
  presenceTimeoutMs: 75_000,
  heartbeatMs: 30_000,
  pageSize: 50,
} as const;

export const ZChatChannel = z.object({
  id: ZId,
  kind: z.enum(CHAT_CHANNEL_KINDS),
  /** Custom channel's name, post's name, the other user's name (direct); null for the company channel. */
  name: z.string().nullable(),
  postId: ZId.nullable(),
  /** Direct messages: the other user. */
  otherUserId: ZId.nullable(),
  /** Post channels are radio channels: push-to-talk. */
  isRadio: z.boolean(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  /** Custom channels: their members (the editor's checkboxes); empty for the other kinds. */
  memberIds: z.array(ZId),
  /** Custom channels: the actor may rename it and add or remove members (the company's admins). */
  canEdit: z.boolean(),
});
export type TChatChannel = z.infer<typeof ZChatChannel>;

export const ZChatChannelList = z.object({ items: z.array(ZChatChannel), canCreate: z.boolean() });
export type TChatChannelList = z.infer<typeof ZChatChannelList>;

export const ZChatMessage = z.object({
  id: ZId,
  channelId: ZId,
  senderId: ZId.nullable(),
  senderName: z.string().nullable(),
  kind: z.enum(['text', 'voice']),
  body: z.string().nullable(),
  /** Voice messages: the clip's length. The audio is GET /api/chat/messages/:id/audio. */
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessagesQuery = z.object({
  /** Keyset paging: the messages older than this one. */
  before: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.pageSize),
});

/** Oldest first (newest last); hasMore: older messages exist (ask again with before = items[0].id). */
export const ZChatMessagePage = z.object({ items: z.array(ZChatMessage), hasMore: z.boolean() });
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

export const ZSendChatMessage = z.object({ body: ZRequiredText(CHAT_LIMITS.messageLength) });
export type TSendChatMessage = z.infer<typeof ZSendChatMessage>;

export const ZCreateChatChannel = z.object({
  name: ZRequiredText(80),
  memberIds: z.array(ZId).min(1).max(500),
});
export type TCreateChatChannel = z.infer<typeof ZCreateChatChannel>;

/** PATCH /api/chat/channels/:id (custom channels, admins): a new name, members to add and members to remove. */
export const ZUpdateChatChannel = z
  .object({
    name: ZRequiredText(80).optional(),
    addMemberIds: z.array(ZId).max(500).default([]),
    removeMemberIds: z.array(ZId).max(500).default([]),
  })
  .refine((v) => v.name !== undefined || v.addMemberIds.length > 0 || v.removeMemberIds.length > 0, {
    path: ['name'],
    message: 'chat:errors.nothingToChange',
  });
export type TUpdateChatChannel = z.input<typeof ZUpdateChatChannel>;

/**
 * The text fields of a push-to-talk upload (multipart): the clip's length in milliseconds as the recorder measured it,
 * 0–30 000; absent when unknown. A value that is not such a number is a 400.
 */
export const ZChatVoiceFields = z.object({
  durationMs: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(CHAT_LIMITS.voiceMaxMs).optional(),
  ),
});
export type TChatVoiceFields = z.infer<typeof ZChatVoiceFields>;

export const ZOpenDirectChat = z.object({ userId: ZId });

/** A heartbeat without a status keeps the chosen one. */
export const ZSetChatPresence = z.object({ status: z.enum(CHAT_CHOSEN_STATUSES).optional() });
export type TSetChatPresence = z.infer<typeof ZSetChatPresence>;

/** The Users tab: the people the actor may message directly, with their presence. */
export const ZChatContact = z.object({
  userId: ZId,
  name: z.string(),
  role: z.string(),
  presence: z.enum(CHAT_PRESENCE),
});
export const ZChatContacts = z.object({
  items: z.array(ZChatContact),
  /** The actor's own choice (available, away, busy). */
  myStatus: z.enum(CHAT_CHOSEN_STATUSES),
  /** Who may be added to a new custom channel (any employed user of the company, customer admins too): admins only. */
  invitable: z.array(z.object({ userId: ZId, name: z.string(), role: z.string() })),
});
export type TChatContacts = z.infer<typeof ZChatContacts>;
