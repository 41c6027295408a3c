// Task groups (name, description, colour, progress) and user groups (saved users, all guards of a post, all users of a
// role), managed beside the tasks. Read by everyone who may view tasks in the company; written by staff only.
import { displayName, type TRole } from '@centinela/shared';
import type { TTaskGroup, TTaskGroupInput, TTaskOptions, TUserGroup, TUserGroupInputParsed } from '@centinela/shared/contracts/tasks';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { posts, taskGroups, tasks, userGroupMembers, userGroups, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Forbidden } from '../../platform/errors';
import { assertCompanyUsers, assertPost, resolveUserGroup } from './tasks.assign';
import { canOnTaskGroup } from './tasks.policy';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

const staffOnly = (actor: TActor) => {
  if (!isCompanyStaff(actor)) throw Forbidden();
};

// Task groups --------------------------------------------------------------------------------------------------------

export const listTaskGroups = async ({ ctx, actor }: TArgs): Promise<TTaskGroup[]> => {
  const rows = await ctx.db
    .select()
    .from(taskGroups)
    .where(where(scopeOf(actor).company(taskGroups.companyId)))
    .orderBy(asc(collated(taskGroups.name, actor.language)));
  // Progress: one grouped count over (task_group_id, status), read index-only.
  const counts = rows.length
    ? await ctx.db
        .select({ groupId: tasks.taskGroupId, status: tasks.status, n: count() })
        .from(tasks)
        .where(
          inArray(
            tasks.taskGroupId,
            rows.map((g) => g.id),
          ),
        )
        .groupBy(tasks.taskGroupId, tasks.status)
    : [];
  return rows.map((g) => {
    const mine = counts.filter((c) => c.groupId === g.id);
    return {
      id: g.id,
      name: g.name,
      description: g.description,
      color: g.color ?? '#64748b',
      done: mine.filter((c) => c.status === 'completed').reduce((a, c) => a + c.n, 0),
      total: mine.filter((c) => c.status !== 'cancelled').reduce((a, c) => a + c.n, 0),
      can: canOnTaskGroup(actor),
    };
  });
};

const loadGroup = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.id, id), where(scopeOf(actor).company(taskGroups.companyId))));
  return found(row, 'taskGroup');
};

const groupOut = async (ctx: TServiceContext, actor: TActor, id: string) => {
  const list = await listTaskGroups({ ctx, actor, input: undefined });
  return found(
    list.find((g) => g.id === id),
    'taskGroup',
  );
};

export const createTaskGroup = async ({ ctx, actor, input }: TArgs<TTaskGroupInput & { color: string }>) => {
  staffOnly(actor);
  const id = await ctx.db.transaction(async (tx) => {
    const companyId = scopeOf(actor).companyForWrite();
    const [row] = await tx
      .insert(taskGroups)
      .values({ companyId, name: input.name, description: input.description ?? null, color: input.color })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'task-groups',
      entityId: row.id,
      companyId,
      message: { key: 'taskGroupCreated', params: { name: row.name } },
    });
    return row.id;
  });
  return groupOut(ctx, actor, id);
};

export const updateTaskGroup = async ({ ctx, actor, input }: TArgs<{ id: string; data: TTaskGroupInput & { color: string } }>) => {
  staffOnly(actor);
  await ctx.db.transaction(async (tx) => {
    const g = await loadGroup(tx, actor, input.id);
    await tx
      .update(taskGroups)
      .set({ name: input.data.name, description: input.data.description ?? null, color: input.data.color })
      .where(eq(taskGroups.id, g.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'task-groups',
      entityId: g.id,
      companyId: g.companyId,
      message: { key: 'taskGroupUpdated', params: { name: input.data.name } },
    });
  });
  return groupOut(ctx, actor, input.id);
};

export const deleteTaskGroup = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    staffOnly(actor);
    const g = await loadGroup(tx, actor, input.id);
    await tx.delete(taskGroups).where(eq(taskGroups.id, g.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'task-groups',
      entityId: g.id,
      companyId: g.companyId,
      message: { key: 'taskGroupDeleted', params: { name: g.name } },
    });
  });

// User groups --------------------------------------------------------------------------------------------------------

