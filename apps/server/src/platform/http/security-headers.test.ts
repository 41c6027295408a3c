// Security headers on every answer, and the built web app served precompressed with the right caching.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { CONTENT_SECURITY_POLICY, securityHeadersPlugin } from './security-headers';

const ASSET = 'assets/index-AbC123.js';
const assetSource = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let t: TTestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDist, ASSET), assetSource);
  fs.writeFileSync(path.join(webDist, `${ASSET}.br`), zlib.brotliCompressSync(assetSource));
  fs.writeFileSync(path.join(webDist, `${ASSET}.gz`), zlib.gzipSync(assetSource));
  t = await buildTestApp({}, { webDist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('sends a CSP without inline script, framing refused, nosniff and no referrer on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the same headers on errors, the SPA page and the API docs', async () => {
    for (const url of ['/api/nothing-here', '/dashboard', '/api/docs/static/index.html', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('adds HSTS only when the request came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Behind a proxy (TRUST_PROXY=true, one hop, in tests) the scheme comes from X-Forwarded-Proto.
    const secure = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('caching of API answers', () => {
  it('marks every /api JSON answer no-store (health, a public list, a 401, a 404), and not the SPA page or an asset', async () => {
    for (const url of ['/api/health', '/api/auth/companies', '/api/auth/me', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-type']), url).toContain('application/json');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/users' })).headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps a route's own cache-control, and sets the headers before a handler writes to the socket itself", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/api/own', (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({ ok: true }));
    app.get('/api/text', (_request, reply) => reply.type('text/plain').send('plain'));
    // What the live-updates stream does (@fastify/sse): its own head with the reply's headers, no onSend.
    app.get('/api/raw', (_request, reply) => {
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: {}\n\n');
    });
    try {
      expect((await app.inject({ url: '/api/own' })).headers['cache-control']).toBe('private, max-age=60');
      expect((await app.inject({ url: '/api/text' })).headers['cache-control']).toBeUndefined();
      const raw = await app.inject({ url: '/api/raw' });
      expect(raw.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(raw.headers['x-content-type-options']).toBe('nosniff');
      expect(raw.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });
});

describe('static web app', () => {
  it('sends the brotli file to browsers that accept it, gzip to others, the plain file otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(assetSource);
    expect(br.rawPayload.length).toBeLessThan(assetSource.length / 10);

    const gz = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(assetSource);

    const plain = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
    expect(String(plain.headers['content-type'])).toContain('javascript');
  });

  it('caches hashed assets for a year as immutable and never caches index.html or other files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/login', '/users']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });
});
