// Users: the users page list, the editor's read and writes, SIP settings, passwords, deletion (spec sections 2–5, 7).
import {
  type TCreateUser,
  type TDirectoryUser,
  type TSetUserPassword,
  type TUpdateUser,
  type TUserDetail,
  type TUserListItem,
  type TUsersPage,
  type TSipSettingsWrite,
  type TUpdateEmployment,
  USER_MESSAGES,
  maskSsn,
} from '@centinela/shared/contracts/users';
import type { TSipSettingsPublic } from '@centinela/shared';
import type { TUsersPageQuery } from '@centinela/shared/contracts/users';
import type { ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { and, asc, count, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { collated } from '../../db/collation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import {
  absences,
  companies,
  customerCompanies,
  payrollProfileTypes,
  posts,
  rosterShiftAssignments,
  sessions,
  userBannedPosts,
  userDocuments,
  userFacePhotos,
  userMemos,
  users,
} from '../../db/schema';
import type { TSipSettingsColumn } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { actorCan } from '../../platform/access/actor';
import { found, scopeShapeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { keepingRoleManager } from '../../platform/access/role-managers';
import { assertPasswordAllowed } from '../../platform/crypto/password-policy';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords';
import { deleteFileRows, deleteStoredObjects, deleteSubjectFileRows } from '../../platform/storage/files.service';
import { AppError, Conflict, FieldConflict, Forbidden, ValidationFailed } from '../../platform/errors';
import { maintainedUsersTotal } from './users.counts';
import { roleFilterOn } from './users.filters';
import { assertWritable, assignableRoles, canOnUser, isMainAdminEmail, usersScope, visibleUserFields } from './users.policy';
import { searchMatches, userSearchWords } from './users.search';
import { placeholders, preparedOnce } from '../../db/prepared';

type TOptions<TInput = undefined> = { ctx: TServiceContext; actor: TActor; input: TInput };
type TUserRow = typeof users.$inferSelect;

type TMainAdminRule = 'emailRole' | 'deactivate' | 'reservedEmail' | 'password' | 'delete';
const MainAdminProtected = (rule: TMainAdminRule) => new AppError(409, 'MAIN_ADMIN_PROTECTED', { context: rule });

const fieldError = (field: string, key: string) => ValidationFailed({ [field]: key });

// ── Reading ───────────────────────────────────────────────────────────────

/** Columns of a card read from users, for the 25 users of a page once it is cut; company and customer names join then. */
const cardColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  initial: users.initial,
  lastName: users.lastName,
  mothersMaidenName: users.mothersMaidenName,
  role: users.role,
  rank: users.rank,
  isCoordinator: users.isCoordinator,
  stillEmployed: users.stillEmployed,
  phone: users.phone,
  phoneWhatsappEnabled: users.phoneWhatsappEnabled,
  mobile: users.mobile,
  mobileWhatsappEnabled: users.mobileWhatsappEnabled,
  companyId: users.companyId,
  customerId: users.customerId,
  city: sql<string | null>`${users.address}->>'city'`.as('city'),
  state: sql<string | null>`${users.address}->>'state'`.as('state'),
  photoFileId: users.photoFileId,
};

/** The narrow columns a users page is cut on (one shape whether cut from users or from the word index's matches). */
const cutColumns = (id: SQLWrapper, roleOrder: SQLWrapper, sortName: SQLWrapper, total: SQL<number>) => ({
  id: sql<string>`${id}`.as('page_id'),
  roleOrder: sql<number>`${roleOrder}`.as('page_role_order'),
  sortName: sql<string>`${sortName}`.as('page_sort_name'),
  total: total.as('page_total'),
});
type TPageCut = SubqueryWithSelection<ReturnType<typeof cutColumns>, 'page'>;

/** GET /api/users/paginated: one page of cards, grouped by role then sorted by name, id (stable across pages). */
export const listUsersPage = async ({ ctx, actor, input }: TOptions<z.output<typeof ZUsersPageQuery>>): Promise<TUsersPage> => {
  const words = userSearchWords(input.search);
  // Names in the reader's language (decision 0015).
  const byName = (column: SQLWrapper) => asc(collated(column, actor.language));
  // The page is cut on the narrow sort keys (id, role order, name), then the 25 ids are joined back to their card
  // columns and company/customer names.
  const cardsOf = (cut: TPageCut) =>
    ctx.db
      .select({
        ...cardColumns,
        companyName: companies.name,
        customerName: customerCompanies.name,
        total: sql<number>`${cut.total}`.mapWith(Number),
      })
      .from(cut)
      .innerJoin(users, eq(users.id, cut.id))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(customerCompanies, eq(customerCompanies.id, users.customerId))
      .orderBy(asc(cut.roleOrder), byName(cut.sortName), asc(cut.id));
  const offset = (input.page - 1) * input.pageSize;
  // Prepared per shape (db/prepared.ts): the role tab, the sort language, the actor's kind and the values bound (the
  // scope's ids, employment, the search's words); every value is a placeholder.
  const { bind, values, names } = placeholders();
  const shapeOf = (kind: string) => `users.${kind}:${input.role}:${actor.language}:${scopeShapeOf(actor)}:${names()}`;
  const pageValues = () => ({ ...values, limit: input.pageSize, offset });

  let rows: Awaited<ReturnType<typeof cardsOf>>;
  let total: number;
  if (words.length) {
    // A search: the matching users from the word index (users.search.ts), sorted, counted in the same pass (a
    // window count) and cut; then their cards.
    const matches = searchMatches(ctx.db, actor, input, words, bind);
    rows = await preparedOnce(ctx.db, shapeOf('search'), () =>
      cardsOf(
        ctx.db
          .select(cutColumns(matches.userId, matches.roleOrder, matches.sortName, sql<number>`count(*) over ()`))
          .from(matches)
          .orderBy(asc(matches.roleOrder), byName(matches.sortName), asc(matches.userId))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page'),
      ),
    ).execute(pageValues());
    // Past the last page the window count has no row to ride on: count the matches alone.
    total =
      rows[0]?.total ?? (input.page > 1 ? ((await ctx.db.select({ total: count() }).from(matches).execute(values))[0]?.total ?? 0) : 0);
  } else {
    // Without a search the page comes straight from the language's ordered index (users_page_es_idx /
    // users_page_en_idx), and the total from the maintained user_counts (users.counts.ts) when the scope is whole
    // companies; customer admins' and guards' small scopes are counted.
    const condition = where(
      usersScope(actor, input.companyId, bind),
      eq(users.stillEmployed, bind('activeOnly', input.activeOnly)),
      roleFilterOn(users, input.role),
    );
    [rows, total] = await Promise.all([
      preparedOnce(ctx.db, shapeOf('page'), () =>
        cardsOf(
          ctx.db
            .select(cutColumns(users.id, users.roleOrder, users.sortName, sql<number>`0`))
            .from(users)
            .where(condition)
            .orderBy(asc(users.roleOrder), byName(users.sortName), asc(users.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .as('page'),
        ),
      ).execute(pageValues()),
      maintainedUsersTotal(ctx.db, actor, input).then(
        async (maintained) =>
          maintained ??
          (
            await preparedOnce(ctx.db, shapeOf('count'), () => ctx.db.select({ total: count() }).from(users).where(condition)).execute(
              values,
            )
          )[0].total,
      ),
    ]);
  }
  const items: TUserListItem[] = rows.map(({ photoFileId, customerId, total: _total, ...row }) => ({
    ...row,
    hasPhoto: Boolean(photoFileId),
    isMainAdmin: isMainAdminEmail(row.email, ctx.config.adminEmail),
    can: canOnUser(actor, { ...row, customerId }, ctx.config.adminEmail),
  }));
  return { items, total };
};

export type { TUsersPageQuery };

/** GET /api/users: the phone's directory. Viewers of users get their scope; everyone else their company's admins and themselves. */
export const listDirectory = async ({ ctx, actor }: TOptions): Promise<TDirectoryUser[]> => {
  const scope = actorCan(actor, 'view', 'users')
    ? usersScope(actor)
    : and(eq(users.companyId, actor.companyId), or(eq(users.role, 'security_company_admin'), eq(users.id, actor.userId)));
  return ctx.db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      mobile: users.mobile,
      companyId: users.companyId,
      customerId: users.customerId,
    })
    .from(users)
    .where(where(scope, eq(users.stillEmployed, true)))
    .orderBy(asc(collated(users.sortName, actor.language)), asc(users.id));
};

const loadVisible = async (db: TDbOrTx, actor: TActor, id: string): Promise<TUserRow> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), usersScope(actor)))
    .limit(1);
  return found(row, 'user');
};

