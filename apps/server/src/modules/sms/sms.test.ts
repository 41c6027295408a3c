// The SMS inbox end to end through the API: sending (development provider and Twilio's REST API on a local stand-in
// that also receives what Twilio's own SDK sends), Twilio's signed webhooks (signatures computed by the `twilio`
// SDK), conversations, read marks, the simulator, the settings of /settings/api-keys, and tenant isolation.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import twilioSdk from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies, companyTwilioSettings, notifications, smsMessages, users } from '../../db/schema';
import { deliverSms } from './sms.jobs';

const PUBLIC_URL = 'https://centinela.example.com';
const SID_A = `AC${'a'.repeat(32)}`;
const TOKEN_A = 'company-a-twilio-token-0123456789';
const TOKEN_B = 'company-b-twilio-token-9876543210';
const LINE_A = '+17875550100';
const LINE_B = '+17875550200';
const PLATFORM_TOKEN = 'platform-twilio-token-5555555555';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let twilio: Server;
const received: { method: string; url: string; auth: string; contentType: string; form: Record<string, string> }[] = [];

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let customerA: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  twilio = createServer(async (req, res) => {
    // Proof of a line (issue 29): company A's account has LINE_A among its incoming phone numbers.
    if (req.method === 'GET' && req.url?.startsWith(`/2010-04-01/Accounts/${SID_A}/IncomingPhoneNumbers.json`)) {
      const asked = new URL(req.url, 'http://x').searchParams.get('PhoneNumber');
      const numbers = asked === LINE_A ? [{ sid: `PN${'1'.repeat(32)}`, account_sid: SID_A, phone_number: LINE_A }] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ incoming_phone_numbers: numbers }));
      return;
    }
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      contentType: String(req.headers['content-type'] ?? ''),
      form: Object.fromEntries(new URLSearchParams(await bodyOf(req))),
    });
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${received.length}00`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const port = (twilio.address() as AddressInfo).port;
  t = await buildTestApp({ TWILIO_API_BASE_URL: `http://127.0.0.1:${port}`, PUBLIC_URL, TWILIO_AUTH_TOKEN: PLATFORM_TOKEN });
  world = await createTwoTenantWorld(t.database.db);
  await t.database.db.update(companies).set({ smsLine: LINE_B }).where(eq(companies.id, world.b.company.id));
  await t.database.db.update(users).set({ mobile: '+17875550123', name: 'Luis', lastName: 'Rivera' }).where(eq(users.id, world.a.guard.id));
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

const webhook = (path: string, params: Record<string, string>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { 'x-twilio-signature': twilioSdk.getExpectedTwilioSignature(token, PUBLIC_URL + path, params) } : {}),
    },
  });

const inbound = (to: string, body: string, from = '+17875550123') => ({
  MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
  AccountSid: SID_A,
  From: from,
  To: to,
  Body: body,
  NumMedia: '0',
});

describe('GET/PUT /api/integrations/twilio (/settings/api-keys)', () => {
  it('reports the development provider until SID, token and messaging number are all set; never returns the token', async () => {
    const before = await adminA.get('/api/integrations/twilio');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ isConfigured: false, provider: 'development', hasAuthToken: false, accountSid: null });
    const saved = await adminA.put('/api/integrations/twilio', {
      accountSid: SID_A,
      authToken: TOKEN_A,
      messagingNumber: '(787) 555-0100',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      isConfigured: true,
      provider: 'twilio',
      accountSid: SID_A,
      hasAuthToken: true,
      messagingNumber: LINE_A,
    });
    expect(saved.body).not.toContain(TOKEN_A);
    expect((await adminA.get('/api/integrations/twilio')).body).not.toContain(TOKEN_A);
    const [row] = await t.database.db.select().from(companyTwilioSettings).where(eq(companyTwilioSettings.companyId, world.a.company.id));
    expect(row.authTokenEncrypted).not.toContain(TOKEN_A);
    expect(t.app.ctx.secrets.decrypt(row.authTokenEncrypted ?? '')).toBe(TOKEN_A);
    // Saving without a token keeps the stored one.
    const again = await adminA.put('/api/integrations/twilio', { accountSid: SID_A, messagingNumber: LINE_A });
    expect(again.json()).toMatchObject({ hasAuthToken: true, isConfigured: true });
  });

  it('refuses a malformed account SID (400) and customer admins and guards (403)', async () => {
    expect((await adminA.put('/api/integrations/twilio', { accountSid: 'nope', messagingNumber: LINE_A })).statusCode).toBe(400);
    expect((await customerA.get('/api/integrations/twilio')).statusCode).toBe(403);
    expect((await guardA.get('/api/integrations/twilio')).statusCode).toBe(403);
    expect((await customerA.put('/api/integrations/twilio', { accountSid: '', messagingNumber: null })).statusCode).toBe(403);
  });
});

