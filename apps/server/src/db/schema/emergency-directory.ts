// The emergency directory: contacts of the whole company (no post) or of one post.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { posts } from './posts';

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** E.164 numbers, the first is the main one. */
    phones: text('phones').array().notNull(),
    notes: text('notes'),
    /** Folded name and notes: the directory's search (decision 0023). */
    searchText: searchTextColumn('name', 'notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emergency_contacts_company_idx').on(t.companyId), index('emergency_contacts_post_idx').on(t.postId)],
);
