// Kiosk devices (decision 0013): an admin registers a tablet for one or more posts and gets a one-time pairing code;
// the tablet exchanges the code for a long device token (an httpOnly cookie) and then calls device-only endpoints.
import { z } from 'zod';
import { ZId } from './common';

export const DEVICE_MESSAGES = {
  nameRequired: 'Name is required',
  postsRequired: 'Choose at least one post',
  codeInvalid: 'The pairing code is not valid or has expired',
} as const;

/** Pairing codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXX-XXXX. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;
/** How long a pairing code can be used. */
export const PAIRING_CODE_TTL_MINUTES = 10;

/** A typed code: spaces, dashes and case do not matter. */
export const normalizePairingCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');

export const ZDeviceInput = z.object({
  name: z.string().trim().min(1, { message: DEVICE_MESSAGES.nameRequired }).max(100),
  postIds: z.array(ZId).min(1, { message: DEVICE_MESSAGES.postsRequired }).max(50),
});
export type TDeviceInput = z.input<typeof ZDeviceInput>;

export const ZDeviceListQuery = z.object({
  /** Platform admins only: one security company's kiosks. */
  companyId: ZId.optional(),
});

export const DEVICE_STATUSES = ['pending', 'paired', 'revoked'] as const;
export type TDeviceStatus = (typeof DEVICE_STATUSES)[number];

/** What the viewer may do with one kiosk (devices.policy.ts decides). */
export const ZDeviceCan = z.object({ revoke: z.boolean() });
export type TDeviceCan = z.infer<typeof ZDeviceCan>;

export const ZDevice = z.object({
  id: ZId,
  companyId: ZId,
  name: z.string(),
  posts: z.array(z.object({ id: ZId, name: z.string() })),
  status: z.enum(DEVICE_STATUSES),
  pairingExpiresAt: z.string().nullable(),
  pairedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  can: ZDeviceCan,
});
export type TDevice = z.infer<typeof ZDevice>;

/** POST /api/devices: the kiosk and its pairing code (shown once; only its hash is kept). */
export const ZDeviceRegistered = z.object({ device: ZDevice, pairingCode: z.string(), pairingExpiresAt: z.string() });
export type TDeviceRegistered = z.infer<typeof ZDeviceRegistered>;

export const ZDevicePairInput = z.object({ code: z.string().trim().min(1).max(20) });
export type TDevicePairInput = z.input<typeof ZDevicePairInput>;

/** GET /api/devices/me: what a paired kiosk needs to show its screen. */
export const ZDeviceMe = z.object({
  id: ZId,
  name: z.string(),
  companyName: z.string(),
  timeZone: z.string(),
  posts: z.array(z.object({ id: ZId, name: z.string(), timeZone: z.string() })),
});
export type TDeviceMe = z.infer<typeof ZDeviceMe>;
