// sms.deliver: one message of the inbox out through its provider (Twilio's REST API, or the development simulator),
// retried with backoff. Once (issue 29): a message that already has Twilio's SID (or is no longer queued) is not sent
// again; each attempt records its start (attempts, send_started_at) before calling Twilio and marks the job's effect
// right after Twilio accepted the message. A retry after an attempt that may have reached Twilio — a process killed
// after Twilio took the text but before the row got its SID — first asks Twilio's Messages list whether that message
// exists (same To, From and body, since the first attempt) and records it instead of sending it twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { smsMessages } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { recordEvent } from '../../platform/events/record';
import { jobEffect } from '../../platform/jobs/effects';
import { registerJob } from '../../platform/jobs/registry';
import { smsProviderOf } from './providers';
import { fromTwilioStatus, SMS_DELIVER_JOB, type TDeliverSmsJob } from './sms.service';
import {
  listTwilioMessages,
  sendTwilioMessage,
  type TTwilioAccount,
  type TTwilioListedMessage,
  type TTwilioMessage,
} from './twilio-client';

export const SMS_DELIVER_RETRIES = 4;

/** How much earlier than our first attempt's start Twilio's clock may date the message (the two clocks differ). */
export const TWILIO_CLOCK_SKEW_MS = 5 * 60_000;

type TSmsRow = typeof smsMessages.$inferSelect;

const setStatus = async (ctx: TServiceContext, data: TDeliverSmsJob, values: Partial<typeof smsMessages.$inferInsert>) =>
  ctx.db.transaction(async (tx) => {
    await tx
      .update(smsMessages)
      .set(values)
      .where(and(eq(smsMessages.id, data.messageId), eq(smsMessages.companyId, data.companyId)));
    await recordEvent(tx, { companyId: data.companyId, entityType: 'sms', entityId: data.messageId, action: 'UPDATE', actorUserId: null });
  });

/**
 * Claims the queued outbound message without a SID for this attempt: counts the attempt and keeps the first attempt's
 * start (written before Twilio is called). Null when there is nothing to send.
 */
const claimAttempt = async (ctx: TServiceContext, data: TDeliverSmsJob): Promise<TSmsRow | null> => {
  const [row] = await ctx.db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, sendStartedAt: sql`coalesce(${smsMessages.sendStartedAt}, now())` })
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
  return row ?? null;
};

/**
 * The message an earlier attempt got Twilio to accept, or null: from Twilio's list of the line's messages to the
 * recipient since the first attempt's day, an outbound one with the same body, created since that attempt (less the
 * clock skew), whose SID no other row of the company has (an identical text sent before by another message).
 */
const acceptedEarlier = async (
  ctx: TServiceContext,
  account: TTwilioAccount,
  row: TSmsRow,
  message: TTwilioMessage,
): Promise<TTwilioListedMessage | null> => {
  const since = new Date((row.sendStartedAt ?? row.receivedAt).getTime() - TWILIO_CLOCK_SKEW_MS);
  const listed = await listTwilioMessages(ctx.config.twilioApiBaseUrl, account, { to: message.to, from: message.from, sentSince: since });
  const candidates = listed.filter(
    (m) => m.body === message.body && m.direction.startsWith('outbound') && (!m.dateCreated || m.dateCreated >= since),
  );
  if (candidates.length === 0) return null;
  const known = await ctx.db
    .select({ sid: smsMessages.providerMessageId })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.companyId, row.companyId),
        inArray(
          smsMessages.providerMessageId,
          candidates.map((m) => m.sid),
        ),
      ),
    );
  const taken = new Set(known.map((k) => k.sid));
  // Twilio lists newest first: the earliest one nobody has is the one our first attempt sent.
  return candidates.filter((m) => !taken.has(m.sid)).at(-1) ?? null;
};

/** Twilio path of one attempt: look for an earlier attempt's message when one may have reached Twilio, else send. */
const sendThroughTwilio = async (ctx: TServiceContext, data: TDeliverSmsJob, row: TSmsRow) => {
  const provider = await smsProviderOf(ctx, data.companyId);
  if (provider.kind !== 'twilio') throw new Error('Twilio is no longer configured for this company');
  const account = { accountSid: provider.accountSid, authToken: provider.authToken };
  const statusCallback = ctx.config.publicUrl ? `${ctx.config.publicUrl}/api/sms/webhook/twilio/status?companyId=${data.companyId}` : null;
  // The text as sent when the inbox keeps a masked copy (sendSms's inboxText), else the inbox's text.
  const body = data.text ? ctx.secrets.decrypt(data.text) : row.messageText;
  const message = { to: row.recipientPhone, from: provider.line, body, statusCallback };
  // Marked right after Twilio accepted the message (platform/jobs/effects.ts); null outside a job.
  const effect = await jobEffect(`sms-inbox:${row.id}`);
  if (effect?.done || row.attempts > 1) {
    const found = await acceptedEarlier(ctx, account, row, message);
    if (found) {
      const status = fromTwilioStatus(found.status) ?? 'sent';
      const error = status === 'failed' ? `Twilio error ${found.errorCode ?? found.status}` : null;
      await setStatus(ctx, data, { providerMessageId: found.sid, status, error, senderPhone: provider.line });
      return;
    }
    // Accepted by an earlier attempt (its mark says so) though not listed yet: never sent twice, only without its SID.
    if (effect?.done) {
      await setStatus(ctx, data, { status: 'sent', error: null, senderPhone: provider.line });
      return;
    }
  }
  const sent = await sendTwilioMessage(ctx.config.twilioApiBaseUrl, account, message);
  await effect?.markDone();
  await setStatus(ctx, data, {
    providerMessageId: sent.sid || null,
    status: sent.status === 'delivered' ? 'delivered' : 'sent',
    error: null,
    senderPhone: provider.line,
  });
};

export const deliverSms = async (ctx: TServiceContext, data: TDeliverSmsJob, retryCount = 0) => {
  const row = await claimAttempt(ctx, data);
  if (!row) return;
  if (row.provider === 'development') {
    // The in-app simulator "is" the phone: the message arrives at once.
    await setStatus(ctx, data, { status: 'delivered', error: null });
    return;
  }
  try {
    await sendThroughTwilio(ctx, data, row);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Kept queued while retries remain (the inbox shows the reason); failed after the last one.
    await setStatus(ctx, data, { status: retryCount >= SMS_DELIVER_RETRIES ? 'failed' : 'queued', error: reason.slice(0, 500) });
    throw error;
  }
};

registerJob(SMS_DELIVER_JOB, (data, { ctx, job }) => deliverSms(ctx, data, job.retryCount), {
  retryLimit: SMS_DELIVER_RETRIES,
  retryDelay: 30,
});
