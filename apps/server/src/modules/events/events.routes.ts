// GET /api/events: live updates for the signed-in user as server-sent events (platform/events).
import { hashToken, SESSION_COOKIE } from '../../platform/auth/sessions';
import { loadSessionActor, toActor } from '../../platform/access/load-actor';
import { openEventStream, parseLastEventId } from '../../platform/events/stream';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';

export const eventsRoutes = async (app: TApp) => {
  app.get(
    '/api/events',
    { sse: { kind: 'only' }, config: { access: 'signed-in' }, schema: { tags: ['events'], hide: false } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      reply.sse.keepAlive();
      reply.header('x-accel-buffering', 'no'); // proxies must not buffer the stream
      await openEventStream({
        db: app.ctx.db,
        bus: app.eventBus,
        actor: actorOf(request),
        lastEventId: parseLastEventId(reply.sse.lastEventId),
        reloadActor: async () => {
          const loaded = await loadSessionActor(app.ctx.db, app.ctx.config, hashToken(token));
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
  );
};
