// The in-process side of live updates: one LISTEN per app process, fanned out to every open stream of that
// process. On PostgreSQL a dedicated client (not a pooled one: a pool would recycle it; not PgBouncer in
// transaction mode) listens, reconnecting with backoff; subscribers are told to catch up from the table after a
// reconnect, since notifications sent meanwhile are lost. On PGlite the embedded database notifies in-process.
import pg from 'pg';
import type { TDatabase } from '../../db/client';
import { EVENTS_CHANNEL, parseEventPayload, type TDomainEvent } from './record';

export type TEventListener = {
  onEvent: (event: TDomainEvent) => void;
  /** Notifications may have been missed (the listening connection was lost and is back): read the table. */
  onResync: () => void;
};

export type TEventBus = {
  subscribe: (listener: TEventListener) => () => void;
  /** Number of open subscriptions (streams) in this process. */
  size: () => number;
  close: () => Promise<void>;
};

type TLog = { warn: (msg: string) => void; info: (msg: string) => void };

export const createEventBus = async (database: TDatabase, log: TLog): Promise<TEventBus> => {
  const listeners = new Set<TEventListener>();
  const emit = (payload: string) => {
    const event = parseEventPayload(payload);
    if (!event) return;
    for (const listener of listeners) listener.onEvent(event);
  };
  const resync = () => {
    for (const listener of listeners) listener.onResync();
  };

  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(EVENTS_CHANNEL, emit);
    stop = async () => unlisten();
  } else {
    let client: pg.Client | null = null;
    let isClosed = false;
    let delayMs = 1_000;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (isReconnect: boolean) => {
      const next = new pg.Client({ connectionString: database.url });
      next.on('notification', (message) => message.payload && emit(message.payload));
      next.on('error', (err) => log.warn(`live updates: listening connection error (${err.message})`));
      next.on('end', () => {
        if (client === next) client = null;
        if (!isClosed) schedule();
      });
      try {
        await next.connect();
        await next.query(`listen ${EVENTS_CHANNEL}`);
        if (isClosed) {
          await next.end();
          return;
        }
        client = next;
        delayMs = 1_000;
        if (isReconnect) {
          log.info('live updates: listening again');
          resync();
        }
      } catch (err) {
        log.warn(`live updates: cannot listen (${(err as Error).message}); retrying`);
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        if (!isClosed) schedule();
      }
    };
    const schedule = () => {
      if (retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect(true);
      }, delayMs);
      retry.unref();
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    await connect(false);
    if (!client) schedule();
    stop = async () => {
      isClosed = true;
      if (retry) clearTimeout(retry);
      const current = client as pg.Client | null;
      client = null;
      await current?.end().catch(() => {});
    };
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
};