export const publicSipSettings = (sip: TSipSettingsColumn | null | undefined): TSipSettingsPublic => ({
  incomingServer: sip?.incomingServer ?? null,
  incomingPort: sip?.incomingPort ?? 5060,
  outgoingServer: sip?.outgoingServer ?? null,
  outgoingPort: sip?.outgoingPort ?? 5060,
  extensionName: sip?.extensionName ?? null,
  extensionNumber: sip?.extensionNumber ?? null,
  username: sip?.username ?? null,
  hasPassword: Boolean(sip?.passwordEncrypted),
  preferredCodec: sip?.preferredCodec ?? 'default',
  sampleRate: sip?.sampleRate ?? 'default',
  connectionStatus: sip?.connectionStatus ?? 'not_connected',
  lastConnectionAttempt: sip?.lastConnectionAttempt ?? null,
});

const toDetail = async (ctx: TServiceContext, actor: TActor, row: TUserRow): Promise<TUserDetail> => {
  const [[company], [customer]] = await Promise.all([
    ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)),
    row.customerId
      ? ctx.db.select({ name: customerCompanies.name }).from(customerCompanies).where(eq(customerCompanies.id, row.customerId))
      : Promise.resolve([]),
  ]);
  const can = canOnUser(actor, row, ctx.config.adminEmail);
  const fields = visibleUserFields(actor, row, can);
  const isSsnMasked = fields.ssn !== 'full';
  const socialSecurityNumber =
    row.ssnEncrypted && fields.ssn !== 'none'
      ? fields.ssn === 'masked'
        ? maskSsn(row.ssnLast4)
        : ctx.secrets.decrypt(row.ssnEncrypted)
      : null;
  const address = row.address
    ? {
        street: row.address.street ?? null,
        city: row.address.city ?? null,
        state: row.address.state ?? null,
        country: row.address.country ?? null,
        zipCode: row.address.zipCode ?? null,
      }
    : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    initial: row.initial,
    lastName: row.lastName,
    mothersMaidenName: row.mothersMaidenName,
    role: row.role,
    companyId: row.companyId,
    companyName: company?.name ?? null,
    customerId: row.customerId,
    customerName: customer?.name ?? null,
    photoFileId: row.photoFileId,
    phone: row.phone,
    phoneWhatsappEnabled: row.phoneWhatsappEnabled,
    mobile: row.mobile,
    mobileWhatsappEnabled: row.mobileWhatsappEnabled,
    address,
    stillEmployed: row.stillEmployed,
    employmentStartDate: row.employmentStartDate,
    terminationDate: row.terminationDate,
    terminationReason: row.terminationReason,
    rank: row.rank,
    isCoordinator: row.isCoordinator,
    companyIdentificationNumber: row.companyIdentificationNumber,
    socialSecurityNumber,
    isSsnMasked: Boolean(socialSecurityNumber) && isSsnMasked,
    dateOfBirth: row.dateOfBirth,
    hourlyWageCents: fields.pay ? row.hourlyWageCents : null,
    overtimeRateCents: fields.pay ? row.overtimeRateCents : null,
    runnerForCompanies: row.runnerForCompanies,
    payrollProfileTypeId: row.payrollProfileTypeId,
    restDay: row.restDay,
    faceRecognitionComplete: row.faceRecognitionComplete,
    roleRecordId: row.roleRecordId,
    sipSettings: publicSipSettings(row.sipSettings),
    isMainAdmin: isMainAdminEmail(row.email, ctx.config.adminEmail),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can,
  };
};

