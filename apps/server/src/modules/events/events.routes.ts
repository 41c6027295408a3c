// GET /api/events: live updates for the signed-in user as server-sent events (platform/events), registered from its
// declaration (packages/shared/src/endpoints/events.ts); the SSE plugin's route option goes in the 4th argument.
import * as api from '@centinela/shared/endpoints/events';
import { loadSessionActor, toActor } from '../../platform/access/load-actor';
import { hashToken, SESSION_COOKIE } from '../../platform/auth/sessions';
import { openEventStream, parseLastEventId } from '../../platform/events/stream';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';

export const eventsRoutes = async (app: TApp) => {
  route(
    app,
    api.stream,
    async ({ ctx, actor, request, reply }) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      reply.sse.keepAlive();
      reply.header('x-accel-buffering', 'no'); // proxies must not buffer the stream
      await openEventStream({
        db: ctx.db,
        bus: app.eventBus,
        actor,
        lastEventId: parseLastEventId(reply.sse.lastEventId),
        reloadActor: async () => {
          const loaded = await loadSessionActor(ctx.db, ctx.config, hashToken(token));
          return loaded ? toActor(loaded.user, loaded.subject, loaded.sessionId) : null;
        },
        sink: {
          send: (message) => reply.sse.send(message),
          close: () => reply.sse.close(),
          onClose: (callback) => reply.sse.onClose(callback),
        },
      });
      // Opens the stream at once (headers, retry hint) even when there is nothing to replay.
      await reply.sse.send({ event: 'ready', data: {}, retry: 3_000 });
    },
    { sse: { kind: 'only' } },
  );
};
