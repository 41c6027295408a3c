// Live updates: ONE table says which cached queries each kind of change makes stale. The server's event stream
// (GET /api/events) and this browser's own writes both go through it — no per-feature invalidation lists.
import { LIVE_EVENT_NAMES, type TLiveEvent, type TSystemLogEntityType } from '@centinela/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AREAS } from '@/app/areas';
import { SESSION_QUERY_KEY } from './query-client';

/** Every change can appear in the dashboard's counts and recent activity. */
const ALWAYS = ['/api/dashboard', '/api/system-logs'] as const;

/**
 * Entity type → the first parts (API paths) of the query keys that show it: each area's manifest declares those of
 * its entity types (`liveQueryPrefixes`, app/area.ts); app/areas.test.ts checks every entity type has exactly one.
 */
export const LIVE_QUERY_PREFIXES = Object.assign({}, ...AREAS.map((area) => area.liveQueryPrefixes ?? {})) as Record<
  TSystemLogEntityType,
  readonly string[]
>;

/** The header's counters (notifications, SMS inbox, chat), re-read whenever the event stream (re)opens. */
const BADGE_PREFIXES = ['/api/notifications', '/api/sms', '/api/chat'] as const;

/** Changes that can alter what the signed-in user may do: the session (permissions) is read again. */
const SESSION_TYPES: readonly TSystemLogEntityType[] = ['roles', 'user-access', 'companies'];

/** Marks stale (and refetches if on screen) every query that shows one of these kinds of entity. */
export const invalidateEntities = (client: QueryClient, entityTypes: readonly TSystemLogEntityType[]) => {
  // A notification or a chat message is no change to the dashboard: only the badges and the lists are read again.
  const prefixes = new Set<string>(
    entityTypes.length === 0 || entityTypes.some((type) => type !== 'notifications' && type !== 'chat') ? ALWAYS : [],
  );
  for (const type of entityTypes) for (const prefix of LIVE_QUERY_PREFIXES[type] ?? []) prefixes.add(prefix);
  const jobs = [
    client.invalidateQueries({
      predicate: (query) => {
        const head = query.queryKey[0];
        return typeof head === 'string' && [...prefixes].some((prefix) => head.startsWith(prefix));
      },
    }),
  ];
  if (entityTypes.some((type) => SESSION_TYPES.includes(type))) jobs.push(client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }));
  return Promise.all(jobs);
};

/**
 * The server sorts names in the reader's language (Accept-Language, decision 0015): after a language switch, what is
 * on screen is read again in the new order.
 */
export const useRefetchOnLanguageChange = (language: string) => {
  const client = useQueryClient();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }, [client, language]);
};

/** How long changes are gathered before one refetch: a burst of writes costs one round of requests. */
const BATCH_MS = 100;

/** Keeps one event stream open while signed in and refreshes what each change makes stale. */
export const useLiveUpdates = (currentUserId: string) => {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let pending = new Set<TSystemLogEntityType>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const types = [...pending];
      pending = new Set();
      void invalidateEntities(client, types);
    };
    source.addEventListener(LIVE_EVENT_NAMES.change, (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as TLiveEvent;
      pending.add(event.entityType);
      // The signed-in user's own record changed (role, permissions, employment): read the session again.
      if (event.entityType === 'users' && event.entityId === currentUserId) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      timer ??= setTimeout(flush, BATCH_MS);
    });
    // Too much was missed while away: everything on screen is read again.
    source.addEventListener(LIVE_EVENT_NAMES.resync, () => void client.invalidateQueries());
    // What the header's badges count may have changed between the page's first reads and the stream being ready (or
    // while it reconnected): they are read again each time it opens — small reads, unlike the page's lists.
    source.addEventListener('open', () => {
      void client.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && BADGE_PREFIXES.some((p) => (query.queryKey[0] as string).startsWith(p)),
      });
    });
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [client, currentUserId]);
};
