// SMS messages (spec section 3 "SMS message"); conversations are derived by phone number.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    senderPhone: text('sender_phone').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    /** Digits of the other party's number: conversations group by it (spec: grouped by digits only). */
    counterpartDigits: text('counterpart_digits').notNull(),
    messageText: text('message_text').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status'),
    isRead: boolean('is_read').notNull().default(false),
    sentBy: uuid('sent_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_company_counterpart_idx').on(t.companyId, t.counterpartDigits, t.receivedAt),
    index('sms_company_unread_idx').on(t.companyId, t.isRead),
  ],
);
