// The kiosk-device principal (decision 0013): a paired tablet presents its token in the centinela_device cookie;
// only the token's SHA-256 is stored. A revoked (or never paired) device is nobody: 401.
import { randomBytes, randomInt } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@centinela/shared/contracts/devices';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDbOrTx } from '../../db/client';
import { devices } from '../../db/schema';
import { hashToken } from '../auth/sessions';

export const DEVICE_COOKIE = 'centinela_device';
/** A kiosk stays paired until revoked; the cookie is renewed for this long on each pairing. */
const DEVICE_COOKIE_DAYS = 400;
/** last_seen_at is written at most this often per device (every request would be a write). */
const LAST_SEEN_EVERY_MS = 60_000;

/** The device of a request, as services see it. */
export type TDevicePrincipal = { id: string; companyId: string; name: string; postIds: string[] };

export const newDeviceToken = () => randomBytes(32).toString('base64url');

/** A pairing code of PAIRING_CODE_LENGTH characters, uniformly drawn (randomInt has no modulo bias). */
export const newPairingCode = () =>
  Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)]).join('');

export const loadDevice = async (db: TDbOrTx, token: string): Promise<TDevicePrincipal | null> => {
  const [row] = await db
    .select({ id: devices.id, companyId: devices.companyId, name: devices.name, postIds: devices.postIds, lastSeenAt: devices.lastSeenAt })
    .from(devices)
    .where(and(eq(devices.tokenHash, hashToken(token)), isNull(devices.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.id, row.id));
  }
  return { id: row.id, companyId: row.companyId, name: row.name, postIds: row.postIds };
};

/** `secure`: cookieSecure(request, config) (platform/http/secure-request.ts). */
export const setDeviceCookie = (reply: FastifyReply, token: string, secure: boolean) => {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000),
  });
};
