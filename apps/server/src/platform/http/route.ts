// Registers a route from its endpoint declaration (packages/shared/src/endpoints): method, path, schemas (validation,
// serialisation and /api/docs) and access all come from the declaration; the module supplies only the handler.
import { ZErrorBody } from '@centinela/shared';
import type { TEndpoint, TEndpointInput, TEndpointReply } from '@centinela/shared/endpoints/define';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { TActor } from '../access/actor';
import type { TServiceContext } from '../context';
import type { TApp } from './types';

export type THandlerArgs<E extends TEndpoint> = TEndpointInput<E> & {
  ctx: TServiceContext;
  /** The signed-in actor (null on public endpoints and on those called by a device or a webhook). */
  actor: E['access'] extends 'public' | { principal: string } ? TActor | null : TActor;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Returns the answer, or `reply` once the handler has answered itself (files, streams, a JSON answer of another status). */
export type THandler<E extends TEndpoint> = (
  args: THandlerArgs<E>,
) => Promise<TEndpointReply<E> | FastifyReply> | TEndpointReply<E> | FastifyReply;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (every /api route has one). */
    endpoint?: TEndpoint;
  }
}

/**
 * Every refusal a route can answer (issue 29: the API reference declares them): the declaration's own `errors`, plus
 * what the platform answers for any route of its shape — 400 (hostile characters anywhere, the input it validates, a
 * malformed body), 413/415
 * for a body too large or of another type, 401 without a session, 403 for a permission or a cross-site write (CSRF),
 * 404 for a record named in the path and 414 for a path parameter too long. The fuzz test checks every answer against this list.
 */
export const refusalsOf = (endpoint: TEndpoint): number[] => {
  const codes = new Set<number>(endpoint.errors ?? []);
  const hasBody = Boolean(endpoint.body || endpoint.multipart);
  // Every route: the input guard refuses NUL and lone surrogates anywhere in a request (input-guard.ts), besides the
  // input a route validates and a write's body that is not what it parses.
  codes.add(400);
  if (hasBody) codes.add(413);
  // Any write's body is parsed by its content type, declared or not.
  if (endpoint.method !== 'GET') codes.add(415);
  if (endpoint.access !== 'public') codes.add(401);
  if (typeof endpoint.access === 'object' || endpoint.method !== 'GET') codes.add(403);
  if (/:[A-Za-z]/.test(endpoint.path)) {
    codes.add(404);
    codes.add(414); // a path parameter longer than the router takes
  }
  return [...codes].sort((a, b) => a - b);
};

const schemaOf = (endpoint: TEndpoint) => {
  const response: Record<number, z.ZodType> = {};
  const status = endpoint.status ?? (endpoint.kind === 'empty' ? 204 : 200);
  if (endpoint.response && (endpoint.kind ?? 'json') === 'json') response[status] = endpoint.response;
  // No content: declared too, so the reference lists every answer.
  if (endpoint.kind === 'empty') response[204] = z.null().describe('No content');
  if (endpoint.kind === 'file') response[status] = z.any().describe('The file (CSV, PDF or a stored file)');
  if (endpoint.kind === 'stream') response[status] = z.any().describe('Server-sent events (text/event-stream)');
  for (const code of refusalsOf(endpoint)) response[code] = ZErrorBody;
  return {
    tags: [endpoint.tag],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
};

/**
 * Registers `endpoint` on `app` with `handler`. The handler returns the answer (JSON kinds) or uses `reply` itself
 * (file and stream kinds). `extra` carries route options a declaration cannot (server-sent events, body limits).
 */
export const route = <E extends TEndpoint>(app: TApp, endpoint: E, handler: THandler<E>, extra: RouteShorthandOptions = {}) => {
  const status = endpoint.status ?? (endpoint.kind === 'empty' ? 204 : 200);
  app.route({
    ...extra,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...extra.config, access: endpoint.access, endpoint },
    schema: schemaOf(endpoint),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        ctx: app.ctx,
        actor: request.actor,
        request,
        reply,
      } as THandlerArgs<E>);
      const kind = endpoint.kind ?? 'json';
      // A handler that answered itself (a file, a stream, or a JSON answer with its own status) returns `reply`.
      if (kind === 'file' || kind === 'stream' || reply.sent) return result;
      if (kind === 'empty') return reply.status(204).send();
      return reply.status(status).send(result);
    },
  });
};
