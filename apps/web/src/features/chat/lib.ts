// Small pure helpers of the chat dialog (tested in chat.test.ts).
import { CHAT_LIMITS, type TChatChannel, type TChatMessage } from '@centinela/shared/contracts/chat';

export const totalUnread = (channels: readonly TChatChannel[] | undefined) => (channels ?? []).reduce((sum, c) => sum + c.unreadCount, 0);

/** m:ss of a voice clip. */
export const formatClipDuration = (ms: number | null | undefined) => {
  const seconds = Math.max(0, Math.round((ms ?? 0) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The voice messages that should play by themselves: new since the last look (not among `seen`), sent by someone else.
 * The first look at a channel plays nothing (only what arrives while it is open).
 */
export const clipsToAutoplay = (messages: readonly TChatMessage[], seen: ReadonlySet<string> | null, myUserId: string | undefined) =>
  seen === null ? [] : messages.filter((m) => m.kind === 'voice' && !seen.has(m.id) && m.senderId !== myUserId);

/** The recorder's type: webm/opus when the browser records it (Chromium, Firefox), else its default. */
export const recorderMimeType = (isSupported: (type: string) => boolean) =>
  ['audio/webm;codecs=opus', 'audio/webm'].find((type) => isSupported(type)) ?? '';

export const canRecordFor = (elapsedMs: number) => elapsedMs < CHAT_LIMITS.voiceMaxMs;
