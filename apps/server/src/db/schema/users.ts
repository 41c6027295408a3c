// Users of every role (spec section 3 "User") and what hangs off one user.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAction, TGuardRank, TRole } from '@centinela/shared';
import { searchTextColumn, searchTextIndex } from '../../platform/search/search-text';
import { createdAt, id, type TAddressColumn, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { files } from './files';
import { roleRecords } from './roles';

export type TSipSettingsColumn = {
  incomingServer?: string | null;
  incomingPort?: number;
  outgoingServer?: string | null;
  outgoingPort?: number;
  extensionName?: string | null;
  extensionNumber?: string | null;
  username?: string | null;
  passwordEncrypted?: string | null;
  preferredCodec?: 'default' | 'g711' | 'g722' | 'opus';
  sampleRate?: 'default' | '8000' | '16000' | '48000';
  connectionStatus?: 'not_connected' | 'connecting' | 'connected' | 'failed';
  lastConnectionAttempt?: string | null;
};

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Customer company of a customer_company_admin. */
    customerId: uuid('customer_id').references(() => customerCompanies.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    initial: text('initial'),
    lastName: text('last_name'),
    mothersMaidenName: text('mothers_maiden_name'),
    photoFileId: uuid('photo_file_id'),
    role: text('role').$type<TRole>().notNull(),
    roleRecordId: uuid('role_record_id').references(() => roleRecords.id, { onDelete: 'set null' }),
    phone: text('phone'),
    phoneWhatsappEnabled: boolean('phone_whatsapp_enabled').notNull().default(false),
    mobile: text('mobile'),
    /** The language the user chose in the app (es/en): their e-mails and SMS are written in it; null → the company's. */
    language: text('language'),
    mobileWhatsappEnabled: boolean('mobile_whatsapp_enabled').notNull().default(false),
    address: jsonb('address').$type<TAddressColumn>(),
    stillEmployed: boolean('still_employed').notNull().default(true),
    employmentStartDate: date('employment_start_date', { mode: 'string' }),
    terminationDate: date('termination_date', { mode: 'string' }),
    terminationReason: text('termination_reason'),
    // Guard-only
    rank: text('rank').$type<TGuardRank>(),
    isCoordinator: boolean('is_coordinator').notNull().default(false),
    companyIdentificationNumber: text('company_identification_number'),
    /** AES-256-GCM ciphertext; never logged. */
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Money is integer cents (decision 0010). */
    hourlyWageCents: integer('hourly_wage_cents'),
    overtimeRateCents: integer('overtime_rate_cents'),
    runnerForCompanies: uuid('runner_for_companies').array().notNull().default(sql`'{}'::uuid[]`),
    payrollProfileTypeId: uuid('payroll_profile_type_id'),
    /** Mexico: the guard's own weekly rest day (0 Sunday … 6 Saturday; rotating rest days); null = the profile type's. */
    restDay: integer('rest_day'),
    faceRecognitionComplete: boolean('face_recognition_complete').notNull().default(false),
    faceVideoFileId: uuid('face_video_file_id'),
    sipSettings: jsonb('sip_settings').$type<TSipSettingsColumn>().notNull().default({}),
    /** Lower-cased full name, or the email when there is none: the users page sort key. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(nullif(trim(lower(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, ''))), ''), lower(email))`,
      ),
    /** Group of the role on the users page: superadmin, security company admin, customer admin, guard (ROLE_ORDER). */
    roleOrder: smallint('role_order')
      .notNull()
      .generatedAlwaysAs(
        sql`case role when 'superadmin' then 0 when 'security_company_admin' then 1 when 'customer_company_admin' then 2 else 3 end`,
      ),
    /** Folded names, email, phones (digits too) and company identification number: the pickers' search (decision 0023). */
    searchText: searchTextColumn(
      'name',
      'last_name',
      'mothers_maiden_name',
      'email',
      'phone',
      'mobile',
      "regexp_replace(coalesce(phone, '') || ' ' || coalesce(mobile, ''), '[^0-9 ]', '', 'g')",
      'company_identification_number',
    ),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_company_email_unique').on(t.companyId, sql`lower(${t.email})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    // Name orders are per language (collations centinela_es / centinela_en, migration 0016, decision 0015): each
    // ordered index exists once per language so a page in either language comes straight from an index.
    index('users_list_es_idx').on(t.companyId, t.stillEmployed, t.role, sql`${t.sortName} collate "centinela_es"`),
    index('users_list_en_idx').on(t.companyId, t.stillEmployed, t.role, sql`${t.sortName} collate "centinela_en"`),
    index('users_customer_idx').on(t.customerId),
    // Members of a role record (roles page counts, ON DELETE SET NULL) and the users who fall back to a company default.
    index('users_role_record_idx').on(t.roleRecordId).where(sql`${t.roleRecordId} is not null`),
    // Pickers: a company's employed users by name, of any role (the walk stops at the first matches of a search).
    index('users_company_name_es_idx').on(t.companyId, t.stillEmployed, sql`${t.sortName} collate "centinela_es"`),
    index('users_company_name_en_idx').on(t.companyId, t.stillEmployed, sql`${t.sortName} collate "centinela_en"`),
    index('users_default_role_idx').on(t.companyId, t.role).where(sql`${t.roleRecordId} is null`),
    // The users page order (role group, name, id) straight from an index, per company and across companies.
    index('users_page_es_idx').on(t.companyId, t.stillEmployed, t.roleOrder, sql`${t.sortName} collate "centinela_es"`, t.id),
    index('users_page_en_idx').on(t.companyId, t.stillEmployed, t.roleOrder, sql`${t.sortName} collate "centinela_en"`, t.id),
    index('users_page_all_es_idx').on(t.stillEmployed, t.roleOrder, sql`${t.sortName} collate "centinela_es"`, t.id),
    index('users_page_all_en_idx').on(t.stillEmployed, t.roleOrder, sql`${t.sortName} collate "centinela_en"`, t.id),
    searchTextIndex('users', t.searchText),
  ],
);

