// The Twilio principal on POST /api/integrations/twilio/sms: a good signature (platform token or the company's own)
// is accepted and recorded as "sms.received"; a bad, missing or replayed one (other URL or parameters) gets 403.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createTwoTenantWorld } from '../../../test/factories';
import { companyTwilioSettings, domainEvents, systemLogs } from '../../db/schema';
import { twilioSignature } from '../../platform/http/twilio-signature';

const PUBLIC_URL = 'https://centinela.example.com';
const PLATFORM_TOKEN = 'platform-twilio-token-0123456789';
const COMPANY_TOKEN = 'company-a-twilio-token-9876543210';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp({ TWILIO_AUTH_TOKEN: PLATFORM_TOKEN, PUBLIC_URL });
  world = await createTwoTenantWorld(t.database.db);
  await t.database.db
    .insert(companyTwilioSettings)
    .values({ companyId: world.a.company.id, authTokenEncrypted: t.app.ctx.secrets.encrypt(COMPANY_TOKEN) });
});
afterAll(() => t.close());

const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

const post = (path: string, params: Record<string, string>, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: form(params),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
  });

const sms = (body: string) => ({ MessageSid: `SM${body.length}abc`, From: '+17875550101', To: '+17875550000', Body: body, NumMedia: '0' });

describe('POST /api/integrations/twilio/sms', () => {
  it('accepts a request signed with the platform token and records sms.received (the text itself is not kept)', async () => {
    const path = '/api/integrations/twilio/sms';
    const params = sms('Hola, llego tarde');
    const res = await post(path, params, twilioSignature(PLATFORM_TOKEN, PUBLIC_URL + path, params));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    const [log] = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'sms'), eq(systemLogs.action, 'CREATE')));
    expect(log.details).toMatchObject({ event: 'sms.received', messageKey: 'smsReceived', messageParams: { phone: '+17875550101' } });
    expect(JSON.stringify(log.details)).not.toContain('llego tarde');
    const events = await t.database.db.select().from(domainEvents).where(eq(domainEvents.entityType, 'sms'));
    expect(events).toHaveLength(1);
  });

  it("accepts the company's own token for ?companyId= and files the event under that company", async () => {
    const path = `/api/integrations/twilio/sms?companyId=${world.a.company.id}`;
    const params = sms('Company message');
    const res = await post(path, params, twilioSignature(COMPANY_TOKEN, PUBLIC_URL + path, params));
    expect(res.statusCode, res.body).toBe(200);
    const events = await t.database.db.select().from(domainEvents).where(eq(domainEvents.companyId, world.a.company.id));
    expect(events.map((e) => e.entityType)).toContain('sms');
    // The platform token does not sign for a company that has its own.
    expect((await post(path, params, twilioSignature(PLATFORM_TOKEN, PUBLIC_URL + path, params))).statusCode).toBe(403);
    // A company without its own token falls back to the platform token.
    const pathB = `/api/integrations/twilio/sms?companyId=${world.b.company.id}`;
    expect((await post(pathB, params, twilioSignature(PLATFORM_TOKEN, PUBLIC_URL + pathB, params))).statusCode).toBe(200);
  });

  it('refuses a missing or wrong signature, and a signature replayed on another URL or with other parameters', async () => {
    const path = '/api/integrations/twilio/sms';
    const params = sms('Original');
    const signature = twilioSignature(PLATFORM_TOKEN, PUBLIC_URL + path, params);
    const before = (await t.database.db.select().from(domainEvents)).length;
    expect((await post(path, params)).statusCode).toBe(403);
    expect((await post(path, params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).statusCode).toBe(403);
    expect((await post(path, params, twilioSignature('wrong-token', PUBLIC_URL + path, params))).statusCode).toBe(403);
    // Replays: the same signature with an added parameter, a changed body, or another company in the URL.
    expect((await post(path, { ...params, Extra: '1' }, signature)).statusCode).toBe(403);
    expect((await post(path, { ...params, Body: 'Changed' }, signature)).statusCode).toBe(403);
    expect((await post(`${path}?companyId=${world.b.company.id}`, params, signature)).statusCode).toBe(403);
    expect((await post(`${path}?companyId=00000000-0000-4000-8000-000000000000`, params, signature)).statusCode).toBe(403);
    expect((await t.database.db.select().from(domainEvents)).length).toBe(before);
  });
});
