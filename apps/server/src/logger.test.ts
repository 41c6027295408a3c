// Start-up and request logs: readable lines at a terminal, JSON lines elsewhere (LOG_FORMAT overrides).
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyMessage, prettyLogsWanted } from './logger';

describe('log format', () => {
  it('is readable at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(prettyLogsWanted({ logFormat: 'auto' }, { isTTY: true })).toBe(true);
    expect(prettyLogsWanted({ logFormat: 'auto' }, { isTTY: undefined })).toBe(false);
    expect(prettyLogsWanted({ logFormat: 'json' }, { isTTY: true })).toBe(false);
    expect(prettyLogsWanted({ logFormat: 'pretty' }, {})).toBe(true);
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).toEqual({ level: 'info' });
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' })).toBe(false);
  });

  it('writes one short line per request event', () => {
    expect(prettyMessage({ reqId: 'req-1', req: { method: 'POST', url: '/api/x' }, msg: 'incoming request' }, 'msg')).toBe(
      'req-1 POST /api/x',
    );
    expect(prettyMessage({ reqId: 'req-1', res: { statusCode: 201 }, responseTime: 12.4, msg: 'request completed' }, 'msg')).toBe(
      'req-1 201 12 ms',
    );
    expect(prettyMessage({ msg: 'Server listening at http://127.0.0.1:3000' }, 'msg')).toBe('Server listening at http://127.0.0.1:3000');
  });

  it('prints readable request lines through Fastify, synchronously', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => {
      text += String(chunk);
    });
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, out) });
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ping' });
    app.log.warn({ err: new Error('boom') }, 'something failed');
    await app.close();
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: req-1 GET \/ping$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: req-1 200 \d+ ms$/);
    expect(text).toContain('WARN: something failed');
    expect(text).toContain('Error: boom');
    expect(text).not.toContain('{"level"');
  });
});
