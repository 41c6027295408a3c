// Kiosk devices (decision 0013): a tablet at one or more posts, registered by an admin, paired once with a short
// code, then known by a long token kept in an httpOnly cookie (only its SHA-256 is stored here).
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns';
import { companies } from './companies';
import { users } from './users';

export const devices = pgTable(
  'devices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The posts the kiosk serves (all of the device's company; checked when written). */
    postIds: uuid('post_ids').array().notNull(),
    /** SHA-256 of the one-time pairing code while it is pending; cleared once used. */
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the device token (set at pairing). */
    tokenHash: text('token_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('devices_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('devices_token_hash_unique').on(t.tokenHash),
    uniqueIndex('devices_pairing_code_hash_unique').on(t.pairingCodeHash),
  ],
);
