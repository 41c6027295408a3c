// System log (spec section 3): every write and every sign-in leaves one entry.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TSystemLogAction, TSystemLogEntityType } from '@centinela/shared';
import { createdAt, id } from './_columns';

export const systemLogs = pgTable(
  'system_logs',
  {
    id: id(),
    /** Tenant the entry belongs to; null for platform-wide entries. */
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    action: text('action').$type<TSystemLogAction>().notNull(),
    entityType: text('entity_type').$type<TSystemLogEntityType>().notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: createdAt(),
  },
  (t) => [
    index('system_logs_company_time_idx').on(t.companyId, t.timestamp.desc()),
    index('system_logs_time_idx').on(t.timestamp.desc()),
    index('system_logs_company_action_idx').on(t.companyId, t.action),
    // The system-logs report's user filter: one person's entries, newest first.
    index('system_logs_company_user_time_idx').on(t.companyId, t.userId, t.timestamp.desc()),
    // One row's history (a task's changes), newest first.
    index('system_logs_company_entity_time_idx').on(t.companyId, t.entityType, t.entityId, t.timestamp.desc()),
  ],
);
