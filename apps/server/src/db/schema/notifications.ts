// Notifications (one row per recipient), each user's channel preferences, the company's SMTP server, its e-mail
// templates and its document types (required for duty). Company defaults of preferences live on companies.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TNotificationPreferences } from '@centinela/shared/contracts/notifications';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Producer key (NOTIFICATION_KINDS): the title and message are its translation keys, rendered for the reader. */
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    sourceEntityType: text('source_entity_type'),
    sourceEntityId: text('source_entity_id'),
    /** A (recipient, dedupe key) pair is notified once, ever. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Waiting for the recipient's daily summary e-mail (their `digest` channel was on for its type). */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_digest_pending_idx').on(t.companyId, t.userId).where(sql`${t.digestPending}`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The header badge: count(*) of a user's unread rows is an index-only scan of this partial index.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_user_alerts_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.type} in ('alert', 'emergency')`),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/** The daily summary e-mails: one per user and local date (the row is written when the e-mail is queued). */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/** A user's own choices per type and channel; what is not set falls back to the company default, then to the built-in one. */
export const userNotificationPreferences = pgTable('user_notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull(),
  preferences: jsonb('preferences').$type<TNotificationPreferences>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** The company's outgoing mail server (nodemailer SMTP); the password is stored encrypted and never answered. */
export const companySmtpSettings = pgTable('company_smtp_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  /** 'none' | 'starttls' | 'tls' */
  security: text('security').notNull().default('starttls'),
  username: text('username'),
  passwordEncrypted: text('password_encrypted'),
  fromAddress: text('from_address').notNull(),
  updatedAt: updatedAt(),
});

/** A company's own version of an e-mail template (one per template kind and language); absent → the built-in default. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.language] })],
);

/** Kinds of guard documents of a company; a type required for duty makes a guard without a valid one unavailable. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    requiredForDuty: boolean('required_for_duty').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_types_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);
