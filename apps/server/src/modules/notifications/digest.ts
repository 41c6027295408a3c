// The daily summary e-mail (template 'notification.digest'): at 7 AM in each company's zone, every user with
// notifications waiting for it (their `digest` channel was on for the type) gets one e-mail listing them, in the
// company's language. Waiting = still unread in the app, or never shown there (e-mail-only rows are inserted read, at
// the same now() as created_at). One e-mail per user and local date (notification_digests, written with the queued
// job), sent by a job with retries; no SMTP settings → nothing is queued and the rows keep waiting.
import { phoneCountryOf } from '@centinela/shared/rules/phone';
import { displayName } from '@centinela/shared';
import { renderTemplate } from '@centinela/shared/contracts/email-templates';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, companySmtpSettings, notificationDigests, notifications, users } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { jobName, registerJob } from '../../platform/jobs/registry';
import type { TJobRunner } from '../../platform/jobs/runner';
import { formatInstant } from '../../platform/i18n/format';
import { t } from '../../platform/i18n/catalog';
import { absoluteLink, loadSmtp, sendMail, templateFor } from './email';
import { notificationText, recipientLanguage } from './texts';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

export const DIGEST_JOB = jobName('notifications.digest');
export const DIGEST_EMAIL_JOB = jobName('notifications.digest-email', z.object({ companyId: ZId, userId: ZId, until: z.iso.datetime() }));
/** The local hour the summaries go out. */
export const DIGEST_HOUR = 7;
/** At most this many notifications are listed in one e-mail (the count says how many there are). */
const DIGEST_LIST_LIMIT = 30;

const waiting = and(
  eq(notifications.digestPending, true),
  sql`(${notifications.readAt} is null or ${notifications.readAt} = ${notifications.createdAt})`,
);

const localClock = (timeZone: string, now: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
};

/**
 * One hourly run: companies whose local hour is DIGEST_HOUR queue one summary per user with waiting notifications
 * (once per user and local date). Returns how many were queued. Tests call it with their own clock.
 */
export const queueDigests = async (db: TDb, jobs: Pick<TJobRunner, 'enqueue'>, now: Date = new Date()) => {
  const list = await db
    .select({ id: companies.id, timeZone: companies.timeZone })
    .from(companies)
    .innerJoin(companySmtpSettings, eq(companySmtpSettings.companyId, companies.id))
    .where(and(eq(companies.isActive, true), eq(companies.isPlatform, false)));
  let queued = 0;
  for (const company of list) {
    const clock = localClock(company.timeZone, now);
    if (clock.hour !== DIGEST_HOUR) continue;
    queued += await db.transaction(async (tx) => {
      const recipients = await tx
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.companyId, company.id), waiting));
      if (recipients.length === 0) return 0;
      const fresh = await tx
        .insert(notificationDigests)
        .values(recipients.map((r) => ({ userId: r.userId, companyId: company.id, localDate: clock.date })))
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      for (const r of fresh)
        await jobs.enqueue(tx, DIGEST_EMAIL_JOB, { companyId: company.id, userId: r.userId, until: now.toISOString() });
      return fresh.length;
    });
  }
  return queued;
};

type TDigestEmailJob = { companyId: string; userId: string; until: string };

/** Sends one user's summary and marks what it listed as sent. Nothing waiting any more (read since) → no e-mail. */
export const deliverDigest = async (ctx: TServiceContext, data: TDigestEmailJob) => {
  const [person] = await ctx.db
    .select({
      user: users,
      companyName: companies.name,
      language: companies.defaultLanguage,
      timeZone: companies.timeZone,
      address: companies.address,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, data.userId), eq(users.companyId, data.companyId), eq(users.stillEmployed, true)))
    .limit(1);
  if (!person) return;
  const until = new Date(data.until);
  const rows = await ctx.db
    .select({ id: notifications.id, kind: notifications.kind, params: notifications.params, createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, data.userId),
        eq(notifications.companyId, data.companyId),
        waiting,
        sql`${notifications.createdAt} <= ${until}`,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  if (rows.length === 0) return;
  const smtp = await loadSmtp(ctx, ctx.db, data.companyId);
  if (!smtp) throw new Error('SMTP is not configured for this company');
  const language = recipientLanguage(person.user.language, person.language);
  const country = phoneCountryOf({ country: person.address?.country, timeZone: person.timeZone });
  const lines = rows.slice(0, DIGEST_LIST_LIMIT).map((n) => {
    const { title, message } = notificationText(language, n.kind, n.params ?? {}, country);
    return `• ${formatInstant(n.createdAt, person.timeZone, language)} — ${title}${message ? `\n  ${message}` : ''}`;
  });
  if (rows.length > DIGEST_LIST_LIMIT) lines.push(t(language, 'messages:digest.more', { count: rows.length - DIGEST_LIST_LIMIT }));
  const template = await templateFor(ctx.db, data.companyId, 'notification.digest', language);
  const values = {
    recipientName: displayName(person.user),
    companyName: person.companyName,
    count: rows.length,
    items: lines.join('\n'),
    link: absoluteLink(ctx, '/dashboard?notifications=all'),
  };
  await sendMail(smtp, {
    to: person.user.email,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
    language,
  });
  await ctx.db
    .update(notifications)
    .set({ digestPending: false })
    .where(
      inArray(
        notifications.id,
        rows.map((r) => r.id),
      ),
    );
};

registerJob(DIGEST_JOB, (_data, { ctx }) => queueDigests(ctx.db, ctx.jobs).then(() => undefined), { cron: '3 * * * *', retryLimit: 2 });
registerJob(DIGEST_EMAIL_JOB, (data, { ctx }) => deliverDigest(ctx, data), { retryLimit: 4, retryDelay: 60 });
