// Security companies: directory, list, editor, activation, WebRTC settings. Only platform admins create or
// (de)activate companies; a company's own admins edit it; the platform company never shows in lists.
import { COMPANY_MESSAGES } from '@centinela/shared/contracts/companies';
import { currencyForCountry } from '@centinela/shared';
import { phoneCountryOf, phoneFromForm } from '@centinela/shared/rules/phone';
import {
  DEFAULT_MIN_REST_HOURS,
  DEFAULT_STUN_SERVERS,
  DEFAULT_TIME_ZONE,
  type TCompany,
  type TCompanyDeactivationImpact,
  type TCompanyDirectoryItem,
  type TCompanyListQuery,
  type TCompanyPage,
  type TCreateCompany,
  type TDeactivateRequest,
  type TUpdateCompany,
  type TUpdateWebrtcSettings,
  type TWebrtcSettings,
  ZCompanyListQuery,
  ZCreateCompany,
  ZDeactivateRequest,
  ZUpdateCompany,
  ZUpdateWebrtcSettings,
} from '@centinela/shared/contracts/companies';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { allOn, type TDbOrTx } from '../../db/client';
import { companies, companyWebrtcSettings, customerCompanies, posts, rosters, sessions, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, ValidationFailed } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { createCompanyDefaults } from '../areas';
import { assertLineFree, assertLineOnAccount, storingLine, twilioAccountOf } from '../sms/sms-line';
import {
  assertManagesCompanies,
  assertMayEditCompany,
  assertSeesWebrtcOf,
  canOnCompany,
  companiesScope,
  companyScope,
} from './companies.policy';

type TCompanyRow = typeof companies.$inferSelect;
type TOpts<I = undefined> = { ctx: TServiceContext; actor: TActor } & (I extends undefined ? object : { input: I });

/** The company as the actor receives it, with what they may do with it (`can`, companies.policy.ts). */
export const toCompany = (actor: TActor, row: TCompanyRow): TCompany => ({
  id: row.id,
  name: row.name,
  legalName: row.legalName,
  taxId: row.taxId,
  phone: row.phone,
  email: row.email,
  address: row.address ?? null,
  timeZone: row.timeZone,
  defaultLanguage: row.defaultLanguage === 'en' ? 'en' : 'es',
  currency: row.currency === 'MXN' ? 'MXN' : 'USD',
  logoFileId: row.logoFileId,
  minRestHours: row.minRestHours,
  weekStart: row.weekStart,
  overtimeDailyHours: row.overtimeDailyHours,
  overtimeWeeklyHours: row.overtimeWeeklyHours,
  overtimeRatePercent: row.overtimeRatePercent,
  documentExpiryAlertDays: Array.isArray(row.documentExpiryAlertDays) ? row.documentExpiryAlertDays : [90, 60, 30, 7],
  shortStaffedLeadHours: row.shortStaffedLeadHours,
  checkInGraceMinutes: row.checkInGraceMinutes,
  smsLine: row.smsLine,
  listedAtSignIn: row.listedAtSignIn,
  signInCode: row.signInCode,
  isPlatform: row.isPlatform,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  can: canOnCompany(actor, row),
});

/** One company the actor may see; platform admins may also open their own platform company. */
export const findVisibleCompany = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(actor)))
    .limit(1);
  return found(row, 'company');
};

/** A company the actor may change (404 for another tenant's, 403 for a customer company admin). */
export const findEditableCompany = async (db: TDbOrTx, actor: TActor, id: string) => {
  const company = await findVisibleCompany(db, actor, id);
  assertMayEditCompany(actor);
  return company;
};

