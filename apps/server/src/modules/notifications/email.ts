// E-mail: the company's SMTP server (nodemailer), its templates (company version or built-in default), and the job
// that delivers one notification by e-mail (retried with backoff; each delivery is a row of the job log).
import { displayName, type TLanguage } from '@centinela/shared';
import { renderTemplate, type TEmailTemplateKind } from '@centinela/shared/contracts/email-templates';
import type { TNotificationType } from '@centinela/shared/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDbOrTx } from '../../db/client';
import { companies, companySmtpSettings, emailTemplates, notifications, users } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { rawText } from '../../platform/i18n/catalog';
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

/** One message through the company's SMTP server; documents (a quote's or a report's PDF) travel as attachments. */
export const sendMail = async (
  smtp: TSmtpConfig,
  message: { to: string; subject: string; text: string; language: TLanguage; attachments?: TMailAttachment[] },
) => {
  const transport = transportFor(smtp);
  try {
    return await transport.sendMail({
      from: smtp.fromAddress,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'Content-Language': message.language },
      attachments: message.attachments,
    });
  } finally {
    transport.close();
  }
};

type TEmailJob = { companyId: string; notificationId: string };

/** Delivers one notification by e-mail. Idempotent enough: a retry after a sent message may send it twice (SMTP has no dedupe). */
export const deliverNotificationEmail = async (ctx: TServiceContext, data: TEmailJob) => {
  const [row] = await ctx.db
    .select({ n: notifications, user: users, companyName: companies.name, language: companies.defaultLanguage })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .where(and(eq(notifications.id, data.notificationId), eq(notifications.companyId, data.companyId)))
    .limit(1);
  if (!row) return; // deleted since (user removed): nothing to send
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('SMTP is not configured for this company');
  const language = recipientLanguage(row.user.language, row.language);
  const { title, message } = notificationText(language, row.n.kind, row.n.params ?? {});
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

registerJob<TEmailJob>(EMAIL_JOB, (data, { ctx }) => deliverNotificationEmail(ctx, data), { retryLimit: 4, retryDelay: 60 });
