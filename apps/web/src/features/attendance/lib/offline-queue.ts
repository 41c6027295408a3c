// The kiosk's offline queue: a punch that cannot reach the server is kept in localStorage with its original time and
// a stamp signed by the kiosk's key (HMAC-SHA256 over offlineStampText), then sent again when the network returns.
// The server refuses a stamp it has seen (replay) or one whose signature does not match (tampered).
import { offlineStampText, type TKioskPunchInput, type TOfflineStamp } from '@centinela/shared/contracts/attendance';

export type TQueuedPunch = Omit<TKioskPunchInput, 'offline'> & { offline: TOfflineStamp };

const keyOf = (deviceId: string) => `centinela.kiosk.queue.${deviceId}`;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

const hexToBytes = (h: string) => new Uint8Array(h.match(/../g)?.map((x) => Number.parseInt(x, 16)) ?? []);

export const readQueue = (deviceId: string): TQueuedPunch[] => {
  try {
    return JSON.parse(localStorage.getItem(keyOf(deviceId)) ?? '[]') as TQueuedPunch[];
  } catch {
    return [];
  }
};

const writeQueue = (deviceId: string, queue: TQueuedPunch[]) => localStorage.setItem(keyOf(deviceId), JSON.stringify(queue));

/** Signs the punch with the kiosk's stamp key and appends it to the queue. */
export const enqueuePunch = async (deviceId: string, stampKey: string, punch: Omit<TKioskPunchInput, 'offline'>, occurredAt: Date) => {
  const nonce = crypto.randomUUID().replaceAll('-', '');
  const frameHashes = await Promise.all(punch.frames.map(async (f) => hex(await crypto.subtle.digest('SHA-256', base64ToBytes(f.jpeg)))));
  const text = offlineStampText({ nonce, occurredAt: occurredAt.toISOString(), guardId: punch.guardId, postId: punch.postId, frameHashes });
  const key = await crypto.subtle.importKey('raw', hexToBytes(stampKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  const queued: TQueuedPunch = { ...punch, offline: { occurredAt: occurredAt.toISOString(), nonce, signature } };
  writeQueue(deviceId, [...readQueue(deviceId), queued]);
  return queued;
};

/**
 * Sends the queue in order. A punch the server answered (accepted, refused, or already received: 409) leaves the
 * queue; a network failure stops the sync and keeps the rest for the next try.
 */
export const syncQueue = async (
  deviceId: string,
  send: (punch: TQueuedPunch) => Promise<'done' | 'network'>,
): Promise<{ sent: number; left: number }> => {
  let sent = 0;
  for (const punch of readQueue(deviceId)) {
    if ((await send(punch)) === 'network') break;
    writeQueue(
      deviceId,
      readQueue(deviceId).filter((p) => p.offline.nonce !== punch.offline.nonce),
    );
    sent++;
  }
  return { sent, left: readQueue(deviceId).length };
};
