// An inbox SMS is sent once (issue 29), even when the job sms.deliver dies mid-send: Twilio is a local stand-in
// (test/twilio-fake.ts, real HTTP) that creates and lists messages like Twilio's Messages resource. A process killed
// after Twilio accepted the message but before the row got its SID is simulated by making the job's database writes
// after the REST call fail, as a dead process would not make them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import twilioSdk from 'twilio';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { startFakeTwilio, type TFakeTwilio } from '../../../test/twilio-fake';
import { companies, companyTwilioSettings, jobEffects, smsMessages } from '../../db/schema';
import { runInJobScope } from '../../platform/jobs/effects';
import { deliverSms, TWILIO_CLOCK_SKEW_MS } from './sms.jobs';

const SID = `AC${'c'.repeat(32)}`;
const TOKEN = 'company-a-twilio-token-0123456789';
const LINE = '+17875550100';
const GUARD_PHONE = '+17875550123';

let t: TTestApp;
let twilio: TFakeTwilio;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;

beforeAll(async () => {
  twilio = await startFakeTwilio(SID, TOKEN);
  t = await buildTestApp({ TWILIO_API_BASE_URL: twilio.url, PUBLIC_URL: 'https://centinela.example.com' });
  world = await createTwoTenantWorld(t.database.db);
  await t.database.db.update(companies).set({ smsLine: LINE }).where(eq(companies.id, world.a.company.id));
  await t.database.db
    .insert(companyTwilioSettings)
    .values({ companyId: world.a.company.id, accountSid: SID, authTokenEncrypted: t.app.ctx.secrets.encrypt(TOKEN) });
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Queues a message from the inbox (POST /api/sms/send); the job's data. */
const queue = async (message: string) => {
  const res = await admin.post('/api/sms/send', { phoneNumber: GUARD_PHONE, message });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ status: 'queued', provider: 'twilio' });
  return { companyId: world.a.company.id, messageId: res.json().id as string };
};

const rowOf = async (id: string) => (await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];

/** The process dies right after Twilio answered: no write of the job reaches the database any more. */
const dieAfterTwilioAnswered = () => {
  const killed = new Error('process killed');
  vi.spyOn(t.app.ctx.db, 'transaction').mockRejectedValue(killed);
  return killed;
};

const bodiesOf = (text: string) => twilio.messages.filter((m) => m.body === text);
const lookups = () => twilio.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/Messages.json'));

