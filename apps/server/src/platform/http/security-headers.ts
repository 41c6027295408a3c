// Security headers on every answer (API, SPA, assets, /api/docs — Swagger UI loads no inline script either): a CSP without inline script, no framing,
// no MIME sniffing, no referrer, HSTS when the request came over HTTPS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

const securityHeaders = async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Self-registration links carry a token in the path: never leak a URL to another site.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
