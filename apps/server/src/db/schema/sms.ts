// The SMS inbox (issue 14; spec section 3 "SMS message"): every message the company's line sent or received. A
// conversation is the messages with one other phone, grouped by its digits (spec section 9).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn, searchTextIndex } from '../../platform/search/search-text';
import { createdAt, id } from './_columns';
import { companies } from './companies';
import { users } from './users';

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** inbound (someone texted the company's line) or outbound (sent from the inbox). */
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    senderPhone: text('sender_phone').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    /** Digits of the other party's number: conversations group by it (spec: grouped by digits only). */
    counterpartDigits: text('counterpart_digits').notNull(),
    messageText: text('message_text').notNull(),
    /** Twilio's MessageSid (SM…): status callbacks find outbound rows by it; a repeated inbound webhook is stored once. */
    providerMessageId: text('provider_message_id'),
    /** Outbound: queued → sent → delivered | failed; inbound: received. */
    status: text('status'),
    /** twilio, or development (the in-app simulator, while Twilio is not configured). */
    provider: text('provider').notNull().default('development'),
    /** Twilio's error (or the last delivery attempt's), for a failed message. */
    error: text('error'),
    isRead: boolean('is_read').notNull().default(false),
    sentBy: uuid('sent_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Delivery attempts of the job sms.deliver (an outbound message). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the job sms.deliver first started sending (before calling Twilio; issue 29). With no providerMessageId
     * yet, a retry asks Twilio whether that attempt's message was accepted before sending again.
     */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true, mode: 'date' }),
    /** Folded message text: the inbox's search (decision 0023). */
    searchText: searchTextColumn('message_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_company_counterpart_idx').on(t.companyId, t.counterpartDigits, t.receivedAt),
    index('sms_company_unread_idx').on(t.companyId, t.isRead),
    index('sms_company_received_idx').on(t.companyId, t.receivedAt.desc().nullsFirst()),
    index('sms_provider_message_idx').on(t.companyId, t.providerMessageId).where(sql`${t.providerMessageId} is not null`),
    searchTextIndex('sms_messages', t.searchText),
  ],
);
