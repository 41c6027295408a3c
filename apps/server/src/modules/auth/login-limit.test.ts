// The sign-in limit under concurrency: per account (progressive delay, at most LOGIN_MAX_FAILURES checks per
// window) and per address (a higher threshold), with the attempt reserved before the password is hashed.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany, createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';

let t: TTestApp;
let company: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_FAILURES: '6',
    LOGIN_FREE_FAILURES: '3',
    LOGIN_DELAY_SECONDS: '1',
    LOGIN_IP_MAX_FAILURES: '12',
  });
  await createPlatform(t.database.db);
  company = await createCompany(t.database.db, { name: 'Alpha Security' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': ip } });

/** Attempts whose password was actually checked (reserved and given an outcome). */
const checkedAttempts = async (email: string) =>
  t.database.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), isNotNull(loginAttempts.isSuccess)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in limit per account', () => {
  it('checks at most LOGIN_MAX_FAILURES of 200 parallel wrong passwords for one email, then refuses the right one with 429', async () => {
    // Its own app without the progressive delay, so that only the hard limit (10 checks per window) applies.
    const own = await buildTestApp({ LOGIN_MAX_FAILURES: '10', LOGIN_FREE_FAILURES: '10' });
    try {
      const ownCompany = await createCompany(own.database.db, { name: 'Gamma Security' });
      const victim = await createUser(own.database.db, {
        companyId: ownCompany.id,
        role: 'security_company_admin',
        email: 'victim@gamma.test',
      });
      const attempt = (password: string, ip: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: victim.email, password, company: ownCompany.id },
          headers: { 'x-forwarded-for': ip },
        });
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(`wrong-${i}`, `10.20.0.${i % 250}`)));
      const statuses = answers.map((a) => a.statusCode);
      const checked = await own.database.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, victim.email), isNotNull(loginAttempts.isSuccess)));
      expect(checked.length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 401)).toHaveLength(checked.length);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked.length);
      expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined();

      const right = await attempt(TEST_PASSWORD, '10.21.0.1');
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('RATE_LIMITED');
      expect(right.json().message).toMatch(
        /^Too many failed sign-in attempts for this account\. Please wait \d+ minutes? and try again\.$/,
      );
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(right.json().details).toMatchObject({ scope: 'account', retryAfterSeconds: Number(right.headers['retry-after']) });
    } finally {
      await own.close();
    }
  }, 60_000);

  it('answers the free failures at once and refuses further parallel attempts until the delay has passed', async () => {
    const victim = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email: 'victim@alpha.test' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ email: victim.email, password: `wrong-${i}`, company: company.id }, `10.22.0.${i}`)),
    );
    const checked = await checkedAttempts(victim.email);
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(checked.length).toBeLessThanOrEqual(6);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checked.length);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please wait \d+ seconds? and try again\.$/,
    );
  });

  it('makes each attempt after the free ones wait a doubling delay, and never checks more than LOGIN_MAX_FAILURES per window', async () => {
    const owner = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email: 'owner@alpha.test' });
    const bad = (n: number) => login({ email: owner.email, password: 'bad', company: company.id }, `10.30.0.${n}`);
    for (let i = 0; i < 3; i++) expect((await bad(i)).statusCode).toBe(401);
    const first = await bad(10);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await bad(11)).statusCode).toBe(401); // 4th check
    const second = await bad(12);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await bad(13)).statusCode).toBe(401); // 5th check
    expect((await bad(14)).headers['retry-after']).toBe('4');
    await sleep(4100);
    expect((await bad(15)).statusCode).toBe(401); // 6th check = LOGIN_MAX_FAILURES
    // The window is full: the wait is until the oldest failure leaves it (about 15 minutes), not a short delay.
    const full = await login({ email: owner.email, password: TEST_PASSWORD, company: company.id }, '10.30.0.16');
    expect(full.statusCode).toBe(429);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(full.json().message).toMatch(/Please wait 15 minutes/);
    expect(await checkedAttempts(owner.email)).toHaveLength(6);
  }, 20_000);

  it('resets the account count on a successful sign-in', async () => {
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email: 'reset@alpha.test' });
    for (let i = 0; i < 2; i++) {
      expect((await login({ email: user.email, password: 'bad', company: company.id }, `10.40.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD, company: company.id }, '10.40.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: user.email, password: 'bad', company: company.id }, `10.40.1.${i}`)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: 'bad', company: company.id }, '10.40.2.1')).statusCode).toBe(429);
  });
});

describe('sign-in limit per address', () => {
  it('lets another account sign in from an address below its threshold, and refuses every account from it above', async () => {
    const ip = '10.50.0.1';
    const colleague = await createUser(t.database.db, {
      companyId: company.id,
      role: 'security_company_admin',
      email: 'colleague@alpha.test',
    });
    // One account locked out from this address (3 failures, then delayed) does not lock out the office.
    for (let i = 0; i < 3; i++) await login({ email: 'forgetful@alpha.test', password: 'bad', company: company.id }, ip);
    expect((await login({ email: 'forgetful@alpha.test', password: 'bad', company: company.id }, ip)).statusCode).toBe(429);
    expect((await login({ email: colleague.email, password: TEST_PASSWORD, company: company.id }, ip)).statusCode).toBe(200);

    // Spraying many accounts (each below its own limit) reaches the address threshold (12), in parallel too.
    const spray = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: `spray${i}@alpha.test`, password: 'bad', company: company.id }, ip)),
    );
    expect(spray.filter((a) => a.statusCode === 401)).toHaveLength(9);
    const refused = await login({ email: colleague.email, password: TEST_PASSWORD, company: company.id }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed sign-in attempts from your network\. Please wait 15 minutes/);
    expect(refused.json().details.scope).toBe('address');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same account from another address is not affected.
    expect((await login({ email: colleague.email, password: TEST_PASSWORD, company: company.id }, '10.50.0.2')).statusCode).toBe(200);
  });
});