/** GET /api/users/:id: the editor's data. */
export const getUser = async ({ ctx, actor, input }: TOptions<{ id: string }>): Promise<TUserDetail> =>
  toDetail(ctx, actor, await loadVisible(ctx.db, actor, input.id));

// ── Writing ───────────────────────────────────────────────────────────────

type TUserFieldsOut = TUpdateUser;

const platformCompanyId = async (db: TDbOrTx) => {
  const [platform] = await db.select({ id: companies.id }).from(companies).where(eq(companies.isPlatform, true)).limit(1);
  if (!platform) throw new Error('the platform company is missing');
  return platform.id;
};

/**
 * Resolves and checks everything the schema cannot: the tenant (from the session), the role the actor may give,
 * the company (a security company, never the platform one), the customer of that company, the runner companies,
 * the payroll profile type, the reserved built-in admin email and email uniqueness in the company.
 */
const resolveWrite = async (db: TDbOrTx, ctx: TServiceContext, actor: TActor, input: TUserFieldsOut, existing: TUserRow | null) => {
  if (existing?.role !== input.role && !assignableRoles(actor).includes(input.role)) {
    throw Forbidden('ROLE_NOT_GRANTABLE', input.role === 'superadmin' ? { context: 'superadmin' } : undefined);
  }
  let companyId: string;
  if (input.role === 'superadmin') {
    companyId = await platformCompanyId(db);
  } else {
    companyId = actor.isPlatformAdmin && input.companyId ? input.companyId : actor.companyId;
    const [company] = await db
      .select({ id: companies.id, isPlatform: companies.isPlatform })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company || company.isPlatform) {
      throw fieldError(
        'companyId',
        input.role === 'security_guard' ? USER_MESSAGES.securityCompanyRequired : USER_MESSAGES.companyRequired,
      );
    }
  }

  let customerId = input.customerId;
  if (input.role === 'customer_company_admin') {
    if (actor.role === 'customer_company_admin' && !actor.isPlatformAdmin) customerId = actor.customerId;
    const [customer] = customerId
      ? await db
          .select({ id: customerCompanies.id })
          .from(customerCompanies)
          .where(and(eq(customerCompanies.id, customerId), eq(customerCompanies.companyId, companyId)))
          .limit(1)
      : [];
    if (!customer) throw fieldError('customerId', USER_MESSAGES.customerRequired);
  }

  const runnerForCompanies = input.runnerForCompanies;
  if (runnerForCompanies.length > 0) {
    if (runnerForCompanies.includes(companyId)) throw fieldError('runnerForCompanies', USER_MESSAGES.runnerIncludesMain);
    const unchanged =
      existing &&
      runnerForCompanies.length === existing.runnerForCompanies.length &&
      runnerForCompanies.every((id) => existing.runnerForCompanies.includes(id));
    // Other security companies are another tenant: only platform admins choose them.
    if (!unchanged && !actor.isPlatformAdmin) throw fieldError('runnerForCompanies', USER_MESSAGES.invalidId);
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, runnerForCompanies), eq(companies.isPlatform, false)));
    if (rows.length !== runnerForCompanies.length) throw fieldError('runnerForCompanies', USER_MESSAGES.invalidId);
  }

  if (input.payrollProfileTypeId) {
    const [type] = await db
      .select({ id: payrollProfileTypes.id })
      .from(payrollProfileTypes)
      .where(and(eq(payrollProfileTypes.id, input.payrollProfileTypeId), eq(payrollProfileTypes.companyId, companyId)))
      .limit(1);
    if (!type) throw fieldError('payrollProfileTypeId', USER_MESSAGES.invalidId);
  }

  const isMainAdmin = existing ? isMainAdminEmail(existing.email, ctx.config.adminEmail) : false;
  if (isMainAdmin) {
    if (!isMainAdminEmail(input.email, ctx.config.adminEmail) || input.role !== 'superadmin') {
      throw MainAdminProtected('emailRole');
    }
    if (!input.stillEmployed) throw MainAdminProtected('deactivate');
  } else if (isMainAdminEmail(input.email, ctx.config.adminEmail)) {
    // Access follows this address (spec section 6): nobody else may take it.
    throw MainAdminProtected('reservedEmail');
  }
  if (existing && existing.id === actor.userId && !input.stillEmployed) throw Conflict('OWN_ACCOUNT_DEACTIVATION');

  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
        existing ? ne(users.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    throw FieldConflict('USER_EMAIL_TAKEN', { email: 'apiErrors:fields.userEmailTaken' });
  }
  return { companyId, customerId: input.role === 'customer_company_admin' ? customerId : null, runnerForCompanies };
};

