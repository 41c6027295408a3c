// SIP registration state for the header badge. The phone (JsSIP) arrives in a later issue; until then the phone is offline.
export type TSipStatus = 'connected' | 'connecting' | 'offline';

export type TSipState = { status: TSipStatus; extension: string | null };

const OFFLINE: TSipState = { status: 'offline', extension: null };

export const useSipStatus = (): TSipState => OFFLINE;
