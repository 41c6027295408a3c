// The API's reference (/settings/api-endpoints): every declared endpoint with its access, for the settings viewers only,
// and every area and permission it names translated in both languages of the web app.
import { readFileSync } from 'node:fs';
import type { TApiEndpoint } from '@centinela/shared/contracts/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
});
afterAll(() => t.close());

const catalog = (language: 'es' | 'en', namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

describe('GET /api/integrations/api-endpoints', () => {
  it('lists every declared /api route once, by path then method, with its area, summary and access', async () => {
    const admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    const res = await admin.get('/api/integrations/api-endpoints');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as TApiEndpoint[];
    const registered = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(items).toHaveLength(registered.length);
    expect(new Set(items.map((i) => `${i.method} ${i.path}`)).size).toBe(items.length);
    expect(items.find((i) => i.method === 'GET' && i.path === '/api/users/paginated')).toMatchObject({
      tag: 'users',
      access: 'view:users',
      kind: 'json',
    });
    expect(items.find((i) => i.path === '/api/integrations/api-endpoints')?.access).toBe('view:settings');
    expect(items.find((i) => i.path === '/api/events')?.kind).toBe('stream');
    expect(items.filter((i) => !i.summary).map((i) => `${i.method} ${i.path}`)).toEqual([]);
    const paths = items.map((i) => i.path);
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is refused to guards and customer admins (403)', async () => {
    for (const account of [world.a.guard, world.a.customerAdmin]) {
      const res = await clientFor(t.app, await signIn(t.app, account)).get('/api/integrations/api-endpoints');
      expect(res.statusCode).toBe(403);
    }
  });

  it('names only areas and permissions the web app translates in Spanish and English', async () => {
    const items = (await clientFor(t.app, await signIn(t.app, world.a.admin)).get('/api/integrations/api-endpoints')).json()
      .items as TApiEndpoint[];
    const tags = [...new Set(items.map((i) => i.tag))];
    const permissions = items.flatMap((i) => i.access.split('|')).filter((a) => a.includes(':') && !a.startsWith('principal:'));
    for (const language of ['es', 'en'] as const) {
      const integrations = catalog(language, 'integrations');
      const roles = catalog(language, 'roles');
      expect(
        tags.filter((tag) => !integrations.apiEndpoints.tags[tag]),
        language,
      ).toEqual([]);
      expect(
        permissions.filter((p) => !roles.permissionActions[p.split(':')[0]] || !roles.resources[p.split(':')[1]]),
        language,
      ).toEqual([]);
    }
  });
});
