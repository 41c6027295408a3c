import type { TChatChannel, TChatMessage } from '@centinela/shared/contracts/chat';
import { describe, expect, it } from 'vitest';
import { countBadgeText as chatBadgeText } from '@/components/ui/CountButton';
import { channelChanges } from './components/NewChannelForm';
import { clipsToAutoplay, formatClipDuration, recorderMimeType, totalUnread } from './lib';

const message = (id: string, kind: 'text' | 'voice', senderId: string): TChatMessage => ({
  id,
  channelId: 'c',
  senderId,
  senderName: 'X',
  kind,
  body: kind === 'text' ? 'hola' : null,
  durationMs: kind === 'voice' ? 1200 : null,
  createdAt: '2026-01-05T10:00:00Z',
});

describe('chat helpers', () => {
  it('badges say 9+ above 9 and add up the channels', () => {
    expect(chatBadgeText(3)).toBe('3');
    expect(chatBadgeText(10)).toBe('9+');
    expect(totalUnread([{ unreadCount: 2 }, { unreadCount: 5 }] as TChatChannel[])).toBe(7);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('clip lengths as m:ss', () => {
    expect(formatClipDuration(0)).toBe('0:00');
    expect(formatClipDuration(1500)).toBe('0:02');
    expect(formatClipDuration(30_000)).toBe('0:30');
    expect(formatClipDuration(null)).toBe('0:00');
  });

  it("autoplays only others' voice clips that arrived after the first look", () => {
    const first = [message('1', 'voice', 'other')];
    expect(clipsToAutoplay(first, null, 'me')).toEqual([]);
    const next = [...first, message('2', 'voice', 'other'), message('3', 'voice', 'me'), message('4', 'text', 'other')];
    expect(clipsToAutoplay(next, new Set(['1']), 'me').map((m) => m.id)).toEqual(['2']);
  });

  it('records webm/opus when the browser can', () => {
    expect(recorderMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recorderMimeType((type) => type === 'audio/webm')).toBe('audio/webm');
    expect(recorderMimeType(() => false)).toBe('');
  });
});

describe('editing a custom channel', () => {
  it('sends the new name only when it changed, and the invitable members checked or unchecked', () => {
    const channel = { name: 'Turno noche', memberIds: ['me', 'a', 'b'] };
    expect(channelChanges(channel, ' Turno noche ', new Set(['me', 'a', 'b']), ['a', 'b', 'c'])).toEqual({
      addMemberIds: [],
      removeMemberIds: [],
    });
    expect(channelChanges(channel, 'Turno de noche', new Set(['a', 'c']), ['a', 'b', 'c'])).toEqual({
      name: 'Turno de noche',
      addMemberIds: ['c'],
      removeMemberIds: ['b'],
    });
  });
});
