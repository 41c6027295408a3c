// The internal chat through the API: channels by role (company, own posts' radio channels, custom, direct), messages
// with keyset paging, unread counts and read pointers, push-to-talk clips (type and size checks, audio served to
// members only), direct messages, presence, live events delivered to the channel's members only, and tenant isolation.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { openSseStream, type TSseStream } from '../../../test/sse-client';
import { chatPresence } from '../../db/schema';
import { multipart, samples } from '../../platform/storage/test-samples';

let t: TTestApp;
let base: string;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
type TClient = ReturnType<typeof clientFor> & { cookie: string };
let adminA: TClient;
let adminB: TClient;
let guardA: TClient;
let otherGuardA: TClient;
let customerA: TClient;
let staffA: TClient;
let otherPostId: string;
let otherGuardId: string;
const streams: TSseStream[] = [];

const client = async (user: { email: string; companyId: string }): Promise<TClient> => {
  const cookie = await signIn(t.app, user);
  return Object.assign(clientFor(t.app, cookie), { cookie });
};

type TChannel = { id: string; kind: string; name: string | null; postId: string | null; unreadCount: number; otherUserId: string | null };
const channelsOf = async (c: TClient): Promise<TChannel[]> => {
  const res = await c.get('/api/chat/channels');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const postChannel = async (c: TClient, postId: string) => (await channelsOf(c)).find((ch) => ch.postId === postId);
const companyChannel = async (c: TClient) => (await channelsOf(c)).find((ch) => ch.kind === 'company');

const voice = (
  c: TClient,
  channelId: string,
  data: Buffer,
  type = 'audio/webm',
  fields: Record<string, string> = { durationMs: '1500' },
) => {
  const { payload, headers } = multipart(fields, [{ name: 'clip.webm', type, data }]);
  return t.app.inject({ method: 'POST', url: `/api/chat/channels/${channelId}/voice`, payload, headers: { ...headers, cookie: c.cookie } });
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  const db = t.database.db;
  const otherGuard = await createGuard(db, { companyId: world.a.company.id, email: `guard2-${Date.now()}@example.com` });
  const staff = await createUser(db, {
    companyId: world.a.company.id,
    role: 'security_company_admin',
    email: `staff2-${Date.now()}@example.com`,
  });
  otherGuardId = otherGuard.id;
  otherPostId = (await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id, name: 'Other post' })).id;
  adminA = await client(world.a.admin);
  adminB = await client(world.b.admin);
  guardA = await client(world.a.guard);
  otherGuardA = await client(otherGuard);
  customerA = await client(world.a.customerAdmin);
  staffA = await client(staff);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /api/chat/channels', () => {
  it('staff see the company channel and every post channel (created lazily), once', async () => {
    const first = await channelsOf(adminA);
    const again = await channelsOf(adminA);
    expect(again.map((c) => c.id)).toEqual(first.map((c) => c.id));
    expect(first.filter((c) => c.kind === 'company')).toHaveLength(1);
    expect(
      first
        .filter((c) => c.kind === 'post')
        .map((c) => c.postId)
        .sort(),
    ).toEqual([world.a.post.id, otherPostId].sort());
    expect(first.find((c) => c.postId === world.a.post.id)).toMatchObject({ isRadio: true, unreadCount: 0 });
  });

  it('a guard sees only the channels of the posts they are assigned to (no company channel); a customer admin none', async () => {
    const guardChannels = await channelsOf(guardA);
    expect(guardChannels.map((c) => c.postId)).toEqual([world.a.post.id]);
    expect(await channelsOf(otherGuardA)).toEqual([]);
    expect(await channelsOf(customerA)).toEqual([]);
  });

  it('another tenant sees its own channels only', async () => {
    const mine = (await channelsOf(adminA)).map((c) => c.id);
    const theirs = (await channelsOf(adminB)).map((c) => c.id);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
  });
});

