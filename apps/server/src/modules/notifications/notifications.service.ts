// The signed-in user's notifications (the header button and dialog) and channel preferences. Every query is the
// actor's own rows (user_id = actor): another user's notification, in this tenant or another, is 404.
import {
  ALERT_NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationList,
  type TNotificationPreferences,
  type TResolvedPreferences,
  type ZNotificationQuery,
} from '@centinela/shared/contracts/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, notifications, userNotificationPreferences } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { recordEvent } from '../../platform/events/record';
import { NotFound } from '../../platform/errors';
import { resolvePreferences } from './notify';

type TArgs = { ctx: TServiceContext; actor: TActor };

const toNotification = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  kind: row.kind,
  type: row.type as TNotification['type'],
  priority: row.priority as TNotification['priority'],
  params: row.params ?? {},
  link: row.link,
  source: row.sourceEntityType && row.sourceEntityId ? { entityType: row.sourceEntityType, entityId: row.sourceEntityId } : null,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const listNotifications = async ({
  ctx,
  actor,
  query,
}: TArgs & { query: z.output<typeof ZNotificationQuery> }): Promise<TNotificationList> => {
  const conditions: SQL[] = [eq(notifications.userId, actor.userId)];
  if (query.filter === 'unread') conditions.push(isNull(notifications.readAt));
  if (query.filter === 'alerts') conditions.push(inArray(notifications.type, [...ALERT_NOTIFICATION_TYPES]));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { items: rows.map(toNotification), total };
};

/** The header badge: an index-only count on notifications_user_unread_idx (user_id where read_at is null). */
export const unreadCount = async ({ ctx, actor }: TArgs) => {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
  return { count: n };
};

const announce = (db: TServiceContext['db'] | Parameters<Parameters<TServiceContext['db']['transaction']>[0]>[0], actor: TActor) =>
  recordEvent(db, {
    companyId: actor.companyId,
    entityType: 'notifications',
    entityId: actor.userId,
    action: 'UPDATE',
    actorUserId: actor.userId,
  });

export const markRead = async ({ ctx, actor, id }: TArgs & { id: string }): Promise<TNotification> =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
      .limit(1);
    if (!row) throw NotFound('notification');
    if (row.readAt !== null) return toNotification(row);
    const [updated] = await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id)).returning();
    await announce(tx, actor);
    return toNotification(updated);
  });

export const markAllRead = async ({ ctx, actor }: TArgs) =>
  ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (updated.length > 0) await announce(tx, actor);
    return { updated: updated.length };
  });

// ---- preferences -----------------------------------------------------------------------------

export const getPreferences = async ({ ctx, actor }: TArgs): Promise<TResolvedPreferences> => {
  const [[company], [own]] = await Promise.all([
    ctx.db.select({ defaults: companies.notificationDefaults }).from(companies).where(eq(companies.id, actor.companyId)).limit(1),
    ctx.db
      .select({ preferences: userNotificationPreferences.preferences })
      .from(userNotificationPreferences)
      .where(eq(userNotificationPreferences.userId, actor.userId))
      .limit(1),
  ]);
  return {
    preferences: resolvePreferences(company?.defaults, own?.preferences),
    companyDefaults: resolvePreferences(company?.defaults, null),
  };
};

export const updatePreferences = async ({ ctx, actor, input }: TArgs & { input: TNotificationPreferences }) => {
  await ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ preferences: userNotificationPreferences.preferences })
      .from(userNotificationPreferences)
      .where(eq(userNotificationPreferences.userId, actor.userId))
      .limit(1);
    const merged: TNotificationPreferences = { ...(own?.preferences ?? {}) };
    for (const [type, channels] of Object.entries(input) as [keyof TNotificationPreferences, Record<string, boolean>][]) {
      merged[type] = { ...(merged[type] ?? {}), ...channels };
    }
    await tx
      .insert(userNotificationPreferences)
      .values({ userId: actor.userId, companyId: actor.companyId, preferences: merged })
      .onConflictDoUpdate({ target: userNotificationPreferences.userId, set: { preferences: merged, updatedAt: new Date() } });
  });
  return getPreferences({ ctx, actor });
};
