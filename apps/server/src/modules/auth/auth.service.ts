// Sign-in rules: one answer and similar timing for every kind of failure, DB-backed rate limit.
import type { TLoginRequest, TLoginResponse } from '@centinela/shared';
import { ZLoginRequest } from '@centinela/shared';
import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import { companies, loginAttempts, users } from '../../db/schema';
import { loadAccessSubject, toSessionUser } from '../../platform/access/load-actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import { createSession } from '../../platform/auth/sessions';
import type { TServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getDummyHash, verifyPassword } from '../../platform/crypto/passwords';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_CREDENTIALS = 'Invalid credentials';

export const listSignInCompanies = async ({ ctx }: { ctx: TServiceContext }) => {
  const rows = await ctx.db
    .select({ value: companies.id, label: companies.name, isPlatform: companies.isPlatform })
    .from(companies)
    .where(eq(companies.isActive, true))
    .orderBy(asc(companies.isPlatform), asc(companies.name));
  return rows.map(({ value, label }) => ({ value, label }));
};

const assertNotRateLimited = async (ctx: TServiceContext, email: string, ip: string) => {
  const since = new Date(Date.now() - ctx.config.login.windowMinutes * 60_000);
  const [row] = await ctx.db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.isSuccess, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
      ),
    );
  if (row.failures >= ctx.config.login.maxFailures) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${ctx.config.login.windowMinutes} minutes and try again.`,
    );
  }
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
  await assertNotRateLimited(ctx, email, ip);

  const candidates = UUID_RE.test(company)
    ? await ctx.db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.companyId, company)))
        .limit(1)
    : [];
  const match = candidates[0];
  // Always run one scrypt verification so a missing user costs the same time as a wrong password.
  const isPasswordOk = await verifyPassword(password, match?.user.passwordHash ?? (await getDummyHash()));
  const isAllowed = Boolean(match && isPasswordOk && match.user.stillEmployed && match.company.isActive);

  if (!match || !isAllowed) {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(loginAttempts).values({ email, ip, isSuccess: false });
      await writeSystemLog(tx, null, {
        action: 'ALERT',
        entityType: 'auth',
        message: { key: 'signInFailed', params: { email } },
        details: { email, ip },
        companyId: match?.company.id ?? null,
        userId: match?.user.id ?? null,
      });
    });
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  const { user, company: userCompany } = match;
  const subject = await loadAccessSubject(ctx.db, ctx.config, user);
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, { userId: user.id, isPersistent: rememberMe, ip, userAgent });
    await tx.insert(loginAttempts).values({ email, ip, isSuccess: true });
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
    company: {
      id: userCompany.id,
      name: userCompany.name,
      isPlatform: userCompany.isPlatform,
      timeZone: userCompany.timeZone,
      defaultLanguage: userCompany.defaultLanguage,
    },
  };
};