describe('messages, unread counts and read pointers', () => {
  it('a message in the post channel counts as unread for the guard until read; the sender has nothing unread', async () => {
    const channel = (await postChannel(adminA, world.a.post.id))!;
    const sent = await adminA.post(`/api/chat/channels/${channel.id}/messages`, { body: '  Ronda a las 10  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'text', body: 'Ronda a las 10', channelId: channel.id, senderName: expect.any(String) });
    expect((await postChannel(guardA, world.a.post.id))!.unreadCount).toBe(1);
    expect((await postChannel(adminA, world.a.post.id))!.unreadCount).toBe(0);
    expect((await guardA.put(`/api/chat/channels/${channel.id}/read`)).statusCode).toBe(204);
    expect((await postChannel(guardA, world.a.post.id))!.unreadCount).toBe(0);
  });

  it('pages backwards with ?before=, newest last', async () => {
    const channel = (await companyChannel(adminA))!;
    for (let i = 1; i <= 5; i++) await adminA.post(`/api/chat/channels/${channel.id}/messages`, { body: `m${i}` });
    const last = await staffA.get(`/api/chat/channels/${channel.id}/messages?limit=2`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    expect(last.json().hasMore).toBe(true);
    const older = await staffA.get(`/api/chat/channels/${channel.id}/messages?limit=10&before=${last.json().items[0].id}`);
    expect(older.json().items.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3']);
    expect(older.json().hasMore).toBe(false);
    expect((await companyChannel(staffA))!.unreadCount).toBe(5);
  });

  it('refuses empty or too long text (400)', async () => {
    const channel = (await companyChannel(adminA))!;
    expect((await adminA.post(`/api/chat/channels/${channel.id}/messages`, { body: '   ' })).statusCode).toBe(400);
    expect((await adminA.post(`/api/chat/channels/${channel.id}/messages`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('non-members, customer admins and other tenants get 404 on every channel route', async () => {
    const company = (await companyChannel(adminA))!;
    const other = (await postChannel(adminA, otherPostId))!;
    for (const [c, channelId] of [
      [guardA, company.id],
      [guardA, other.id],
      [customerA, company.id],
      [adminB, company.id],
    ] as const) {
      expect((await c.get(`/api/chat/channels/${channelId}/messages`)).statusCode).toBe(404);
      expect((await c.post(`/api/chat/channels/${channelId}/messages`, { body: 'hola' })).statusCode).toBe(404);
      expect((await c.put(`/api/chat/channels/${channelId}/read`)).statusCode).toBe(404);
      expect((await voice(c, channelId, samples.webm())).statusCode).toBe(404);
    }
  });
});

describe('live events', () => {
  it("a message reaches the channel's members' streams only", async () => {
    const channel = (await postChannel(adminA, world.a.post.id))!;
    const guardStream = await openSseStream(`${base}/api/events`, { cookie: guardA.cookie });
    const otherGuardStream = await openSseStream(`${base}/api/events`, { cookie: otherGuardA.cookie });
    const customerStream = await openSseStream(`${base}/api/events`, { cookie: customerA.cookie });
    const bStream = await openSseStream(`${base}/api/events`, { cookie: adminB.cookie });
    streams.push(guardStream, otherGuardStream, customerStream, bStream);
    await adminA.post(`/api/chat/channels/${channel.id}/messages`, { body: 'live' });
    const got = await guardStream.waitFor((m) => m.event === 'change' && m.data.entityType === 'chat');
    expect(got?.data).toMatchObject({ entityType: 'chat', entityId: world.a.guard.id, action: 'CREATE' });
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [otherGuardStream, customerStream, bStream]) {
      expect(s.messages.filter((m) => m.event === 'change' && m.data.entityType === 'chat')).toEqual([]);
    }
  });
});

describe('push-to-talk clips', () => {
  it('stores a webm clip on a radio channel; members play it, others get 404', async () => {
    const channel = (await postChannel(guardA, world.a.post.id))!;
    const res = await voice(guardA, channel.id, samples.webm());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'voice', body: null, durationMs: 1500 });
    const audio = await adminA.get(`/api/chat/messages/${res.json().id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm');
    expect(audio.rawPayload.equals(samples.webm())).toBe(true);
    expect((await otherGuardA.get(`/api/chat/messages/${res.json().id}/audio`)).statusCode).toBe(404);
    expect((await adminB.get(`/api/chat/messages/${res.json().id}/audio`)).statusCode).toBe(404);
    expect((await customerA.get(`/api/chat/messages/${res.json().id}/audio`)).statusCode).toBe(404);
  });

  it("reads the clip's length with the shared schema: absent is unknown, anything but 0–30 000 ms is a 400", async () => {
    const channel = (await postChannel(adminA, world.a.post.id))!;
    const unknown = await voice(adminA, channel.id, samples.webm(), 'audio/webm', {});
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(unknown.json().durationMs).toBeNull();
    for (const durationMs of ['abc', '-1', '30001', '1.5']) {
      const res = await voice(adminA, channel.id, samples.webm(), 'audio/webm', { durationMs });
      expect(res.statusCode, `${durationMs}: ${res.body}`).toBe(400);
    }
    expect((await voice(adminA, channel.id, samples.webm(), 'audio/webm', { durationMs: '30000' })).json().durationMs).toBe(30000);
  });

  it('refuses other types (415), too large clips (413) and non-radio channels (400)', async () => {
    const channel = (await postChannel(adminA, world.a.post.id))!;
    expect((await voice(adminA, channel.id, samples.pdf(), 'audio/webm')).statusCode).toBe(415);
    const big = Buffer.concat([samples.webm(), Buffer.alloc(2 * 1024 * 1024 + 10, 0)]);
    expect((await voice(adminA, channel.id, big)).statusCode).toBe(413);
    const company = (await companyChannel(adminA))!;
    expect((await voice(adminA, company.id, samples.webm())).statusCode).toBe(400);
  });
});

describe('direct messages', () => {
  it('a guard and an admin open the same direct channel; both see it, nobody else', async () => {
    const opened = await guardA.post('/api/chat/direct', { userId: world.a.admin.id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ kind: 'direct', otherUserId: world.a.admin.id });
    const again = await adminA.post('/api/chat/direct', { userId: world.a.guard.id });
    expect(again.json().id).toBe(opened.json().id);
    await guardA.post(`/api/chat/channels/${opened.json().id}/messages`, { body: '¿Relevo?' });
    expect((await channelsOf(adminA)).find((c) => c.id === opened.json().id)?.unreadCount).toBe(1);
    expect((await staffA.get(`/api/chat/channels/${opened.json().id}/messages`)).statusCode).toBe(404);
  });

  it('refuses guard to guard, customer admins, oneself and other tenants (404)', async () => {
    expect((await guardA.post('/api/chat/direct', { userId: otherGuardId })).statusCode).toBe(404);
    expect((await customerA.post('/api/chat/direct', { userId: world.a.admin.id })).statusCode).toBe(404);
    expect((await adminA.post('/api/chat/direct', { userId: world.a.customerAdmin.id })).statusCode).toBe(404);
    expect((await adminA.post('/api/chat/direct', { userId: world.a.admin.id })).statusCode).toBe(404);
    expect((await adminA.post('/api/chat/direct', { userId: world.b.admin.id })).statusCode).toBe(404);
  });
});

describe('custom channels', () => {
  it('an admin creates one with members; an invited customer admin sees it, others do not', async () => {
    const res = await adminA.post('/api/chat/channels', { name: 'Supervisores', memberIds: [world.a.customerAdmin.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'custom', name: 'Supervisores', isRadio: false });
    expect((await channelsOf(customerA)).map((c) => c.id)).toEqual([res.json().id]);
    expect((await channelsOf(guardA)).map((c) => c.id)).not.toContain(res.json().id);
    expect((await staffA.get(`/api/chat/channels/${res.json().id}/messages`)).statusCode).toBe(404);
    expect((await customerA.post(`/api/chat/channels/${res.json().id}/messages`, { body: 'Gracias' })).statusCode).toBe(201);
  });

  it('refuses guards and customer admins (403), and members of another tenant (400)', async () => {
    expect((await guardA.post('/api/chat/channels', { name: 'X', memberIds: [world.a.admin.id] })).statusCode).toBe(403);
    expect((await customerA.post('/api/chat/channels', { name: 'X', memberIds: [world.a.admin.id] })).statusCode).toBe(403);
    expect((await adminA.post('/api/chat/channels', { name: 'X', memberIds: [world.b.admin.id] })).statusCode).toBe(400);
  });
});

describe('editing custom channels', () => {
  it('an admin renames it and adds and removes members; the removed member loses it at once, live', async () => {
    const created = (await adminA.post('/api/chat/channels', { name: 'Turno noche', memberIds: [world.a.guard.id] })).json();
    expect(created).toMatchObject({ memberIds: expect.arrayContaining([world.a.admin.id, world.a.guard.id]), canEdit: true });
    const guardStream = await openSseStream(`${base}/api/events`, { cookie: guardA.cookie });
    streams.push(guardStream);
    const res = await adminA.patch(`/api/chat/channels/${created.id}`, {
      name: 'Turno de noche',
      addMemberIds: [world.a.customerAdmin.id],
      removeMemberIds: [world.a.guard.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Turno de noche', kind: 'custom' });
    expect([...res.json().memberIds].sort()).toEqual([world.a.admin.id, world.a.customerAdmin.id].sort());
    // The removed guard is told, and no longer sees it; the invited customer admin does (and may not edit it).
    const got = await guardStream.waitFor((m) => m.event === 'change' && m.data.entityType === 'chat');
    expect(got?.data).toMatchObject({ entityId: world.a.guard.id, action: 'UPDATE' });
    expect((await channelsOf(guardA)).map((c) => c.id)).not.toContain(created.id);
    const forCustomer = (await channelsOf(customerA)).find((c) => c.id === created.id);
    expect(forCustomer).toMatchObject({ name: 'Turno de noche', canEdit: false });
  });

  it('refuses non-admins (403), other kinds (403), unknown or foreign members (400), an empty channel (400), other tenants (404)', async () => {
    const created = (await adminA.post('/api/chat/channels', { name: 'Cuadrilla', memberIds: [world.a.customerAdmin.id] })).json();
    expect((await customerA.patch(`/api/chat/channels/${created.id}`, { name: 'X' })).statusCode).toBe(403);
    const company = (await companyChannel(adminA))!;
    expect((await adminA.patch(`/api/chat/channels/${company.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await adminA.patch(`/api/chat/channels/${created.id}`, { addMemberIds: [world.b.admin.id] })).statusCode).toBe(400);
    expect((await adminA.patch(`/api/chat/channels/${created.id}`, {})).statusCode).toBe(400);
    expect(
      (await adminA.patch(`/api/chat/channels/${created.id}`, { removeMemberIds: [world.a.admin.id, world.a.customerAdmin.id] }))
        .statusCode,
    ).toBe(400);
    expect((await adminB.patch(`/api/chat/channels/${created.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await staffA.patch(`/api/chat/channels/${created.id}`, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('presence', () => {
  it('a presence change reaches the streams of those who list the user, live; a plain heartbeat does not', async () => {
    const adminStream = await openSseStream(`${base}/api/events`, { cookie: adminA.cookie });
    const otherGuardStream = await openSseStream(`${base}/api/events`, { cookie: otherGuardA.cookie });
    const customerStream = await openSseStream(`${base}/api/events`, { cookie: customerA.cookie });
    const bStream = await openSseStream(`${base}/api/events`, { cookie: adminB.cookie });
    streams.push(adminStream, otherGuardStream, customerStream, bStream);
    await otherGuardA.put('/api/chat/presence', { status: 'away' });
    const got = await adminStream.waitFor((m) => m.event === 'change' && m.data.entityType === 'chat');
    expect(got?.data).toMatchObject({ entityType: 'chat', entityId: world.a.admin.id, action: 'UPDATE' });
    const seen = adminStream.messages.filter((m) => m.event === 'change' && m.data.entityType === 'chat').length;
    // The same status again (a heartbeat): nothing new.
    await otherGuardA.put('/api/chat/presence', {});
    await new Promise((r) => setTimeout(r, 300));
    expect(adminStream.messages.filter((m) => m.event === 'change' && m.data.entityType === 'chat')).toHaveLength(seen);
    // Guards do not list guards; customer admins list nobody; another tenant never.
    for (const s of [otherGuardStream, customerStream, bStream]) {
      expect(s.messages.filter((m) => m.event === 'change' && m.data.entityType === 'chat')).toEqual([]);
    }
  });

  it('online after a heartbeat, busy or away as chosen, offline when heartbeats stop', async () => {
    expect((await guardA.put('/api/chat/presence', { status: 'available' })).statusCode).toBe(204);
    const contacts = async () => (await adminA.get('/api/chat/presence')).json().items as { userId: string; presence: string }[];
    expect((await contacts()).find((c) => c.userId === world.a.guard.id)?.presence).toBe('online');
    await guardA.put('/api/chat/presence', { status: 'busy' });
    expect((await contacts()).find((c) => c.userId === world.a.guard.id)?.presence).toBe('busy');
    expect((await guardA.get('/api/chat/presence')).json().myStatus).toBe('busy');
    // A heartbeat without a status keeps the chosen one.
    expect((await guardA.put('/api/chat/presence', {})).statusCode).toBe(204);
    expect((await contacts()).find((c) => c.userId === world.a.guard.id)?.presence).toBe('busy');
    await t.database.db
      .update(chatPresence)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(chatPresence.userId, world.a.guard.id));
    expect((await contacts()).find((c) => c.userId === world.a.guard.id)?.presence).toBe('offline');
    expect((await guardA.put('/api/chat/presence', { status: 'sleeping' })).statusCode).toBe(400);
  });

  it('a guard lists only staff; a customer admin nobody; never another tenant', async () => {
    const guardContacts = (await guardA.get('/api/chat/presence')).json().items as { userId: string; role: string }[];
    expect(guardContacts.map((c) => c.role).every((r) => r !== 'security_guard' && r !== 'customer_company_admin')).toBe(true);
    expect(guardContacts.map((c) => c.userId)).toContain(world.a.admin.id);
    expect((await customerA.get('/api/chat/presence')).json()).toMatchObject({ items: [], invitable: [] });
    expect((await guardA.get('/api/chat/presence')).json().invitable).toEqual([]);
    const invitable = (await adminA.get('/api/chat/presence')).json().invitable as { userId: string }[];
    expect(invitable.map((u) => u.userId)).toContain(world.a.customerAdmin.id);
    expect(invitable.map((u) => u.userId)).not.toContain(world.b.admin.id);
    const adminContacts = (await adminA.get('/api/chat/presence')).json().items as { userId: string }[];
    expect(adminContacts.map((c) => c.userId)).not.toContain(world.b.admin.id);
    expect(adminContacts.map((c) => c.userId)).not.toContain(world.a.customerAdmin.id);
  });
});