/** The columns a user-form write sets (guard-only, termination and address already normalised by the shared schema). */
const columnsOf = (ctx: TServiceContext, input: TUserFieldsOut) => ({
  email: input.email,
  name: input.name,
  initial: input.initial,
  lastName: input.lastName,
  mothersMaidenName: input.mothersMaidenName,
  role: input.role,
  phone: input.phone,
  phoneWhatsappEnabled: input.phoneWhatsappEnabled,
  mobile: input.mobile,
  mobileWhatsappEnabled: input.mobileWhatsappEnabled,
  address: input.address,
  stillEmployed: input.stillEmployed,
  employmentStartDate: input.employmentStartDate,
  terminationDate: input.terminationDate,
  terminationReason: input.terminationReason,
  rank: input.rank,
  isCoordinator: input.isCoordinator,
  companyIdentificationNumber: input.companyIdentificationNumber,
  ssnEncrypted: input.socialSecurityNumber ? ctx.secrets.encrypt(input.socialSecurityNumber) : null,
  ssnLast4: input.socialSecurityNumber ? input.socialSecurityNumber.slice(-4) : null,
  dateOfBirth: input.dateOfBirth,
  hourlyWageCents: input.hourlyWageCents,
  overtimeRateCents: input.overtimeRateCents,
  payrollProfileTypeId: input.payrollProfileTypeId,
  restDay: input.restDay,
});

