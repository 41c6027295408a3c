// One browser's live-updates stream: replays what it missed (Last-Event-ID), then forwards live events it may see,
// in id order, never twice; re-checks the session every minute (signed out, deactivated or permissions changed).
import { LIVE_EVENT_NAMES, type TLiveEvent } from '@centinela/shared';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { domainEvents } from '../../db/schema';
import type { TActor } from '../access/actor';
import type { TEventBus } from './bus';
import type { TDomainEvent } from './record';
import { liveEventFor } from './visibility';

/** More missed events than this: the browser is told to refetch everything instead. */
export const REPLAY_LIMIT = 500;
export const SESSION_RECHECK_MS = 60_000;

export type TStreamSink = {
  send: (message: { id?: string; event: string; data: unknown }) => Promise<void> | void;
  close: () => void;
  onClose: (callback: () => void) => void;
};

/** The events after `afterId` that the actor's tenant holds (rows of other tenants are never read). */
const missedEvents = async (db: TDbOrTx, actor: TActor, afterId: number): Promise<TDomainEvent[]> => {
  const tenant: SQL | undefined = actor.isPlatformAdmin ? undefined : eq(domainEvents.companyId, actor.companyId);
  const rows = await db
    .select()
    .from(domainEvents)
    .where(and(gt(domainEvents.id, afterId), tenant))
    .orderBy(asc(domainEvents.id))
    .limit(REPLAY_LIMIT + 1);
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    entityType: r.entityType,
    entityId: r.entityId,
    action: r.action,
    actorUserId: r.actorUserId,
  }));
};

export const parseLastEventId = (value: string | null | undefined): number | null =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

export const openEventStream = async ({
  db,
  bus,
  actor: initialActor,
  lastEventId,
  sink,
  reloadActor,
}: {
  db: TDbOrTx;
  bus: TEventBus;
  actor: TActor;
  lastEventId: number | null;
  sink: TStreamSink;
  /** The session's actor now, or null when the session is no longer valid. */
  reloadActor: () => Promise<TActor | null>;
}) => {
  let actor = initialActor;
  let lastSentId = lastEventId ?? 0;
  let isCatchingUp = false;
  let queued: TDomainEvent[] = [];
  let isOpen = true;

  const deliver = async (event: TDomainEvent) => {
    if (!isOpen || event.id <= lastSentId) return;
    lastSentId = event.id;
    const live: TLiveEvent | null = liveEventFor(actor, event);
    if (live) await sink.send({ id: live.id, event: LIVE_EVENT_NAMES.change, data: live });
  };

  /** Reads the table from lastSentId (reconnect, or the bus lost notifications), then flushes what arrived meanwhile. */
  const catchUp = async () => {
    if (isCatchingUp) return;
    isCatchingUp = true;
    try {
      const missed = await missedEvents(db, actor, lastSentId);
      if (missed.length > REPLAY_LIMIT) {
        const newest = missed[missed.length - 1].id;
        lastSentId = newest;
        await sink.send({ id: String(newest), event: LIVE_EVENT_NAMES.resync, data: {} });
      } else {
        for (const event of missed) await deliver(event);
      }
    } finally {
      isCatchingUp = false;
      const pending = queued.sort((a, b) => a.id - b.id);
      queued = [];
      for (const event of pending) await deliver(event);
    }
  };

  const unsubscribe = bus.subscribe({
    onEvent: (event) => {
      if (isCatchingUp) queued.push(event);
      else void deliver(event);
    },
    onResync: () => void catchUp(),
  });

  const recheck = setInterval(async () => {
    const current = await reloadActor().catch(() => actor);
    if (!current) sink.close();
    else actor = current;
  }, SESSION_RECHECK_MS);
  recheck.unref();

  sink.onClose(() => {
    isOpen = false;
    unsubscribe();
    clearInterval(recheck);
  });

  if (lastEventId !== null) await catchUp();
};
