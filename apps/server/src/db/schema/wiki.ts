// The wiki: a company's pages in a tree (parent, position among siblings), sanitised rich text, the roles that see a
// page (empty: all), a folded search text (lower case, no accents: title + text) kept by the service, revisions (the
// history; restore makes a new one) and attachments (files of the storage module).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { searchTextIndex } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { files } from './files';
import { users } from './users';

export const wikiPages = pgTable(
  'wiki_pages',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => wikiPages.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Roles that see the page; empty: every role allowed to view the wiki. */
    visibleRoles: text('visible_roles').array().notNull().default(sql`'{}'::text[]`),
    /** Folded title and text (foldSearchText), written by the service: the text of rich HTML is taken in JavaScript,
     * so this one is not a generated column (decision 0023). */
    searchText: text('search_text').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wiki_pages_tree_idx').on(t.companyId, t.parentId, t.position), searchTextIndex('wiki_pages', t.searchText)],
);

export const wikiPageRevisions = pgTable(
  'wiki_page_revisions',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => wikiPages.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('wiki_page_revisions_page_revision_uq').on(t.pageId, t.revision)],
);

export const wikiPageAttachments = pgTable(
  'wiki_page_attachments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => wikiPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('wiki_page_attachments_page_idx').on(t.pageId)],
);
