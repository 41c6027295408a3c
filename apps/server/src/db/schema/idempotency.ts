// Idempotent creates (issue 29): a create that carries an `Idempotency-Key` claims (user, scope, key) in its own
// transaction before writing, and records the id of what it created. A retry with the same key finds the row and
// answers that record; two tries at once serialise on the unique index (the second waits for the first to commit or
// roll back). Rows older than IDEMPOTENCY_KEY_TTL_DAYS are pruned (platform/attachments/sweep.ts).
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns';

export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The create it guards: 'incidents.create', 'daily-reports.create' … */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Set in the same transaction once the record exists. */
    entityId: uuid('entity_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotent_writes_key').on(t.userId, t.scope, t.key), index('idempotent_writes_created_idx').on(t.createdAt)],
);
