// Password policy: at least 12 characters, not a common password, nothing of the user's email, name or company name,
// not the demo password, no repetition or sequence, and the current password when users change their own. Every
// refusal is 400 with the password field's reason and changes nothing.
import { randomUUID } from 'node:crypto';
import { USER_MESSAGES } from '@centinela/shared/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { adminPasswordOf } from '../../db/seed/bootstrap';
import { isCommonPassword, passwordPolicyIssue } from '../../platform/crypto/password-policy';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn, TEST_PASSWORD } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

const uniq = () => randomUUID().slice(0, 8);

const guardForm = (overrides: Record<string, unknown> = {}) => ({
  email: `guard-${uniq()}@alpha.test`,
  password: 'Garita-Norte-Luz-7',
  role: 'security_guard',
  companyId: world.a.company.id,
  name: 'Zoraida',
  lastName: 'Vega',
  stillEmployed: true,
  rank: 'guard',
  runnerForCompanies: [],
  ...overrides,
});

type TRes = { statusCode: number; json: () => { code?: string; details?: { fieldErrors?: Record<string, string[]> } } };
const expectRefused = (res: TRes, field: string, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION');
  expect(res.json().details?.fieldErrors?.[field]).toEqual([message]);
};

const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const hashOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

describe('creating a user', () => {
  it('refuses short, common, email-containing and name-containing passwords (accents and case ignored), creating nobody', async () => {
    const before = await userCount();
    expectRefused(await adminA.post('/api/users', guardForm({ password: 'Short-pw-1' })), 'password', USER_MESSAGES.passwordTooShort);
    expectRefused(await adminA.post('/api/users', guardForm({ password: 'Iloveyou2026' })), 'password', USER_MESSAGES.passwordCommon);
    expectRefused(await adminA.post('/api/users', guardForm({ password: 'Password2026!' })), 'password', USER_MESSAGES.passwordCommon);
    expectRefused(
      await adminA.post('/api/users', guardForm({ email: 'turno.noche@alpha.test', password: 'Mi-TURNO.NOCHE-2026' })),
      'password',
      USER_MESSAGES.passwordContainsEmail,
    );
    expectRefused(
      await adminA.post('/api/users', guardForm({ name: 'Ramón', lastName: 'Figueroa', password: 'ramon-en-la-torre-9' })),
      'password',
      USER_MESSAGES.passwordContainsName,
    );
    expectRefused(
      await adminA.post('/api/users', guardForm({ name: 'Ana', lastName: 'Quiñones', password: 'Torre-QUINONES-77' })),
      'password',
      USER_MESSAGES.passwordContainsName,
    );
    expect(await userCount()).toBe(before);
  });

  it('creates a user with a password that meets the policy', async () => {
    const form = guardForm();
    const res = await adminA.post('/api/users', form);
    expect(res.statusCode).toBe(201);
    await expect(signIn(t.app, { email: form.email, companyId: world.a.company.id }, form.password)).resolves.toContain(
      'centinela_session=',
    );
  });
});

describe('repetitions, sequences, the demo password and the company name (issue 29)', () => {
  it('refuses them when a user is created and when a password is set, with their own reasons, changing nothing', async () => {
    const before = await userCount();
    const create = (password: string) => adminA.post('/api/users', guardForm({ password }));
    expectRefused(await create('aaaaaaaaaaaa'), 'password', USER_MESSAGES.passwordRepeated);
    expectRefused(await create('Garita-123456'), 'password', USER_MESSAGES.passwordSequential);
    expectRefused(await create('Torre-QWERTY-7'), 'password', USER_MESSAGES.passwordSequential);
    expectRefused(await create('Centinela2026!'), 'password', USER_MESSAGES.passwordDemo);
    expect(await userCount()).toBe(before);

    const guard = await createGuard(t.database.db, { companyId: world.a.company.id, name: 'Nilda', lastName: 'Pagán' });
    const hash = await hashOf(guard.id);
    const set = (password: string) => adminA.post(`/api/users/${guard.id}/password`, { password });
    expectRefused(await set('zzzzzzzzzzzz'), 'password', USER_MESSAGES.passwordRepeated);
    expectRefused(await set('Garita-654321'), 'password', USER_MESSAGES.passwordSequential);
    expectRefused(await set('x-centinela2026!'), 'password', USER_MESSAGES.passwordDemo);
    expect(await hashOf(guard.id)).toBe(hash);
  });

  it("refuses the user's company name (case, accents and spaces ignored) on creation and on setting, not another company's", async () => {
    await t.database.db.update(companies).set({ name: 'Escudo Borinqueño' }).where(eq(companies.id, world.a.company.id));
    const before = await userCount();
    for (const password of ['EscudoBorinqueno2026', 'escudo borinqueño 77', 'Torre-BORINQUENO-7']) {
      expectRefused(await adminA.post('/api/users', guardForm({ password })), 'password', USER_MESSAGES.passwordContainsCompany);
    }
    expect(await userCount()).toBe(before);
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id, name: 'Iris', lastName: 'Colón' });
    expectRefused(
      await adminA.post(`/api/users/${guard.id}/password`, { password: 'Escudo-Borinqueno-1' }),
      'password',
      USER_MESSAGES.passwordContainsCompany,
    );
    // Another company's name is just a word.
    expect((await adminA.post(`/api/users/${guard.id}/password`, { password: `Torre-${world.b.company.name}` })).statusCode).toBe(204);
  });

  it('refuses the configured DEMO_PASSWORD too, while the seed still gives it to the demo accounts', () => {
    expect(passwordPolicyIssue('Faro-Del-Morro-88', {}, 'Faro-Del-Morro-88')).toBe('passwordDemo');
    expect(passwordPolicyIssue('Faro-Del-Morro-88', {})).toBeNull();
    expect(passwordPolicyIssue('Centinela2026!', {}, 'Faro-Del-Morro-88')).toBe('passwordDemo');
  });
});

