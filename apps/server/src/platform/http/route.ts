// Registers a route from its endpoint declaration (packages/shared/src/endpoints): method, path, schemas (validation,
// serialisation and /api/docs) and access all come from the declaration; the module supplies only the handler.
import { ZErrorBody } from '@centinela/shared';
import type { TEndpoint, TEndpointInput, TEndpointReply } from '@centinela/shared/endpoints/define';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
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

const schemaOf = (endpoint: TEndpoint) => {
  const response: Record<number, z.ZodType> = {};
  const status = endpoint.status ?? (endpoint.kind === 'empty' ? 204 : 200);
  if (endpoint.response && (endpoint.kind ?? 'json') === 'json') response[status] = endpoint.response;
  for (const code of endpoint.errors ?? []) response[code] = ZErrorBody;
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
