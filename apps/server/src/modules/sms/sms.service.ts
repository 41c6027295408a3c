// The SMS inbox: conversations, threads, read marks, sending (queued for the job sms.deliver) and receiving (Twilio's
// signed webhook, or the development provider's simulator). Every change is a domain event of entity type 'sms', so
// open inboxes refetch live; a received message emits 'sms.received' (sms.subscribers.ts tells the company admins).
import type { TSendSms, TSimulateInboundSms, TSmsList, TSmsMessage, TSmsStatus, TSmsThread } from '@centinela/shared/contracts/sms';
import { ZSendSms, ZSimulateInboundSms } from '@centinela/shared/contracts/sms';
import { phoneDigits, toE164 } from '@centinela/shared/rules/phone';
import { SMS_RECEIVED } from '@centinela/shared/events/sms';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { smsMessages } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, NotFound } from '../../platform/errors';
import { emit } from '../../platform/events/emit';
import { recordEvent } from '../../platform/events/record';
import { companyPhoneCountry } from '../../platform/phone/company-phone';
import { everySearchWord, searchFold } from '../../platform/search/search';
import { rowsOf } from '../rosters/rosters.sql';
import { smsProviderOf } from './providers';
import { smsScope } from './sms.policy';
import { jobName, type TJobData } from '../../platform/jobs/registry';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

type TArgs = { ctx: TServiceContext; actor: TActor };
type TRow = typeof smsMessages.$inferSelect;

export const SMS_DELIVER_JOB = jobName('sms.deliver', z.object({ companyId: ZId, messageId: ZId, text: z.string().optional() }));

const STATUSES: readonly TSmsStatus[] = ['queued', 'sent', 'delivered', 'failed', 'received'];

export const toSmsMessage = (row: TRow): TSmsMessage => ({
  id: row.id,
  direction: row.direction,
  senderPhone: row.senderPhone,
  recipientPhone: row.recipientPhone,
  messageText: row.messageText,
  receivedAt: row.receivedAt.toISOString(),
  isRead: row.isRead,
  status: (STATUSES as readonly string[]).includes(row.status ?? '') ? (row.status as TSmsStatus) : 'queued',
  provider: row.provider === 'twilio' ? 'twilio' : 'development',
  error: row.error,
});

/** An SMS change, streamed to the company's open inboxes (no system-log entry: reads and delivery states). */
const announce = (tx: TDbOrTx, companyId: string, entityId: string | null, actor: TActor | null) =>
  recordEvent(tx, { companyId, entityType: 'sms', entityId, action: 'UPDATE', actorUserId: actor?.userId ?? null });

const contactNameSql = (companyId: string, digits: ReturnType<typeof sql>) => sql`(
  select nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '')
  from users u
  where u.company_id = ${companyId}
    and (regexp_replace(coalesce(u.mobile, ''), '[^0-9]', '', 'g') = ${digits}
      or regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') = ${digits})
  order by u.still_employed desc, u.created_at
  limit 1)`;

type TConversationRow = {
  digits: string;
  phone: string;
  message_text: string;
  received_at: Date | string;
  unread: number;
  contact_name: string | null;
};

/** Conversations grouped by the other phone's digits, the newest first (at most 500). */
export const listConversations = async ({ ctx, actor, search: searchText }: TArgs & { search?: string }): Promise<TSmsList> => {
  smsScope(actor);
  const companyId = actor.companyId;
  // Every word is in the other phone's digits (a word of phone characters), the contact's name or a message's text.
  const search = everySearchWord(searchText, (pattern, word) => {
    const digits = /^[\d()+.-]+$/.test(word) ? phoneDigits(word) : '';
    return or(
      digits ? sql`c.digits like ${`%${digits}%`}` : undefined,
      sql`${searchFold(sql`c.contact_name`)} like ${pattern}`,
      sql`c.digits in (select s.counterpart_digits from sms_messages s where s.company_id = ${companyId} and s.search_text like ${pattern})`,
    );
  });
  const filter = search ? sql`where ${search}` : sql``;
  const rows = await rowsOf<TConversationRow>(
    ctx.db,
    sql`with latest as (
          select distinct on (m.counterpart_digits)
            m.counterpart_digits as digits,
            case when m.direction = 'inbound' then m.sender_phone else m.recipient_phone end as phone,
            m.message_text, m.received_at
          from sms_messages m
          where m.company_id = ${companyId}
          order by m.counterpart_digits, m.received_at desc, m.id desc
        ), unread as (
          select counterpart_digits as digits, count(*)::int as n
          from sms_messages
          where company_id = ${companyId} and direction = 'inbound' and is_read = false
          group by counterpart_digits
        ), c as (
          select l.*, coalesce(u.n, 0)::int as unread, ${contactNameSql(companyId, sql`l.digits`)} as contact_name
          from latest l left join unread u on u.digits = l.digits
        )
        select * from c ${filter}
        order by c.received_at desc
        limit 500`,
  );
  return {
    items: rows.map((r) => ({
      phone: r.phone,
      digits: r.digits,
      contactName: r.contact_name,
      latestText: r.message_text,
      latestAt: new Date(r.received_at).toISOString(),
      unreadCount: Number(r.unread),
    })),
    total: rows.length,
  };
};

