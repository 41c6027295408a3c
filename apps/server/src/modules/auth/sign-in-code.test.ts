// A company may hide itself from the sign-in page's picker (issue 29: GET /api/auth/companies listed every tenant's name
// to anyone): its admins (or a platform admin) turn `listedAtSignIn` off, and its users sign in with the company's
// sign-in code instead of the picker's id. A code no company has fails exactly as a wrong password does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn, TEST_PASSWORD } from '../../../test/factories';
import { companies } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let superadmin: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '50', LOGIN_IP_MAX_FAILURES: '50' });
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
});
afterAll(() => t.close());

const pickerNames = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/auth/companies' })).json() as { label: string }[]).map((c) => c.label);

const login = (company: string, email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, company }, headers: { 'accept-language': 'es' } });

describe('a company hidden from the sign-in picker', () => {
  it('is listed by default, hidden once its admin turns it off, and the setting shows in the company with its code', async () => {
    expect(await pickerNames()).toEqual(expect.arrayContaining([world.a.company.name, world.b.company.name]));
    const own = (await adminA.get(`/api/companies/${world.a.company.id}`)).json();
    expect(own.listedAtSignIn).toBe(true);
    expect(own.signInCode).toMatch(/^[0-9A-F]{8}$/);

    const res = await adminA.put(`/api/companies/${world.a.company.id}`, { listedAtSignIn: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ listedAtSignIn: false, signInCode: own.signInCode });
    const names = await pickerNames();
    expect(names).not.toContain(world.a.company.name);
    expect(names).toContain(world.b.company.name);
    // Its own customer admin and guards cannot change it; a platform admin can, for any company.
    const customer = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    expect((await customer.put(`/api/companies/${world.a.company.id}`, { listedAtSignIn: true })).statusCode).toBe(403);
    expect((await superadmin.put(`/api/companies/${world.b.company.id}`, { listedAtSignIn: false })).json().listedAtSignIn).toBe(false);
    expect(await pickerNames()).not.toContain(world.b.company.name);
    expect((await superadmin.put(`/api/companies/${world.b.company.id}`, { listedAtSignIn: true })).statusCode).toBe(200);
    expect(await pickerNames()).toContain(world.b.company.name);
  });

  it("signs in with the company's code (any case, spaces or dashes) as well as with its id", async () => {
    const [row] = await t.database.db.select({ code: companies.signInCode }).from(companies).where(eq(companies.id, world.a.company.id));
    for (const typed of [
      row.code,
      row.code.toLowerCase(),
      `${row.code.slice(0, 4)}-${row.code.slice(4)}`,
      ` ${row.code.slice(0, 4)} ${row.code.slice(4)} `,
    ]) {
      const res = await login(typed, world.a.admin.email);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().company).toMatchObject({ id: world.a.company.id });
    }
    // The id still works (the spec's body), hidden or not.
    expect((await login(world.a.company.id, world.a.admin.email)).statusCode).toBe(200);
    // A's code does not open B's accounts.
    expect((await login(row.code, world.b.admin.email)).statusCode).toBe(401);
  });

  it('answers a code no company has exactly as a wrong password', async () => {
    const [row] = await t.database.db.select({ code: companies.signInCode }).from(companies).where(eq(companies.id, world.a.company.id));
    const wrongPassword = await login(row.code, world.a.admin.email, 'Wrong-Password-1');
    const unknownCode = await login(row.code === 'ABCDEF12' ? 'ABCDEF13' : 'ABCDEF12', world.a.admin.email);
    const notACode = await login('no-such-company', world.a.admin.email);
    for (const res of [wrongPassword, unknownCode, notACode]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrongPassword.json());
    }
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Credenciales inválidas' });
  });
});
