// Security companies (and the platform company that holds the superadmins).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCurrency } from '@centinela/shared';
import { searchTextColumn } from '../../platform/search/search-text';
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
    /** First day of the week: 0 Sunday (the product's weeks today: startOfWeek) … 6 Saturday. */
    weekStart: integer('week_start').notNull().default(0),
    /** Overtime defaults: hours a day and a week before overtime, and the overtime rate in percent of the wage. */
    overtimeDailyHours: integer('overtime_daily_hours').notNull().default(8),
    overtimeWeeklyHours: integer('overtime_weekly_hours').notNull().default(40),
    overtimeRatePercent: integer('overtime_rate_percent').notNull().default(150),
    /** Notification lead times: days before a document expires, hours before a shift still short of guards. */
    documentExpiryAlertDays: jsonb('document_expiry_alert_days').$type<number[]>().notNull().default([90, 60, 30, 7]),
    shortStaffedLeadHours: integer('short_staffed_lead_hours').notNull().default(12),
    /** Minutes after a shift's start before a guard counts as late (attendance). */
    checkInGraceMinutes: integer('check_in_grace_minutes').notNull().default(10),
    /**
     * The company's SMS line (E.164), the sender of its text messages. One company's only (issue 29): unique by its
     * digits, the way inbound webhooks find the company (modules/sms/sms-line.ts); claimed with proof there.
     */
    smsLine: text('sms_line'),
    /** Whether the sign-in page's company picker lists the company (issue 29); hidden, its users type `signInCode`. */
    listedAtSignIn: boolean('listed_at_sign_in').notNull().default(true),
    /** The company's sign-in code, 8 characters (0-9, A-F), unique: what its users type when the picker does not list it. */
    signInCode: text('sign_in_code').notNull().default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 8))`),
    /** Company defaults of notification preferences (per type and channel); users override them. */
    notificationDefaults: jsonb('notification_defaults').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
    /** Folded name, legal name, tax id and e-mail: the companies list's search (decision 0023). */
    searchText: searchTextColumn('name', 'legal_name', 'tax_id', 'email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_name_unique').on(sql`lower(${t.name})`),
    index('companies_active_idx').on(t.isActive),
    uniqueIndex('companies_sms_line_unique').on(sql`regexp_replace(${t.smsLine}, '[^0-9]', '', 'g')`),
    uniqueIndex('companies_sign_in_code_unique').on(t.signInCode),
  ],
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
