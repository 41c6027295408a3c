// Names sort by the request's language (decision 0015): in Spanish ñ is a letter after n, in English it sorts with n;
// in both, accents are a secondary difference (Ángel sorts with A, not after Z as a byte order would put it).
// The language is ?lang=, else Accept-Language, else Spanish. Runs on PGlite and, in CI, on PostgreSQL 15.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '../src/platform/i18n/language';
import { buildTestApp, type TTestApp } from './app';
import { createCompany, createCustomerCompany, createGuard, createPost, createUser, signIn } from './factories';

let t: TTestApp;
let cookie: string;
let companyId: string;

/** Spanish order; English moves Ñandú/Ñu before the n-words (ñ = n with a secondary difference). */
const FIRST_NAMES_ES = ['Andrés', 'Ángel', 'Nube', 'Nz', 'Ñandú', 'Zoe'];
const FIRST_NAMES_EN = ['Andrés', 'Ángel', 'Ñandú', 'Nube', 'Nz', 'Zoe'];
const CUSTOMERS_ES = ['Álamo Plaza', 'Avenida Mall', 'Nube Center', 'Ñu Market', 'Zona Norte'];
const CUSTOMERS_EN = ['Álamo Plaza', 'Avenida Mall', 'Nube Center', 'Ñu Market', 'Zona Norte'].sort((a, b) => a.localeCompare(b, 'en'));

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.database.db, { name: `Collation Security ${Date.now()}` });
  companyId = company.id;
  const admin = await createUser(t.database.db, { companyId, role: 'security_company_admin', name: 'Admin', lastName: 'Collation' });
  cookie = await signIn(t.app, admin);
  // Inserted out of order, so an unsorted answer cannot pass by accident.
  for (const name of ['Zoe', 'Ñandú', 'Ángel', 'Nz', 'Andrés', 'Nube'])
    await createGuard(t.database.db, { companyId, name, lastName: 'Ruiz' });
  const customers = new Map<string, string>();
  for (const name of ['Zona Norte', 'Ñu Market', 'Álamo Plaza', 'Nube Center', 'Avenida Mall']) {
    customers.set(name, (await createCustomerCompany(t.database.db, { companyId, name })).id);
  }
  for (const [name, id] of customers) await createPost(t.database.db, { companyId, customerCompanyId: id, name: `${name} Gate` });
});
afterAll(() => t.close());

const get = async (url: string, acceptLanguage?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const guardFirstNames = async (acceptLanguage?: string, query = '') =>
  (await get(`/api/users/paginated?role=security_guard&pageSize=50${query}`, acceptLanguage)).items.map((u: { name: string }) => u.name);

describe('name order by language', () => {
  it('reads the language from Accept-Language (quality order), else null', () => {
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.2, es-PR')).toBe('es');
    expect(languageFromAcceptLanguage('fr, de')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('the database collations put ñ after n in Spanish only, and Á with A in both', async () => {
    const order = async (collation: string) =>
      (
        (await t.database.db.execute(
          sql`select string_agg(x, ',' order by x collate ${sql.raw(`"${collation}"`)}) as s from unnest(array['Zoe','ñu','Ángel','nz','Andrés','Nube']) x`,
        )) as unknown as { rows: { s: string }[] }
      ).rows[0].s;
    expect(await order('centinela_es')).toBe('Andrés,Ángel,Nube,nz,ñu,Zoe');
    expect(await order('centinela_en')).toBe('Andrés,Ángel,ñu,Nube,nz,Zoe');
  });

  it('users page: Spanish by default and for es, English for en; a search sorts the same way', async () => {
    expect(await guardFirstNames()).toEqual(FIRST_NAMES_ES);
    expect(await guardFirstNames('es-PR,es;q=0.9')).toEqual(FIRST_NAMES_ES);
    expect(await guardFirstNames('en-US,en;q=0.9')).toEqual(FIRST_NAMES_EN);
    expect(await guardFirstNames('es', '&search=ruiz')).toEqual(FIRST_NAMES_ES);
    expect(await guardFirstNames('en', '&search=ruiz')).toEqual(FIRST_NAMES_EN);
  });

  it('?lang= decides over Accept-Language', async () => {
    expect(await guardFirstNames('en', '&lang=es')).toEqual(FIRST_NAMES_ES);
  });

  it('customer companies (list and directory), posts (list, options, form options) follow the language', async () => {
    const names = (rows: { name?: string; label?: string }[]) => rows.map((r) => r.name ?? r.label);
    for (const [lang, expected] of [
      ['es', CUSTOMERS_ES],
      ['en', CUSTOMERS_EN],
    ] as const) {
      expect(names((await get('/api/customer-companies/paginated?pageSize=50', lang)).items)).toEqual(expected);
      expect(names(await get('/api/customer-companies', lang))).toEqual(expected);
      expect(names((await get('/api/posts?pageSize=50', lang)).items)).toEqual(expected.map((n) => `${n} Gate`));
      expect(names(await get('/api/posts/options', lang)).map((n) => n?.replace(/ Gate$/, ''))).toEqual(expected);
      expect(names((await get('/api/posts/form-options', lang)).customerCompanies)).toEqual(expected);
      const guards = (await get('/api/posts/form-options', lang)).guards.map((g: { label: string }) => g.label.split(' ')[0]);
      expect(guards).toEqual(lang === 'es' ? FIRST_NAMES_ES : FIRST_NAMES_EN);
    }
  });
});
