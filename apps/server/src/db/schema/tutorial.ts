// The tutorial: each user's place in the guided tour of their role (one row per user and tour).
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './_columns';
import { users } from './users';

export const tutorialProgress = pgTable(
  'tutorial_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tour: text('tour').notNull(),
    companyId: uuid('company_id').notNull(),
    step: integer('step').notNull().default(0),
    /** active | completed | skipped */
    status: text('status').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tour] })],
);
