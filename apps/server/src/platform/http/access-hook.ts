// Every /api route declares its access: { action, resource }, 'signed-in' or 'public'.
// This plugin refuses to start with an undeclared route, keeps the table of declarations
// (snapshotted by a test), resolves the actor from the session cookie, and enforces the declaration.
import type { TAction, TResource } from '@centinela/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../../db/schema';
import { type TActor, actorCan } from '../access/actor';
import { loadSessionActor, toActor } from '../access/load-actor';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import type { TServiceContext } from '../context';
import type { TEventBus } from '../events/bus';
import { AppError, Forbidden, Unauthenticated } from '../errors';
import { requestLanguage } from '../i18n/language';

type TPermission = { action: TAction; resource: TResource };
/** One permission, any one of several (shared pickers that several read-only pages need), 'signed-in' or 'public'. */
export type TRouteAccess = TPermission | { anyOf: readonly TPermission[] } | 'signed-in' | 'public';

export type TRouteTableRow = {
  method: string;
  url: string;
  access: string;
  /** A server-sent-events stream (it never ends by itself): request walkers in tests leave it to its own tests. */
  isStream: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyRequest {
    actor: TActor | null;
    /** The signed-in user's row, loaded with the actor (avoids a second read in handlers that need it). */
    actorUser: typeof users.$inferSelect | null;
  }
  interface FastifyInstance {
    ctx: TServiceContext;
    routeTable: TRouteTableRow[];
    /** Live updates of this process (platform/events/bus.ts). */
    eventBus: TEventBus;
  }
}

export const describeAccess = (access: TRouteAccess): string => {
  if (typeof access === 'string') return access;
  if ('anyOf' in access) return access.anyOf.map((p) => `${p.action}:${p.resource}`).join('|');
  return `${access.action}:${access.resource}`;
};

const allows = (actor: TActor, access: Exclude<TRouteAccess, string>) =>
  'anyOf' in access ? access.anyOf.some((p) => actorCan(actor, p.action, p.resource)) : actorCan(actor, access.action, access.resource);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const accessHook = async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
  app.decorate('routeTable', [] as TRouteTableRow[]);
  app.decorateRequest('actor', null);
  app.decorateRequest('actorUser', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = (route.config as { access?: TRouteAccess } | undefined)?.access;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access ({ action, resource } | { anyOf } | 'signed-in' | 'public')`,
      );
    }
    const isStream = Boolean((route as { sse?: unknown }).sse);
    for (const method of methods) app.routeTable.push({ method, url: route.url, access: describeAccess(access), isStream });
  });

  // CSRF: a state-changing request from another origin is refused (the cookie is also SameSite=Lax).
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin) {
      const host = request.headers.host;
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== host && !opts.trustedOrigins.includes(origin)) {
        throw new AppError(403, 'CSRF', 'Cross-origin request refused');
      }
    } else if (fetchSite === 'cross-site') {
      throw new AppError(403, 'CSRF', 'Cross-origin request refused');
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    request.actor = await resolveActor(app, request);
    if (!request.actor) throw Unauthenticated();
    if (access === 'signed-in') return;
    if (!allows(request.actor, access)) throw Forbidden();
  });
};

/** Reads the session cookie and loads the actor; null when nobody is signed in (or no longer employed). */
export const resolveActor = async (app: FastifyInstance, request: FastifyRequest): Promise<TActor | null> => {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const loaded = await loadSessionActor(app.ctx.db, app.ctx.config, hashToken(token));
  if (!loaded) return null;
  request.actorUser = loaded.user;
  return { ...toActor(loaded.user, loaded.subject, loaded.sessionId), language: requestLanguage(request) };
};

/** The actor of a route declared 'signed-in' or with a permission (never null there). */
export const actorOf = (request: FastifyRequest): TActor => {
  if (!request.actor) throw Unauthenticated();
  return request.actor;
};

export const accessPlugin = fp(accessHook, { name: 'access' });
