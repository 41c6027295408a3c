// A company's SMS line is one company's only (issue 29): a second company claiming the number is refused
// (SMS_LINE_TAKEN, on the form's field, in es and en), a company with its own Twilio account proves the number is one of
// the account's incoming numbers (Twilio's REST API on a local stand-in, compared with what Twilio's SDK asks), inbound
// webhooks reach the company owning the number, and a number no company or several companies have is never stored,
// never routed to a guess, and logged.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import twilioSdk from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies, companyTwilioSettings, smsMessages, systemLogs } from '../../db/schema';

const PUBLIC_URL = 'https://centinela.example.com';
const PLATFORM_TOKEN = 'platform-twilio-token-5555555555';
const SID_B = `AC${'b'.repeat(32)}`;
const TOKEN_B = 'company-b-twilio-token-9876543210';
/** The numbers of company B's Twilio account. */
const B_NUMBERS = ['+17875550200', '+17875550201'];
const LINE_SHARED = '+17875550300';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let twilio: Server;
let twilioBase = '';
/** The stand-in's view of each request: method, path with query, basic auth. */
const asked: { method: string; url: string; auth: string }[] = [];
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let superadmin: ReturnType<typeof clientFor>;

const drain = (req: IncomingMessage) =>
  new Promise<void>((resolve) => {
    req.resume();
    req.on('end', () => resolve());
  });

