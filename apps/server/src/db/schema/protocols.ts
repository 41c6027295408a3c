// Protocols (spec: /protocols): company-managed categories; protocols (post orders, procedures) assigned to posts, with a
// draft body (`details`) and published versions (snapshots); acknowledgements of a version by the guards of those
// posts; supporting documents (`protocol_documents` → `files`, the storage module).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { files } from './files';
import { posts } from './posts';
import { users } from './users';

export const protocolCategories = pgTable(
  'protocol_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Folded name: a protocol is also found by its category's name (decision 0023). */
    searchText: searchTextColumn('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('protocol_categories_company_idx').on(t.companyId),
    uniqueIndex('protocol_categories_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const protocols = pgTable(
  'protocols',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').references(() => protocolCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The draft body (sanitised rich HTML); guards read the current version's snapshot. */
    body: text('details').notNull(),
    /** Kept from the first schema (migration 0005); every protocol is active today. */
    isActive: boolean('is_active').notNull().default(true),
    /** 0 until the first publication. */
    currentVersion: integer('current_version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The draft differs from the published version. */
    draftChangedAt: timestamp('draft_changed_at', { withTimezone: true, mode: 'date' }),
    /** Folded title: the protocols list's search, with its category's (decision 0023). */
    searchText: searchTextColumn('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('protocols_company_idx').on(t.companyId), index('protocols_category_idx').on(t.categoryId)],
);

export const protocolPosts = pgTable(
  'protocol_posts',
  {
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.protocolId, t.postId] }), index('protocol_posts_post_idx').on(t.postId)],
);

export const protocolVersions = pgTable(
  'protocol_versions',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    note: text('note'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('protocol_versions_protocol_version_uq').on(t.protocolId, t.version)],
);

export const protocolAcknowledgements = pgTable(
  'protocol_acknowledgements',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('protocol_acknowledgements_uq').on(t.protocolId, t.version, t.userId)],
);

export const protocolDocuments = pgTable(
  'protocol_documents',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('protocol_documents_protocol_idx').on(t.protocolId)],
);
