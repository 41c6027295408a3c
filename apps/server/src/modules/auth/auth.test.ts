import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, systemLogs, users } from '../../db/schema';
import { getDummyHash, verifyPassword } from '../../platform/crypto/passwords';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany, createGuard, createPlatform, createUser, signIn, TEST_PASSWORD } from '../../../test/factories';

let t: TTestApp;
let company: Awaited<ReturnType<typeof createCompany>>;
let otherCompany: Awaited<ReturnType<typeof createCompany>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '10' });
  await createPlatform(t.database.db);
  company = await createCompany(t.database.db, { name: 'Alpha Security' });
  otherCompany = await createCompany(t.database.db, { name: 'Beta Security' });
  admin = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email: 'boss@alpha.test' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('GET /api/health', () => {
  it('answers 200 without a session when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});

describe('GET /api/auth/companies', () => {
  it('lists active companies as {value,label}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/companies' });
    expect(res.statusCode).toBe(200);
    const labels = res.json().map((c: { label: string }) => c.label);
    expect(labels).toContain('Alpha Security');
    expect(res.json()[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and returns user (role, companyId, sipSettings) and company, with an HttpOnly session cookie', async () => {
    const res = await login({ email: 'BOSS@alpha.test', password: TEST_PASSWORD, company: company.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'boss@alpha.test', role: 'security_company_admin', companyId: company.id });
    expect(body.user.sipSettings.incomingPort).toBe(5060);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
    expect(body.company).toMatchObject({ id: company.id, name: 'Alpha Security' });
    const cookie = res.cookies.find((c) => c.name === 'centinela_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeUndefined(); // browser-session cookie without remember-me
  });

  it('marks the session cookie Secure whenever the request came over HTTPS (not only in production), its clearing too', async () => {
    const payload = { email: 'boss@alpha.test', password: TEST_PASSWORD, company: company.id };
    const sessionCookie = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'centinela_session');
    // NODE_ENV=test without COOKIE_SECURE: plain HTTP gets a cookie without Secure.
    expect(sessionCookie(await login(payload))?.secure).toBeFalsy();
    // Behind the test proxy (TRUST_PROXY: one hop) the scheme comes from X-Forwarded-Proto.
    const secure = await login(payload, { 'x-forwarded-proto': 'https' });
    expect(secure.statusCode).toBe(200);
    expect(sessionCookie(secure)?.secure).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `centinela_session=${sessionCookie(secure)?.value}`, 'x-forwarded-proto': 'https' },
    });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)).toMatchObject({ value: '', secure: true });
  });

  it('stores only a hash of the session token', async () => {
    const res = await login({ email: 'boss@alpha.test', password: TEST_PASSWORD, company: company.id });
    const token = res.cookies.find((c) => c.name === 'centinela_session')?.value ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses a session once it has expired, and one whose user is no longer employed', async () => {
    const worker = await createGuard(t.database.db, { companyId: company.id, email: 'expiring@alpha.test' });
    const res = await login({ email: worker.email, password: TEST_PASSWORD, company: company.id });
    const cookie = `centinela_session=${res.cookies.find((c) => c.name === 'centinela_session')?.value}`;
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, worker.id));
    expect((await me()).statusCode).toBe(401);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(sessions.userId, worker.id));
    expect((await me()).statusCode).toBe(200);
    await t.database.db.update(users).set({ stillEmployed: false }).where(eq(users.id, worker.id));
    expect((await me()).statusCode).toBe(401);
  });

  it('makes a 30-day persistent cookie with remember-me', async () => {
    const res = await login({ email: 'boss@alpha.test', password: TEST_PASSWORD, company: company.id, rememberMe: true });
    const cookie = res.cookies.find((c) => c.name === 'centinela_session');
    const expires = cookie?.expires as Date | undefined;
    expect(expires).toBeDefined();
    const days = ((expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('answers 401 Invalid credentials alike for a wrong password, unknown email, wrong company and a former employee', async () => {
    const former = await createGuard(t.database.db, { companyId: company.id, email: 'former@alpha.test', stillEmployed: false });
    const cases = [
      { email: 'boss@alpha.test', password: 'wrong-password', company: company.id },
      { email: 'nobody@alpha.test', password: TEST_PASSWORD, company: company.id },
      { email: 'boss@alpha.test', password: TEST_PASSWORD, company: otherCompany.id },
      { email: 'boss@alpha.test', password: TEST_PASSWORD, company: 'not-a-company' },
      { email: former.email, password: TEST_PASSWORD, company: company.id },
    ];
    const timings: number[] = [];
    for (const payload of cases) {
      const started = performance.now();
      const res = await login(payload, { 'x-forwarded-for': `10.0.0.${timings.length + 1}` });
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
    // Every failure runs one scrypt verification, so none answers faster than one verification takes.
    // A lower bound, not a ratio: load only slows a case down, while a path skipping scrypt answers in
    // a small fraction of it (the ratio of slowest to fastest failed on a loaded CI machine at 4.09).
    const dummy = await getDummyHash();
    const verifications: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await verifyPassword('calibration', dummy);
      verifications.push(performance.now() - started);
    }
    expect(Math.min(...timings)).toBeGreaterThan(0.5 * Math.min(...verifications));
  });

  it('writes LOGIN on success and ALERT on failure to the system log', async () => {
    await login({ email: 'boss@alpha.test', password: 'nope', company: company.id }, { 'x-forwarded-for': '10.1.0.1' });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityType, 'auth'));
    expect(logs.some((l) => l.action === 'LOGIN' && l.userId === admin.id)).toBe(true);
    expect(logs.some((l) => l.action === 'ALERT')).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('nope');
  });

  it('says what happened as a message of the shared catalogue, with its English text as the description', async () => {
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityType, 'auth'));
    const signedIn = logs.find((l) => l.action === 'LOGIN' && l.userId === admin.id);
    expect(signedIn?.details).toMatchObject({
      messageKey: 'signedIn',
      messageParams: { email: admin.email },
      description: `${admin.email} signed in`,
    });
    const failed = logs.find((l) => l.action === 'ALERT');
    expect(failed?.details).toMatchObject({ messageKey: 'signInFailed', description: 'Failed sign-in for boss@alpha.test' });
  });

  it('rejects a malformed body with 400 and field details', async () => {
    const res = await login({ email: 'boss@alpha.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().details.fieldErrors).toHaveProperty('password');
  });
});

