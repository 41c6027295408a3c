// Face self-registration (issue 13): staff send a single-use link by e-mail (a real SMTP server on loopback) or SMS (the
// development provider), the guard opens and submits it with no session, the admin approves (→ face data + the
// descriptor job) or rejects; a link used twice, expired, revoked or unknown is refused; other tenants get 404; a channel
// that is not configured is a 409 with nothing written.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { startSmtpCapture, type TSmtpCapture } from '../../../test/smtp-capture';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies, faceRegistrations, files, notifications, smsMessages, userFacePhotos, type users } from '../../db/schema';
import { multipart, samples, type TMultipartFile } from '../../platform/storage/test-samples';
import { deliverSms } from '../sms/sms.jobs';
import type { TDeliverSmsJob } from '../sms/sms.service';
import { deliverSelfRegistrationEmail, hashToken } from './self-registration.service';

const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/faces/person-a-photo.jpg'));

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let other: ReturnType<typeof clientFor>;
let smtp: TSmtpCapture;
let smtpPort: number;
/** A local stand-in for Twilio's REST API: the form fields of every message sent through it. */
let twilio: Server;
const twilioSent: Record<string, string>[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  smtpPort = smtp.port;
  twilio = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    // The proof of the company's line (issue 29): every number asked about is the account's.
    if (req.method === 'GET' && req.url?.includes('/IncomingPhoneNumbers.json')) {
      const asked = new URL(req.url, 'http://x').searchParams.get('PhoneNumber');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ incoming_phone_numbers: [{ phone_number: asked }] }));
      return;
    }
    twilioSent.push(Object.fromEntries(new URLSearchParams(body)));
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${twilioSent.length}`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({
    PUBLIC_URL: 'https://centinela.example',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
  });
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  other = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

const newGuard = (over: Partial<typeof users.$inferInsert> = {}) =>
  createGuard(t.database.db, {
    companyId: world.a.company.id,
    email: `self-${crypto.randomUUID()}@example.com`,
    name: 'Lucía',
    lastName: 'Torres',
    ...over,
  });

const registrationCount = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(faceRegistrations).where(eq(faceRegistrations.userId, userId)))[0].n;

const emailJobs = async () =>
  (
    (await t.database.db.execute(
      sql`select data from pgboss.job where name = 'face-recognition.self-registration-email' order by created_on`,
    )) as unknown as { rows: { data: { companyId: string; registrationId: string; link: string } }[] }
  ).rows.map((r) => r.data);

const smsJobs = async () =>
  (
    (await t.database.db.execute(sql`select data from pgboss.job where name = 'sms.deliver' order by created_on`)) as unknown as {
      rows: { data: TDeliverSmsJob }[];
    }
  ).rows.map((r) => r.data);

const tokenOf = (text: string) => {
  const match = /\/face-recognition\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return match[1];
};

const configureSmtp = () =>
  admin.put('/api/settings/smtp', {
    host: '127.0.0.1',
    port: smtpPort,
    security: 'none',
    fromAddress: 'Centinela <no-reply@centinela.test>',
  });

/** The latest SMS of a company's inbox, and its delivery job. */
const latestSms = async (companyId: string) => {
  const [message] = await t.database.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.companyId, companyId))
    .orderBy(desc(smsMessages.createdAt))
    .limit(1);
  const job = (await smsJobs()).find((j) => j.messageId === message.id);
  if (!job) throw new Error('no sms.deliver job');
  return { message, job };
};

/**
 * Sends a link by SMS (the development provider) and answers the token of the text the phone gets: the delivery job
 * carries it encrypted (the inbox keeps the token masked).
 */
const sendBySms = async (guardId: string) => {
  const res = await admin.post(`/api/users/${guardId}/self-registration`, { channels: ['sms'] });
  expect(res.statusCode, res.body).toBe(201);
  const { job } = await latestSms(world.a.company.id);
  return { registration: res.json(), token: tokenOf(t.app.ctx.secrets.decrypt(job.text ?? '')) };
};

const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/face-registration/${token}` });
const submit = (token: string, fileList: TMultipartFile[]) => {
  const { payload, headers } = multipart({}, fileList);
  return t.app.inject({ method: 'POST', url: `/api/face-registration/${token}`, payload, headers });
};
const capture: TMultipartFile[] = [
  { name: 'front.jpg', type: 'image/jpeg', data: PHOTO },
  { name: 'video-lookStraight.jpg', type: 'image/jpeg', data: PHOTO },
  { name: 'guided.webm', type: 'video/webm', data: samples.webm() },
];

