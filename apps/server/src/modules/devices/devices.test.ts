// Kiosk devices: registration by an admin, pairing with a one-time code (expiry, reuse, rate limit), the device
// principal on a device-only route, revocation, and tenant scoping.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { devices, systemLogs } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

const register = async (name = 'Lobby tablet') => {
  const res = await adminA.post('/api/devices', { name, postIds: [world.a.post.id] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { device: { id: string; status: string }; pairingCode: string; pairingExpiresAt: string };
};

const pair = (code: string) => t.app.inject({ method: 'POST', url: '/api/devices/pair', payload: { code } });

const deviceCookieOf = (res: Awaited<ReturnType<typeof pair>>) => {
  const cookie = res.cookies.find((c) => c.name === 'centinela_device');
  if (!cookie) throw new Error('no device cookie');
  return cookie;
};

const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/devices/me', headers: cookie ? { cookie } : {} });

describe('registering a kiosk', () => {
  it('gives the admin a one-time code of 8 characters that expires in 10 minutes, and logs it', async () => {
    const before = Date.now();
    const { device, pairingCode, pairingExpiresAt } = await register();
    expect(pairingCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(device).toMatchObject({ status: 'pending', can: { revoke: true }, posts: [{ id: world.a.post.id }] });
    const ttl = Date.parse(pairingExpiresAt) - before;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    // Only the code's hash is kept.
    expect(JSON.stringify(row)).not.toContain(pairingCode.replace('-', ''));
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, device.id));
    expect(logs.map((l) => l.entityType)).toEqual(['devices']);
  });

  it("refuses another company's posts, and users without the attendance permission", async () => {
    expect((await adminA.post('/api/devices', { name: 'X', postIds: [world.b.post.id] })).statusCode).toBe(400);
    expect((await adminA.post('/api/devices', { name: 'X', postIds: [world.a.post.id, world.b.post.id] })).statusCode).toBe(400);
    for (const user of [world.a.customerAdmin, world.a.guard]) {
      const client = clientFor(t.app, await signIn(t.app, user));
      expect((await client.post('/api/devices', { name: 'X', postIds: [world.a.post.id] })).statusCode).toBe(403);
      expect((await client.get('/api/devices')).statusCode).toBe(403);
    }
  });
});

describe('pairing and the device principal', () => {
  it('exchanges the code for an httpOnly device cookie that the device-only route accepts; the code works once', async () => {
    const { device, pairingCode } = await register('Gate tablet');
    // Typed loosely: lower case, spaces instead of the dash.
    const res = await pair(pairingCode.toLowerCase().replace('-', ' '));
    expect(res.statusCode, res.body).toBe(200);
    const cookie = deviceCookieOf(res);
    expect(cookie.httpOnly).toBe(true);
    expect(res.json()).toMatchObject({ id: device.id, companyName: world.a.company.name, posts: [{ id: world.a.post.id }] });

    const answer = await me(`centinela_device=${cookie.value}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'Gate tablet', timeZone: 'America/Puerto_Rico', posts: [{ name: world.a.post.name }] });
    expect((await pair(pairingCode)).statusCode).toBe(400);

    const listed = (await adminA.get('/api/devices')).json() as { id: string; status: string; lastSeenAt: string | null }[];
    expect(listed.find((d) => d.id === device.id)).toMatchObject({ status: 'paired' });
    expect(listed.find((d) => d.id === device.id)?.lastSeenAt).not.toBeNull();
  });

  it('marks the device cookie Secure when the pairing came over HTTPS (not only in production)', async () => {
    const plain = deviceCookieOf(await pair((await register('Plain tablet')).pairingCode));
    expect(plain.secure).toBeFalsy();
    const { pairingCode } = await register('Secure tablet');
    // Behind the test proxy (TRUST_PROXY: one hop) the scheme comes from X-Forwarded-Proto.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devices/pair',
      payload: { code: pairingCode },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(deviceCookieOf(res)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('answers 401 without a device cookie, with a made-up one, and to a signed-in user', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('centinela_device=made-up-token')).statusCode).toBe(401);
    expect((await adminA.get('/api/devices/me')).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { device, pairingCode } = await register('Late tablet');
    await t.database.db
      .update(devices)
      .set({ pairingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, device.id));
    const res = await pair(pairingCode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { fieldErrors: { code: [expect.any(String)] } } });
  });
});

describe('revoking a kiosk', () => {
  it('cuts the device off at once; only its own company sees or revokes it', async () => {
    const { device, pairingCode } = await register('Stolen tablet');
    const cookie = `centinela_device=${deviceCookieOf(await pair(pairingCode)).value}`;
    expect((await me(cookie)).statusCode).toBe(200);

    expect(((await adminB.get('/api/devices')).json() as { id: string }[]).map((d) => d.id)).not.toContain(device.id);
    expect((await adminB.post(`/api/devices/${device.id}/revoke`)).statusCode).toBe(404);
    expect((await me(cookie)).statusCode).toBe(200);

    const revoked = await adminA.post(`/api/devices/${device.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', can: { revoke: false } });
    expect((await me(cookie)).statusCode).toBe(401);
    // Revoking again changes nothing.
    expect((await adminA.post(`/api/devices/${device.id}/revoke`)).json()).toMatchObject({ status: 'revoked' });
  });

  it('makes a pending code useless too', async () => {
    const { device, pairingCode } = await register('Never paired');
    expect((await adminA.post(`/api/devices/${device.id}/revoke`)).statusCode).toBe(200);
    expect((await pair(pairingCode)).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 after 10 pairing attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await pair('ZZZZ-ZZZZ')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
