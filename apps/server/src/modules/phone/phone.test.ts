// GET /api/phone/setup: the signed-in user's own SIP account (password included) and the company's ICE servers;
// PUT /api/phone/status: the phone's connection status kept on the user's own SIP settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companyWebrtcSettings, systemLogs, users } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;
let customerA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
});
afterAll(async () => t?.close());

describe('GET /api/phone/setup', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/phone/setup' })).statusCode).toBe(401);
  });

  it('says "no configuration" while nothing is set, with the public STUN defaults', async () => {
    const res = await customerA.get('/api/phone/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sip: {
        incomingServer: null,
        incomingPort: 5060,
        outgoingServer: null,
        outgoingPort: 5060,
        extensionName: null,
        extensionNumber: null,
        username: null,
        password: null,
        preferredCodec: 'default',
        sampleRate: 'default',
      },
      isConfigured: false,
      isComplete: false,
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun1.l.google.com:19302' }],
    });
  });

  it("gives the user their own account with the password; nobody else's", async () => {
    const put = await adminA.put(`/api/users/${world.a.guard.id}/sip-settings`, {
      incomingServer: 'pbx.example.com',
      incomingPort: 8089,
      outgoingServer: 'trunk.example.com',
      username: '1002',
      password: 'sip-secret-1002',
      extensionNumber: '1002',
      extensionName: 'Garita',
      preferredCodec: 'opus',
    });
    expect(put.statusCode).toBe(200);
    const res = await guardA.get('/api/phone/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sip: {
        incomingServer: 'pbx.example.com',
        incomingPort: 8089,
        outgoingServer: 'trunk.example.com',
        outgoingPort: 5060,
        username: '1002',
        password: 'sip-secret-1002',
        extensionNumber: '1002',
        extensionName: 'Garita',
        preferredCodec: 'opus',
      },
      isConfigured: true,
      isComplete: true,
    });
    // The admin who wrote it reads their own (empty) account, never the guard's password — not even platform admins.
    for (const client of [adminA, adminB, clientFor(t.app, await signIn(t.app, world.platform.admin))]) {
      const other = await client.get('/api/phone/setup');
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('sip-secret-1002');
    }
    // The query string cannot ask for another user.
    expect((await adminA.get(`/api/phone/setup?id=${world.a.guard.id}`)).body).not.toContain('sip-secret-1002');
  });

  it('is incomplete without the password', async () => {
    await adminA.put(`/api/users/${world.a.admin.id}/sip-settings`, { incomingServer: 'pbx.example.com', username: '1001' });
    const res = await adminA.get('/api/phone/setup');
    expect(res.json()).toMatchObject({ isConfigured: true, isComplete: false, sip: { password: null } });
  });

  it("uses the company's STUN and TURN servers (the TURN password included), other companies' never", async () => {
    const put = await adminA.put(`/api/companies/${world.a.company.id}/webrtc-settings`, {
      primaryStunServer: 'stun:stun.a.example.com:3478',
      backupStunServer: null,
      turnServer: 'turn:turn.a.example.com:3478?transport=udp',
      turnUsername: 'turn-a',
      turnPassword: 'turn-secret-a',
    });
    expect(put.statusCode).toBe(200);
    expect((await guardA.get('/api/phone/setup')).json().iceServers).toEqual([
      { urls: 'stun:stun.a.example.com:3478' },
      { urls: 'stun:stun1.l.google.com:19302' },
      { urls: 'turn:turn.a.example.com:3478?transport=udp', username: 'turn-a', credential: 'turn-secret-a' },
    ]);
    const b = await adminB.get('/api/phone/setup');
    expect(b.body).not.toContain('turn-secret-a');
    expect(b.json().iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun1.l.google.com:19302' }]);
  });

  it('falls back to the public STUN servers when the WebRTC settings cannot be read', async () => {
    await t.database.db
      .update(companyWebrtcSettings)
      .set({ turnPasswordEncrypted: 'not-a-sealed-secret' })
      .where(eq(companyWebrtcSettings.companyId, world.a.company.id));
    const res = await guardA.get('/api/phone/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json().iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun1.l.google.com:19302' }]);
    expect(res.json().sip.password).toBe('sip-secret-1002');
  });
});

describe('PUT /api/phone/status', () => {
  const stored = async (id: string) => (await t.database.db.select({ sip: users.sipSettings }).from(users).where(eq(users.id, id)))[0].sip;
  const logsOf = async (id: string) =>
    (await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, id))).filter((l) =>
      String((l.details as { messageKey?: string }).messageKey ?? '').startsWith('phone'),
    );

  it('answers 401 without a session and 400 for an unknown status', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/phone/status', payload: { status: 'connected' } })).statusCode).toBe(401);
    expect((await guardA.put('/api/phone/status', { status: 'online' })).statusCode).toBe(400);
  });

  it("keeps the phone's status on the user's own SIP settings, logging each change once", async () => {
    await adminA.put(`/api/users/${world.a.admin.id}/sip-settings`, {
      incomingServer: 'pbx.example.com',
      username: '1001',
      password: 'secret-1001',
      extensionNumber: '1001',
    });
    expect((await adminA.put('/api/phone/status', { status: 'connecting' })).statusCode).toBe(204);
    const connecting = await stored(world.a.admin.id);
    expect(connecting?.connectionStatus).toBe('connecting');
    expect(Date.now() - Date.parse(connecting?.lastConnectionAttempt ?? '')).toBeLessThan(60_000);
    expect((await adminA.put('/api/phone/status', { status: 'connected' })).statusCode).toBe(204);
    expect((await adminA.put('/api/phone/status', { status: 'connected' })).statusCode).toBe(204);
    expect((await stored(world.a.admin.id))?.connectionStatus).toBe('connected');
    // The SIP settings as the editor reads them carry it; the password stays untouched.
    const read = (await adminA.get(`/api/users/${world.a.admin.id}`)).json();
    expect(read.sipSettings.connectionStatus).toBe('connected');
    expect((await adminA.get('/api/phone/setup')).json().sip.password).toBe('secret-1001');
    await adminA.put('/api/phone/status', { status: 'not_connected' });
    expect((await logsOf(world.a.admin.id)).map((l) => (l.details as { messageKey: string }).messageKey)).toEqual([
      'phoneConnected',
      'phoneDisconnected',
    ]);
  });

  it('changes nothing for a user without SIP settings, and only ever the caller', async () => {
    expect((await customerA.put('/api/phone/status', { status: 'connected' })).statusCode).toBe(204);
    expect((await stored(world.a.customerAdmin.id))?.connectionStatus).toBeUndefined();
    expect((await stored(world.b.admin.id))?.connectionStatus ?? 'not_connected').toBe('not_connected');
  });
});
