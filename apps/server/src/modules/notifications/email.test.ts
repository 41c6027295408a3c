// E-mail against a real SMTP server on loopback (smtp-server, started here): the test e-mail, a notification delivered
// by its job (recipient, language, subject, link read back with mailparser), once per job (Message-ID, sent mark),
// templates (400 naming the unknown variable or the unbalanced brace, reset), SMTP settings (password write-only and
// encrypted), tenants apart.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { startSmtpCapture, type TSmtpCapture } from '../../../test/smtp-capture';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies, companySmtpSettings, jobEffects, notifications, users } from '../../db/schema';
import { runInJobScope } from '../../platform/jobs/effects';
import { deliverDigest, queueDigests } from './digest';
import { deliverNotificationEmail, messageIdDomain } from './email';
import { EMAIL_JOB, notify } from './notify';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let other: ReturnType<typeof clientFor>;
let smtp: TSmtpCapture;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpCapture({
    onAuth: (auth, _session, cb) =>
      auth.password === 'smtp-secret' ? cb(null, { user: auth.username }) : cb(new Error('Invalid credentials')),
    onRcptTo: (address, _session, cb) => (address.address.endsWith('@refused.test') ? cb(new Error('Mailbox unavailable')) : cb()),
  });
  port = smtp.port;
  t = await buildTestApp({ PUBLIC_URL: 'https://centinela.example' });
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  other = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const smtpBody = (over: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: 'mailer',
  password: 'smtp-secret',
  fromAddress: 'Centinela <no-reply@centinela.test>',
  ...over,
});

describe('SMTP settings', () => {
  it('stores the password encrypted and never answers it; other tenants see none', async () => {
    expect((await admin.get('/api/settings/smtp')).json()).toEqual({ settings: null });
    const res = await admin.put('/api/settings/smtp', smtpBody());
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ host: '127.0.0.1', port, security: 'none', username: 'mailer', hasPassword: true });
    expect(JSON.stringify(res.json())).not.toContain('smtp-secret');
    const [row] = await t.database.db.select().from(companySmtpSettings).where(eq(companySmtpSettings.companyId, world.a.company.id));
    expect(row.passwordEncrypted).toBeTruthy();
    expect(row.passwordEncrypted).not.toContain('smtp-secret');
    // Saving without a password keeps it.
    await admin.put('/api/settings/smtp', smtpBody({ password: undefined }));
    expect((await admin.get('/api/settings/smtp')).json().settings.hasPassword).toBe(true);
    expect((await other.get('/api/settings/smtp')).json()).toEqual({ settings: null });
  });

  it('sends a test e-mail to the real SMTP server; a refusal answers 400 with the reason and keeps the settings', async () => {
    const res = await admin.post('/api/settings/smtp/test', { to: 'boss@example.com' });
    expect(res.statusCode).toBe(200);
    const mail = smtp.received.find((m) => m.envelopeTo.includes('boss@example.com'));
    expect(mail?.subject).toBe(`Correo de prueba de ${world.a.company.name}`);
    const refused = await admin.post('/api/settings/smtp/test', { to: 'x@refused.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'SMTP_FAILED' });
    expect(refused.json().details.reason).toContain('Mailbox unavailable');
    // Wrong password: the server's reason, and nothing lost.
    await admin.put('/api/settings/smtp', smtpBody({ password: 'wrong' }));
    const bad = await admin.post('/api/settings/smtp/test', { to: 'boss@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.reason).toMatch(/Invalid credentials|535/);
    expect((await admin.get('/api/settings/smtp')).json().settings.host).toBe('127.0.0.1');
    await admin.put('/api/settings/smtp', smtpBody());
  });
});

describe('notification e-mails', () => {
  it('a notification whose type e-mails is queued as a job and delivered in the company language with the link', async () => {
    await t.database.db.update(companies).set({ defaultLanguage: 'en' }).where(eq(companies.id, world.a.company.id));
    await t.database.db.transaction((tx) =>
      notify(tx, {
        companyId: world.a.company.id,
        recipientIds: [world.a.admin.id],
        kind: 'document.expired',
        type: 'alert',
        priority: 'high',
        params: { document: 'Firearm permit', guard: 'Luis Rivera', expiryDate: '2026-11-01' },
        link: '/users?edit=abc&tab=documents',
      }),
    );
    const jobs = await t.database.db.execute<{ data: { notificationId: string; companyId: string } }>(
      "select data from pgboss.job where name = 'notifications.email'" as never,
    );
    const job = (jobs as unknown as { rows: { data: { notificationId: string; companyId: string } }[] }).rows.at(-1);
    expect(job?.data.companyId).toBe(world.a.company.id);
    // The job's handler (the runner is in 'send' mode here): delivers to the real server.
    await deliverNotificationEmail(t.app.ctx, job!.data);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(world.a.admin.email));
    expect(mail?.subject).toBe(`[${world.a.company.name}] Alert: Document expired: Firearm permit`);
    expect(mail?.text).toContain('Firearm permit of Luis Rivera expired on 2026-11-01.');
    expect(mail?.text).toContain('https://centinela.example/users?edit=abc&tab=documents');
    expect(mail?.headers.get('content-language')).toBe('en');
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, job!.data.notificationId));
    expect(row.userId).toBe(world.a.admin.id);
    await t.database.db.update(companies).set({ defaultLanguage: 'es' }).where(eq(companies.id, world.a.company.id));
  });
});

