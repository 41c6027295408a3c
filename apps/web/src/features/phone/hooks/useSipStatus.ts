// SIP registration state for the header badge: connected (with the extension), connecting or offline — polled every 5 s
// and updated on each change of the phone (spec sections 2 "Header", 4, 9).
import { PHONE } from '../lib/constants';
import type { TPhoneState } from '../lib/phone-store';
import { usePolledPhone } from './usePhone';

export type TSipStatus = 'connected' | 'connecting' | 'offline';

export type TSipState = { status: TSipStatus; extension: string | null };

export const sipStateOf = (phone: Pick<TPhoneState, 'status' | 'extension'>): TSipState => {
  if (phone.status === 'connected') return { status: 'connected', extension: phone.extension };
  if (phone.status === 'connecting') return { status: 'connecting', extension: null };
  return { status: 'offline', extension: null };
};

export const useSipStatus = (): TSipState => sipStateOf(usePolledPhone(PHONE.headerPollMs));
