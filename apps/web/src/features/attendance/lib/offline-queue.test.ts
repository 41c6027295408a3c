// The kiosk's offline queue: a queued punch carries a stamp the server can check (the same HMAC over the same text),
// and a sync keeps what the network did not take.
import { createHash, createHmac } from 'node:crypto';
import { offlineStampText } from '@centinela/shared/contracts/attendance';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueuePunch, readQueue, syncQueue } from './offline-queue';

const KEY = 'ab'.repeat(32);
const punch = {
  guardId: '00000000-0000-4000-8000-000000000001',
  postId: '00000000-0000-4000-8000-000000000002',
  challenge: null,
  frames: [{ t: 0, jpeg: Buffer.from('frame-1').toString('base64') }],
};

beforeEach(() => localStorage.clear());

describe('offline queue', () => {
  it('stamps a punch with an HMAC the server recomputes from the key, the time, the guard, the post and the frames', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z');
    const queued = await enqueuePunch('kiosk-1', KEY, punch, at);
    expect(queued.offline.occurredAt).toBe(at.toISOString());
    const text = offlineStampText({
      nonce: queued.offline.nonce,
      occurredAt: queued.offline.occurredAt,
      guardId: punch.guardId,
      postId: punch.postId,
      frameHashes: [createHash('sha256').update('frame-1').digest('hex')],
    });
    expect(queued.offline.signature).toBe(createHmac('sha256', Buffer.from(KEY, 'hex')).update(text).digest('hex'));
    expect(readQueue('kiosk-1')).toHaveLength(1);
  });

  it('sends in order, drops what the server answered and keeps the rest when the network fails again', async () => {
    await enqueuePunch('kiosk-1', KEY, punch, new Date('2026-11-24T10:00:00Z'));
    await enqueuePunch('kiosk-1', KEY, punch, new Date('2026-11-24T10:01:00Z'));
    await enqueuePunch('kiosk-1', KEY, punch, new Date('2026-11-24T10:02:00Z'));
    const sent: string[] = [];
    const result = await syncQueue('kiosk-1', async (p) => {
      if (sent.length === 2) return 'network';
      sent.push(p.offline.occurredAt);
      return 'done';
    });
    expect(sent).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-24T10:01:00.000Z']);
    expect(result).toEqual({ sent: 2, left: 1 });
    expect(readQueue('kiosk-1')[0].offline.occurredAt).toBe('2026-11-24T10:02:00.000Z');
    expect(readQueue('kiosk-2')).toEqual([]);
  });
});
