// Money on the API (decision 0010): every money field is integer cents named *Cents, in the generated OpenAPI
// document and in real answers; a company's currency follows its country unless chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createTwoTenantWorld, signIn } from './factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let platform: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  platform = clientFor(t.app, await signIn(t.app, world.platform.admin));
});
afterAll(() => t.close());

/** A property name that holds money: rates, wages, prices, costs, amounts, salaries, fees (with or without Cents). */
const MONEY_PATTERN = /(rate|wage|price|cost|amount|salary|fee)(cents)?$/i;
/** Names the pattern catches that are not money: the SIP audio sample rate (Hz). */
const NOT_MONEY = new Set(['sampleRate']);
const MONEY_NAME = { test: (name: string) => MONEY_PATTERN.test(name) && !NOT_MONEY.has(name) };

type TJsonSchema = { type?: string | string[]; properties?: Record<string, TJsonSchema>; [k: string]: unknown };

/** Every (name, schema) of every object schema in a JSON Schema tree. */
const propertiesOf = (node: unknown, out: [string, TJsonSchema][] = []): [string, TJsonSchema][] => {
  if (Array.isArray(node)) for (const item of node) propertiesOf(item, out);
  else if (node && typeof node === 'object') {
    const props = (node as TJsonSchema).properties;
    if (props) for (const [name, schema] of Object.entries(props)) out.push([name, schema]);
    for (const value of Object.values(node)) propertiesOf(value, out);
  }
  return out;
};

/** The non-null types a schema allows (type, type arrays, anyOf/oneOf branches). */
const typesOf = (schema: TJsonSchema): string[] => {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const branches = [...((schema.anyOf as TJsonSchema[]) ?? []), ...((schema.oneOf as TJsonSchema[]) ?? [])].flatMap(typesOf);
  return [...own, ...branches].filter((x) => x !== 'null');
};

/** Every key and value of a JSON answer. */
const entriesOf = (node: unknown, out: [string, unknown][] = []): [string, unknown][] => {
  if (Array.isArray(node)) for (const item of node) entriesOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      out.push([k, v]);
      entriesOf(v, out);
    }
  }
  return out;
};

describe('money fields of the API', () => {
  it('are integer cents named *Cents in every request and answer schema of /api/docs', async () => {
    await t.app.ready();
    const money = propertiesOf(t.app.swagger()).filter(([name]) => MONEY_NAME.test(name));
    const names = new Set(money.map(([name]) => name));
    // The money of the built areas is there (the walk is not vacuous)…
    for (const name of ['billRateCents', 'payRateCents', 'hourlyWageCents', 'overtimeRateCents']) expect(names).toContain(name);
    // …and every money field is integer cents.
    const wrong = money.filter(([name, schema]) => !name.endsWith('Cents') || typesOf(schema).some((ty) => ty !== 'integer'));
    expect(wrong.map(([name, schema]) => `${name}: ${JSON.stringify(typesOf(schema))}`)).toEqual([]);
  });

  it('come back as the integers sent, in posts, users and reports answers', async () => {
    const post = await admin.post('/api/posts', {
      customerCompanyId: world.a.customer.id,
      name: 'Money post',
      billRateCents: 30, // 0.1 + 0.2 dollars
      payRateCents: 1875,
    });
    expect(post.statusCode).toBe(201);
    const guard = await admin.post('/api/users', {
      email: 'money-guard@alpha.test',
      password: 'Guard-Pass-123',
      role: 'security_guard',
      companyId: world.a.company.id,
      name: 'Luis',
      rank: 'guard',
      hourlyWageCents: 1875,
      overtimeRateCents: 2813,
    });
    expect(guard.statusCode).toBe(201);
    const guardId = guard.json().id;
    const answers = await Promise.all(
      [
        '/api/posts?pageSize=100',
        `/api/posts/${post.json().id}`,
        `/api/users/${guardId}`,
        '/api/users?pageSize=100',
        '/api/reports/posts',
      ].map((url) => admin.get(url)),
    );
    const seen = new Map<string, unknown[]>();
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      for (const [key, value] of entriesOf(res.json())) {
        if (!MONEY_NAME.test(key)) continue;
        seen.set(key, [...(seen.get(key) ?? []), value]);
        expect(key.endsWith('Cents')).toBe(true);
        expect(value === null || Number.isSafeInteger(value)).toBe(true);
      }
    }
    expect(seen.get('billRateCents')).toContain(30);
    expect(seen.get('payRateCents')).toContain(1875);
    expect(seen.get('hourlyWageCents')).toContain(1875);
    expect(seen.get('overtimeRateCents')).toContain(2813);
  });

  it('answer 400 naming the field for an amount that is not integer cents', async () => {
    for (const bad of ['18.75', '18,75', 18.75, -1, 'abc', true]) {
      const res = await admin.post('/api/posts', { customerCompanyId: world.a.customer.id, name: `Bad ${String(bad)}`, payRateCents: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().details.fieldErrors)).toEqual(['payRateCents']);
    }
  });
});

describe('company currency', () => {
  it("defaults from the company's country (MXN for Mexico, USD otherwise), can be chosen, and reaches the session", async () => {
    const mx = await platform.post('/api/companies', { name: 'Seguridad Norte MX', address: { country: 'MX' } });
    expect(mx.statusCode).toBe(201);
    expect(mx.json().currency).toBe('MXN');
    const pr = await platform.post('/api/companies', { name: 'Seguridad PR', address: { country: 'PR' } });
    expect(pr.json().currency).toBe('USD');
    const chosen = await platform.post('/api/companies', { name: 'Seguridad US pesos', address: { country: 'US' }, currency: 'MXN' });
    expect(chosen.json().currency).toBe('MXN');
    const edited = await platform.put(`/api/companies/${pr.json().id}`, { currency: 'MXN' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().currency).toBe('MXN');
    expect((await platform.put(`/api/companies/${pr.json().id}`, { currency: 'EUR' })).statusCode).toBe(400);
    expect((await admin.get('/api/auth/me')).json().company.currency).toBe('USD');
  });
});
