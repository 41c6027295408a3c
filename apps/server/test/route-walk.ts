// The route walk the isolation suites share (isolation.test.ts: another tenant; customer-isolation.test.ts: another
// customer of the same security company): fill each route's path parameters with a set of ids and call it with the
// same ids in its query, so every route of the app's table is tried without a list to keep up to date.
import type { clientFor } from './factories';

/** The ids a walk puts in paths, queries and bodies (the names the routes' parameters use). */
export type TWalkIds = {
  companyId: string;
  customerCompanyId: string;
  customerId: string;
  userId: string;
  guardId: string;
  postId: string;
  [name: string]: string;
};

/**
 * Query parameters every GET carries besides the ids: the date range and times that reports and schedules require
 * (unknown keys are stripped by the routes' schemas). Routes that need more: QUERIES, keyed 'GET /url'.
 */
export const COMMON_QUERY = 'from=2026-01-05&to=2026-01-11&date=2026-01-05&startTime=07:00&endTime=15:00';
const QUERIES: Record<string, string> = {
  // Staged uploads name their target (any other method's query is its QUERIES entry alone).
  'POST /api/uploads': 'target=incident',
  // Accounting exports name their format.
  'GET /api/invoicing/export': 'format=iif&from=2020-01-01&to=2099-12-31',
  'GET /api/invoicing/export/check': 'format=qbo&from=2020-01-01&to=2099-12-31',
};

/** Fills :params of a route pattern (a matching name when there is one, else every id in turn). */
export const pathsFor = (url: string, ids: TWalkIds): string[] => {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  if (params.length === 0) return [url];
  const byName = ids as Record<string, string>;
  // Every uuid in turn (the occurrence id `{shiftId}:{date}` only where its own param asks for it).
  const candidates = params.length === 1 && !byName[params[0]] ? Object.values(ids).filter((id) => !id.includes(':')) : [null];
  return candidates.map((candidate) =>
    url.replace(
      /:([A-Za-z]+)/g,
      // E-mail templates are addressed by kind and language, wiki revisions by number, not by ids.
      (_, name: string) =>
        (name === 'kind'
          ? 'test'
          : name === 'language'
            ? 'es'
            : name === 'action'
              ? 'hold'
              : name === 'phone'
                ? '17875550123'
                : name === 'revision'
                  ? '1'
                  : null) ??
        candidate ??
        byName[name] ??
        byName[`${name.replace(/Id$/, '')}Id`] ??
        ids.userId,
    ),
  );
};

export type TClient = ReturnType<typeof clientFor>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the route at `url`; a GET carries `qsIds` (and the common dates) in its query. */
export const call = (client: TClient, route: { method: string; url: string }, url: string, body: unknown, qsIds: TWalkIds) => {
  const method = route.method as TMethod;
  const extra = QUERIES[`${route.method} ${route.url}`] ?? COMMON_QUERY;
  const qs = `?companyId=${qsIds.companyId}&customerCompanyId=${qsIds.customerCompanyId}&postId=${qsIds.postId}&guardId=${qsIds.guardId}&${extra}`;
  if (method === 'GET') return client.get(url + qs);
  if (method === 'DELETE') return client.delete(url);
  const query = QUERIES[`${route.method} ${route.url}`];
  return client[method.toLowerCase() as 'post' | 'put' | 'patch'](query ? `${url}?${query}` : url, body);
};
