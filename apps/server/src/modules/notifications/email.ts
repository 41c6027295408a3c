// E-mail: the company's SMTP server (nodemailer), its templates (company version or built-in default), and the job
// that delivers one notification by e-mail (retried with backoff; each delivery is a row of the job log).
// Sent once per job (issue 29): inside a job (every e-mail job: notifications, digests, quotes, daily reports,
// self-registration links), each message carries a Message-ID built from the job's id and the recipient, and is marked
// sent (platform/jobs/effects.ts) as soon as the SMTP server accepted it, before the job completes; an attempt that
// runs again after its process died finds the mark and sends nothing. Outside a job (the test e-mail) nothing changes.
import { phoneCountryOf } from '@centinela/shared/rules/phone';
import { displayName, type TLanguage } from '@centinela/shared';
import { renderTemplate, type TEmailTemplateKind } from '@centinela/shared/contracts/email-templates';
import type { TNotificationType } from '@centinela/shared/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDbOrTx } from '../../db/client';
import { companies, companySmtpSettings, emailTemplates, notifications, users } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { rawText } from '../../platform/i18n/catalog';
import { jobEffect } from '../../platform/jobs/effects';
import { registerJob } from '../../platform/jobs/registry';
import { EMAIL_JOB } from './notify';
import { notificationText, recipientLanguage } from './texts';

export type TSmtpConfig = {
  host: string;
  port: number;
  security: string;
  username: string | null;
  password: string | null;
  fromAddress: string;
};

export const transportFor = (smtp: TSmtpConfig) =>
  nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

export const loadSmtp = async (ctx: TServiceContext, db: TDbOrTx, companyId: string): Promise<TSmtpConfig | null> => {
  const [row] = await db.select().from(companySmtpSettings).where(eq(companySmtpSettings.companyId, companyId)).limit(1);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.passwordEncrypted ? ctx.secrets.decrypt(row.passwordEncrypted) : null,
    fromAddress: row.fromAddress,
  };
};

/** The built-in text of a template (catalog: messages:email.<kind>), its {{variables}} unfilled. */
export const defaultTemplate = (kind: TEmailTemplateKind, language: TLanguage) => ({
  subject: rawText(language, `messages:email.${kind}.subject`) ?? '',
  body: rawText(language, `messages:email.${kind}.body`) ?? '',
});

/** The company's version of a template, else the built-in one. */
export const templateFor = async (db: TDbOrTx, companyId: string, kind: TEmailTemplateKind, language: TLanguage) => {
  const [own] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, kind), eq(emailTemplates.language, language)))
    .limit(1);
  return own ? { ...own, isCustom: true } : { ...defaultTemplate(kind, language), isCustom: false };
};

/** A link of the app as a person opens it from an e-mail or SMS: on the app's public origin (config.linkBaseUrl). */
export const absoluteLink = (ctx: TServiceContext, link: string | null) => {
  const base = ctx.config.linkBaseUrl;
  if (!link) return `${base}/`;
  return /^https?:/.test(link) ? link : `${base}${link.startsWith('/') ? '' : '/'}${link}`;
};

export type TMailAttachment = { filename: string; content: Buffer; contentType: string };

/** The domain of the sender's address ("Name <no-reply@acme.com>" → acme.com): the right side of a Message-ID. */
export const messageIdDomain = (fromAddress: string) =>
  /@([A-Za-z0-9.-]+)>?\s*$/.exec(fromAddress.trim())?.[1]?.toLowerCase() ?? 'centinela.local';

/**
 * Test-only (NODE_ENV=test): milliseconds a job waits after the SMTP server accepted a message and it was marked sent,
 * before the job goes on to complete — the window the kill -9 test (test/email-once.test.ts) kills the process in.
 */
const pauseAfterSend = () => {
  const ms = process.env.NODE_ENV === 'test' ? Number(process.env.TEST_EMAIL_PAUSE_AFTER_SEND_MS ?? 0) : 0;
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined;
};

/**
 * One message through the company's SMTP server; documents (a quote's or a report's PDF) travel as attachments.
 * Inside a job: once per job and recipient (`skipped` when an earlier attempt of the job already sent it).
 */
export const sendMail = async (
  smtp: TSmtpConfig,
  message: { to: string; subject: string; text: string; language: TLanguage; attachments?: TMailAttachment[] },
): Promise<{ messageId: string | null; skipped: boolean }> => {
  const effect = await jobEffect(`mail:${message.to.trim().toLowerCase()}`);
  const messageId = effect ? `<${effect.id}@${messageIdDomain(smtp.fromAddress)}>` : undefined;
  if (effect?.done) return { messageId: messageId ?? null, skipped: true };
  const transport = transportFor(smtp);
  let info: { messageId?: string };
  try {
    info = await transport.sendMail({
      from: smtp.fromAddress,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'Content-Language': message.language },
      attachments: message.attachments,
      ...(messageId ? { messageId } : {}),
    });
  } finally {
    transport.close();
  }
  await effect?.markDone();
  await pauseAfterSend();
  return { messageId: info.messageId ?? messageId ?? null, skipped: false };
};

type TEmailJob = { companyId: string; notificationId: string };

/** Delivers one notification by e-mail; a retry of the job after the message was sent sends nothing (sendMail). */
export const deliverNotificationEmail = async (ctx: TServiceContext, data: TEmailJob) => {
  const [row] = await ctx.db
    .select({
      n: notifications,
      user: users,
      companyName: companies.name,
      language: companies.defaultLanguage,
      address: companies.address,
      timeZone: companies.timeZone,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(and(eq(notifications.id, data.notificationId), eq(notifications.companyId, data.companyId)))
    .limit(1);
  if (!row) return; // deleted since (user removed): nothing to send
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('SMTP is not configured for this company');
  const language = recipientLanguage(row.user.language, row.language);
  const { title, message } = notificationText(
    language,
    row.n.kind,
    row.n.params ?? {},
    phoneCountryOf({ country: row.address?.country, timeZone: row.timeZone }),
  );
  const template = await templateFor(ctx.db, data.companyId, `notification.${row.n.type as TNotificationType}`, language);
  const values = {
    recipientName: displayName(row.user),
    companyName: row.companyName,
    title,
    message,
    link: absoluteLink(ctx, row.n.link),
  };
  await sendMail(smtp, {
    to: row.user.email,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    language,
  });
};

registerJob(EMAIL_JOB, (data, { ctx }) => deliverNotificationEmail(ctx, data), { retryLimit: 4, retryDelay: 60 });
