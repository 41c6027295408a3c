// Bad input is a 400 naming the field, never a 500: text PostgreSQL cannot store (NUL, unpaired surrogates) in any
// body, query or path string, empty partial updates, invalid dates under range checks.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompanies, posts, roleRecords, systemLogs } from '../src/db/schema';
import { findBadText } from '../src/platform/http/input-guard';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createRoleRecord, createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

const logCount = async () => (await t.database.db.select({ n: count() }).from(systemLogs))[0].n;

describe('text that cannot be stored', () => {
  it('finds NUL and unpaired surrogates in values and keys at any depth, and keeps well-formed pairs', () => {
    expect(findBadText({ name: 'ok 💥 ñ', list: ['fine'] })).toEqual({});
    expect(findBadText({ name: 'a\u0000b', address: { city: 'x\ud800' }, tags: ['ok', '\udc00y'] })).toEqual({
      name: ['apiErrors:fields.textHasNUL'],
      'address.city': ['apiErrors:fields.textHasLoneSurrogate'],
      'tags.1': ['apiErrors:fields.textHasLoneSurrogate'],
    });
    expect(findBadText({ nested: { 'k\u0000': 1 } })).toEqual({ nested: ['apiErrors:fields.fieldNameHasNUL'] });
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(Object.values(findBadText(deep)).flat()).toEqual(['apiErrors:fields.nestedTooDeep']);
  });

  it('answers 400 naming the field for a NUL in a body field, and writes nothing', async () => {
    const before = { posts: (await t.database.db.select({ n: count() }).from(posts))[0].n, logs: await logCount() };
    const res = await admin.post('/api/posts', { customerCompanyId: world.a.customer.id, name: 'Main\u0000gate' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'name: Text may not contain a NUL character',
      details: { where: 'body', fieldErrors: { name: ['apiErrors:fields.textHasNUL'] } },
      issues: [{ path: 'name', key: 'apiErrors:fields.textHasNUL', message: 'Text may not contain a NUL character' }],
    });
    expect((await t.database.db.select({ n: count() }).from(posts))[0].n).toBe(before.posts);
    expect(await logCount()).toBe(before.logs);
  });

  it('answers 400 for a lone surrogate in a name (it used to reach the system-log insert)', async () => {
    const res = await admin.post('/api/customer-companies', { name: 'Plaza \ud800 Norte', address: { city: 'San Juan\udfff' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors).toEqual({
      name: ['apiErrors:fields.textHasLoneSurrogate'],
      'address.city': ['apiErrors:fields.textHasLoneSurrogate'],
    });
    expect(await t.database.db.select().from(customerCompanies).where(eq(customerCompanies.name, 'Plaza \ufffd Norte'))).toEqual([]);
    // A well-formed pair (an emoji) is text like any other.
    expect((await admin.post('/api/customer-companies', { name: 'Plaza 💂 Norte' })).statusCode).toBe(201);
  });

  it('answers 400 for a NUL in a search or query parameter and in a path parameter', async () => {
    for (const url of ['/api/users/paginated?search=a%00b', '/api/customer-companies/paginated?search=%00', '/api/posts?search=x%00']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        details: { where: 'querystring', fieldErrors: { search: [expect.any(String)] } },
      });
    }
    const path = await admin.get('/api/posts/a%00b');
    expect(path.statusCode).toBe(400);
    expect(path.json().details.fieldErrors.id).toBeTruthy();
  });

  it('answers 400 for a NUL in a field name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/absence-categories',
      headers: { cookie: await signIn(t.app, world.a.admin), 'content-type': 'application/json' },
      payload: '{"name":"Flu","x\\u0000":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors._).toEqual(['apiErrors:fields.fieldNameHasNUL']);
    expect(res.json().message).toBe('Field name: Text may not contain a NUL character');
  });
});

describe('empty partial updates', () => {
  it("PUT /api/roles/:id {} is 400 'Nothing to update'; fields equal to the stored ones are a no-op", async () => {
    const role = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { view: ['posts'] } });
    const logs = await logCount();
    const empty = await admin.put(`/api/roles/${role.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Nothing to update',
      details: { fieldErrors: { _: ['Nothing to update'] } },
    });
    const unknownOnly = await admin.put(`/api/roles/${role.id}`, { color: 'red' });
    expect(unknownOnly.statusCode).toBe(400);
    const same = await admin.put(`/api/roles/${role.id}`, { isSuperadmin: false });
    expect(same.statusCode, same.body).toBe(200);
    expect(await logCount()).toBe(logs);
    const [row] = await t.database.db.select().from(roleRecords).where(eq(roleRecords.id, role.id));
    expect(row.updatedAt).toEqual(role.updatedAt);
  });

  it('the other partial updates refuse {} the same way', async () => {
    const category = (await admin.post('/api/absence-categories', { name: 'Jury duty' })).json();
    for (const url of [
      `/api/absence-categories/${category.id}`,
      `/api/companies/${world.a.company.id}`,
      `/api/customer-companies/${world.a.customer.id}`,
    ]) {
      const res = await admin.put(url, {});
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe('Nothing to update');
    }
  });
});

describe('dates under range checks', () => {
  it('answers 400 (not 500) for an impossible date in a report or schedule range', async () => {
    for (const url of [
      '/api/rosters/occurrences?from=2026-02-30&to=2026-03-01',
      '/api/reports/open-rosters?from=2026-02-30&to=2026-13-01',
      '/api/reports/rosters-data?from=275760-09-13&to=275760-09-14',
    ]) {
      const res = await admin.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().details.fieldErrors.from).toBeTruthy();
    }
  });
});
