// Endpoint contracts: each domain declares its HTTP endpoints ONCE here (method, path, params, query, body, response,
// access). The server registers its routes from these declarations (apps/server/src/platform/http/route.ts), the web
// app calls them through one typed client (apps/web/src/lib/api-client.ts) whose query keys derive from them, and
// /api/docs is generated from the same schemas.
//
// One file per domain (`endpoints/<domain>.ts`), one named export per endpoint (so a page only bundles the schemas it
// uses): `import * as postsApi from '@centinela/shared/endpoints/posts'` then `postsApi.list`.
import type { z } from 'zod';
import type { TAction, TResource } from '../enums';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TPermission = { readonly action: TAction; readonly resource: TResource };

/**
 * Who may call an endpoint: one permission, any one of several, a principal other than a user, any signed-in user,
 * or anyone. Every endpoint says
 * which; the server refuses to start with an /api route that does not.
 */
export type TEndpointAccess =
  | TPermission
  | { readonly anyOf: readonly TPermission[] }
  | { readonly principal: TPrincipal }
  | 'signed-in'
  | 'public';

/** Callers that are not signed-in users: a paired kiosk device, or Twilio calling a webhook (signed). */
export type TPrincipal = 'device' | 'twilio';

/**
 * What the success answer is: JSON validated by `response` (default), no body (204), a file or CSV download, or a
 * server-sent-event stream. Non-JSON kinds have no response schema.
 */
export type TEndpointKind = 'json' | 'empty' | 'file' | 'stream';

type TSchema = z.ZodType;

export type TEndpoint = {
  readonly method: THttpMethod;
  /** Fastify path syntax: '/api/posts/:id'. */
  readonly path: string;
  readonly access: TEndpointAccess;
  /** OpenAPI tag (the domain). */
  readonly tag: string;
  /** One line for /api/docs. */
  readonly summary?: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  /** JSON body; `multipart: true` endpoints read their files from the request stream instead. */
  readonly body?: TSchema;
  readonly multipart?: boolean;
  readonly kind?: TEndpointKind;
  /** Success status (default 200; 201 for creations, 204 for 'empty'). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly response?: TSchema;
  /** Error statuses the endpoint documents (their body is the shared error body). */
  readonly errors?: readonly number[];
};

/** Declares one endpoint; keeps its literal types so the server handler and the web client are typed from it. */
export const defineEndpoint = <const E extends TEndpoint>(endpoint: E): E => endpoint;

/**
 * The same endpoint without its schemas, for a page with a JavaScript budget that must not load zod (the sign-in
 * page: zod alone is about 25 KB brotli). Only method and path exist at run time — all the web client reads — and
 * both must equal the declaration's literal types, so the compiler refuses a reference that drifts from it:
 * `export const login = endpointRef<typeof auth.login>('POST', '/api/auth/login')` with `import type * as auth`.
 */
export const endpointRef = <E extends TEndpoint>(method: E['method'], path: E['path']): E => ({ method, path }) as unknown as E;

type TInferOr<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type TInputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives (already parsed and validated by the server). */
export type TEndpointInput<E extends TEndpoint> = {
  params: TInferOr<E['params'], Record<string, never>>;
  query: TInferOr<E['query'], Record<string, never>>;
  body: TInferOr<E['body'], undefined>;
};

/** The answer as the handler returns it (before serialisation: dates may be Date objects). */
export type TEndpointReply<E extends TEndpoint> = E['kind'] extends 'empty' | 'file' | 'stream'
  ? unknown
  : TInputOr<E['response'], unknown>;

/** The answer as a client receives it (JSON). */
export type TEndpointResult<E extends TEndpoint> = E['kind'] extends 'empty' ? undefined : TInferOr<E['response'], unknown>;

type TOptionalIfEmpty<K extends string, S> = S extends z.ZodType
  ? {} extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a client passes to call an endpoint: params, query and body as the schemas accept them. */
export type TEndpointCall<E extends TEndpoint> = TOptionalIfEmpty<'params', E['params']> &
  TOptionalIfEmpty<'query', E['query']> &
  (E['multipart'] extends true ? { body: FormData } : TOptionalIfEmpty<'body', E['body']>);

/** '/api/posts/:id' + { id: 'x' } → '/api/posts/x' (each value URL-encoded). */
export const pathOf = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Query object → search string ('' when empty): undefined, null and '' are left out; arrays repeat the key. */
export const searchOf = (query?: Record<string, unknown>): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const describeAccess = (access: TEndpointAccess): string => {
  if (typeof access === 'string') return access;
  if ('principal' in access) return `principal:${access.principal}`;
  if ('anyOf' in access) return access.anyOf.map((p) => `${p.action}:${p.resource}`).join('|');
  return `${access.action}:${access.resource}`;
};
