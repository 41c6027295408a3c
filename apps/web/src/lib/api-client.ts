// The one typed client of the web app: calls an endpoint declared in packages/shared/src/endpoints with its params,
// query and body typed from the declaration, and derives its query key from the declaration too. No call site writes
// a path or a response type by hand.
//
//   const posts = useQuery({ ...apiQuery(postsApi.list, { query: { page, pageSize } }), placeholderData: keep });
//   const save = useMutation({ mutationFn: (body: TPostInput) => callApi(postsApi.create, { body }) });
import { pathOf, searchOf, type TEndpoint, type TEndpointCall, type TEndpointResult } from '@centinela/shared/endpoints/define';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUpload, type TUploadProgress } from './api';

type TCallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** The URL of a call: the declared path with its params filled in, plus the query string. */
export const urlOf = <E extends TEndpoint>(endpoint: E, call?: TEndpointCall<E>): string => {
  const input = call as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return `${pathOf(endpoint.path, input?.params)}${searchOf(input?.query)}`;
};

/** Calls the endpoint; resolves with its typed answer or rejects with an ApiError. */
export const callApi = <E extends TEndpoint>(
  endpoint: E,
  ...[call, options]: {} extends TEndpointCall<E>
    ? [call?: TEndpointCall<E>, options?: TCallOptions]
    : [call: TEndpointCall<E>, options?: TCallOptions]
): Promise<TEndpointResult<E>> => {
  const body = (call as { body?: unknown } | undefined)?.body;
  return apiRequest<TEndpointResult<E>>(endpoint.method, urlOf(endpoint, call), body, options);
};

/** Multipart upload to a `multipart: true` endpoint, with progress. */
export const uploadApi = <E extends TEndpoint & { multipart: true }>(
  endpoint: E,
  call: TEndpointCall<E>,
  options: { onProgress?: (progress: TUploadProgress) => void; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<TEndpointResult<E>> => {
  const method = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'POST' : endpoint.method;
  return apiUpload<TEndpointResult<E>>(urlOf(endpoint, call), (call as { body: FormData }).body, { ...options, method });
};

/**
 * The query key of a call: [declared path, params, query]. Its head is the path template ('/api/posts/:id'), so the
 * live-update table (lib/live-updates.ts) marks every query of an area stale by path prefix.
 */
export const apiKey = <E extends TEndpoint>(endpoint: E, call?: TEndpointCall<E>) => {
  const input = call as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return [endpoint.path, input?.params ?? {}, input?.query ?? {}] as const;
};

/** queryKey + queryFn of a GET endpoint, to spread into useQuery/useSuspenseQuery/prefetchQuery. */
export const apiQuery = <E extends TEndpoint & { method: 'GET' }>(
  endpoint: E,
  ...[call]: {} extends TEndpointCall<E> ? [call?: TEndpointCall<E>] : [call: TEndpointCall<E>]
) =>
  queryOptions({
    queryKey: apiKey(endpoint, call),
    queryFn: ({ signal }) =>
      (callApi as (e: E, c?: TEndpointCall<E>, o?: TCallOptions) => Promise<TEndpointResult<E>>)(endpoint, call, { signal }),
  });
