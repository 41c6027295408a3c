// Every /api route declares its access: { action, resource }, 'signed-in', 'public', or a principal other than a
// user ({ principal: 'device' } for a paired kiosk, { principal: 'twilio' } for a signed Twilio webhook).
// This plugin refuses to start with an undeclared route, keeps the table of declarations
// (snapshotted by a test), resolves the actor (or device, or webhook sender), and enforces the declaration.
import {
  describeAccess,
  type TEndpoint,
  type TEndpointAccess,
  type TEndpointKind,
  type TPermission,
} from '@centinela/shared/endpoints/define';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companies, companyTwilioSettings } from '../../db/schema';
import { type TActor, actorCan } from '../access/actor';
import { DEVICE_COOKIE, loadDevice, type TDevicePrincipal } from '../access/device';
import { loadSessionActor, toActor } from '../access/load-actor';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import type { TServiceContext } from '../context';
import type { TEventBus } from '../events/bus';
import { AppError, Forbidden, Unauthenticated } from '../errors';
import { requestLanguage } from '../i18n/language';
import { companiesOfLine } from '../phone/company-phone';
import { isValidTwilioSignature, type TFormParams } from './twilio-signature';

export type { TPrincipal } from '@centinela/shared/endpoints/define';
/**
 * One permission, any one of several (shared pickers that several read-only pages need), 'signed-in', 'public',
 * or a principal other than a user — declared with each endpoint (packages/shared/src/endpoints/define.ts).
 */
export type TRouteAccess = TEndpointAccess;

/** A verified Twilio webhook: the company it is for (null: the platform-wide token signed it). */
export type TTwilioCaller = { companyId: string | null };

export type TRouteTableRow = {
  method: string;
  url: string;
  access: string;
  /** A server-sent-events stream (it never ends by itself): request walkers in tests leave it to its own tests. */
  isStream: boolean;
  /** Registered from an endpoint declaration (platform/http/route.ts); the route-table test requires it of all. */
  isDeclared: boolean;
  /** The declaration's area, summary and kind of answer (the API's reference, /settings/api-endpoints). */
  tag: string;
  summary: string | null;
  kind: TEndpointKind;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyRequest {
    actor: TActor | null;
    /** The paired kiosk of a { principal: 'device' } route. */
    device: TDevicePrincipal | null;
    /** The verified sender of a { principal: 'twilio' } route. */
    twilio: TTwilioCaller | null;
  }
  interface FastifyInstance {
    ctx: TServiceContext;
    routeTable: TRouteTableRow[];
    /** Live updates of this process (platform/events/bus.ts). */
    eventBus: TEventBus;
  }
}

export { describeAccess };

const allows = (actor: TActor, access: TPermission | { anyOf: readonly TPermission[] }) =>
  'anyOf' in access ? access.anyOf.some((p) => actorCan(actor, p.action, p.resource)) : actorCan(actor, access.action, access.resource);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const accessHook = async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
  app.decorate('routeTable', [] as TRouteTableRow[]);
  app.decorateRequest('actor', null);
  app.decorateRequest('device', null);
  app.decorateRequest('twilio', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config as { access?: TRouteAccess; endpoint?: unknown } | undefined;
    const access = config?.access;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access ({ action, resource } | { anyOf } | { principal } | 'signed-in' | 'public')`,
      );
    }
    const isStream = Boolean((route as { sse?: unknown }).sse);
    const isDeclared = Boolean(config?.endpoint);
    if (!isDeclared) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} is not registered from an endpoint declaration (packages/shared/src/endpoints; platform/http/route.ts)`,
      );
    }
    const endpoint = config?.endpoint as TEndpoint;
    for (const method of methods)
      app.routeTable.push({
        method,
        url: route.url,
        access: describeAccess(access),
        isStream,
        isDeclared,
        tag: endpoint.tag,
        summary: endpoint.summary ?? null,
        kind: endpoint.kind ?? 'json',
      });
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
        throw new AppError(403, 'CSRF');
      }
    } else if (fetchSite === 'cross-site') {
      throw new AppError(403, 'CSRF');
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (typeof access === 'object' && 'principal' in access) {
      if (access.principal === 'device') {
        request.device = await resolveDevice(app, request);
        if (!request.device) throw Unauthenticated();
      } else {
        request.twilio = await verifyTwilio(app, request);
        if (!request.twilio) throw Forbidden('TWILIO_SIGNATURE_INVALID');
      }
      return;
    }
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
  return { ...toActor(loaded.user, loaded.subject, loaded.sessionId), language: requestLanguage(request) };
};

/** Reads the device cookie: the paired, unrevoked kiosk it names, else null. */
export const resolveDevice = async (app: FastifyInstance, request: FastifyRequest): Promise<TDevicePrincipal | null> => {
  const token = request.cookies?.[DEVICE_COOKIE];
  return token ? loadDevice(app.ctx.db, token) : null;
};

/** The auth token that signs for a company: its own, else TWILIO_AUTH_TOKEN (also for no company); undefined: no such company. */
const twilioTokenOf = async (app: FastifyInstance, companyId: string | null): Promise<string | null | undefined> => {
  if (!companyId) return app.ctx.config.twilioAuthToken;
  if (!/^[0-9a-f-]{36}$/i.test(companyId)) return undefined;
  const [row] = await app.ctx.db
    .select({ id: companies.id, tokenEncrypted: companyTwilioSettings.authTokenEncrypted })
    .from(companies)
    .leftJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return undefined;
  return row.tokenEncrypted ? app.ctx.secrets.decrypt(row.tokenEncrypted) : app.ctx.config.twilioAuthToken;
};

/**
 * Checks X-Twilio-Signature over the URL Twilio called (PUBLIC_URL's origin, else the request's own) and the form
 * parameters, with the auth token of the company named by ?companyId= (its own token, else TWILIO_AUTH_TOKEN), or
 * TWILIO_AUTH_TOKEN alone when no company is named. Null when anything is missing or wrong.
 */
const verifyTwilio = async (app: FastifyInstance, request: FastifyRequest): Promise<TTwilioCaller | null> => {
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string' || !signature) return null;
  const params = request.body && typeof request.body === 'object' ? (request.body as TFormParams) : {};
  // The company: ?companyId= (status callbacks we ask for), else the one company whose SMS line received the message
  // (To). A number no company or (defensively: the line is unique) several companies have names none — the webhook
  // refuses it (sms.routes.ts) — and is checked with the platform token or any claimant's own.
  let companyId = new URL(request.url, 'http://x').searchParams.get('companyId');
  let signers: (string | null)[] = [companyId];
  if (!companyId && typeof params.To === 'string') {
    const owners = await companiesOfLine(app.ctx.db, params.To);
    if (owners.length === 1) companyId = owners[0];
    signers = owners.length === 1 ? owners : [null, ...owners];
  }
  const origin = app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  for (const signer of signers) {
    const token = await twilioTokenOf(app, signer);
    if (token === undefined) return null;
    if (token && isValidTwilioSignature(token, signature, origin + request.url, params)) return { companyId };
  }
  return null;
};

/** The actor of a route declared 'signed-in' or with a permission (never null there). */
export const actorOf = (request: FastifyRequest): TActor => {
  if (!request.actor) throw Unauthenticated();
  return request.actor;
};

export const accessPlugin = fp(accessHook, { name: 'access' });
