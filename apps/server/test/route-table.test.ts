// Every /api route declares its access; this snapshot makes any change to that table a reviewed change.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeAccess, type TEndpoint } from '@centinela/shared/endpoints/define';
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

  it('registers every /api route from an endpoint declaration (packages/shared/src/endpoints)', () => {
    const undeclared = t.app.routeTable.filter((row) => !row.isDeclared).map((row) => `${row.method} ${row.url}`);
    expect(undeclared).toEqual([]);
  });

  it('registers every declared endpoint exactly once, with its declared access', async () => {
    const dir = fileURLToPath(new URL('../../../packages/shared/src/endpoints/', import.meta.url));
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'define.ts' && !file.endsWith('.test.ts'));
    const declared: TEndpoint[] = [];
    for (const file of files) {
      const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value)
          declared.push(value as TEndpoint);
      }
    }
    expect(declared.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const endpoint of declared) {
      const rows = t.app.routeTable.filter((row) => row.method === endpoint.method && row.url === endpoint.path);
      if (rows.length !== 1) problems.push(`${endpoint.method} ${endpoint.path}: registered ${rows.length} times`);
      else if (rows[0]?.access !== describeAccess(endpoint.access)) problems.push(`${endpoint.method} ${endpoint.path}: access differs`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses to start with an /api route that is not registered from a declaration', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { trustedOrigins: [] });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/hand-written', { config: { access: 'public' } }, async () => 'x');
      }),
    ).rejects.toThrow(/not registered from an endpoint declaration/);
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