export const listUserGroups = async ({ ctx, actor }: TArgs): Promise<TUserGroup[]> => {
  const rows = await ctx.db
    .select({ g: userGroups, postName: posts.name })
    .from(userGroups)
    .leftJoin(posts, eq(posts.id, userGroups.postId))
    .where(where(scopeOf(actor).company(userGroups.companyId)))
    .orderBy(asc(collated(userGroups.name, actor.language)));
  const ids = rows.map((r) => r.g.id);
  const members = ids.length
    ? await ctx.db
        .select({ groupId: userGroupMembers.groupId, id: users.id, name: users.name, lastName: users.lastName, email: users.email })
        .from(userGroupMembers)
        .innerJoin(users, eq(users.id, userGroupMembers.userId))
        .where(inArray(userGroupMembers.groupId, ids))
    : [];
  const out: TUserGroup[] = [];
  for (const { g, postName } of rows) {
    const list = members.filter((m) => m.groupId === g.id).map((m) => ({ id: m.id, name: displayName(m) }));
    const size = g.kind === 'users' ? list.length : (await resolveUserGroup(ctx.db, g.companyId, g.id)).length;
    out.push({
      id: g.id,
      name: g.name,
      kind: g.kind as TUserGroup['kind'],
      members: list.sort((a, b) => a.name.localeCompare(b.name)),
      post: g.postId && postName ? { id: g.postId, name: postName } : null,
      role: (g.role as TRole | null) ?? null,
      size,
      can: canOnTaskGroup(actor),
    });
  }
  return out;
};

const loadUserGroup = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.id, id), where(scopeOf(actor).company(userGroups.companyId))));
  return found(row, 'userGroup');
};

const userGroupOut = async (ctx: TServiceContext, actor: TActor, id: string) =>
  found(
    (await listUserGroups({ ctx, actor, input: undefined })).find((g) => g.id === id),
    'userGroup',
  );

const saveMembers = async (tx: TDbOrTx, groupId: string, ids: string[]) => {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  if (ids.length) await tx.insert(userGroupMembers).values(ids.map((userId) => ({ groupId, userId })));
};

const groupColumns = (input: TUserGroupInputParsed) => ({
  name: input.name,
  kind: input.kind,
  postId: input.kind === 'post' ? input.postId : null,
  role: input.kind === 'role' ? input.role : null,
});

export const createUserGroup = async ({ ctx, actor, input }: TArgs<TUserGroupInputParsed>) => {
  staffOnly(actor);
  const id = await ctx.db.transaction(async (tx) => {
    const companyId = scopeOf(actor).companyForWrite();
    const members = input.kind === 'users' ? await assertCompanyUsers(tx, companyId, input.memberIds) : [];
    if (input.kind === 'post') await assertPost(tx, companyId, input.postId);
    const [row] = await tx
      .insert(userGroups)
      .values({ companyId, ...groupColumns(input) })
      .returning();
    await saveMembers(tx, row.id, members);
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'user-groups',
      entityId: row.id,
      companyId,
      message: { key: 'userGroupCreated', params: { name: row.name } },
    });
    return row.id;
  });
  return userGroupOut(ctx, actor, id);
};

export const updateUserGroup = async ({ ctx, actor, input }: TArgs<{ id: string; data: TUserGroupInputParsed }>) => {
  staffOnly(actor);
  await ctx.db.transaction(async (tx) => {
    const g = await loadUserGroup(tx, actor, input.id);
    const members = input.data.kind === 'users' ? await assertCompanyUsers(tx, g.companyId, input.data.memberIds) : [];
    if (input.data.kind === 'post') await assertPost(tx, g.companyId, input.data.postId);
    await tx.update(userGroups).set(groupColumns(input.data)).where(eq(userGroups.id, g.id));
    await saveMembers(tx, g.id, members);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'user-groups',
      entityId: g.id,
      companyId: g.companyId,
      message: { key: 'userGroupUpdated', params: { name: input.data.name } },
    });
  });
  return userGroupOut(ctx, actor, input.id);
};

export const deleteUserGroup = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    staffOnly(actor);
    const g = await loadUserGroup(tx, actor, input.id);
    await tx.delete(userGroups).where(eq(userGroups.id, g.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'user-groups',
      entityId: g.id,
      companyId: g.companyId,
      message: { key: 'userGroupDeleted', params: { name: g.name } },
    });
  });

/** The pickers of the task form and the user-group form (staff only; others get empty lists). */
export const taskOptions = async ({ ctx, actor }: TArgs): Promise<TTaskOptions> => {
  if (!isCompanyStaff(actor)) return { users: [], posts: [] };
  const companyId = actor.companyId;
  const [people, postRows] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.stillEmployed, true)))
      .orderBy(asc(collated(users.name, actor.language)))
      .limit(5000),
    ctx.db
      .select({ id: posts.id, name: posts.name })
      .from(posts)
      .where(eq(posts.companyId, companyId))
      .orderBy(asc(collated(posts.name, actor.language))),
  ]);
  return { users: people.map((p) => ({ id: p.id, name: displayName(p), role: p.role })), posts: postRows };
};
