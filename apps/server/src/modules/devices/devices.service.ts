// Kiosk devices (decision 0013): registered by an admin for posts of one company, paired once with a short code
// (10 minutes), then known by a long token in an httpOnly cookie; revoked by an admin. Every write is logged.
import {
  normalizePairingCode,
  PAIRING_CODE_TTL_MINUTES,
  type TDevice,
  type TDeviceInput,
  type TDeviceMe,
  type TDeviceRegistered,
} from '@centinela/shared/contracts/devices';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, devices, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { newDeviceToken, newPairingCode, type TDevicePrincipal } from '../../platform/access/device';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { hashToken } from '../../platform/auth/sessions';
import type { TServiceContext } from '../../platform/context';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { postScope } from '../posts/posts.policy';
import { canOnDevice, devicesScope } from './devices.policy';

type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I };
type TDeviceRow = typeof devices.$inferSelect;

const statusOf = (row: TDeviceRow): TDevice['status'] => (row.revokedAt ? 'revoked' : row.pairedAt ? 'paired' : 'pending');

const toDevices = async (db: TDbOrTx, actor: TActor, rows: TDeviceRow[]): Promise<TDevice[]> => {
  const ids = [...new Set(rows.flatMap((r) => r.postIds))];
  const names = ids.length
    ? new Map((await db.select({ id: posts.id, name: posts.name }).from(posts).where(inArray(posts.id, ids))).map((p) => [p.id, p.name]))
    : new Map<string, string>();
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    posts: row.postIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string })),
    status: statusOf(row),
    // A pending code's expiry; null once paired or revoked.
    pairingExpiresAt: row.pairingCodeHash && row.pairingExpiresAt ? row.pairingExpiresAt.toISOString() : null,
    pairedAt: row.pairedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    can: canOnDevice(actor, row),
  }));
};

export const listDevices = async ({ ctx, actor, input }: TArgs<{ companyId?: string }>): Promise<TDevice[]> => {
  const rows = await ctx.db
    .select()
    .from(devices)
    .where(devicesScope(actor, input.companyId))
    .orderBy(desc(devices.createdAt), desc(devices.id));
  return toDevices(ctx.db, actor, rows);
};

/** Registers a kiosk for posts the actor may see, all of one company (the kiosk's), and issues its pairing code. */
export const registerDevice = async ({ ctx, actor, input }: TArgs<TDeviceInput>): Promise<TDeviceRegistered> => {
  const postIds = [...new Set(input.postIds)];
  const rows = await ctx.db
    .select({ id: posts.id, companyId: posts.companyId })
    .from(posts)
    .where(and(inArray(posts.id, postIds), postScope(actor)));
  const companyIds = new Set(rows.map((r) => r.companyId));
  if (rows.length !== postIds.length || companyIds.size !== 1) {
    throw ValidationFailed({ postIds: 'apiErrors:fields.devicePostsOfOneCompany' });
  }
  const [companyId] = companyIds;
  const code = newPairingCode();
  const expiresAt = new Date(Date.now() + PAIRING_CODE_TTL_MINUTES * 60_000);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(devices)
      .values({
        companyId,
        name: input.name.trim(),
        postIds,
        pairingCodeHash: hashToken(code),
        pairingExpiresAt: expiresAt,
        createdBy: actor.userId,
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'devices',
      entityId: created.id,
      companyId,
      message: { key: 'deviceRegistered', params: { name: created.name } },
      details: { postIds },
    });
    return created;
  });
  const [device] = await toDevices(ctx.db, actor, [row]);
  return { device, pairingCode: `${code.slice(0, 4)}-${code.slice(4)}`, pairingExpiresAt: expiresAt.toISOString() };
};

/**
 * The tablet's side: a valid, unexpired code of an unrevoked kiosk becomes the kiosk's token (the code is used up in
 * the same statement, so two tablets racing with one code cannot both win). Returns the token for the cookie.
 */
export const pairDevice = async ({
  ctx,
  code,
}: {
  ctx: TServiceContext;
  code: string;
}): Promise<{ token: string; device: TDevicePrincipal }> => {
  const normalized = normalizePairingCode(code);
  const token = newDeviceToken();
  const now = new Date();
  const device = await ctx.db.transaction(async (tx) => {
    const [paired] = await tx
      .update(devices)
      .set({ tokenHash: hashToken(token), pairedAt: now, lastSeenAt: now, pairingCodeHash: null, pairingExpiresAt: null })
      .where(and(eq(devices.pairingCodeHash, hashToken(normalized)), gt(devices.pairingExpiresAt, now), isNull(devices.revokedAt)))
      .returning();
    if (!paired) return null;
    await writeSystemLog(tx, null, {
      action: 'UPDATE',
      entityType: 'devices',
      entityId: paired.id,
      companyId: paired.companyId,
      message: { key: 'devicePaired', params: { name: paired.name } },
    });
    return paired;
  });
  if (!device) throw ValidationFailed({ code: 'apiErrors:fields.pairingCodeInvalid' });
  return { token, device: { id: device.id, companyId: device.companyId, name: device.name, postIds: device.postIds } };
};

/** Revokes a kiosk: its token (and any pending code) stops working at once. Revoking twice changes nothing. */
export const revokeDevice = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TDevice> => {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.id, input.id), devicesScope(actor)))
      .limit(1)
      .for('update');
    const device = found(current, 'device');
    if (device.revokedAt) return device;
    const [revoked] = await tx
      .update(devices)
      .set({ revokedAt: new Date(), tokenHash: null, pairingCodeHash: null, pairingExpiresAt: null })
      .where(eq(devices.id, device.id))
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'devices',
      entityId: device.id,
      companyId: device.companyId,
      message: { key: 'deviceRevoked', params: { name: device.name } },
    });
    return revoked;
  });
  const [device] = await toDevices(ctx.db, actor, [row]);
  return device;
};

/** GET /api/devices/me: the kiosk's company, time zone and posts (those still of its company). */
export const deviceMe = async ({ ctx, device }: { ctx: TServiceContext; device: TDevicePrincipal }): Promise<TDeviceMe> => {
  const [[company], postRows] = await Promise.all([
    ctx.db.select({ name: companies.name, timeZone: companies.timeZone }).from(companies).where(eq(companies.id, device.companyId)),
    device.postIds.length
      ? ctx.db
          .select({ id: posts.id, name: posts.name, timeZone: posts.timeZone })
          .from(posts)
          .where(and(inArray(posts.id, device.postIds), eq(posts.companyId, device.companyId)))
          .orderBy(posts.name)
      : Promise.resolve([]),
  ]);
  if (!company) throw NotFound('company');
  return { id: device.id, name: device.name, companyName: company.name, timeZone: company.timeZone, posts: postRows };
};
