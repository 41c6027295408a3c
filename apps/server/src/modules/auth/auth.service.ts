// Sign-in rules: one answer and similar timing for every kind of failure, a DB-backed limit that holds under concurrency.
import type { TLanguage, TLoginRequest, TLoginResponse, TSessionCompany } from '@centinela/shared';
import { ZLoginRequest } from '@centinela/shared';
import { and, asc, count, eq, gt, isNull, max, min, or, sql } from 'drizzle-orm';
import { companies, loginAttempts, users } from '../../db/schema';
import { loadAccessSubject, toSessionUser } from '../../platform/access/load-actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { createSession } from '../../platform/auth/sessions';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { AppError, text } from '../../platform/errors';
import { getDummyHash, verifyPassword } from '../../platform/crypto/passwords';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_CREDENTIALS = 'Invalid credentials';

/** A typed sign-in code as stored ('ab12 cd34', 'AB12-CD34' → 'AB12CD34'); null when it cannot be one. */
export const signInCodeOf = (typed: string): string | null => {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9A-F]{8}$/.test(code) ? code : null;
};

/** The sign-in page's picker: active companies, except those whose admins hid them (issue 29: they sign in by code). */
export const listSignInCompanies = async ({ ctx }: { ctx: TServiceContext }) => {
  const rows = await ctx.db
    .select({ value: companies.id, label: companies.name, isPlatform: companies.isPlatform })
    .from(companies)
    .where(and(eq(companies.isActive, true), eq(companies.listedAtSignIn, true)))
    .orderBy(asc(companies.isPlatform), asc(companies.name));
  return rows.map(({ value, label }) => ({ value, label }));
};

type TLoginLimits = TServiceContext['config']['login'];

