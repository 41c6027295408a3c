// Internal chat (issue 14; spec section 2 "Internal communications dialog"): channels of a company — the company's own
// channel, one radio channel per post, custom channels with members — and direct messages between two users; their
// messages (text or a voice clip kept in the storage module); each member's last-read pointer; presence.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns';
import { companies } from './companies';
import { files } from './files';
import { posts } from './posts';
import { users } from './users';

export type TChatChannelKind = 'company' | 'post' | 'custom' | 'direct';

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<TChatChannelKind>().notNull(),
    /** Custom channels; company, post and direct channels are named by what they are. */
    name: text('name'),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** Direct messages: the two users, lower id first (one channel per pair). */
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_channels_company_unique').on(t.companyId).where(sql`${t.kind} = 'company'`),
    uniqueIndex('chat_channels_post_unique').on(t.postId).where(sql`${t.kind} = 'post'`),
    uniqueIndex('chat_channels_direct_unique').on(t.companyId, t.directKey).where(sql`${t.kind} = 'direct'`),
    index('chat_channels_company_idx').on(t.companyId, t.kind),
  ],
);

/** Members of custom and direct channels (company and post channels follow roles and roster assignments). */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Text of a text message; null for a voice message. */
    body: text('body'),
    /** A push-to-talk clip (audio/webm) in the storage module. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    /** Ordering and keyset paging: (createdAt, id). */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_channel_idx').on(t.channelId, t.createdAt, t.id)],
);

/** Each member's last-read pointer per channel: unread = messages after it, not sent by the member. */
export const chatReads = pgTable(
  'chat_reads',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date', precision: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);

/** A user's chosen presence and last heartbeat: online while heartbeats arrive, offline after. */
export const chatPresence = pgTable('chat_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull(),
  /** available (shown online), away or busy — chosen by the user. */
  status: text('status').$type<'available' | 'away' | 'busy'>().notNull().default('available'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
