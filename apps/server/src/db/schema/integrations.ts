// Settings of inbound integrations (decision 0013): a company's Twilio auth token checks its webhooks' signatures.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A company's Twilio auth token (encrypted), used to check the signature of its inbound webhooks. */
export const companyTwilioSettings = pgTable('company_twilio_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  authTokenEncrypted: text('auth_token_encrypted'),
  /** Account SID for outgoing SMS through Twilio's REST API (notifications, issue 20); with the token and the company's SMS line. */
  accountSid: text('account_sid'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