describe('sending a link', () => {
  it('no SMTP or no SMS line → 409 CHANNEL_NOT_CONFIGURED and nothing written', async () => {
    const guard = await newGuard({ mobile: '+17875550101' });
    const email = await admin.post(`/api/users/${guard.id}/self-registration`, { channels: ['email'] });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'CHANNEL_NOT_CONFIGURED', details: { channel: 'email', reason: 'settings' } });
    const sms = await admin.post(`/api/users/${guard.id}/self-registration`, { channels: ['sms', 'email'] });
    expect(sms.statusCode).toBe(409);
    expect(await registrationCount(guard.id)).toBe(0);
    expect((await admin.get(`/api/users/${guard.id}/self-registration`)).json()).toEqual({ registration: null });
  });

  it('bad input: no channel, an unknown channel → 400; another company → 404; not a guard → 404', async () => {
    const guard = await newGuard();
    expect((await admin.post(`/api/users/${guard.id}/self-registration`, { channels: [] })).statusCode).toBe(400);
    expect((await admin.post(`/api/users/${guard.id}/self-registration`, { channels: ['fax'] })).statusCode).toBe(400);
    expect((await admin.post(`/api/users/${guard.id}/self-registration`, {})).statusCode).toBe(400);
    expect((await other.post(`/api/users/${guard.id}/self-registration`, { channels: ['email'] })).statusCode).toBe(404);
    expect((await other.get(`/api/users/${guard.id}/self-registration`)).statusCode).toBe(404);
    expect((await admin.post(`/api/users/${world.a.admin.id}/self-registration`, { channels: ['email'] })).statusCode).toBe(404);
    const guardSession = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guardSession.post(`/api/users/${guard.id}/self-registration`, { channels: ['email'] })).statusCode).toBe(403);
  });

  it('e-mail: the job sends the template with the link; only the hash is stored; the page opens it once marked', async () => {
    expect((await configureSmtp()).statusCode).toBe(200);
    const guard = await newGuard();
    const res = await admin.post(`/api/users/${guard.id}/self-registration`, { channels: ['email'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'sent', channels: ['email'], openedAt: null, photos: [], video: null });
    const hours = (new Date(res.json().expiresAt).getTime() - new Date(res.json().sentAt).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    const job = (await emailJobs()).find((j) => j.registrationId === res.json().id);
    expect(job?.link).not.toContain('face-recognition'); // encrypted in the queue
    expect(await deliverSelfRegistrationEmail(t.app.ctx, job!)).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe(`Complete su registro en ${world.a.company.name}`);
    expect(mail.text).toContain('https://centinela.example/face-recognition/');
    const token = tokenOf(mail.text ?? '');
    const [row] = await t.database.db.select().from(faceRegistrations).where(eq(faceRegistrations.id, res.json().id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ guardName: 'Lucía Torres', companyName: world.a.company.name, language: 'es' });
    expect((await admin.get(`/api/users/${guard.id}/self-registration`)).json().registration.status).toBe('opened');
  });

  it('SMS through the SMS module (development provider) with the expiry of the company setting; a new link revokes the old', async () => {
    await t.database.db.update(companies).set({ smsLine: '+17875550000' }).where(eq(companies.id, world.a.company.id));
    const settings = (await admin.get('/api/face-recognition/settings')).json();
    expect(settings.registrationExpiryHours).toBe(72);
    expect((await admin.put('/api/face-recognition/settings', { ...settings, registrationExpiryHours: 24 })).statusCode).toBe(200);
    const noMobile = await newGuard();
    const refused = await admin.post(`/api/users/${noMobile.id}/self-registration`, { channels: ['sms'] });
    expect(refused.json()).toMatchObject({ code: 'CHANNEL_NOT_CONFIGURED', details: { channel: 'sms', reason: 'recipient' } });

    const guard = await newGuard({ mobile: '+17875550123' });
    const first = await sendBySms(guard.id);
    const hours = (new Date(first.registration.expiresAt).getTime() - new Date(first.registration.sentAt).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
    const second = await sendBySms(guard.id);
    expect(second.token).not.toBe(first.token);
    const gone = await open(first.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('REGISTRATION_REVOKED');
    expect((await open(second.token)).statusCode).toBe(200);
    await admin.put('/api/face-recognition/settings', { ...settings, registrationExpiryHours: 72 });
  });
});

describe('the SMS inbox', () => {
  it("keeps the link with its token masked, while the guard's phone gets the whole link (Twilio)", async () => {
    const line = '+17875550200';
    const configured = await other.put('/api/integrations/twilio', {
      accountSid: `AC${'b'.repeat(32)}`,
      authToken: 'company-b-twilio-token-0123456789',
      messagingNumber: line,
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const guard = await createGuard(t.database.db, {
      companyId: world.b.company.id,
      email: `self-${crypto.randomUUID()}@example.com`,
      name: 'Marta',
      lastName: 'Rosado',
      mobile: '+17875550177',
    });
    expect((await other.post(`/api/users/${guard.id}/self-registration`, { channels: ['sms'] })).statusCode).toBe(201);
    const { message, job } = await latestSms(world.b.company.id);

    // The phone: the job sends the whole link, which opens the page.
    twilioSent.length = 0;
    await deliverSms(t.app.ctx, job);
    expect(twilioSent).toHaveLength(1);
    expect(twilioSent[0]).toMatchObject({ To: '+17875550177', From: line });
    const token = tokenOf(twilioSent[0].Body);
    expect(token.length).toBeGreaterThan(40);
    expect(twilioSent[0].Body).toContain(`https://centinela.example/face-recognition/${token}`);
    expect((await open(token)).statusCode).toBe(200);

    // The inbox: the stored row (its search text too), the queued job, the thread, the list and its search.
    const masked = `https://centinela.example/face-recognition/****${token.slice(-4)}`;
    const [stored] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, message.id));
    expect(stored.messageText).toContain(masked);
    expect(stored.status).toBe('sent');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(job)).not.toContain(token);
    const thread = await other.get(`/api/sms/conversation/${encodeURIComponent('+17875550177')}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages[0].messageText).toContain(masked);
    expect(thread.body).not.toContain(token);
    const list = await other.get('/api/sms');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(masked);
    expect(list.body).not.toContain(token);
    expect((await other.get(`/api/sms?search=${token.slice(0, 20)}`)).json().total).toBe(0);
  });
});

describe('the public page', () => {
  it('submit → pending files, admins notified; a second use, a second open → 410 REGISTRATION_USED; approve → face data', async () => {
    const guard = await newGuard({ mobile: '+17875550124' });
    const { registration, token } = await sendBySms(guard.id);
    const noVideo = await submit(token, [capture[0]]);
    expect(noVideo.statusCode).toBe(400);
    const noPhoto = await submit(token, [capture[2]]);
    expect(noPhoto.statusCode).toBe(400);
    const pdf = await submit(token, [{ name: 'x.pdf', type: 'application/pdf', data: samples.pdf() }]);
    expect(pdf.statusCode).toBe(415);

    const done = await submit(token, capture);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ photos: 2, hasVideo: true });
    // While it waits for review, no new link (it would hide the submission).
    const blocked = await admin.post(`/api/users/${guard.id}/self-registration`, { channels: ['sms'] });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('REGISTRATION_PENDING_REVIEW');
    const again = await submit(token, capture);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('REGISTRATION_USED');
    expect((await open(token)).json().code).toBe('REGISTRATION_USED');

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'face.registrationCompleted')));
    expect(notes.length).toBeGreaterThan(0);

    const latest = (await admin.get(`/api/users/${guard.id}/self-registration`)).json().registration;
    expect(latest).toMatchObject({ id: registration.id, status: 'completed' });
    expect(latest.photos).toHaveLength(2);
    const photo = await admin.get(latest.photos[0].url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await other.get(latest.photos[0].url)).statusCode).toBe(404);
    expect((await admin.post(`/api/users/${guard.id}/self-registration/${registration.id}/revoke`)).statusCode).toBe(409);

    const approved = await admin.post(`/api/users/${guard.id}/self-registration/${registration.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', photos: [], video: null });
    const face = (await admin.get(`/api/users/${guard.id}/face-recognition`)).json();
    expect(face.facePhotos).toHaveLength(2);
    expect(face.faceVideo).not.toBeNull();
    expect(face.faceRecognitionComplete).toBe(true);
    const jobs = (await t.database.db.execute(sql`select data from pgboss.job where name = 'face-recognition.descriptors'`)) as unknown as {
      rows: { data: { userId: string } }[];
    };
    expect(jobs.rows.some((r) => r.data.userId === guard.id)).toBe(true);
    expect((await admin.post(`/api/users/${guard.id}/self-registration/${registration.id}/approve`)).statusCode).toBe(409);
    expect((await open(token)).statusCode).toBe(410);
  });

  it('reject → the submitted files are removed; the guard keeps the face data they had', async () => {
    const guard = await newGuard({ mobile: '+17875550125' });
    const { registration, token } = await sendBySms(guard.id);
    expect((await submit(token, capture)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(faceRegistrations).where(eq(faceRegistrations.id, registration.id));
    const rejected = await admin.post(`/api/users/${guard.id}/self-registration/${registration.id}/reject`);
    expect(rejected.json().status).toBe('rejected');
    expect(row.photoFileIds).toHaveLength(2);
    const left = await t.database.db
      .select()
      .from(files)
      .where(inArray(files.id, [...row.photoFileIds, row.videoFileId ?? row.photoFileIds[0]]));
    expect(left).toHaveLength(0);
    expect((await t.database.db.select().from(userFacePhotos).where(eq(userFacePhotos.userId, guard.id))).length).toBe(0);
  });

  it('expired, revoked, unknown or malformed tokens are refused (410 / 404 / 400), before any upload is kept', async () => {
    const guard = await newGuard({ mobile: '+17875550126' });
    const { registration, token } = await sendBySms(guard.id);
    await t.database.db
      .update(faceRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(faceRegistrations.id, registration.id));
    expect((await open(token)).json().code).toBe('REGISTRATION_EXPIRED');
    const late = await submit(token, capture);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('REGISTRATION_EXPIRED');
    expect((await admin.get(`/api/users/${guard.id}/self-registration`)).json().registration.status).toBe('expired');
    expect((await admin.post(`/api/users/${guard.id}/self-registration/${registration.id}/revoke`)).statusCode).toBe(409);

    const fresh = await sendBySms(guard.id);
    const revoked = await admin.post(`/api/users/${guard.id}/self-registration/${fresh.registration.id}/revoke`);
    expect(revoked.json().status).toBe('revoked');
    expect((await other.post(`/api/users/${guard.id}/self-registration/${fresh.registration.id}/revoke`)).statusCode).toBe(404);
    expect((await open(fresh.token)).json().code).toBe('REGISTRATION_REVOKED');
    expect((await submit(fresh.token, capture)).json().code).toBe('REGISTRATION_REVOKED');
    expect(
      (
        await t.database.db
          .select()
          .from(files)
          .where(and(eq(files.subjectId, guard.id), eq(files.purpose, 'face_registration')))
      ).length,
    ).toBe(0);

    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await submit('A'.repeat(43), capture)).statusCode).toBe(404);
    expect((await open('bad token!')).statusCode).toBe(400);
  });
});
