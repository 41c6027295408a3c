// sms.deliver: one message of the inbox out through its provider (Twilio's REST API, or the development simulator),
// retried with backoff. Idempotent: a message that already has Twilio's SID (or is no longer queued) is not sent again.
import { and, eq, sql } from 'drizzle-orm';
import { smsMessages } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { recordEvent } from '../../platform/events/record';
import { registerJob } from '../../platform/jobs/registry';
import { smsProviderOf } from './providers';
import { SMS_DELIVER_JOB, type TDeliverSmsJob } from './sms.service';
import { sendTwilioMessage } from './twilio-client';

export const SMS_DELIVER_RETRIES = 4;

const setStatus = async (ctx: TServiceContext, data: TDeliverSmsJob, values: Partial<typeof smsMessages.$inferInsert>) =>
  ctx.db.transaction(async (tx) => {
    await tx
      .update(smsMessages)
      .set(values)
      .where(and(eq(smsMessages.id, data.messageId), eq(smsMessages.companyId, data.companyId)));
    await recordEvent(tx, { companyId: data.companyId, entityType: 'sms', entityId: data.messageId, action: 'UPDATE', actorUserId: null });
  });

export const deliverSms = async (ctx: TServiceContext, data: TDeliverSmsJob, retryCount = 0) => {
  const [row] = await ctx.db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1` })
    .where(
      and(
        eq(smsMessages.id, data.messageId),
        eq(smsMessages.companyId, data.companyId),
        eq(smsMessages.direction, 'outbound'),
        eq(smsMessages.status, 'queued'),
        sql`${smsMessages.providerMessageId} is null`,
      ),
    )
    .returning();
  if (!row) return;
  if (row.provider === 'development') {
    // The in-app simulator "is" the phone: the message arrives at once.
    await setStatus(ctx, data, { status: 'delivered', error: null });
    return;
  }
  const provider = await smsProviderOf(ctx, data.companyId);
  try {
    if (provider.kind !== 'twilio') throw new Error('Twilio is no longer configured for this company');
    const statusCallback = ctx.config.publicUrl
      ? `${ctx.config.publicUrl}/api/sms/webhook/twilio/status?companyId=${data.companyId}`
      : null;
    const sent = await sendTwilioMessage(
      ctx.config.twilioApiBaseUrl,
      { accountSid: provider.accountSid, authToken: provider.authToken },
      // The text as sent when the inbox keeps a masked copy (sendSms's inboxText), else the inbox's text.
      { to: row.recipientPhone, from: provider.line, body: data.text ? ctx.secrets.decrypt(data.text) : row.messageText, statusCallback },
    );
    await setStatus(ctx, data, {
      providerMessageId: sent.sid || null,
      status: sent.status === 'delivered' ? 'delivered' : 'sent',
      error: null,
      senderPhone: provider.line,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Kept queued while retries remain (the inbox shows the reason); failed after the last one.
    await setStatus(ctx, data, { status: retryCount >= SMS_DELIVER_RETRIES ? 'failed' : 'queued', error: reason.slice(0, 500) });
    throw error;
  }
};

registerJob<TDeliverSmsJob>(SMS_DELIVER_JOB, (data, { ctx, job }) => deliverSms(ctx, data, job.retryCount), {
  retryLimit: SMS_DELIVER_RETRIES,
  retryDelay: 30,
});