/** Names of the fields a write changed: what the system log records (never values: SSN, wages and addresses stay out). */
const changedFields = (ctx: TServiceContext, before: TUserRow, after: Record<string, unknown>, ssn: string | null) => {
  const changes: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (key === 'ssnLast4') continue;
    if (key === 'ssnEncrypted') {
      const previous = before.ssnEncrypted ? ctx.secrets.decrypt(before.ssnEncrypted) : null;
      if (previous !== ssn) changes.push('socialSecurityNumber');
      continue;
    }
    if (JSON.stringify(before[key as keyof TUserRow] ?? null) !== JSON.stringify(value ?? null)) changes.push(key);
  }
  return changes;
};

const endSessions = (db: TDbOrTx, userId: string, keepSessionId?: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));

/** POST /api/users. */
export const createUser = async ({ ctx, actor, input }: TOptions<TCreateUser>): Promise<TUserDetail> => {
  assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password);
  const row = await ctx.db.transaction(async (tx) => {
    const resolved = await resolveWrite(tx, ctx, actor, input, null);
    const [created] = await tx
      .insert(users)
      .values({ ...columnsOf(ctx, input), ...resolved, passwordHash })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'users',
      entityId: created.id,
      companyId: created.companyId,
      message: { key: 'userCreated', params: { email: created.email } },
    });
    return created;
  });
  return toDetail(ctx, actor, row);
};