describe('POST /api/sms/send', () => {
  it('with the development provider: stored E.164, queued, then delivered to the simulator by the job', async () => {
    const res = await adminB.post('/api/sms/send', { phoneNumber: '(787) 555-0199', message: '  Hola, ¿puede cubrir mañana?  ' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      recipientPhone: '+17875550199',
      messageText: 'Hola, ¿puede cubrir mañana?',
      status: 'queued',
      provider: 'development',
    });
    await deliverSms(t.app.ctx, { companyId: world.b.company.id, messageId: sent.id });
    const full = await adminB.get(`/api/sms/conversation/${encodeURIComponent('+17875550199')}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().messages[0]).toMatchObject({ id: sent.id, status: 'delivered' });
    // The phone in the path is read like a typed one: 7875550199 is +17875550199.
    expect((await adminB.get('/api/sms/conversation/7875550199')).json().messages[0].id).toBe(sent.id);
  });

  it('refuses a blank or > 160-character text and a missing phone (400), customer admins and guards (403)', async () => {
    expect((await adminB.post('/api/sms/send', { phoneNumber: LINE_A, message: '   ' })).statusCode).toBe(400);
    expect((await adminB.post('/api/sms/send', { phoneNumber: LINE_A, message: 'x'.repeat(161) })).statusCode).toBe(400);
    expect((await adminB.post('/api/sms/send', { phoneNumber: LINE_A, message: 'x'.repeat(160) })).statusCode).toBe(201);
    expect((await adminB.post('/api/sms/send', { phoneNumber: '', message: 'hola' })).statusCode).toBe(400);
    expect((await adminB.post('/api/sms/send', { phoneNumber: 'abc', message: 'hola' })).statusCode).toBe(400);
    expect((await customerA.post('/api/sms/send', { phoneNumber: LINE_A, message: 'hola' })).statusCode).toBe(403);
    expect((await guardA.post('/api/sms/send', { phoneNumber: LINE_A, message: 'hola' })).statusCode).toBe(403);
  });

  it("with Twilio: posts to Twilio's REST API exactly what the twilio SDK posts (path, basic auth, form fields)", async () => {
    const res = await adminA.post('/api/sms/send', { phoneNumber: '787-555-0123', message: 'Turno confirmado' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    received.length = 0;
    await deliverSms(t.app.ctx, { companyId: world.a.company.id, messageId: id });
    // The same message through Twilio's own SDK, pointed at the same stand-in server.
    const client = twilioSdk(SID_A, TOKEN_A);
    client.api.baseUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
    await client.messages.create({
      to: '+17875550123',
      from: LINE_A,
      body: 'Turno confirmado',
      statusCallback: `${PUBLIC_URL}/api/sms/webhook/twilio/status?companyId=${world.a.company.id}`,
    });
    expect(received).toHaveLength(2);
    const [ours, sdk] = received;
    expect(ours.method).toBe('POST');
    expect(ours.url).toBe(`/2010-04-01/Accounts/${SID_A}/Messages.json`);
    expect(ours.url).toBe(sdk.url);
    expect(ours.auth).toBe(`Basic ${Buffer.from(`${SID_A}:${TOKEN_A}`).toString('base64')}`);
    expect(ours.auth).toBe(sdk.auth);
    expect(ours.contentType).toContain('application/x-www-form-urlencoded');
    expect(ours.form).toEqual(sdk.form);
    const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 'SM100', senderPhone: LINE_A, recipientPhone: '+17875550123' });
    // At least once: a second run of the same job sends nothing.
    await deliverSms(t.app.ctx, { companyId: world.a.company.id, messageId: id });
    expect(received).toHaveLength(2);
  });

  it("Twilio's signed status callback moves the message to delivered; another company's token is refused (403)", async () => {
    const path = `/api/sms/webhook/twilio/status?companyId=${world.a.company.id}`;
    const params = { MessageSid: 'SM100', MessageStatus: 'delivered', AccountSid: SID_A };
    expect((await webhook(path, params, TOKEN_B)).statusCode).toBe(403);
    expect((await webhook(path, params)).statusCode).toBe(403);
    const res = await webhook(path, params, TOKEN_A);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.providerMessageId, 'SM100'));
    expect(row.status).toBe('delivered');
    // A late "sent" does not take "delivered" back.
    await webhook(path, { ...params, MessageStatus: 'sent' }, TOKEN_A);
    const [after] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.providerMessageId, 'SM100'));
    expect(after.status).toBe('delivered');
  });
});

describe('POST /api/sms/webhook/twilio', () => {
  it('stores a signed message for the company owning the number, notifies its admins, and counts it unread', async () => {
    const params = inbound(LINE_A, 'Llego 10 minutos tarde');
    const res = await webhook('/api/sms/webhook/twilio', params, TOKEN_A);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 1 });
    expect((await adminB.get('/api/sms/unread-count')).json()).toEqual({ count: 0 });
    const list = (await adminA.get('/api/sms')).json();
    expect(list.items[0]).toMatchObject({ phone: '+17875550123', digits: '17875550123', contactName: 'Luis Rivera', unreadCount: 1 });
    expect(list.items[0].latestText).toBe('Llego 10 minutos tarde');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'sms.received')));
    expect(notes).toHaveLength(1);
    // Twilio retrying the same MessageSid stores it once.
    await webhook('/api/sms/webhook/twilio', params, TOKEN_A);
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 1 });
  });

  it("refuses a missing or wrong signature and another company's number signed with this company's token (403)", async () => {
    const before = (await t.database.db.select().from(smsMessages)).length;
    const params = inbound(LINE_A, 'sin firma');
    expect((await webhook('/api/sms/webhook/twilio', params)).statusCode).toBe(403);
    expect((await webhook('/api/sms/webhook/twilio', params, 'wrong-token')).statusCode).toBe(403);
    // Company B's own token on B's line, but the signature made with A's token: refused.
    await t.database.db
      .insert(companyTwilioSettings)
      .values({ companyId: world.b.company.id, authTokenEncrypted: t.app.ctx.secrets.encrypt(TOKEN_B) });
    expect((await webhook('/api/sms/webhook/twilio', inbound(LINE_B, 'para B'), TOKEN_A)).statusCode).toBe(403);
    // A body changed after signing.
    const signed = inbound(LINE_A, 'original');
    const signature = twilioSdk.getExpectedTwilioSignature(TOKEN_A, `${PUBLIC_URL}/api/sms/webhook/twilio`, signed);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhook/twilio',
      payload: new URLSearchParams({ ...signed, Body: 'changed' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    });
    expect(tampered.statusCode).toBe(403);
    expect((await t.database.db.select().from(smsMessages)).length).toBe(before);
    // B's line with B's token: stored for B only.
    expect((await webhook('/api/sms/webhook/twilio', inbound(LINE_B, 'para B', '+17875550777'), TOKEN_B)).statusCode).toBe(200);
    expect((await adminB.get('/api/sms/unread-count')).json()).toEqual({ count: 1 });
    expect((await adminA.get('/api/sms')).body).not.toContain('para B');
    await t.database.db.delete(companyTwilioSettings).where(eq(companyTwilioSettings.companyId, world.b.company.id));
  });
});

describe('POST /api/sms/webhook/twilio with the platform token (TWILIO_AUTH_TOKEN)', () => {
  it('signs for a company without a token of its own, never for one that has its own; an unknown line is dropped', async () => {
    const before = (await adminB.get('/api/sms/unread-count')).json().count as number;
    expect((await webhook('/api/sms/webhook/twilio', inbound(LINE_B, 'plataforma', '+17875550888'), PLATFORM_TOKEN)).statusCode).toBe(200);
    expect((await adminB.get('/api/sms/unread-count')).json()).toEqual({ count: before + 1 });
    // Company A has its own token: the platform's does not sign for A's line.
    expect((await webhook('/api/sms/webhook/twilio', inbound(LINE_A, 'plataforma'), PLATFORM_TOKEN)).statusCode).toBe(403);
    // A line no company owns: acknowledged (Twilio stops retrying), nothing stored.
    const rows = (await t.database.db.select().from(smsMessages)).length;
    expect((await webhook('/api/sms/webhook/twilio', inbound('+17875559999', 'nadie'), PLATFORM_TOKEN)).statusCode).toBe(200);
    expect((await t.database.db.select().from(smsMessages)).length).toBe(rows);
  });
});

describe('reading the inbox', () => {
  it('conversation: newest first; other tenants see nothing of it', async () => {
    const thread = (await adminA.get(`/api/sms/conversation/${encodeURIComponent('+17875550123')}`)).json();
    expect(thread.contactName).toBe('Luis Rivera');
    expect(thread.messages.map((m: { messageText: string }) => m.messageText)).toEqual(['Llego 10 minutos tarde', 'Turno confirmado']);
    expect((await adminB.get(`/api/sms/conversation/${encodeURIComponent('+17875550123')}`)).json().messages).toEqual([]);
    expect((await customerA.get('/api/sms')).statusCode).toBe(403);
    expect((await guardA.get('/api/sms/unread-count')).statusCode).toBe(403);
    expect((await adminA.get('/api/sms/conversation/12')).statusCode).toBe(400);
  });

  it('search finds by phone digits, name or text', async () => {
    expect((await adminA.get('/api/sms?search=5550123')).json().total).toBe(1);
    expect((await adminA.get('/api/sms?search=rivera')).json().total).toBe(1);
    expect((await adminA.get('/api/sms?search=tarde')).json().total).toBe(1);
    expect((await adminA.get('/api/sms?search=zzz')).json().total).toBe(0);
  });

  it("PATCH /api/sms/:id/read marks one; another company's id is 404", async () => {
    await webhook('/api/sms/webhook/twilio', inbound(LINE_A, 'segundo'), TOKEN_A);
    const thread = (await adminA.get(`/api/sms/conversation/${encodeURIComponent('+17875550123')}`)).json();
    const unread = thread.messages.filter((m: { isRead: boolean }) => !m.isRead);
    expect(unread).toHaveLength(2);
    expect((await adminB.patch(`/api/sms/${unread[0].id}/read`)).statusCode).toBe(404);
    expect((await adminA.patch('/api/sms/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    expect((await adminA.patch(`/api/sms/${unread[0].id}/read`)).statusCode).toBe(204);
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 1 });
  });

  it('opening a conversation reads it; Mark All as Read reads everything of the company only', async () => {
    expect((await adminA.patch(`/api/sms/conversation/${encodeURIComponent('+17875550123')}/read`)).statusCode).toBe(204);
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 0 });
    await webhook('/api/sms/webhook/twilio', inbound(LINE_A, 'otro', '+17875550555'), TOKEN_A);
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 1 });
    expect((await adminA.patch('/api/sms/read-all')).statusCode).toBe(204);
    expect((await adminA.get('/api/sms/unread-count')).json()).toEqual({ count: 0 });
    expect((await adminB.get('/api/sms/unread-count')).json()).toEqual({ count: 2 });
  });
});

describe('POST /api/sms/simulator/inbound', () => {
  it('receives a text on the development provider; refused (409) once Twilio is configured', async () => {
    const res = await adminB.post('/api/sms/simulator/inbound', { phoneNumber: '7875550199', message: 'Sí, puedo' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ direction: 'inbound', senderPhone: '+17875550199', provider: 'development', isRead: false });
    expect((await adminA.post('/api/sms/simulator/inbound', { phoneNumber: '7875550199', message: 'x' })).statusCode).toBe(409);
    expect((await adminB.post('/api/sms/simulator/inbound', { phoneNumber: '7875550199', message: '' })).statusCode).toBe(400);
    expect((await customerA.post('/api/sms/simulator/inbound', { phoneNumber: '7875550199', message: 'x' })).statusCode).toBe(403);
  });
});
