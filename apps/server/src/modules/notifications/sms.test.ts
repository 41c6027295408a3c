// SMS through Twilio's REST API against a local HTTP server standing in for it (TWILIO_API_BASE_URL): an emergency
// (SMS on by default) to a user with a mobile is queued as a job and posted with the account's basic auth, the
// company line as sender and the text in the company language; no Twilio account → no SMS job.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createTwoTenantWorld } from '../../../test/factories';
import { companies, companyTwilioSettings, users } from '../../db/schema';
import { notify } from './notify';
import { deliverNotificationSms } from './sms';
import { runInJobScope } from '../../platform/jobs/effects';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let twilio: Server;
let status = 201;
const requests: { url: string; auth: string; form: URLSearchParams }[] = [];

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  twilio = createServer(async (req, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(await bodyOf(req)) });
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const port = (twilio.address() as AddressInfo).port;
  t = await buildTestApp({ TWILIO_API_BASE_URL: `http://127.0.0.1:${port}` });
  world = await createTwoTenantWorld(t.database.db);
  await t.database.db.update(users).set({ mobile: '+17875550123' }).where(eq(users.id, world.a.guard.id));
  await t.database.db.update(users).set({ mobile: '+17875550999' }).where(eq(users.id, world.b.guard.id));
  await t.database.db.update(companies).set({ smsLine: '+17875550100' }).where(eq(companies.id, world.a.company.id));
  await t.database.db
    .insert(companyTwilioSettings)
    .values({ companyId: world.a.company.id, accountSid: 'AC0001', authTokenEncrypted: t.app.ctx.secrets.encrypt('tw-token') });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

const smsJobs = async () =>
  (
    (await t.database.db.execute(sql`select data from pgboss.job where name = 'notifications.sms' order by created_on`)) as unknown as {
      rows: { data: { companyId: string; notificationId: string } }[];
    }
  ).rows.map((r) => r.data);

describe('SMS notifications', () => {
  it('an emergency to a guard with a mobile is posted to Twilio with basic auth, the company line and the text', async () => {
    await t.database.db.transaction((tx) =>
      notify(tx, {
        companyId: world.a.company.id,
        recipientIds: [world.a.guard.id],
        kind: 'system.test',
        type: 'emergency',
        priority: 'critical',
        params: { text: 'Alarma en el puesto norte' },
        link: '/shifts-dashboard',
      }),
    );
    const jobs = await smsJobs();
    expect(jobs).toHaveLength(1);
    await deliverNotificationSms(t.app.ctx, jobs[0]);
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/2010-04-01/Accounts/AC0001/Messages.json');
    expect(requests[0].auth).toBe(`Basic ${Buffer.from('AC0001:tw-token').toString('base64')}`);
    expect(requests[0].form.get('To')).toBe('+17875550123');
    expect(requests[0].form.get('From')).toBe('+17875550100');
    expect(requests[0].form.get('Body')).toContain('Notificación de prueba: Alarma en el puesto norte');
  });

  it('a retried job whose text Twilio already took sends nothing again (issue 29)', async () => {
    const [job] = await smsJobs();
    const sent = requests.length;
    const jobId = crypto.randomUUID();
    const attempt = (retryCount: number) =>
      runInJobScope({ id: jobId, name: 'notifications.sms', retryCount }, t.database.db, () => deliverNotificationSms(t.app.ctx, job));
    await attempt(0);
    expect(requests).toHaveLength(sent + 1);
    await attempt(1);
    expect(requests).toHaveLength(sent + 1);
  });

  it('a refusal by Twilio fails the job (retried by the runner)', async () => {
    status = 400;
    const [job] = await smsJobs();
    await expect(deliverNotificationSms(t.app.ctx, job)).rejects.toThrow(/Twilio answered 400/);
    status = 201;
  });

  it('a company without a Twilio account queues no SMS', async () => {
    const before = (await smsJobs()).length;
    await t.database.db.transaction((tx) =>
      notify(tx, {
        companyId: world.b.company.id,
        recipientIds: [world.b.guard.id],
        kind: 'system.test',
        type: 'emergency',
        priority: 'critical',
        params: { text: 'x' },
      }),
    );
    expect((await smsJobs()).length).toBe(before);
  });
});