const updateFields = async (ctx: TServiceContext, actor: TActor, existing: TUserRow, input: TUserFieldsOut) =>
  ctx.db.transaction(async (tx) => {
    const resolved = await resolveWrite(tx, ctx, actor, input, existing);
    const values = { ...columnsOf(ctx, input), ...resolved };
    const changes = changedFields(ctx, existing, values, input.socialSecurityNumber);
    // A new role (so another default record), a new company or leaving employment can take away managing roles.
    const [updated] = await keepingRoleManager(tx, ctx.config, [existing.companyId], () =>
      tx.update(users).set(values).where(eq(users.id, existing.id)).returning(),
    );
    if (existing.stillEmployed && !updated.stillEmployed) await endSessions(tx, updated.id);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: updated.id,
      companyId: updated.companyId,
      message: { key: 'userUpdated', params: { email: updated.email } },
      details: { changes },
    });
    return updated;
  });

const writeEmployment = async (ctx: TServiceContext, actor: TActor, existing: TUserRow, input: TUpdateEmployment) => {
  if (!input.stillEmployed) {
    if (isMainAdminEmail(existing.email, ctx.config.adminEmail)) throw MainAdminProtected('deactivate');
    if (existing.id === actor.userId) throw Conflict('OWN_ACCOUNT_DEACTIVATION');
  }
  return ctx.db.transaction(async (tx) => {
    const [updated] = await keepingRoleManager(tx, ctx.config, [existing.companyId], () =>
      tx.update(users).set(input).where(eq(users.id, existing.id)).returning(),
    );
    if (!input.stillEmployed) await endSessions(tx, updated.id);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: updated.id,
      companyId: updated.companyId,
      message: { key: input.stillEmployed ? 'userReactivated' : 'userDeactivated', params: { email: updated.email } },
      details: { changes: ['stillEmployed', 'terminationDate', 'terminationReason'] },
    });
    return updated;
  });
};

const writeSip = async (ctx: TServiceContext, actor: TActor, existing: TUserRow, input: TSipSettingsWrite) => {
  const { password, clearPassword, connectionStatus, lastConnectionAttempt, ...fields } = input;
  const stored = existing.sipSettings ?? {};
  const next: TSipSettingsColumn = {
    ...fields,
    // Write-only: an empty password keeps the stored one.
    passwordEncrypted: clearPassword ? null : password ? ctx.secrets.encrypt(password) : (stored.passwordEncrypted ?? null),
    connectionStatus: connectionStatus ?? stored.connectionStatus ?? 'not_connected',
    lastConnectionAttempt: lastConnectionAttempt ?? stored.lastConnectionAttempt ?? null,
  };
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ sipSettings: next }).where(eq(users.id, existing.id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: updated.id,
      companyId: updated.companyId,
      message: { key: 'userSipSettingsUpdated', params: { email: updated.email } },
      details: { changes: ['sipSettings'] },
    });
    return updated;
  });
};

/** PUT /api/users/:id: the user's own fields (the body schema is the user form's, ZUpdateUser). */
export const updateUser = async ({ ctx, actor, input }: TOptions<{ id: string; data: TUpdateUser }>): Promise<TUserDetail> => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  return toDetail(ctx, actor, await updateFields(ctx, actor, existing, input.data));
};

/** PUT /api/users/:id/sip-settings: the SIP tab (spec section 7 "SIP settings"). */
export const updateUserSipSettings = async ({
  ctx,
  actor,
  input,
}: TOptions<{ id: string; data: TSipSettingsWrite }>): Promise<TUserDetail> => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  return toDetail(ctx, actor, await writeSip(ctx, actor, existing, input.data));
};

/** PUT /api/users/:id/employment: the card switch (deactivate with termination date and reason, or reactivate). */
export const updateUserEmployment = async ({
  ctx,
  actor,
  input,
}: TOptions<{ id: string; data: TUpdateEmployment }>): Promise<TUserDetail> => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  return toDetail(ctx, actor, await writeEmployment(ctx, actor, existing, input.data));
};