describe('session', () => {
  it('GET /api/auth/me answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('GET /api/auth/me returns the signed-in user, and logout ends the session', async () => {
    const cookie = await signIn(t.app, admin);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(admin.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('PUT /api/auth/me/language keeps the language the user switched to (own account only); others are refused', async () => {
    const guard = await createGuard(t.database.db, { companyId: company.id, email: 'idioma@alpha.test' });
    const cookie = await signIn(t.app, guard);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me()).json().user.language).toBeNull();
    const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/me/language', payload: payload as object, headers });
    expect((await put({ language: 'en' })).statusCode).toBe(204);
    expect((await me()).json().user.language).toBe('en');
    expect((await put({ language: 'fr' })).statusCode).toBe(400);
    expect((await put({ language: 'en', userId: admin.id })).statusCode).toBe(204);
    const [adminRow] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, admin.id));
    expect(adminRow.language).toBeNull();
    expect((await put({ language: 'es' }, {})).statusCode).toBe(401);
    expect((await me()).json().user.language).toBe('en');
  });

  it('ends access at once when a user is no longer employed', async () => {
    const guard = await createGuard(t.database.db, { companyId: company.id, email: 'leaving@alpha.test' });
    const cookie = await signIn(t.app, guard);
    await t.database.db.update(users).set({ stillEmployed: false }).where(eq(users.id, guard.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a state-changing request from another origin (403 CSRF)', async () => {
    const cookie = await signIn(t.app, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(204);
  });
});