export const unreadCount = async ({ ctx, actor }: TArgs) => {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(and(smsScope(actor), eq(smsMessages.direction, 'inbound'), eq(smsMessages.isRead, false)));
  return { count: Number(row?.count ?? 0) };
};

export const markRead = async ({ ctx, actor, id }: TArgs & { id: string }) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: smsMessages.id, isRead: smsMessages.isRead })
      .from(smsMessages)
      .where(and(smsScope(actor), eq(smsMessages.id, id)))
      .limit(1);
    if (!row) throw NotFound('smsMessage');
    if (row.isRead) return;
    await tx.update(smsMessages).set({ isRead: true }).where(eq(smsMessages.id, id));
    await announce(tx, actor.companyId, id, actor);
  });

export const markAllRead = async ({ ctx, actor }: TArgs) =>
  ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(smsMessages)
      .set({ isRead: true })
      .where(and(smsScope(actor), eq(smsMessages.isRead, false)))
      .returning({ id: smsMessages.id });
    if (changed.length > 0) await announce(tx, actor.companyId, null, actor);
  });

export const markConversationRead = async ({ ctx, actor, phone }: TArgs & { phone: string }) =>
  ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(smsMessages)
      .set({ isRead: true })
      .where(
        and(
          smsScope(actor),
          eq(smsMessages.counterpartDigits, phoneDigits(toE164(phone, await companyPhoneCountry(tx, actor.companyId)))),
          eq(smsMessages.direction, 'inbound'),
          eq(smsMessages.isRead, false),
        ),
      )
      .returning({ id: smsMessages.id });
    if (changed.length > 0) await announce(tx, actor.companyId, null, actor);
  });

/** The messages with one phone (by digits), newest first (the latest 500). */
export const conversation = async ({ ctx, actor, phone }: TArgs & { phone: string }): Promise<TSmsThread> => {
  // A number typed without "+" is one of the company's country, as when it was sent.
  const country = await companyPhoneCountry(ctx.db, actor.companyId);
  const digits = phoneDigits(toE164(phone, country));
  const rows = await ctx.db
    .select()
    .from(smsMessages)
    .where(and(smsScope(actor), eq(smsMessages.counterpartDigits, digits)))
    .orderBy(desc(smsMessages.receivedAt), desc(smsMessages.id))
    .limit(500);
  const [contact] = await rowsOf<{ name: string | null }>(ctx.db, sql`select ${contactNameSql(actor.companyId, sql`${digits}`)} as name`);
  const first = rows[0];
  const shown = first ? (first.direction === 'inbound' ? first.senderPhone : first.recipientPhone) : toE164(phone, country);
  return { phone: shown, contactName: contact?.name ?? null, messages: rows.map(toSmsMessage) };
};

/** The job sms.deliver's data: the message, and its text when the inbox keeps another one (encrypted: a secret link). */
export type TDeliverSmsJob = TJobData<typeof SMS_DELIVER_JOB>;

/**
 * Queues an SMS from the company line: stored E.164, delivered by the job sms.deliver (retries), logged.
 * `inboxText`: what the inbox keeps and shows when the text sent must not be stored as it is (a link's token): the
 * phone still gets `input.message`, carried by the job encrypted with the secret box.
 */