/**
 * POST /api/users/:id/password: an admin sets a new password; the user's other sessions end. Users changing their
 * own password give the current one (a session left open is not enough to take over the account).
 */
export const setUserPassword = async ({ ctx, actor, input }: TOptions<{ id: string } & TSetUserPassword>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  if (actor.role === 'security_guard' && !actor.isPlatformAdmin) throw Forbidden();
  if (isMainAdminEmail(existing.email, ctx.config.adminEmail) && existing.id !== actor.userId) {
    throw MainAdminProtected('password');
  }
  if (existing.id === actor.userId) {
    if (!input.currentPassword) {
      throw ValidationFailed({ currentPassword: USER_MESSAGES.currentPasswordRequired });
    }
    if (!(await verifyPassword(input.currentPassword, existing.passwordHash))) {
      throw ValidationFailed({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    }
  }
  assertPasswordAllowed(input.password, existing);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    await endSessions(tx, existing.id, existing.id === actor.userId ? actor.sessionId : undefined);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'userPasswordSet', params: { email: existing.email } },
    });
  });
};

/** Records that point at a user; any of them makes deletion a 409 (deactivate instead). */
const referencesTo = async (db: TDbOrTx, userId: string) => {
  const checks = await Promise.all([
    db.select({ n: count() }).from(rosterShiftAssignments).where(eq(rosterShiftAssignments.guardId, userId)),
    db.select({ n: count() }).from(posts).where(eq(posts.assignedGuardId, userId)),
    db
      .select({ n: count() })
      .from(absences)
      .where(or(eq(absences.userId, userId), eq(absences.markedBy, userId))),
    db
      .select({ n: count() })
      .from(userDocuments)
      .where(or(eq(userDocuments.userId, userId), eq(userDocuments.uploadedBy, userId))),
    db
      .select({ n: count() })
      .from(userMemos)
      .where(or(eq(userMemos.userId, userId), eq(userMemos.uploadedBy, userId))),
    db.select({ n: count() }).from(userFacePhotos).where(eq(userFacePhotos.userId, userId)),
    db
      .select({ n: count() })
      .from(userBannedPosts)
      .where(or(eq(userBannedPosts.userId, userId), eq(userBannedPosts.bannedBy, userId))),
  ]);
  return checks.reduce((sum, [row]) => sum + row.n, 0);
};

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

const InUse = () => Conflict('USER_HAS_RECORDS', { suggestion: 'deactivate' });

/** DELETE /api/users/:id: only a user nothing refers to; the main admin and oneself never. */
export const deleteUser = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  const existing = await loadVisible(ctx.db, actor, input.id);
  assertWritable(actor, existing);
  if (isMainAdminEmail(existing.email, ctx.config.adminEmail)) throw MainAdminProtected('delete');
  if (existing.id === actor.userId) throw Conflict('OWN_ACCOUNT_DELETION');
  if ((await referencesTo(ctx.db, existing.id)) > 0) throw InUse();
  try {
    const storageKeys = await ctx.db.transaction(async (tx) => {
      await keepingRoleManager(tx, ctx.config, [existing.companyId], () => tx.delete(users).where(eq(users.id, existing.id)));
      // The profile photo, and any other stored file recorded for this user (e.g. an unsaved face video).
      const keys = [
        ...(await deleteFileRows(tx, existing.photoFileId ? [existing.photoFileId] : [])),
        ...(await deleteSubjectFileRows(tx, existing.id)),
      ];
      await writeSystemLog(tx, actor, {
        action: 'DELETE',
        entityType: 'users',
        entityId: existing.id,
        companyId: existing.companyId,
        message: { key: 'userDeleted', params: { email: existing.email } },
      });
      return keys;
    });
    await deleteStoredObjects(ctx, storageKeys);
  } catch (error) {
    // Tables of later areas may refer to users too; the database has the last word.
    if (isForeignKeyViolation(error)) throw InUse();
    throw error;
  }
};

export { loadVisible };