describe('sms.deliver: once across a crash (issue 29)', () => {
  it('(a) killed after Twilio accepted, before the SID was stored: the retry finds it at Twilio and sends nothing', async () => {
    const data = await queue('Turno de mañana confirmado');
    const killed = dieAfterTwilioAnswered();
    await expect(deliverSms(t.app.ctx, data, 0)).rejects.toBe(killed);
    vi.restoreAllMocks();
    expect(bodiesOf('Turno de mañana confirmado')).toHaveLength(1);
    const died = await rowOf(data.messageId);
    expect(died).toMatchObject({ status: 'queued', providerMessageId: null, attempts: 1 });
    expect(died.sendStartedAt).toBeInstanceOf(Date);

    const lookupsBefore = lookups().length;
    await deliverSms(t.app.ctx, data, 1);
    expect(bodiesOf('Turno de mañana confirmado')).toHaveLength(1);
    const [accepted] = bodiesOf('Turno de mañana confirmado');
    expect(await rowOf(data.messageId)).toMatchObject({ status: 'sent', providerMessageId: accepted.sid, senderPhone: LINE, error: null });
    // Asked Twilio's Messages list by To, From and the first attempt's day (GMT), as Twilio documents DateSent>=.
    const [asked] = lookups().slice(lookupsBefore);
    expect(asked.query.get('To')).toBe(GUARD_PHONE);
    expect(asked.query.get('From')).toBe(LINE);
    expect(asked.query.get('DateSent>')).toBe(new Date(died.sendStartedAt!.getTime() - TWILIO_CLOCK_SKEW_MS).toISOString().slice(0, 10));
    // Later runs of the job send nothing either.
    await deliverSms(t.app.ctx, data, 2);
    expect(bodiesOf('Turno de mañana confirmado')).toHaveLength(1);
  });

  it('(a) in a job: killed after the sent mark, before the SID — the retry records the SID from Twilio, no resend', async () => {
    const data = await queue('Cubra el puesto norte a las 6');
    const job = { id: randomUUID(), name: 'sms.deliver', retryCount: 0 };
    const killed = dieAfterTwilioAnswered();
    await expect(runInJobScope(job, t.database.db, () => deliverSms(t.app.ctx, data, 0))).rejects.toBe(killed);
    vi.restoreAllMocks();
    expect(await t.database.db.select().from(jobEffects).where(eq(jobEffects.jobId, job.id))).toHaveLength(1);
    await runInJobScope({ ...job, retryCount: 1 }, t.database.db, () => deliverSms(t.app.ctx, data, 1));
    const sent = bodiesOf('Cubra el puesto norte a las 6');
    expect(sent).toHaveLength(1);
    expect(await rowOf(data.messageId)).toMatchObject({ status: 'sent', providerMessageId: sent[0].sid });
  });

  it('(a) in a job: the sent mark says Twilio took it, Twilio does not list it yet — sent, never twice, without a SID', async () => {
    const data = await queue('Mensaje que Twilio aún no lista');
    const job = { id: randomUUID(), name: 'sms.deliver', retryCount: 0 };
    twilio.unlistNextCreate();
    const killed = dieAfterTwilioAnswered();
    await expect(runInJobScope(job, t.database.db, () => deliverSms(t.app.ctx, data, 0))).rejects.toBe(killed);
    vi.restoreAllMocks();
    await runInJobScope({ ...job, retryCount: 1 }, t.database.db, () => deliverSms(t.app.ctx, data, 1));
    expect(bodiesOf('Mensaje que Twilio aún no lista')).toHaveLength(1);
    expect(await rowOf(data.messageId)).toMatchObject({ status: 'sent', providerMessageId: null, error: null });
  });

  it('(b) the first attempt died before Twilio got the message: the retry asks Twilio, finds nothing, sends it once', async () => {
    const data = await queue('Llegue 15 minutos antes');
    twilio.dropNextCreate();
    await expect(deliverSms(t.app.ctx, data, 0)).rejects.toThrow();
    expect(bodiesOf('Llegue 15 minutos antes')).toHaveLength(0);
    expect(await rowOf(data.messageId)).toMatchObject({ status: 'queued', providerMessageId: null });

    const lookupsBefore = lookups().length;
    await deliverSms(t.app.ctx, data, 1);
    expect(lookups().length).toBe(lookupsBefore + 1);
    const sent = bodiesOf('Llegue 15 minutos antes');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: GUARD_PHONE, from: LINE });
    expect(await rowOf(data.messageId)).toMatchObject({ status: 'sent', providerMessageId: sent[0].sid });
  });

  it('(b) an identical text sent earlier to the same phone by another message is not taken for this one', async () => {
    const first = await queue('OK');
    await deliverSms(t.app.ctx, first, 0);
    const second = await queue('OK');
    twilio.dropNextCreate();
    await expect(deliverSms(t.app.ctx, second, 0)).rejects.toThrow();
    await deliverSms(t.app.ctx, second, 1);
    const sent = bodiesOf('OK');
    expect(sent).toHaveLength(2);
    expect((await rowOf(first.messageId)).providerMessageId).toBe(sent[0].sid);
    expect((await rowOf(second.messageId)).providerMessageId).toBe(sent[1].sid);
  });

  it('(c) the normal path: one message, its SID and status, the start recorded, no lookup', async () => {
    const data = await queue('Recuerde firmar la hoja de asistencia');
    const lookupsBefore = lookups().length;
    await deliverSms(t.app.ctx, data, 0);
    const sent = bodiesOf('Recuerde firmar la hoja de asistencia');
    expect(sent).toHaveLength(1);
    const row = await rowOf(data.messageId);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: sent[0].sid, attempts: 1, error: null });
    expect(row.sendStartedAt).toBeInstanceOf(Date);
    expect(lookups().length).toBe(lookupsBefore);
    await deliverSms(t.app.ctx, data, 1);
    expect(bodiesOf('Recuerde firmar la hoja de asistencia')).toHaveLength(1);
  });

  it("the lookup asks what Twilio's SDK asks for the same filter (path, auth, To/From/DateSent>)", async () => {
    const data = await queue('Comparar con el SDK');
    twilio.dropNextCreate();
    await expect(deliverSms(t.app.ctx, data, 0)).rejects.toThrow();
    await deliverSms(t.app.ctx, data, 1);
    const ours = lookups().at(-1)!;
    const client = twilioSdk(SID, TOKEN);
    client.api.baseUrl = twilio.url;
    const day = ours.query.get('DateSent>') ?? '';
    await client.messages.list({ to: GUARD_PHONE, from: LINE, dateSentAfter: day as unknown as Date, pageSize: 1000, limit: 1000 });
    const sdk = lookups().at(-1)!;
    expect(ours.path).toBe(sdk.path);
    expect(ours.auth).toBe(sdk.auth);
    for (const key of ['To', 'From', 'DateSent>', 'PageSize']) expect(ours.query.get(key), key).toBe(sdk.query.get(key));
  });
});
