// Domain events (the outbox): every write that logs to system_logs also records one here, in the same transaction,
// and so does every typed event an area emits (platform/events/emit.ts).
// Live updates (GET /api/events) stream them; jobs and notifications consume them. The bigserial id orders them and
// is the SSE event id that a reconnecting browser resumes from (Last-Event-ID).
import { bigserial, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    /** A typed domain event's type ('incidents.reported', packages/shared/src/events); null for a logged write's change. */
    type: text('type'),
    /** A typed event's payload, as its schema parsed it (job subscribers and webhook deliveries read it back). */
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_company_id_idx').on(t.companyId, t.id), index('domain_events_created_idx').on(t.createdAt)],
);

/**
 * Facts a detector (a scheduled job) has already announced: an event emitted with a `onceKey` is emitted once per
 * company and key, ever (a shift short of guards, a document reaching a threshold). Kept 400 days (platform/events/retention.ts):
 * every key names a date, so an older one cannot come back.
 */
export const domainEventKeys = pgTable(
  'domain_event_keys',
  {
    companyId: uuid('company_id').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('domain_event_keys_created_idx').on(t.createdAt)],
);
