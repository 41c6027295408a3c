// TRUST_PROXY (issue 29): off, a hop count or the proxies' addresses — never "every hop", where the client chose its
// own address by writing X-Forwarded-For and so escaped every per-address limit (sign-in spraying above all).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loginAttempts, sessions } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany, createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';

const configWith = (TRUST_PROXY?: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/centinela-config-test', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

describe('TRUST_PROXY values', () => {
  it('is off by default and for false, 0 and no', () => {
    for (const value of [undefined, '', 'false', '0', 'no', 'NO']) expect(configWith(value).trustProxy, String(value)).toBe(false);
  });

  it('reads a hop count (true and yes are one hop) as trust in that many nearest hops, never every hop', () => {
    for (const [value, hops] of [
      ['1', 1],
      ['true', 1],
      ['yes', 1],
      ['2', 2],
    ] as const) {
      const trust = configWith(value).trustProxy;
      expect(typeof trust, value).toBe('function');
      if (typeof trust !== 'function') continue;
      for (let hop = 0; hop < 5; hop++) expect(trust('203.0.113.1', hop), `${value} hop ${hop}`).toBe(hop < hops);
    }
  });

  it('reads a comma-separated list of addresses and CIDR ranges, and refuses anything else', () => {
    expect(configWith(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['maybe', '-1', '1.5', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,10.0.0.2']) {
      expect(() => configWith(wrong), wrong).toThrow(/TRUST_PROXY: not a hop count nor proxy addresses/);
    }
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TTestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', LOGIN_IP_MAX_FAILURES: '5', LOGIN_FREE_FAILURES: '10' });
    await createPlatform(t.database.db);
    company = await createCompany(t.database.db, { name: 'Delta Security' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, company: company.id },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the address the proxy appended (the rightmost), not the one the client wrote', async () => {
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email: 'ip@delta.test' });
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw; inject's peer is 127.0.0.1.
    const res = await login(user.email, TEST_PASSWORD, '1.2.3.4, 5.6.7.8');
    expect(res.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.ip).toBe('5.6.7.8');
  });

  it('counts a sign-in spray against the real address however the client rotates the leftmost entry', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await login(`spray${i}@delta.test`, 'wrong-password', `198.51.100.${i}, 203.0.113.9`));
    }
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
    for (const refused of answers.slice(5)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().details.scope).toBe('address');
    }
    const rows = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '203.0.113.9'));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // Another real address is not affected.
    expect((await login('someone@delta.test', 'wrong-password', '198.51.100.1, 203.0.113.10')).statusCode).toBe(401);
  });
});

describe('behind known proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TTestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    await createPlatform(t.database.db);
    company = await createCompany(t.database.db, { name: 'Epsilon Security' });
  });
  afterAll(() => t.close());

  const signInFrom = async (remoteAddress: string, email: string) => {
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD, company: company.id },
      headers: { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return { res, ip: session.ip };
  };

  it('believes X-Forwarded-For and -Proto from a listed proxy', async () => {
    const { res, ip } = await signInFrom('10.1.2.3', 'proxied@epsilon.test');
    expect(ip).toBe('1.2.3.4');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sees a peer that is not a listed proxy as the client, whatever its headers say', async () => {
    const { res, ip } = await signInFrom('192.0.2.7', 'direct@epsilon.test');
    expect(ip).toBe('192.0.2.7');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'centinela_session')?.secure).toBeFalsy();
  });
});