describe('sent once per job (issue 29)', () => {
  it("inside a job a message carries the job's Message-ID and is marked sent; a retry of the job sends nothing", async () => {
    await admin.put('/api/settings/smtp', smtpBody());
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        companyId: world.a.company.id,
        userId: world.a.guard.id,
        kind: 'document.expired',
        type: 'alert',
        priority: 'high',
        params: { document: 'Carnet', guard: 'Luis Rivera', expiryDate: '2026-11-01' },
      })
      .returning();
    const data = { companyId: world.a.company.id, notificationId: row.id };
    const toGuard = () => smtp.received.filter((m) => m.envelopeTo.includes(world.a.guard.email) && m.subject?.includes('Carnet'));
    const job = { id: randomUUID(), name: EMAIL_JOB, retryCount: 0 };
    await runInJobScope(job, t.app.ctx.db, () => deliverNotificationEmail(t.app.ctx, data));
    expect(toGuard()).toHaveLength(1);
    const marks = await t.database.db.select().from(jobEffects).where(eq(jobEffects.jobId, job.id));
    expect(marks).toHaveLength(1);
    expect(marks[0].key.startsWith(`${job.id}.`)).toBe(true);
    // The sender's domain on the right: no-reply@centinela.test.
    expect(toGuard()[0].messageId).toBe(`<${marks[0].key}@centinela.test>`);
    // The same job again (its process died before pg-boss marked it completed): the mark stops a second message.
    await runInJobScope({ ...job, retryCount: 1 }, t.app.ctx.db, () => deliverNotificationEmail(t.app.ctx, data));
    expect(toGuard()).toHaveLength(1);
    // Another job (a new notification's) is another message; so is a send outside any job.
    await runInJobScope({ ...job, id: randomUUID() }, t.app.ctx.db, () => deliverNotificationEmail(t.app.ctx, data));
    await deliverNotificationEmail(t.app.ctx, data);
    expect(toGuard()).toHaveLength(3);
    expect(new Set(toGuard().map((m) => m.messageId)).size).toBe(3);
  });

  it('takes the Message-ID domain from the sender address', () => {
    expect(messageIdDomain('Centinela <no-reply@Acme.example.com>')).toBe('acme.example.com');
    expect(messageIdDomain('alerts@guards.test')).toBe('guards.test');
    expect(messageIdDomain('no address')).toBe('centinela.local');
  });
});

describe("the reader's language", () => {
  it("an e-mail goes out in the language the user chose in the app, whatever the company's", async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, world.a.guard.id));
    await t.database.db.transaction((tx) =>
      notify(tx, {
        companyId: world.a.company.id,
        recipientIds: [world.a.guard.id],
        kind: 'document.expiring',
        type: 'alert',
        priority: 'medium',
        params: { document: 'Gun licence', guard: 'Luis Rivera', expiryDate: '2026-12-24', days: 30 },
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.a.guard.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    await deliverNotificationEmail(t.app.ctx, { companyId: world.a.company.id, notificationId: row.id });
    const mail = smtp.received.findLast((m) => m.envelopeTo.includes(world.a.guard.email));
    expect(mail?.subject).toBe(`[${world.a.company.name}] Alert: Document expiring: Gun licence`);
    expect(mail?.headers.get('content-language')).toBe('en');
    await t.database.db.update(users).set({ language: null }).where(eq(users.id, world.a.guard.id));
  });
});