beforeAll(async () => {
  // Twilio's IncomingPhoneNumbers list as Twilio answers it: 401 (code 20003) for a wrong SID/token pair, else the
  // account's numbers equal to ?PhoneNumber=.
  twilio = createServer(async (req, res) => {
    await drain(req);
    const auth = req.headers.authorization ?? '';
    asked.push({ method: req.method ?? '', url: req.url ?? '', auth });
    const url = new URL(req.url ?? '/', 'http://x');
    if (auth !== `Basic ${Buffer.from(`${SID_B}:${TOKEN_B}`).toString('base64')}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    if (req.method !== 'GET' || url.pathname !== `/2010-04-01/Accounts/${SID_B}/IncomingPhoneNumbers.json`) {
      res.writeHead(404).end();
      return;
    }
    const wanted = url.searchParams.get('PhoneNumber');
    const items = B_NUMBERS.filter((n) => !wanted || n === wanted).map((n, i) => ({ sid: `PN${String(i).repeat(32)}`, phone_number: n }));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ incoming_phone_numbers: items, page: 0, page_size: 50, next_page_uri: null, uri: url.pathname }));
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioBase = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
  t = await buildTestApp({ TWILIO_API_BASE_URL: twilioBase, PUBLIC_URL, TWILIO_AUTH_TOKEN: PLATFORM_TOKEN });
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

const webhook = (params: Record<string, string>, token = PLATFORM_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sms/webhook/twilio',
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSdk.getExpectedTwilioSignature(token, `${PUBLIC_URL}/api/sms/webhook/twilio`, params),
    },
  });

const inbound = (to: string, body: string) => ({
  MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
  From: '+17875550123',
  To: to,
  Body: body,
});

const storedTexts = async () => (await t.database.db.select().from(smsMessages)).map((m) => `${m.companyId}:${m.messageText}`);

const lineOf = async (companyId: string) =>
  (await t.database.db.select({ line: companies.smsLine }).from(companies).where(eq(companies.id, companyId)))[0]?.line;

describe('claiming an SMS line', () => {
  it('refuses a number another company has (409 SMS_LINE_TAKEN on the field, es and en), however it is typed', async () => {
    const claimed = await adminA.put(`/api/companies/${world.a.company.id}`, { smsLine: '(787) 555-0300' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().smsLine).toBe(LINE_SHARED);

    for (const typed of [LINE_SHARED, '787-555-0300', '+1 787 555 0300']) {
      const res = await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: typed });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SMS_LINE_TAKEN',
        details: { fieldErrors: { smsLine: ['companies:validation.smsLineTaken'] } },
      });
    }
    const es = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${world.b.company.id}`,
      headers: { cookie: await signIn(t.app, world.b.admin), 'accept-language': 'es' },
      payload: { smsLine: LINE_SHARED },
    });
    expect(es.json().message).toBe('Otra empresa ya tiene esta línea de SMS.');
    const en = await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: LINE_SHARED });
    expect(en.json().message).toBe('Another company already has this SMS line.');
    // The Twilio settings' messaging number is the same line: refused there too, on that form's field.
    const twilioForm = await adminB.put('/api/integrations/twilio', { accountSid: '', messagingNumber: LINE_SHARED });
    expect(twilioForm.statusCode, twilioForm.body).toBe(409);
    expect(twilioForm.json().details.fieldErrors).toEqual({ messagingNumber: ['companies:validation.smsLineTaken'] });
    expect(await lineOf(world.b.company.id)).toBeNull();
    // Not even a platform admin gives one number to two companies.
    expect((await superadmin.put(`/api/companies/${world.b.company.id}`, { smsLine: LINE_SHARED })).statusCode).toBe(409);
    // Keeping one's own line is no claim; once A lets it go, B may take it.
    expect((await adminA.put(`/api/companies/${world.a.company.id}`, { smsLine: '(787) 555-0300', weekStart: 1 })).statusCode).toBe(200);
    expect((await adminA.put(`/api/companies/${world.a.company.id}`, { smsLine: null })).statusCode).toBe(200);
    expect((await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: LINE_SHARED })).statusCode).toBe(200);
    expect((await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: null })).statusCode).toBe(200);
  });

  it('the database refuses two companies one number by its digits, whatever writes it (the unique index)', async () => {
    await t.database.db.update(companies).set({ smsLine: '+17875550400' }).where(eq(companies.id, world.a.company.id));
    await expect(
      t.database.db.update(companies).set({ smsLine: '1 (787) 555-0400' }).where(eq(companies.id, world.b.company.id)),
    ).rejects.toThrow();
    await t.database.db.update(companies).set({ smsLine: null }).where(eq(companies.id, world.a.company.id));
  });

  it("with the company's Twilio account: only a number of that account (IncomingPhoneNumbers, as Twilio's SDK asks)", async () => {
    const notOnAccount = await adminB.put('/api/integrations/twilio', {
      accountSid: SID_B,
      authToken: TOKEN_B,
      messagingNumber: '+17875550299',
    });
    expect(notOnAccount.statusCode, notOnAccount.body).toBe(409);
    expect(notOnAccount.json()).toMatchObject({
      code: 'SMS_LINE_NOT_ON_ACCOUNT',
      details: { fieldErrors: { messagingNumber: ['companies:validation.smsLineNotOnAccount'] } },
    });
    // Nothing of the refused save is kept: neither the number nor the token.
    expect(await lineOf(world.b.company.id)).toBeNull();
    expect(await t.database.db.select().from(companyTwilioSettings).where(eq(companyTwilioSettings.companyId, world.b.company.id))).toEqual(
      [],
    );

    // A wrong token: Twilio refuses the credentials, so the number cannot be proven.
    const wrongToken = await adminB.put('/api/integrations/twilio', {
      accountSid: SID_B,
      authToken: 'wrong',
      messagingNumber: B_NUMBERS[0],
    });
    expect(wrongToken.statusCode).toBe(409);
    expect(wrongToken.json().code).toBe('SMS_LINE_CHECK_FAILED');

    asked.length = 0;
    const saved = await adminB.put('/api/integrations/twilio', {
      accountSid: SID_B,
      authToken: TOKEN_B,
      messagingNumber: '(787) 555-0200',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isConfigured: true, messagingNumber: B_NUMBERS[0] });
    // The same question through Twilio's own SDK, pointed at the same stand-in: same path, query and credentials.
    const client = twilioSdk(SID_B, TOKEN_B);
    client.api.baseUrl = twilioBase;
    const sdkAnswer = await client.incomingPhoneNumbers.list({ phoneNumber: B_NUMBERS[0] });
    expect(sdkAnswer.map((n) => n.phoneNumber)).toEqual([B_NUMBERS[0]]);
    expect(asked).toHaveLength(2);
    const [ours, sdk] = asked;
    expect(ours.method).toBe('GET');
    expect(ours.url).toBe(sdk.url);
    expect(ours.auth).toBe(sdk.auth);

    // The settings form of the company is held to the same account: another number of it, yes; one off it, no.
    expect((await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: B_NUMBERS[1] })).statusCode).toBe(200);
    const off = await adminB.put(`/api/companies/${world.b.company.id}`, { smsLine: '+17875550298' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'SMS_LINE_NOT_ON_ACCOUNT', details: { fieldErrors: { smsLine: [expect.any(String)] } } });
    expect(await lineOf(world.b.company.id)).toBe(B_NUMBERS[1]);
    // Unchanged settings are not asked again.
    asked.length = 0;
    expect((await adminB.put('/api/integrations/twilio', { accountSid: SID_B, messagingNumber: B_NUMBERS[1] })).statusCode).toBe(200);
    expect(asked).toHaveLength(0);
  });
});