describe("an admin setting another user's password", () => {
  it('refuses what the policy refuses, without the current password being asked, and changes nothing', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id, name: 'Esteban', lastName: 'Ortiz' });
    const before = await hashOf(guard.id);
    const set = (password: string) => adminA.post(`/api/users/${guard.id}/password`, { password });
    expectRefused(await set('Short-pw-1'), 'password', USER_MESSAGES.passwordTooShort);
    expectRefused(await set('1q2w3e4r5t6y'), 'password', USER_MESSAGES.passwordCommon);
    expectRefused(await set(`x-${guard.email.split('@')[0]}-x`), 'password', USER_MESSAGES.passwordContainsEmail);
    expectRefused(await set('EstebanDeNoche!'), 'password', USER_MESSAGES.passwordContainsName);
    expect(await hashOf(guard.id)).toBe(before);
    expect((await set('Garita-Sur-Luna-4')).statusCode).toBe(204);
    expect(await hashOf(guard.id)).not.toBe(before);
  });
});

describe('users changing their own password', () => {
  it('needs the current password: missing or wrong is 400 on currentPassword and changes nothing; right changes it', async () => {
    const me = world.a.admin;
    const before = await hashOf(me.id);
    const own = (body: Record<string, unknown>) => adminA.post(`/api/users/${me.id}/password`, body);
    expectRefused(await own({ password: 'Garita-Este-Sol-5' }), 'currentPassword', USER_MESSAGES.currentPasswordRequired);
    expectRefused(
      await own({ password: 'Garita-Este-Sol-5', currentPassword: 'not-my-password' }),
      'currentPassword',
      USER_MESSAGES.currentPasswordWrong,
    );
    expectRefused(await own({ password: 'Password2026!', currentPassword: TEST_PASSWORD }), 'password', USER_MESSAGES.passwordCommon);
    expect(await hashOf(me.id)).toBe(before);
    await expect(signIn(t.app, me)).resolves.toContain('centinela_session=');

    expect((await own({ password: 'Garita-Este-Sol-5', currentPassword: TEST_PASSWORD })).statusCode).toBe(204);
    await expect(signIn(t.app, me, 'Garita-Este-Sol-5')).resolves.toContain('centinela_session=');
  });
});

describe('the built-in admin and the demo accounts', () => {
  const config = { adminEmail: 'admin@centinela.local' };

  it('refuses to start with an ADMIN_PASSWORD the policy refuses, saying why', () => {
    expect(() => adminPasswordOf({ ...config, adminPassword: 'Admin12345!' })).toThrow(
      // The rule's key (decision 0014), then the policy in English.
      /^ADMIN_PASSWORD does not meet the password policy: users:validation\.passwordTooShort \(at least 12 characters/,
    );
    expect(() => adminPasswordOf({ ...config, adminPassword: 'Centinela-Admin-1' })).toThrow(/users:validation\.passwordContainsEmail/);
    expect(() => adminPasswordOf({ ...config, adminPassword: 'Sunshine2026!' })).toThrow(/users:validation\.passwordCommon/);
    expect(() => adminPasswordOf({ ...config, adminPassword: 'Qwerty123456!' })).toThrow(/users:validation\.passwordSequential/);
    expect(() => adminPasswordOf({ ...config, adminPassword: 'Torre-zzzzzz-2026' })).toThrow(/users:validation\.passwordRepeated/);
    expect(adminPasswordOf({ ...config, adminPassword: 'Torre-Vigia-2026!' })).toBe('Torre-Vigia-2026!');
  });

  it('generates an admin password that meets the policy', () => {
    for (let i = 0; i < 50; i++) {
      const password = adminPasswordOf({ ...config, adminPassword: undefined });
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(password.toLowerCase()).not.toContain('admin');
      expect(password.toLowerCase()).not.toContain('centinela');
    }
  });

  it('ships a real list of common passwords', () => {
    for (const password of ['123456', 'password', 'iloveyou', 'sunshine', 'trustno1']) expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('Centinela2026!')).toBe(false);
  });
});