describe('templates', () => {
  it('lists every kind in both languages with variables; refuses unknown variables and unbalanced braces naming them; resets', async () => {
    const list = (await admin.get('/api/settings/email-templates')).json();
    expect(list.length).toBe(24);
    const alertEs = list.find((x: { kind: string; language: string }) => x.kind === 'notification.alert' && x.language === 'es');
    expect(alertEs.variables).toContain('link');
    const unknown = await admin.put('/api/settings/email-templates/notification.alert/es', { subject: 'Hola {{nombre}}', body: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TEMPLATE_UNKNOWN_VARIABLE', details: { name: 'nombre', field: 'subject' } });
    const braces = await admin.put('/api/settings/email-templates/notification.alert/es', { subject: 'ok', body: 'Hola {{recipientName}' });
    expect(braces.statusCode).toBe(400);
    expect(braces.json().code).toBe('TEMPLATE_UNBALANCED_BRACES');
    const saved = await admin.put('/api/settings/email-templates/test/es', {
      subject: 'Prueba {{companyName}}',
      body: 'Hola {{recipientName}}',
    });
    expect(saved.json()).toMatchObject({ isCustom: true, subject: 'Prueba {{companyName}}' });
    await admin.post('/api/settings/smtp/test', { to: 'custom@example.com' });
    expect(smtp.received.find((m) => m.envelopeTo.includes('custom@example.com'))?.subject).toBe(`Prueba ${world.a.company.name}`);
    // Another tenant still has the default.
    const theirs = (await other.get('/api/settings/email-templates'))
      .json()
      .find((x: { kind: string; language: string }) => x.kind === 'test' && x.language === 'es');
    expect(theirs.isCustom).toBe(false);
    const reset = await admin.delete('/api/settings/email-templates/test/es');
    expect(reset.json()).toMatchObject({ isCustom: false, subject: 'Correo de prueba de {{companyName}}' });
    expect((await admin.put('/api/settings/email-templates/nope/es', { subject: 'a', body: 'b' })).statusCode).toBe(400);
  });

  it('company defaults apply to users who chose nothing', async () => {
    const res = await admin.put('/api/settings/notification-defaults', { report: { email: true } });
    expect(res.statusCode).toBe(200);
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.get('/api/notifications/preferences')).json().preferences.report.email).toBe(true);
    expect(
      (await clientFor(t.app, await signIn(t.app, world.b.guard)).get('/api/notifications/preferences')).json().preferences.report.email,
    ).toBe(false);
    // A guard may not change company defaults.
    expect((await guard.put('/api/settings/notification-defaults', { report: { email: false } })).statusCode).toBe(403);
  });
});

describe('daily summary e-mail', () => {
  it('at 7 AM in the company zone each user gets one summary of what waits for it (unread or e-mail-only), once a day', async () => {
    const db = t.database.db;
    await admin.put('/api/settings/smtp', smtpBody());
    const send = (kind: 'system.test' | 'document.expired', type: 'system' | 'alert', text: string) =>
      db.transaction((tx) =>
        notify(tx, {
          companyId: world.a.company.id,
          recipientIds: [world.a.admin.id, world.a.guard.id],
          kind,
          type,
          priority: 'low',
          params: kind === 'system.test' ? { text } : { document: text, guard: 'Luis Rivera', expiryDate: '2026-11-01' },
        }),
      );
    await send('system.test', 'system', 'Respaldo nocturno completado');
    await send('system.test', 'system', 'Nueva versión instalada');
    await send('document.expired', 'alert', 'Licencia'); // alerts e-mail at once, not in the summary
    // The guard reads everything in the app before 7 AM: nothing is waiting for them.
    await clientFor(t.app, await signIn(t.app, world.a.guard)).patch('/api/notifications/read-all', {});
    const queued: { name: string; data: { companyId: string; userId: string; until: string } }[] = [];
    const jobs = { enqueue: async (_tx: unknown, name: string, data: unknown) => void queued.push({ name, data: data as never }) };
    // Puerto Rico is UTC−4 all year: 10:30 UTC is 6:30 AM there, 11:10 UTC is 7:10 AM. Tomorrow's clock, so the
    // notifications just sent are before the summary's cut-off whatever the time the suite runs.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await queueDigests(db, jobs as never, new Date(`${day}T10:30:00Z`))).toBe(0);
    expect(await queueDigests(db, jobs as never, new Date(`${day}T11:10:00Z`))).toBe(1);
    expect(await queueDigests(db, jobs as never, new Date(`${day}T11:50:00Z`))).toBe(0); // once per local date
    expect(queued.map((q) => [q.name, q.data.userId])).toEqual([['notifications.digest-email', world.a.admin.id]]);
    await deliverDigest(t.app.ctx, queued[0].data);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(world.a.admin.email) && m.subject?.includes('notificaciones'));
    expect(mail?.subject).toBe(`[${world.a.company.name}] Tiene 2 notificaciones`);
    expect(mail?.text).toContain('Notificación de prueba\n  Respaldo nocturno completado');
    expect(mail?.text).toContain('Nueva versión instalada');
    expect(mail?.text).not.toContain('Licencia');
    expect(mail?.text).toContain('https://centinela.example/dashboard?notifications=all');
    // Listed once: a retry of the job finds nothing waiting and sends nothing more.
    const before = smtp.received.length;
    await deliverDigest(t.app.ctx, queued[0].data);
    expect(smtp.received.length).toBe(before);
    // Nothing of the other tenant was queued, and its admin was never a recipient.
    expect(smtp.received.some((m) => m.envelopeTo.includes(world.b.admin.email) && m.subject?.includes('notificaciones'))).toBe(false);
  });
});
