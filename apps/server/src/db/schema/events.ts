// Domain events (the outbox): every write that logs to system_logs also records one here, in the same transaction.
// Live updates (GET /api/events) stream them; jobs and notifications consume them. The bigserial id orders them and
// is the SSE event id that a reconnecting browser resumes from (Last-Event-ID).
import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TSystemLogAction, TSystemLogEntityType } from '@centinela/shared';
import { createdAt } from './_columns';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Tenant the change belongs to; null for platform-wide changes. */
    companyId: uuid('company_id'),
    entityType: text('entity_type').$type<TSystemLogEntityType>().notNull(),
    entityId: text('entity_id'),
    action: text('action').$type<TSystemLogAction>().notNull(),
    actorUserId: uuid('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_company_id_idx').on(t.companyId, t.id), index('domain_events_created_idx').on(t.createdAt)],
);
