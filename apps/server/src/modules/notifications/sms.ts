import { phoneCountryOf } from '@centinela/shared/rules/phone';
import { and, eq } from 'drizzle-orm';
import { companies, companyTwilioSettings, notifications, users } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { jobEffect } from '../../platform/jobs/effects';
import { registerJob } from '../../platform/jobs/registry';
import { sendTwilioMessage } from '../sms/twilio-client';
import { absoluteLink } from './email';
import { SMS_JOB } from './notify';
import { notificationText, recipientLanguage } from './texts';

type TSmsJob = { companyId: string; notificationId: string };

export const deliverNotificationSms = async (ctx: TServiceContext, data: TSmsJob) => {
  const [row] = await ctx.db
    .select({
      n: notifications,
      mobile: users.mobile,
      userLanguage: users.language,
      language: companies.defaultLanguage,
      line: companies.smsLine,
      address: companies.address,
      timeZone: companies.timeZone,
      sid: companyTwilioSettings.accountSid,
      token: companyTwilioSettings.authTokenEncrypted,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(companies, eq(companies.id, notifications.companyId))
    .leftJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, notifications.companyId))
    .where(and(eq(notifications.id, data.notificationId), eq(notifications.companyId, data.companyId)))
    .limit(1);
  if (!row?.mobile) return;
  if (!row.sid || !row.token || !row.line) throw new Error('Twilio is not configured for this company');
  const language = recipientLanguage(row.userLanguage, row.language);
  const { title, message } = notificationText(
    language,
    row.n.kind,
    row.n.params ?? {},
    phoneCountryOf({ country: row.address?.country, timeZone: row.timeZone }),
  );
  const body = [`${title}: ${message}`, row.n.link ? absoluteLink(ctx, row.n.link) : ''].filter(Boolean).join('\n');
  // Once per job across its attempts (platform/jobs/effects.ts): a retry after Twilio took the text sends nothing.
  const effect = await jobEffect(`sms:${row.mobile}`);
  if (effect?.done) return;
  await sendTwilioMessage(
    ctx.config.twilioApiBaseUrl,
    { accountSid: row.sid, authToken: ctx.secrets.decrypt(row.token) },
    { to: row.mobile, from: row.line, body: body.slice(0, 1600) },
  );
  await effect?.markDone();
};

registerJob(SMS_JOB, (data, { ctx }) => deliverNotificationSms(ctx, data), { retryLimit: 4, retryDelay: 60 });