const assertNameFree = async (db: TDbOrTx, name: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.name}) = lower(${name})`, exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw FieldConflict('COMPANY_NAME_TAKEN', { name: COMPANY_MESSAGES.nameTaken }, { name });
};

export const listCompanyDirectory = async ({ ctx, actor }: TOpts): Promise<TCompanyDirectoryItem[]> =>
  ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(companiesScope(actor), eq(companies.isActive, true)))
    .orderBy(asc(collated(companies.name, actor.language)));

export const listCompanies = async ({ ctx, actor, input }: TOpts<TCompanyListQuery>): Promise<TCompanyPage> => {
  const q = ZCompanyListQuery.parse(input);
  const condition = where(
    companiesScope(actor),
    q.status === 'all' ? undefined : eq(companies.isActive, q.status === 'active'),
    matchesSearch(q.search, companies.searchText),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(companies)
      .where(condition)
      .orderBy(asc(collated(companies.name, actor.language)), asc(companies.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ total: count() }).from(companies).where(condition),
  ]);
  return { items: rows.map((row) => toCompany(actor, row)), total };
};

export const getCompany = async ({ ctx, actor, id }: TOpts & { id: string }) =>
  toCompany(actor, await findVisibleCompany(ctx.db, actor, id));

export const createCompany = async ({ ctx, actor, input }: TOpts<TCreateCompany>) => {
  assertManagesCompanies(actor);
  const data = ZCreateCompany.parse(input);
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, data.name);
    const [row] = await tx
      .insert(companies)
      .values({
        name: data.name,
        legalName: data.legalName,
        taxId: data.taxId,
        // A phone typed without "+" is a number of the company's country (its address, else its time zone).
        phone: phoneFromForm(data.phone ?? null, phoneCountryOf({ country: data.address?.country, timeZone: data.timeZone })),
        email: data.email,
        address: data.address ?? null,
        timeZone: data.timeZone ?? DEFAULT_TIME_ZONE,
        defaultLanguage: data.defaultLanguage ?? 'es',
        currency: data.currency ?? currencyForCountry(data.address?.country),
        minRestHours: data.minRestHours ?? DEFAULT_MIN_REST_HOURS,
        listedAtSignIn: data.listedAtSignIn ?? true,
      })
      .returning();
    // Every area's default records (role records, incident categories and severities of its language…).
    await createCompanyDefaults({ tx, companyId: row.id, language: row.defaultLanguage === 'en' ? 'en' : 'es' });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'companies',
      entityId: row.id,
      message: { key: 'companyCreated', params: { name: row.name } },
      companyId: row.id,
    });
    return toCompany(actor, row);
  });
};

/** The country phones typed without "+" are read in: the company's as this change leaves it (address, time zone). */
const phoneCountryAfter = (current: TCompanyRow, data: ReturnType<typeof ZUpdateCompany.parse>) => {
  const address = data.address === undefined ? current.address : data.address;
  return phoneCountryOf({ country: address?.country, timeZone: data.timeZone ?? current.timeZone });
};

/**
 * The SMS line a change claims (undefined: none): a new number, proven the company's on its Twilio account when it has
 * one (issue 29, modules/sms/sms-line.ts) — before the transaction, as it waits for Twilio.
 */
const claimedSmsLine = async (ctx: TServiceContext, actor: TActor, id: string, data: ReturnType<typeof ZUpdateCompany.parse>) => {
  if (data.smsLine === undefined) return undefined;
  const current = await findVisibleCompany(ctx.db, actor, id);
  const line = phoneFromForm(data.smsLine, phoneCountryAfter(current, data), current.smsLine);
  if (line === current.smsLine) return undefined;
  await assertLineOnAccount(ctx, await twilioAccountOf(ctx, id), line, 'smsLine');
  return line;
};

export const updateCompany = async ({ ctx, actor, id, input }: TOpts<TUpdateCompany> & { id: string }) => {
  assertMayEditCompany(actor);
  const data = ZUpdateCompany.parse(input);
  const smsLine = await claimedSmsLine(ctx, actor, id, data);
  return ctx.db.transaction(async (tx) => {
    const current = await findVisibleCompany(tx, actor, id);
    if (data.name !== undefined && data.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, data.name, id);
    const { smsLine: _typedLine, ...fields } = data;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<typeof companies.$inferInsert>;
    // Phones typed without "+" are numbers of the company's country as this change leaves it; unchanged ones stay.
    if (data.phone !== undefined) changes.phone = phoneFromForm(data.phone, phoneCountryAfter(current, data), current.phone);
    if (smsLine !== undefined) {
      await assertLineFree(tx, id, smsLine, 'smsLine');
      changes.smsLine = smsLine;
    }
    if (Object.keys(changes).length === 0) return toCompany(actor, current);
    const [row] = await storingLine('smsLine', () => tx.update(companies).set(changes).where(eq(companies.id, id)).returning());
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'companies',
      entityId: id,
      message: { key: 'companyUpdated', params: { name: row.name } },
      details: { fields: Object.keys(changes) },
      companyId: id,
    });
    return toCompany(actor, row);
  });
};

const today = () => new Date().toISOString().slice(0, 10);

export const companyImpact = async (db: TDbOrTx, companyId: string): Promise<TCompanyDeactivationImpact> => {
  const [[u], [p], [r], [c]] = await allOn(db, [
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.stillEmployed, true))),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.companyId, companyId), eq(posts.status, 'active'))),
    db
      .select({ n: count() })
      .from(rosters)
      .where(
        and(
          eq(rosters.companyId, companyId),
          eq(rosters.isActive, true),
          sql`(${rosters.effectiveTo} is null or ${rosters.effectiveTo} >= ${today()})`,
        ),
      ),
    db
      .select({ n: count() })
      .from(customerCompanies)
      .where(and(eq(customerCompanies.companyId, companyId), eq(customerCompanies.isActive, true))),
  ]);
  return { activeUsers: u.n, activePosts: p.n, activeRosters: r.n, activeCustomerCompanies: c.n };
};

export const getDeactivationImpact = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  const company = await findVisibleCompany(ctx.db, actor, id);
  return companyImpact(ctx.db, company.id);
};

const isInUse = (impact: Record<string, number>) => Object.values(impact).some((n) => n > 0);

export const deactivateCompany = async ({ ctx, actor, id, input }: TOpts<TDeactivateRequest> & { id: string }) => {
  const { confirm } = ZDeactivateRequest.parse(input ?? {});
  const company = await findVisibleCompany(ctx.db, actor, id);
  assertManagesCompanies(actor);
  if (company.isPlatform) throw Conflict('PLATFORM_COMPANY_PROTECTED');
  return ctx.db.transaction(async (tx) => {
    const impact = await companyImpact(tx, id);
    if (!confirm && isInUse(impact)) {
      throw Conflict('COMPANY_IN_USE', { impact, needsConfirmation: true });
    }
    const [row] = await tx.update(companies).set({ isActive: false }).where(eq(companies.id, id)).returning();
    // Its users cannot sign in any more; their open sessions end now rather than at expiry.
    await tx.delete(sessions).where(inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.companyId, id))));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'companies',
      entityId: id,
      message: { key: 'companyDeactivated', params: { name: row.name } },
      details: { impact },
      companyId: id,
    });
    return toCompany(actor, row);
  });
};

export const activateCompany = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  await findVisibleCompany(ctx.db, actor, id);
  assertManagesCompanies(actor);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set({ isActive: true }).where(eq(companies.id, id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'companies',
      entityId: id,
      message: { key: 'companyReactivated', params: { name: row.name } },
      companyId: id,
    });
    return toCompany(actor, row);
  });
};

// ---- WebRTC settings ----

/** The company whose WebRTC settings the actor may read: platform admins any, everyone else their own. */
const findWebrtcCompany = async (db: TDbOrTx, actor: TActor, companyId: string) => {
  assertSeesWebrtcOf(actor, companyId);
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return found(row, 'company');
};

const toWebrtcSettings = (row: typeof companyWebrtcSettings.$inferSelect | undefined): TWebrtcSettings => ({
  // Empty STUN fields fall back to the public defaults so the phone always has something to try.
  primaryStunServer: row?.primaryStunServer ?? DEFAULT_STUN_SERVERS[0],
  backupStunServer: row?.backupStunServer ?? DEFAULT_STUN_SERVERS[1],
  turnServer: row?.turnServer ?? null,
  turnUsername: row?.turnUsername ?? null,
  hasTurnPassword: Boolean(row?.turnPasswordEncrypted),
  isConfigured: Boolean(row),
});

export const getWebrtcSettings = async ({ ctx, actor, companyId }: TOpts & { companyId: string }) => {
  await findWebrtcCompany(ctx.db, actor, companyId);
  const [row] = await ctx.db.select().from(companyWebrtcSettings).where(eq(companyWebrtcSettings.companyId, companyId)).limit(1);
  return toWebrtcSettings(row);
};

export const updateWebrtcSettings = async ({ ctx, actor, companyId, input }: TOpts<TUpdateWebrtcSettings> & { companyId: string }) => {
  assertMayEditCompany(actor);
  const data = ZUpdateWebrtcSettings.parse(input);
  return ctx.db.transaction(async (tx) => {
    await findWebrtcCompany(tx, actor, companyId);
    const [current] = await tx.select().from(companyWebrtcSettings).where(eq(companyWebrtcSettings.companyId, companyId)).limit(1);
    let turnPasswordEncrypted = current?.turnPasswordEncrypted ?? null;
    if (data.clearTurnPassword) turnPasswordEncrypted = null;
    else if (data.turnPassword) turnPasswordEncrypted = ctx.secrets.encrypt(data.turnPassword);
    if (data.turnServer && !turnPasswordEncrypted) {
      throw ValidationFailed({ turnPassword: COMPANY_MESSAGES.turnPassword });
    }
    const values = {
      primaryStunServer: data.primaryStunServer,
      backupStunServer: data.backupStunServer,
      turnServer: data.turnServer,
      turnUsername: data.turnUsername,
      turnPasswordEncrypted,
    };
    const [row] = await tx
      .insert(companyWebrtcSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: companyWebrtcSettings.companyId, set: values })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'webrtc-settings',
      entityId: companyId,
      message: { key: 'webrtcSettingsUpdated' },
      details: {
        primaryStunServer: row.primaryStunServer,
        backupStunServer: row.backupStunServer,
        turnServer: row.turnServer,
        turnUsername: row.turnUsername,
        credentialChange: data.clearTurnPassword ? 'cleared' : data.turnPassword ? 'replaced' : 'kept',
      },
      companyId,
    });
    return toWebrtcSettings(row);
  });
};
