// Loads the actor of a request (user, tenant, role records, overrides) fresh on every request,
// so permission changes apply on the user's next request.
import type { TAccessSubject, TSessionUser } from '@centinela/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDbOrTx } from '../../db/client';
import { companies, roleRecords, sessions, userPermissionOverrides, users } from '../../db/schema';
import { preparedOnce } from '../../db/prepared';
import type { TActor } from './actor';
import { isPlatformAdminSubject } from './actor';

type TUserRow = typeof users.$inferSelect;

export const loadAccessSubject = async (db: TDbOrTx, config: TConfig, user: TUserRow): Promise<TAccessSubject> => {
  const [records, overrides] = await Promise.all([
    db
      .select({ isActive: roleRecords.isActive, isSuperadmin: roleRecords.isSuperadmin, permissions: roleRecords.permissions })
      .from(roleRecords)
      .where(
        and(
          eq(roleRecords.companyId, user.companyId),
          // An explicitly assigned record, else the company's default record for the user's role.
          user.roleRecordId ? eq(roleRecords.id, user.roleRecordId) : eq(roleRecords.defaultForRole, user.role),
        ),
      ),
    db
      .select({
        action: userPermissionOverrides.action,
        resource: userPermissionOverrides.resource,
        effect: userPermissionOverrides.effect,
      })
      .from(userPermissionOverrides)
      .where(eq(userPermissionOverrides.userId, user.id)),
  ]);
  return {
    role: user.role,
    email: user.email,
    isBuiltInAdmin: user.email.toLowerCase() === config.adminEmail,
    roleRecords: records,
    overrides,
  };
};

const sessionActorQuery = (db: TDbOrTx) =>
  db
    .select({
      sessionId: sessions.id,
      // The actor's own columns only: every request runs this, and the whole users row (41 columns, JSON among them)
      // cost more to receive and map than the rest of the statement. Routes that show the user read it themselves.
      user: { id: users.id, email: users.email, role: users.role, companyId: users.companyId, customerId: users.customerId },
      roleRecords: sql<TAccessSubject['roleRecords']>`coalesce((
        select json_agg(json_build_object('isActive', r.is_active, 'isSuperadmin', r.is_superadmin, 'permissions', r.permissions))
        from ${roleRecords} r
        where r.company_id = ${users.companyId}
          and (case when ${users.roleRecordId} is null then r.default_for_role = ${users.role} else r.id = ${users.roleRecordId} end)
      ), '[]'::json)`,
      overrides: sql<TAccessSubject['overrides']>`coalesce((
        select json_agg(json_build_object('action', o.action, 'resource', o.resource, 'effect', o.effect))
        from ${userPermissionOverrides} o where o.user_id = ${users.id}
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.stillEmployed, true),
      ),
    )
    .limit(1);

/**
 * One round trip from a session token to everything the actor needs: the live session, its user
 * (still employed), the role records that apply and the user's overrides. Every request runs it, so it is prepared
 * (db/prepared.ts): parsed once per connection and its plan reused, instead of parsing and planning this join with
 * two subqueries again on each request (about 1.5 ms of database time).
 */
export const loadSessionActor = async (db: TDbOrTx, config: TConfig, tokenHash: string) => {
  const prepared = preparedOnce(db, 'session_actor', () => sessionActorQuery(db));
  const [row] = await prepared.execute({ tokenHash, now: new Date() });
  if (!row) return null;
  const subject: TAccessSubject = {
    role: row.user.role,
    email: row.user.email,
    isBuiltInAdmin: row.user.email.toLowerCase() === config.adminEmail,
    roleRecords: row.roleRecords,
    overrides: row.overrides,
  };
  return { user: row.user, subject, sessionId: row.sessionId };
};

/** The columns of a user that make an actor. */
export type TActorUser = Pick<TUserRow, 'id' | 'email' | 'role' | 'companyId' | 'customerId'>;

export const toActor = (user: TActorUser, subject: TAccessSubject, sessionId: string): TActor => ({
  userId: user.id,
  sessionId,
  email: user.email,
  role: user.role,
  companyId: user.companyId,
  customerId: user.customerId,
  isPlatformAdmin: isPlatformAdminSubject(subject),
  subject,
});

export const toSessionUser = (user: TUserRow, subject: TAccessSubject): TSessionUser => {
  const sip = user.sipSettings ?? {};
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    role: user.role,
    rank: user.rank ?? null,
    companyId: user.companyId,
    customerId: user.customerId,
    sipSettings: {
      incomingServer: sip.incomingServer ?? null,
      incomingPort: sip.incomingPort ?? 5060,
      outgoingServer: sip.outgoingServer ?? null,
      outgoingPort: sip.outgoingPort ?? 5060,
      extensionName: sip.extensionName ?? null,
      extensionNumber: sip.extensionNumber ?? null,
      username: sip.username ?? null,
      hasPassword: Boolean(sip.passwordEncrypted),
      preferredCodec: sip.preferredCodec ?? 'default',
      sampleRate: sip.sampleRate ?? 'default',
      connectionStatus: sip.connectionStatus ?? 'not_connected',
      lastConnectionAttempt: sip.lastConnectionAttempt ?? null,
    },
    language: user.language === 'en' || user.language === 'es' ? user.language : null,
    access: {
      isBuiltInAdmin: subject.isBuiltInAdmin,
      roleRecords: subject.roleRecords.map((r) => ({ ...r, permissions: { ...r.permissions } })) as TSessionUser['access']['roleRecords'],
      overrides: [...subject.overrides],
    },
  };
};

/** The signed-in user's row (GET /api/auth/me); null when it is gone. */
export const loadUserRow = async (db: TDbOrTx, userId: string): Promise<TUserRow | null> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
};

export const loadCompanyOf = async (db: TDbOrTx, companyId: string) => {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return company ?? null;
};
