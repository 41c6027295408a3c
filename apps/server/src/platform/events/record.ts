// Records a domain event in the caller's transaction and announces it (NOTIFY is delivered only if that transaction
// commits, so a rolled-back write is never streamed). Called by writeSystemLog: every logged write is an event.
import type { TSystemLogAction, TSystemLogEntityType } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

export const EVENTS_CHANNEL = 'centinela_events';

export type TDomainEvent = {
  id: number;
  companyId: string | null;
  entityType: TSystemLogEntityType;
  entityId: string | null;
  action: TSystemLogAction;
  actorUserId: string | null;
};

export type TNewDomainEvent = Omit<TDomainEvent, 'id'> & {
  /** A typed event's type and parsed payload (platform/events/emit.ts); absent for a logged write's change. */
  type?: string;
  payload?: unknown;
};

/**
 * One round trip: insert the event and notify its row (well under NOTIFY's 8,000-byte payload limit: the payload is
 * not in the notification, only in the row). Returns the event's id.
 */
export const recordEvent = async (db: TDbOrTx, event: TNewDomainEvent): Promise<number> => {
  const payload = event.payload === undefined ? null : JSON.stringify(event.payload);
  const result = await db.execute(sql`
    with e as (
      insert into domain_events (company_id, entity_type, entity_id, action, actor_user_id, type, payload)
      values (${event.companyId}, ${event.entityType}, ${event.entityId}, ${event.action}, ${event.actorUserId},
        ${event.type ?? null}, ${payload}::jsonb)
      returning id, company_id, entity_type, entity_id, action, actor_user_id
    )
    select e.id, pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'id', e.id, 'companyId', e.company_id, 'entityType', e.entity_type, 'entityId', e.entity_id,
      'action', e.action, 'actorUserId', e.actor_user_id)::text)
    from e`);
  return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
};

export const parseEventPayload = (payload: string): TDomainEvent | null => {
  try {
    const e = JSON.parse(payload) as TDomainEvent;
    return typeof e.id === 'number' && typeof e.entityType === 'string' ? e : null;
  } catch {
    return null;
  }
};
