// Emitting a typed domain event (packages/shared/src/events): THE way a service tells the rest of the system that
// something happened. Services do not call notify() or queue side-effect jobs themselves: they emit, in their
// write's transaction, and the subscribers the areas declare react (docs/decisions/0029-domain-events.md):
// - an in-transaction subscriber runs in the same transaction (notifications: they commit or roll back with the write);
// - a job subscriber gets a job queued in the same transaction (it runs after the commit, at least once).
// The event is recorded in domain_events with its payload (live updates stream it; job subscribers and, next, webhook
// deliveries read it back) before any subscriber runs.
import type { TEventDefinition, TEventInput, TEventPayload } from '@centinela/shared/events/define';
import type { TDbOrTx } from '../../db/client';
import { domainEventKeys } from '../../db/schema';
import { boundJobRunner } from '../jobs/bound';
import type { TJobName } from '../jobs/registry';
import { recordEvent } from './record';

/** An emitted event, as its subscribers receive it. */
export type TEmittedEvent<E extends TEventDefinition = TEventDefinition> = {
  id: number;
  type: E['type'];
  companyId: string;
  /** The signed-in user whose write caused it; null for the system (a scheduled job, an inbound message). */
  actorUserId: string | null;
  entityId: string | null;
  payload: TEventPayload<E>;
};

type TSubscriberBase<E extends TEventDefinition> = {
  /** `<area>.<what it does>`, unique: 'incidents.notify-admins'. */
  name: string;
  event: E;
};

export type TSubscriber<E extends TEventDefinition = TEventDefinition, TData = unknown> = TSubscriberBase<E> &
  (
    | {
        /** Runs in the emitter's transaction; throwing rolls the write back. Keep it to database work. */
        inTransaction: (tx: TDbOrTx, event: TEmittedEvent<E>) => Promise<void>;
      }
    | {
        /** A registered job queued in the emitter's transaction, with this data (its handler must be idempotent). */
        job: TJobName<TData>;
        jobData: (event: TEmittedEvent<E>) => TData;
      }
  );

/** Declares a subscriber (identity: it ties the handler's event type to the event it subscribes to). */
// The registry holds subscribers of many events: each is typed against its own event where it is declared (here), and
// emit() only ever hands it events of that type (subscribersOf(event.type)).
export const defineSubscriber = <E extends TEventDefinition, TData = unknown>(subscriber: TSubscriber<E, TData>): TSubscriber =>
  subscriber as unknown as TSubscriber;

let registry: Map<string, TSubscriber[]> | null = null;

/** Binds every area's subscribers (modules/areas.ts does, once). Names are unique. */
export const bindSubscribers = (subscribers: readonly TSubscriber[]) => {
  const names = new Set<string>();
  const next = new Map<string, TSubscriber[]>();
  for (const s of subscribers) {
    if (names.has(s.name)) throw new Error(`event subscriber "${s.name}" is declared twice`);
    names.add(s.name);
    next.set(s.event.type, [...(next.get(s.event.type) ?? []), s]);
  }
  registry = next;
};

export const subscribersOf = (type: string): readonly TSubscriber[] => registry?.get(type) ?? [];

export type TEmitMeta = {
  companyId: string;
  actorUserId?: string | null;
  /** The row the event is about (live updates name it); default: none. */
  entityId?: string | null;
  /**
   * A detector's fact key ('short-staffed:<occurrence>'): the event is emitted once per company and key, ever; a repeat
   * emits nothing and answers null. Name a date in it (keys are kept 400 days).
   */
  onceKey?: string;
};

/** Claims a once-key in the transaction: false when the company already has it (the fact was announced). */
const claimOnceKey = async (tx: TDbOrTx, companyId: string, key: string) => {
  const claimed = await tx.insert(domainEventKeys).values({ companyId, key }).onConflictDoNothing().returning({ key: domainEventKeys.key });
  return claimed.length > 0;
};

/**
 * Records the event in the caller's transaction and runs its subscribers. The payload is parsed by the event's schema
 * first: a payload that does not match is a programming error and throws (rolling the write back).
 */
export async function emit<E extends TEventDefinition>(
  tx: TDbOrTx,
  event: E,
  meta: TEmitMeta,
  input: TEventInput<E>,
): Promise<TEmittedEvent<E> | null> {
  if (!registry) throw new Error('domain events: no subscribers are bound (import modules/areas before emitting)');
  const payload = event.schema.parse(input) as TEventPayload<E>;
  if (meta.onceKey !== undefined && !(await claimOnceKey(tx, meta.companyId, `${event.type}:${meta.onceKey}`))) return null;
  const emitted: TEmittedEvent<E> = {
    id: 0,
    type: event.type,
    companyId: meta.companyId,
    actorUserId: meta.actorUserId ?? null,
    entityId: meta.entityId ?? null,
    payload,
  };
  emitted.id = await recordEvent(tx, {
    companyId: emitted.companyId,
    entityType: event.entityType,
    entityId: emitted.entityId,
    action: event.action,
    actorUserId: emitted.actorUserId,
    type: event.type,
    payload,
  });
  for (const subscriber of subscribersOf(event.type) as unknown as readonly TSubscriber<E>[]) {
    if ('inTransaction' in subscriber) await subscriber.inTransaction(tx, emitted);
    else await boundJobRunner()?.enqueue(tx, subscriber.job, subscriber.jobData(emitted));
  }
  return emitted;
}
