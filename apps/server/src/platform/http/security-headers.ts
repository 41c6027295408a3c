// Security headers on every answer (API, SPA, assets, /api/docs — Swagger UI loads no inline script either): a CSP without inline script, no framing,
// no MIME sniffing, no referrer, HSTS when the request came over HTTPS. API JSON is never stored by a cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttps } from './secure-request';

/**
 * The app's Content-Security-Policy. Scripts only from our origin (no inline script, no eval; WebAssembly
 * compilation allowed for the face models served by our own server). Styles allow inline because React
 * style attributes and the toast library's injected <style> need it; styles cannot run code.
 * connect-src allows ws:/wss: because the in-browser phone connects to the company's own PBX over
 * WebSocket (any host the company configures).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries (the one list; both hooks below apply it). */
const applySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  // Self-registration links carry a token in the path: never leak a URL to another site.
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
  if (isHttps(request)) reply.header('strict-transport-security', HSTS);
};

const isJson = (reply: FastifyReply) => /^application\/([\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * API JSON (people's names, phones, pay, their records) is never kept by a browser's or a proxy's cache, unless the
 * route chose its own caching. Files set their own (private, no-store; hashed face models: immutable).
 */
const applyNoStore = (request: FastifyRequest, reply: FastifyReply) => {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control') && isJson(reply)) reply.header('cache-control', 'no-store');
};

const securityHeaders = async (app: FastifyInstance) => {
  // onRequest: on the reply before any handler writes to the socket itself (the live-updates stream copies the
  // reply's headers when it opens, and skips onSend). onSend: answers that skipped onRequest (a malformed URL).
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    applyNoStore(request, reply);
    return payload;
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