const rateLimited = (scope: 'account' | 'address', retryAfterSeconds: number) => {
  const wait =
    retryAfterSeconds < 60
      ? text('errors:waitSeconds', { count: retryAfterSeconds })
      : text('errors:waitMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
  const error = new AppError(
    429,
    'RATE_LIMITED',
    { scope, retryAfterSeconds },
    { key: scope === 'account' ? 'errors:RATE_LIMITED_ACCOUNT' : 'errors:RATE_LIMITED_ADDRESS', params: { wait } },
  );
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};

/**
 * The wait the account's next attempt needs: none for the first `freeFailures` failures, then a delay doubling
 * from `delaySeconds` after the last attempt, and none at all to be had once `maxFailures` are in the window
 * (then until the oldest leaves it).
 */
export const accountWaitSeconds = (
  limits: TLoginLimits,
  failures: { count: number; oldest: Date | null; latest: Date | null },
  now: Date,
) => {
  const windowMs = limits.windowMinutes * 60_000;
  if (failures.count >= limits.maxFailures && failures.oldest) {
    return Math.max(1, Math.ceil((failures.oldest.getTime() + windowMs - now.getTime()) / 1000));
  }
  if (failures.count >= limits.freeFailures && failures.latest && limits.delaySeconds > 0) {
    const delayMs = Math.min(windowMs, limits.delaySeconds * 1000 * 2 ** (failures.count - limits.freeFailures));
    const remaining = failures.latest.getTime() + delayMs - now.getTime();
    if (remaining > 0) return Math.ceil(remaining / 1000);
  }
  return 0;
};

/**
 * Reserves one password check for the email and address, or refuses with 429. It runs in a transaction holding
 * advisory locks on the account and the address (always taken in that order), so parallel sign-ins for one
 * account are counted one after another: the reservation (a pending attempt, which counts as a failure) is
 * visible to the next before its password is hashed. Returns the attempt's id for recording the outcome.
 */
const reserveAttempt = async (ctx: TServiceContext, email: string, ip: string) => {
  const limits = ctx.config.login;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4101, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(4102, hashtext(${ip}))`);
    const now = new Date();
    const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
    const [lastSuccess] = await tx
      .select({ at: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.isSuccess, true), gt(loginAttempts.createdAt, since)));
    const countedSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
    const notSucceeded = or(isNull(loginAttempts.isSuccess), eq(loginAttempts.isSuccess, false));
    const [account] = await tx
      .select({ count: count(), oldest: min(loginAttempts.createdAt), latest: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), notSucceeded, gt(loginAttempts.createdAt, countedSince)));
    const accountWait = accountWaitSeconds(limits, account, now);
    if (accountWait > 0) throw rateLimited('account', accountWait);
    const [address] = await tx
      .select({ count: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), notSucceeded, gt(loginAttempts.createdAt, since)));
    if (address.count >= limits.ipMaxFailures && address.oldest) {
      const wait = Math.ceil((address.oldest.getTime() + limits.windowMinutes * 60_000 - now.getTime()) / 1000);
      throw rateLimited('address', Math.max(1, wait));
    }
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email, ip, isSuccess: null, createdAt: now })
      .returning({ id: loginAttempts.id });
    return attempt.id;
  });
};

export const login = async ({
  ctx,
  input,
  ip,
  userAgent,
}: {
  ctx: TServiceContext;
  input: TLoginRequest;
  ip: string;
  userAgent?: string;
}): Promise<TLoginResponse & { session: Awaited<ReturnType<typeof createSession>> }> => {
  const { email, password, company, rememberMe } = ZLoginRequest.parse(input);
  const attemptId = await reserveAttempt(ctx, email, ip);

  // The company: its id (the picker's value) or its sign-in code; either way one query, and a company that does not
  // exist is no different from a wrong password (same answer, same scrypt cost).
  const code = signInCodeOf(company);
  const companyCondition = UUID_RE.test(company) ? eq(companies.id, company) : code ? eq(companies.signInCode, code) : null;
  const candidates = companyCondition
    ? await ctx.db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(sql`lower(${users.email}) = ${email}`, companyCondition))
        .limit(1)
    : [];
  const match = candidates[0];
  // Always run one scrypt verification so a missing user costs the same time as a wrong password.
  const isPasswordOk = await verifyPassword(password, match?.user.passwordHash ?? (await getDummyHash()));
  const isAllowed = Boolean(match && isPasswordOk && match.user.stillEmployed && match.company.isActive);

  if (!match || !isAllowed) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(loginAttempts).set({ isSuccess: false }).where(eq(loginAttempts.id, attemptId));
      await writeSystemLog(tx, null, {
        action: 'ALERT',
        entityType: 'auth',
        message: { key: 'signInFailed', params: { email } },
        details: { email, ip },
        companyId: match?.company.id ?? null,
        userId: match?.user.id ?? null,
      });
    });
    throw new AppError(401, 'INVALID_CREDENTIALS');
  }

  const { user, company: userCompany } = match;
  const subject = await loadAccessSubject(ctx.db, ctx.config, user);
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, { userId: user.id, isPersistent: rememberMe, ip, userAgent });
    await tx.update(loginAttempts).set({ isSuccess: true }).where(eq(loginAttempts.id, attemptId));
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await writeSystemLog(tx, null, {
      action: 'LOGIN',
      entityType: 'auth',
      entityId: user.id,
      message: { key: 'signedIn', params: { email: user.email } },
      companyId: user.companyId,
      userId: user.id,
    });
    return created;
  });

  return {
    session,
    user: toSessionUser(user, subject),
    company: toSessionCompany(userCompany),
  };
};

/** The company part of a session (sign-in and GET /api/auth/me): what the web app formats and computes with. */
export const toSessionCompany = (company: typeof companies.$inferSelect): TSessionCompany => ({
  id: company.id,
  name: company.name,
  isPlatform: company.isPlatform,
  timeZone: company.timeZone,
  defaultLanguage: company.defaultLanguage,
  currency: company.currency as TSessionCompany['currency'],
  weekStart: company.weekStart,
});

/** Keeps the language the user switched the app to: what the server writes to them (e-mails, SMS) uses it. */
export const setMyLanguage = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: { language: TLanguage } }) => {
  await ctx.db.update(users).set({ language: input.language }).where(eq(users.id, actor.userId));
};
