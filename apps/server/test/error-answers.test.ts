// An error answer's message is words in the caller's language — ?lang=, else Accept-Language, else the signed-in
// user's own choice, else English (the spec's API contract) — never a translation key; the code and the keys stay
// beside the words for programs (issue 28 "Errors", issue 29).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildTestApp, type TTestApp } from './app';
import { createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  cookie = await signIn(t.app, world.a.admin);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
const availability = (startTime: string) =>
  `/api/rosters/availability?postId=${world.a.post.id}&date=2030-01-07&startTime=${startTime}&endTime=17:00`;

describe('the language of an error answer', () => {
  it("answers the spec's English words when the caller names no language (sign-in 401)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.a.admin.email, password: 'wrong-password-1', company: world.a.company.id },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
  });

  it('answers in the language Accept-Language names, and ?lang= over it', async () => {
    const login = (headers: Record<string, string>, url = '/api/auth/login') =>
      t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { email: world.a.admin.email, password: 'wrong-password-1', company: world.a.company.id },
      });
    expect((await login({ 'accept-language': 'es-PR,es;q=0.9' })).json()).toEqual({
      message: 'Credenciales inválidas',
      code: 'INVALID_CREDENTIALS',
    });
    expect((await login({ 'accept-language': 'es' }, '/api/auth/login?lang=en')).json().message).toBe('Invalid credentials');
  });

  it("words a shared schema's key ('common:validation.invalidTime'): the spec's 'Invalid time', in Spanish when asked", async () => {
    const en = await get(availability('25:00'));
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('startTime: Invalid time');
    expect(body.message).not.toContain('common:validation');
    expect(body.details.fieldErrors.startTime).toEqual(['common:validation.invalidTime']);
    expect(body.issues).toEqual([{ path: 'startTime', code: 'custom', key: 'common:validation.invalidTime', message: 'Invalid time' }]);
    const es = (await get(availability('25:00'), { 'accept-language': 'es' })).json();
    expect(es.message).toBe('startTime: Hora no válida');
    expect(es.issues[0].message).toBe('Hora no válida');
  });

  it("words zod's own checks in the caller's language too", async () => {
    const es = (
      await get(`/api/rosters/availability?postId=not-a-uuid&date=2030-01-07&startTime=07:00&endTime=17:00`, {
        'accept-language': 'es',
      })
    ).json();
    expect(es.code).toBe('VALIDATION');
    expect(es.issues[0]).toMatchObject({ path: 'postId', code: 'invalid_format' });
    expect(es.issues[0].message).not.toMatch(/Invalid|expected/);
  });

  it("uses the signed-in user's own language when the request names none", async () => {
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, world.a.admin.id));
    try {
      expect((await get(availability('25:00'))).json().message).toBe('startTime: Hora no válida');
      // A service's refusal: a specific code and its words, the entity in the details.
      const missing = (await get('/api/posts/00000000-0000-4000-8000-000000000000')).json();
      expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'Puesto no encontrado', details: { entity: 'post' } });
      // The request's own language still decides over the stored choice.
      expect((await get(availability('25:00'), { 'accept-language': 'en' })).json().message).toBe('startTime: Invalid time');
    } finally {
      await t.database.db.update(users).set({ language: null }).where(eq(users.id, world.a.admin.id));
    }
  });

  it('answers a specific code with its words for a refusal (no generic CONFLICT), keeping the field keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-companies',
      headers: { cookie, 'accept-language': 'es' },
      payload: { name: world.a.customer.name },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CUSTOMER_COMPANY_NAME_TAKEN',
      message: `Ya existe una empresa cliente llamada "${world.a.customer.name}".`,
      details: { fieldErrors: { name: ['companies:validation.nameTaken'] } },
      issues: [{ path: 'name', key: 'companies:validation.nameTaken', message: 'Este nombre ya está en uso' }],
    });
  });
});
