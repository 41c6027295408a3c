// Security companies (and the platform company that holds the superadmins).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCurrency } from '@centinela/shared';
import { createdAt, id, type TAddressColumn, updatedAt } from './_columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    phone: text('phone'),
    email: text('email'),
    address: jsonb('address').$type<TAddressColumn>(),
    timeZone: text('time_zone').notNull().default('America/Puerto_Rico'),
    defaultLanguage: text('default_language').notNull().default('es'),
    /** ISO 4217 code of the company's money (USD, MXN); on create derived from the address country (decision 0010). */
    currency: text('currency').$type<TCurrency>().notNull().default('USD'),
    logoFileId: uuid('logo_file_id'),
    /** The platform company holds the superadmins; it is hidden from pickers. */
    isPlatform: boolean('is_platform').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Minimum rest between two shifts of one guard, in hours (availability warning). */
    minRestHours: integer('min_rest_hours').notNull().default(8),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_name_unique').on(sql`lower(${t.name})`), index('companies_active_idx').on(t.isActive)],
);

/** WebRTC (STUN/TURN) settings of a company's phone; the TURN password is stored encrypted. */
export const companyWebrtcSettings = pgTable('company_webrtc_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  primaryStunServer: text('primary_stun_server'),
  backupStunServer: text('backup_stun_server'),
  turnServer: text('turn_server'),
  turnUsername: text('turn_username'),
  turnPasswordEncrypted: text('turn_password_encrypted'),
  updatedAt: updatedAt(),
});
