// Every /api route declares its access; this snapshot makes any change to that table a reviewed change.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../src/platform/http/access-hook';
import { buildTestApp, type TTestApp } from './app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('route permission table', () => {
  it('matches the reviewed snapshot', async () => {
    const table = [...t.app.routeTable].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    expect(table.map((r) => `${r.method.padEnd(6)} ${r.url}  →  ${r.access}`).join('\n')).toMatchSnapshot();
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { trustedOrigins: [] });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/undeclared', async () => 'x');
      }),
    ).rejects.toThrow(/declares no access/);
  });
});
