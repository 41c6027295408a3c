// Who a task goes to: the users named, or a user group resolved at assignment time (its saved members, all guards of a
// post — the guards of its rosters' shifts and its assigned guard — or all users of a role). Ids of another company → 404.
import type { TTaskAssignmentType } from '@centinela/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { posts, rosterShiftAssignments, rosterShifts, rosters, taskGroups, userGroupMembers, userGroups, users } from '../../db/schema';
import { found } from '../../platform/access/scope';
import { NotFound } from '../../platform/errors';

/** The employed users among `ids`, all of the company; one missing → 404 (another company's user is "not found"). */
export const assertCompanyUsers = async (db: TDbOrTx, companyId: string, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, unique)));
  if (rows.length !== unique.length) throw NotFound('user');
  return unique;
};

export const assertTaskGroup = async (db: TDbOrTx, companyId: string, id: string | null | undefined) => {
  if (!id) return;
  const [row] = await db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(and(eq(taskGroups.id, id), eq(taskGroups.companyId, companyId)));
  found(row, 'taskGroup');
};

export const assertPost = async (db: TDbOrTx, companyId: string, id: string | null | undefined) => {
  if (!id) return;
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.companyId, companyId)));
  found(row, 'post');
};

/** Today's members of a user group (employed users only). */
export const resolveUserGroup = async (db: TDbOrTx, companyId: string, groupId: string): Promise<string[]> => {
  const [group] = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.companyId, companyId)));
  const g = found(group, 'userGroup');
  const employed = and(eq(users.companyId, companyId), eq(users.stillEmployed, true));
  if (g.kind === 'users') {
    const rows = await db
      .select({ id: users.id })
      .from(userGroupMembers)
      .innerJoin(users, eq(users.id, userGroupMembers.userId))
      .where(and(eq(userGroupMembers.groupId, g.id), employed));
    return rows.map((r) => r.id);
  }
  if (g.kind === 'role') {
    if (!g.role) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(employed, eq(users.role, g.role as typeof users.$inferSelect.role)));
    return rows.map((r) => r.id);
  }
  if (!g.postId) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        employed,
        eq(users.role, 'security_guard'),
        sql`(${users.id} in (select ${rosterShiftAssignments.guardId} from ${rosterShiftAssignments}
          join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
          join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId} where ${rosters.postId} = ${g.postId})
          or ${users.id} in (select ${posts.assignedGuardId} from ${posts} where ${posts.id} = ${g.postId}))`,
      ),
    );
  return rows.map((r) => r.id);
};

export type TAssignment = { assignmentType: TTaskAssignmentType; assigneeIds: readonly string[]; userGroupId: string | null };

/** Checks an assignment's ids against the company (404 on a foreign one) without resolving the group. */
export const assertAssignment = async (db: TDbOrTx, companyId: string, a: TAssignment) => {
  if (a.assignmentType === 'user_group') {
    if (!a.userGroupId) throw NotFound('userGroup');
    const [row] = await db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(and(eq(userGroups.id, a.userGroupId), eq(userGroups.companyId, companyId)));
    found(row, 'userGroup');
    return;
  }
  await assertCompanyUsers(db, companyId, a.assigneeIds);
};

/** The user ids an assignment means today. */
export const resolveAssignment = async (db: TDbOrTx, companyId: string, a: TAssignment): Promise<string[]> => {
  if (a.assignmentType === 'user_group') return a.userGroupId ? resolveUserGroup(db, companyId, a.userGroupId) : [];
  return assertCompanyUsers(db, companyId, a.assigneeIds);
};
