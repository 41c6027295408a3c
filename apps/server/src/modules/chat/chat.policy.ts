// Who sees which chat channel and whom one may message (issue 14):
//  - the company channel: the security company's staff (admins and staff roles);
//  - a post's radio channel: staff, and the guards assigned to the post (roster assignments of its active rosters, or
//    the post's assigned guard) — the same "my posts" the incidents and tasks areas use;
//  - custom and direct channels: their members only (a customer company admin sees a custom channel only when invited);
//  - direct messages: between staff, and between a guard and staff; never guard to guard, never a customer admin.
// Always inside the actor's own company: another tenant's channel, message or user is a 404.
import type { TRole } from '@centinela/shared';
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { chatChannels, chatMembers, posts, rosterShiftAssignments, rosterShifts, rosters, users } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';

const NON_STAFF_ROLES: TRole[] = ['customer_company_admin', 'security_guard'];

export const isChatGuard = (actor: TActor) => actor.role === 'security_guard' && !actor.isPlatformAdmin;

/** Custom channels are created by the company's admins (staff who may edit users). */
export const canCreateChatChannel = (actor: TActor) => isCompanyStaff(actor) && actorCan(actor, 'edit', 'users');

/** A custom channel is renamed and its members changed by the company's admins who see it (its members). */
export const canEditChatChannel = (actor: TActor, channel: { kind: string; companyId: string }) =>
  channel.kind === 'custom' && channel.companyId === actor.companyId && canCreateChatChannel(actor);

/**
 * Whose Users tab lists this actor (chat.service listContacts, the other way round): a staff member is listed for
 * every employed staff member and guard of the company; a guard for staff only; a customer company admin for nobody.
 */
export const presenceAudienceIds = async (db: TDbOrTx, actor: TActor): Promise<string[]> => {
  if (actor.role === 'customer_company_admin' && !actor.isPlatformAdmin) return [];
  const audience = isChatGuard(actor) ? notInArray(users.role, NON_STAFF_ROLES) : sql`${users.role} <> 'customer_company_admin'`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, actor.companyId), eq(users.stillEmployed, true), sql`${users.id} <> ${actor.userId}`, audience));
  return rows.map((r) => r.id);
};

/** A direct message between two roles is allowed. */
export const canMessageDirectly = (a: { role: TRole; isStaff: boolean }, b: { role: TRole; isStaff: boolean }) =>
  a.role !== 'customer_company_admin' && b.role !== 'customer_company_admin' && (a.isStaff || b.isStaff);

export const isStaffRole = (role: TRole) => !NON_STAFF_ROLES.includes(role);

/** The posts a guard works at: assigned in one of the post's active rosters, or the post's assigned guard. */
export const guardPostIds = (userId: string): SQL =>
  sql`(select ${rosters.postId} from ${rosterShiftAssignments}
        join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
        join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
        where ${rosterShiftAssignments.guardId} = ${userId} and ${rosters.isActive}
       union select ${posts.id} from ${posts} where ${posts.assignedGuardId} = ${userId})`;

const isMember = (userId: string): SQL =>
  sql`exists (select 1 from ${chatMembers} where ${chatMembers.channelId} = ${chatChannels.id} and ${chatMembers.userId} = ${userId})`;

/** The channels an actor may read and write. */
export const chatChannelScope = (actor: TActor): SQL => {
  const own = eq(chatChannels.companyId, actor.companyId);
  const member = and(inArray(chatChannels.kind, ['custom', 'direct']), isMember(actor.userId));
  if (isCompanyStaff(actor)) return and(own, or(inArray(chatChannels.kind, ['company', 'post']), member)) as SQL;
  if (isChatGuard(actor)) {
    return and(own, or(and(eq(chatChannels.kind, 'post'), sql`${chatChannels.postId} in ${guardPostIds(actor.userId)}`), member)) as SQL;
  }
  return and(own, member) as SQL;
};

/** Everyone who receives a channel's messages (live events, unread counts): employed users only. */
export const chatChannelMemberIds = async (
  db: TDbOrTx,
  channel: { id: string; companyId: string; kind: string; postId: string | null },
): Promise<string[]> => {
  const employed = and(eq(users.companyId, channel.companyId), eq(users.stillEmployed, true));
  if (channel.kind === 'custom' || channel.kind === 'direct') {
    const rows = await db
      .select({ id: users.id })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(and(eq(chatMembers.channelId, channel.id), employed));
    return rows.map((r) => r.id);
  }
  const staff = notInArray(users.role, NON_STAFF_ROLES);
  const where =
    channel.kind === 'post' && channel.postId
      ? or(
          staff,
          and(
            eq(users.role, 'security_guard'),
            sql`(exists (select 1 from ${rosterShiftAssignments}
                  join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
                  join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
                  where ${rosterShiftAssignments.guardId} = ${users.id} and ${rosters.postId} = ${channel.postId} and ${rosters.isActive})
                or exists (select 1 from ${posts} where ${posts.id} = ${channel.postId} and ${posts.assignedGuardId} = ${users.id}))`,
          ),
        )
      : staff;
  const rows = await db.select({ id: users.id }).from(users).where(and(employed, where));
  return rows.map((r) => r.id);
};
