// Users' writes (split from users.service.ts): create, the editor's own fields, employment (deactivate / reactivate)
// and SIP settings, each checked against the main-admin rules and logged by changed field names.
import {
  type TCreateUser,
  type TUpdateUser,
  type TUserDetail,
  type TSipSettingsWrite,
  type TUpdateEmployment,
  USER_MESSAGES,
} from '@centinela/shared/contracts/users';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, payrollProfileTypes, sessions, users } from '../../db/schema';
import type { TSipSettingsColumn } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { keepingRoleManager } from '../../platform/access/role-managers';
import { assertPasswordAllowed } from '../../platform/crypto/password-policy';
import { hashPassword } from '../../platform/crypto/passwords';
import { Conflict, FieldConflict, Forbidden } from '../../platform/errors';
import { receivesField } from '../../platform/access/fields';
import { assertWritable, assignableRoles, isMainAdminEmail, USER_FIELD_RULES } from './users.policy';

import { fieldError, loadVisible, MainAdminProtected, toDetail, type TOptions, type TUserRow } from './users.service';

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

export const endSessions = (db: TDbOrTx, userId: string, keepSessionId?: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));

/** POST /api/users. */
export const createUser = async ({ ctx, actor, input }: TOptions<TCreateUser>): Promise<TUserDetail> => {
  // The company's name is refused in the password: the company the user will belong to (resolveWrite's choice).
  const companyId = actor.isPlatformAdmin && input.companyId ? input.companyId : actor.companyId;
  await assertPasswordAllowed(ctx, input.password, { ...input, companyId });
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

/** The form's fields a viewer may be kept from receiving (USER_FIELD_RULES). */
const RULED_FORM_FIELDS = [
  'dateOfBirth',
  'employmentStartDate',
  'terminationDate',
  'terminationReason',
  'hourlyWageCents',
  'overtimeRateCents',
] as const;

/**
 * A field the actor does not receive is write-only for them: the form they saved never held it, so an empty value
 * keeps the stored one instead of erasing it (termination data still goes when the user is employed).
 */
const keepUnseen = <T extends Pick<TUserRow, (typeof RULED_FORM_FIELDS)[number] | 'stillEmployed'>>(
  actor: TActor,
  existing: TUserRow,
  values: T,
): T => {
  const kept = { ...values };
  for (const key of RULED_FORM_FIELDS) {
    if (kept[key] !== null || receivesField(USER_FIELD_RULES, actor, key, existing.id)) continue;
    if (kept.stillEmployed && (key === 'terminationDate' || key === 'terminationReason')) continue;
    (kept as Record<string, unknown>)[key] = existing[key];
  }
  return kept;
};

const updateFields = async (ctx: TServiceContext, actor: TActor, existing: TUserRow, input: TUserFieldsOut) =>
  ctx.db.transaction(async (tx) => {
    const resolved = await resolveWrite(tx, ctx, actor, input, existing);
    const values = keepUnseen(actor, existing, { ...columnsOf(ctx, input), ...resolved });
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