/** Per-user grant or revoke of one action on one resource. */
export const userPermissionOverrides = pgTable(
  'user_permission_overrides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<TAction>().notNull(),
    resource: text('resource').notNull(),
    effect: text('effect').$type<'grant' | 'revoke'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action, t.resource] })],
);

/** Posts a guard may not work at (spec "Banned post"). */
export const userBannedPosts = pgTable(
  'user_banned_posts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').notNull(),
    bannedBy: uuid('banned_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('user_banned_posts_post_idx').on(t.postId)],
);

export const userDocuments = pgTable(
  'user_documents',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The company's document type (document_types), if chosen: required-for-duty types decide availability. */
    documentTypeId: uuid('document_type_id'),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    uploadedAt: createdAt(),
  },
  (t) => [
    index('user_documents_user_idx').on(t.userId),
    index('user_documents_expiry_idx').on(t.companyId, t.expiryDate),
    index('user_documents_type_idx').on(t.documentTypeId, t.userId),
  ],
);

export const userMemos = pgTable(
  'user_memos',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    uploadedAt: createdAt(),
  },
  (t) => [index('user_memos_user_idx').on(t.userId)],
);

/** Face photos of a guard, with the 128-value descriptor that check-in matching will compare against. */
export const userFacePhotos = pgTable(
  'user_face_photos',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    descriptor: real('descriptor').array(),
    /** The model that computed `descriptor` (face-engine FACE_MODEL_VERSION): another model's descriptors are recomputed. */
    descriptorModel: text('descriptor_model'),
    /** Faces the descriptor job found on the photo (null: not computed yet); not exactly one → reported to the admin. */
    faceCount: smallint('face_count'),
    /** Order of the photo in the guard's set (as last saved). */
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('user_face_photos_user_idx').on(t.userId), uniqueIndex('user_face_photos_file_unique').on(t.fileId)],
);

/**
 * The users page's search index: one row per (user, word) of the user's names, email (whole and from each
 * separator: "bench.test", "test"), phones (digits only, and the national 10 digits) and company identification
 * number, with the columns the page filters and sorts on copied beside the word. A search is word prefixes
 * ("riv" finds Rivera), answered and counted by an index-only range scan of user_search_tokens_company_idx /
 * user_search_tokens_all_idx instead of rechecking thousands of users rows found by trigrams (decision 0016).
 * Kept by the users triggers of migration 0023 (insert, and update of a searched, filtered or sorted column);
 * a user's rows go with the user (ON DELETE CASCADE). The indexes (INCLUDE, text_pattern_ops) are in that migration.
 */
export const userSearchTokens = pgTable(
  'user_search_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    companyId: uuid('company_id').notNull(),
    stillEmployed: boolean('still_employed').notNull(),
    roleOrder: smallint('role_order').notNull(),
    isCoordinator: boolean('is_coordinator').notNull(),
    sortName: text('sort_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.token] })],
);