export const sendSms = async ({ ctx, actor, input, inboxText }: TArgs & { input: TSendSms; inboxText?: string }): Promise<TSmsMessage> => {
  smsScope(actor);
  const { phoneNumber: typed, message } = ZSendSms.parse(input);
  const phoneNumber = toE164(typed, await companyPhoneCountry(ctx.db, actor.companyId));
  const provider = await smsProviderOf(ctx, actor.companyId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        companyId: actor.companyId,
        direction: 'outbound',
        senderPhone: provider.line ?? '',
        recipientPhone: phoneNumber,
        counterpartDigits: phoneDigits(phoneNumber),
        messageText: inboxText ?? message,
        status: 'queued',
        provider: provider.kind,
        isRead: true,
        sentBy: actor.userId,
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'sms',
      entityId: row.id,
      message: { key: 'smsSent', params: { phone: phoneNumber } },
    });
    const job: TDeliverSmsJob = { companyId: actor.companyId, messageId: row.id };
    if (inboxText !== undefined && inboxText !== message) job.text = ctx.secrets.encrypt(message);
    await ctx.jobs.enqueue(tx, SMS_DELIVER_JOB, job);
    return toSmsMessage(row);
  });
};

/** Stores a text received on a company's line (webhook or simulator), notifies the company admins. */
export const receiveSms = async (
  ctx: TServiceContext,
  input: {
    companyId: string;
    from: string;
    to: string;
    text: string;
    providerMessageId: string | null;
    provider: 'twilio' | 'development';
  },
): Promise<TSmsMessage | null> =>
  ctx.db.transaction(async (tx) => {
    if (input.providerMessageId) {
      // Twilio retries a webhook it did not get an answer to: the same MessageSid is stored once.
      const [seen] = await tx
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(and(eq(smsMessages.companyId, input.companyId), eq(smsMessages.providerMessageId, input.providerMessageId)))
        .limit(1);
      if (seen) return null;
    }
    // Twilio sends E.164; the simulator's typed number is one of the company's country.
    const country = await companyPhoneCountry(tx, input.companyId);
    const from = toE164(input.from, country);
    const [row] = await tx
      .insert(smsMessages)
      .values({
        companyId: input.companyId,
        direction: 'inbound',
        senderPhone: from,
        recipientPhone: input.to ? toE164(input.to, country) : '',
        counterpartDigits: phoneDigits(from),
        messageText: input.text,
        status: 'received',
        provider: input.provider,
        providerMessageId: input.providerMessageId,
        isRead: false,
      })
      .returning();
    await writeSystemLog(tx, null, {
      action: 'CREATE',
      entityType: 'sms',
      entityId: row.id,
      companyId: input.companyId,
      userId: null,
      message: { key: 'smsReceived', params: { phone: from } },
    });
    await emit(tx, SMS_RECEIVED, { companyId: input.companyId, entityId: row.id }, { messageId: row.id, from, text: input.text });
    return toSmsMessage(row);
  });

/** The development provider's simulator: a text "from" a phone to the company line, while Twilio is not configured. */
export const simulateInbound = async ({ ctx, actor, input }: TArgs & { input: TSimulateInboundSms }): Promise<TSmsMessage> => {
  smsScope(actor);
  const { phoneNumber, message } = ZSimulateInboundSms.parse(input);
  const provider = await smsProviderOf(ctx, actor.companyId);
  if (provider.kind !== 'development') throw Conflict('SMS_SIMULATOR_OFF');
  const row = await receiveSms(ctx, {
    companyId: actor.companyId,
    from: phoneNumber,
    to: provider.line ?? '',
    text: message,
    providerMessageId: null,
    provider: 'development',
  });
  if (!row) throw Conflict('SMS_ALREADY_RECEIVED');
  return row;
};

/** Twilio's MessageStatus → ours (queued/accepted/sending → queued is never sent back: we only move forward). */
export const fromTwilioStatus = (status: string): TSmsStatus | null => {
  switch (status) {
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'failed':
    case 'undelivered':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
};

/** Twilio's status callback: the message of this company with that SID takes the new status. */
export const applyTwilioStatus = async (
  ctx: TServiceContext,
  input: { companyId: string; messageSid: string; status: string; errorCode: string | null },
) => {
  const status = fromTwilioStatus(input.status);
  if (!status || !input.messageSid) return;
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(smsMessages)
      .set({ status, error: status === 'failed' ? `Twilio error ${input.errorCode ?? input.status}` : null })
      .where(
        and(
          eq(smsMessages.companyId, input.companyId),
          eq(smsMessages.providerMessageId, input.messageSid),
          eq(smsMessages.direction, 'outbound'),
          // "delivered" is final: a late "sent" does not take it back.
          sql`${smsMessages.status} is distinct from 'delivered'`,
        ),
      )
      .returning({ id: smsMessages.id });
    for (const { id } of changed) await announce(tx, input.companyId, id, null);
  });
};
