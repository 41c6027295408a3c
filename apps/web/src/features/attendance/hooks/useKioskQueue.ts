// The kiosk's offline queue on screen (lib/offline-queue.ts): how many punches wait, sent again on load, when the
// network returns and every 30 seconds. A punch the server answered (accepted, refused, or a replay: 409) leaves it.
import type { TKioskInfo } from '@centinela/shared/contracts/attendance';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api';
import { readQueue, syncQueue } from '../lib/offline-queue';
import { sendKioskPunch } from './useAttendance';

export const useKioskQueue = (info: TKioskInfo | undefined) => {
  const [queued, setQueued] = useState(0);

  const sync = useCallback(async () => {
    if (!info) return;
    const { left } = await syncQueue(info.deviceId, async (punch) => {
      try {
        await sendKioskPunch(punch);
        return 'done';
      } catch (error) {
        return isApiError(error) && error.status === 0 ? 'network' : 'done';
      }
    });
    setQueued(left);
  }, [info]);

  useEffect(() => {
    if (!info) return;
    setQueued(readQueue(info.deviceId).length);
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void sync(), 30_000);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [info, sync]);

  /** Re-reads the count after a punch was queued. */
  const refresh = useCallback(() => {
    if (info) setQueued(readQueue(info.deviceId).length);
  }, [info]);

  return { queued, refresh };
};
