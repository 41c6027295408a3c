// Task history, comments and checklist (split from tasks.service.ts): the history entries, comments (read and add)
// and checklist items (add, edit, tick, remove) under the task's access rules.
import { displayName } from '@centinela/shared';
import type { TTaskComment, TTaskHistoryEntry } from '@centinela/shared/contracts/tasks';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { systemLogs, taskAssignees, taskChecklistItems, taskComments, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { Forbidden } from '../../platform/errors';
import { canOnTask } from './tasks.policy';

import { findTask, log, type TArgs } from './tasks.service';

// History, comments, checklist ---------------------------------------------------------------------------------------

export const taskHistory = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TTaskHistoryEntry[]> => {
  const row = await findTask(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({ log: systemLogs, name: users.name, lastName: users.lastName, email: users.email })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .where(and(eq(systemLogs.companyId, row.companyId), eq(systemLogs.entityType, 'tasks'), eq(systemLogs.entityId, row.id)))
    .orderBy(desc(systemLogs.timestamp))
    .limit(200);
  return rows.map(({ log: l, ...u }) => ({
    id: l.id,
    action: l.action,
    messageKey: typeof l.details.messageKey === 'string' ? l.details.messageKey : null,
    messageParams: (l.details.messageParams as Record<string, unknown>) ?? {},
    description: typeof l.details.description === 'string' ? l.details.description : null,
    user: u.email ? displayName(u) : null,
    createdAt: l.timestamp.toISOString(),
  }));
};

export const listComments = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TTaskComment[]> => {
  const row = await findTask(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({ c: taskComments, id: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, row.id))
    .orderBy(asc(taskComments.createdAt));
  return rows.map(({ c, ...u }) => ({
    id: c.id,
    body: c.body,
    author: u.id ? { id: u.id, name: displayName(u) } : null,
    createdAt: c.createdAt.toISOString(),
  }));
};

export const addComment = ({ ctx, actor, input }: TArgs<{ id: string; body: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findTask(tx, actor, input.id);
    const [c] = await tx
      .insert(taskComments)
      .values({ taskId: row.id, companyId: row.companyId, authorId: actor.userId, body: input.body })
      .returning();
    await log(tx, actor, row, 'UPDATE', { key: 'taskCommented', params: { title: row.title } });
    const [me] = await tx
      .select({ name: users.name, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, actor.userId));
    return {
      id: c.id,
      body: c.body,
      author: { id: actor.userId, name: displayName(me ?? { email: actor.email }) },
      createdAt: c.createdAt.toISOString(),
    };
  });

const checklistAccess = async (tx: TDbOrTx, actor: TActor, taskId: string, need: 'update' | 'changeStatus') => {
  const row = await findTask(tx, actor, taskId);
  const [mine] = await tx
    .select({ u: taskAssignees.userId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.taskId, row.id), eq(taskAssignees.userId, actor.userId)));
  if (!canOnTask(actor, !!mine)[need]) throw Forbidden();
  return row;
};

export const addChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; label: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, 'update');
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${taskChecklistItems.position}), -1) + 1`.mapWith(Number) })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, row.id));
    const [item] = await tx
      .insert(taskChecklistItems)
      .values({ taskId: row.id, companyId: row.companyId, label: input.label, position: next })
      .returning();
    await log(tx, actor, row, 'UPDATE', { key: 'taskChecklistAdded', params: { title: row.title, item: input.label } });
    return { id: item.id, label: item.label, done: item.done, position: item.position };
  });

const findItem = async (tx: TDbOrTx, taskId: string, itemId: string) => {
  const [item] = await tx
    .select()
    .from(taskChecklistItems)
    .where(and(eq(taskChecklistItems.id, itemId), eq(taskChecklistItems.taskId, taskId)));
  return found(item, 'checklistItem');
};

export const updateChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; itemId: string; label?: string; done?: boolean }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, input.label !== undefined ? 'update' : 'changeStatus');
    const item = await findItem(tx, row.id, input.itemId);
    const [u] = await tx
      .update(taskChecklistItems)
      .set({ ...(input.label !== undefined ? { label: input.label } : {}), ...(input.done !== undefined ? { done: input.done } : {}) })
      .where(eq(taskChecklistItems.id, item.id))
      .returning();
    await log(tx, actor, row, 'UPDATE', {
      key: u.done ? 'taskChecklistChecked' : 'taskChecklistUnchecked',
      params: { title: row.title, item: u.label },
    });
    return { id: u.id, label: u.label, done: u.done, position: u.position };
  });

export const removeChecklistItem = ({ ctx, actor, input }: TArgs<{ id: string; itemId: string }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await checklistAccess(tx, actor, input.id, 'update');
    const item = await findItem(tx, row.id, input.itemId);
    await tx.delete(taskChecklistItems).where(eq(taskChecklistItems.id, item.id));
    await log(tx, actor, row, 'UPDATE', { key: 'taskChecklistRemoved', params: { title: row.title, item: item.label } });
  });
