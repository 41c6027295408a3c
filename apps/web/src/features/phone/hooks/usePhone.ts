// The phone's state for components (phone-store.ts), and the header badge's status with the spec's polling.
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { phoneStore, type TPhoneState } from '../lib/phone-store';

export const usePhone = (): TPhoneState => useSyncExternalStore(phoneStore.subscribe, phoneStore.getState, phoneStore.getState);

/**
 * Reads the store again every `pollMs` besides reacting to each change (spec section 4: the header polls every 5 s,
 * the dialog every 3 s, and both react to status changes).
 */
export const usePolledPhone = (pollMs: number): TPhoneState => {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, pollMs);
    return () => clearInterval(timer);
  }, [pollMs]);
  return usePhone();
};

export const isPhoneConnected = () => phoneStore.getState().status === 'connected';
export const useIsPhoneConnected = () => usePhone().status === 'connected';