describe('inbound webhooks', () => {
  it('reach the company whose line the text was sent to, and no other', async () => {
    await adminA.put(`/api/companies/${world.a.company.id}`, { smsLine: '+17875550500' });
    expect((await webhook(inbound('+17875550500', 'para A'))).statusCode).toBe(200);
    expect((await webhook(inbound(B_NUMBERS[1], 'para B'), TOKEN_B)).statusCode).toBe(200);
    const texts = await storedTexts();
    expect(texts).toContain(`${world.a.company.id}:para A`);
    expect(texts).toContain(`${world.b.company.id}:para B`);
    expect(texts.filter((x) => x.endsWith('para A') || x.endsWith('para B'))).toHaveLength(2);
  });

  it('a number no company has: acknowledged, nothing stored, an ALERT in the platform log', async () => {
    const before = await storedTexts();
    const res = await webhook(inbound('+17875550999', 'nadie'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<Response></Response>');
    expect(await storedTexts()).toEqual(before);
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.action, 'ALERT'), sql`${systemLogs.details}->>'messageKey' = 'smsLineUnknown'`));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ companyId: null, entityType: 'sms' });
    expect(logs[0].details).toMatchObject({ to: '+17875550999', messageParams: { line: '+17875550999' } });
  });

  it('a number several companies have (only without the unique index): refused, nothing stored, logged for each', async () => {
    await t.database.db.execute(sql`drop index companies_sms_line_unique`);
    try {
      await t.database.db.update(companies).set({ smsLine: '+17875550600' }).where(eq(companies.id, world.a.company.id));
      await t.database.db.update(companies).set({ smsLine: '+1 787 555 0600' }).where(eq(companies.id, world.b.company.id));
      const before = await storedTexts();
      // Signed with either claimant's token or the platform's: still nobody's.
      for (const token of [PLATFORM_TOKEN, TOKEN_B]) {
        const res = await webhook(inbound('+17875550600', 'ambiguo'), token);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('SMS_LINE_AMBIGUOUS');
      }
      expect((await webhook(inbound('+17875550600', 'ambiguo'), 'not-a-token')).statusCode).toBe(403);
      expect(await storedTexts()).toEqual(before);
      const logs = await t.database.db
        .select({ companyId: systemLogs.companyId })
        .from(systemLogs)
        .where(sql`${systemLogs.details}->>'messageKey' = 'smsLineAmbiguous'`);
      expect(logs.map((l) => l.companyId).sort()).toEqual(
        [...[world.a.company.id, world.b.company.id], ...[world.a.company.id, world.b.company.id]].sort(),
      );
    } finally {
      await t.database.db.update(companies).set({ smsLine: null }).where(eq(companies.id, world.a.company.id));
      await t.database.db.execute(
        sql`create unique index companies_sms_line_unique on companies (regexp_replace(sms_line, '[^0-9]', '', 'g'))`,
      );
    }
  });
});
