import { ALERT_LOG_ACTIONS, type TSystemLog, type TSystemLogEntityType } from '@centinela/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { systemLogs, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { where } from '../../platform/access/scope';
import { canOnSystemLog, systemLogScope } from './system-logs.policy';

export const listSystemLogs = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { limit: number; action?: TSystemLog['action']; entityType?: TSystemLogEntityType };
}): Promise<TSystemLog[]> => {
  const rows = await ctx.db
    .select({
      id: systemLogs.id,
      action: systemLogs.action,
      entityType: systemLogs.entityType,
      entityId: systemLogs.entityId,
      details: systemLogs.details,
      timestamp: systemLogs.timestamp,
      userId: systemLogs.userId,
      userName: users.name,
      userLastName: users.lastName,
      userEmail: users.email,
    })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .where(
      where(
        systemLogScope(actor),
        input.action ? eq(systemLogs.action, input.action) : undefined,
        input.entityType ? eq(systemLogs.entityType, input.entityType) : undefined,
      ),
    )
    // Matches the indexes' `created_at desc nulls last`; a plain `desc` (nulls first) cannot use them and sorts every row.
    .orderBy(sql`${systemLogs.timestamp} desc nulls last`)
    .limit(input.limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    details: r.details,
    timestamp: r.timestamp.toISOString(),
    userId: r.userId,
    userName: r.userId ? [r.userName, r.userLastName].filter(Boolean).join(' ') || r.userEmail : null,
    can: canOnSystemLog(actor),
  }));
};

export const countSystemAlerts = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(systemLogs)
    .where(where(systemLogScope(actor), inArray(systemLogs.action, [...ALERT_LOG_ACTIONS])));
  return row.n;
};
