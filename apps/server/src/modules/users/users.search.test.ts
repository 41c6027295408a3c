// The users page's word index (user_search_tokens, migration 0023, decision 0016): what a search finds, and that the
// index stays exactly what the users rows say after every kind of write, including bulk statements and rollbacks.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { users } from '../../db/schema';
import { userSearchWords } from './users.search';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  const db = t.database.db;
  const companyId = world.a.company.id;
  await createGuard(db, {
    companyId,
    name: 'Ángel',
    lastName: 'García-López',
    mothersMaidenName: 'Rivera',
    email: 'angel.garcia@seguridad.pr',
    phone: '+1 (787) 555-0199',
    companyIdentificationNumber: 'PR-7781',
  });
  await createGuard(db, { companyId, name: 'Ana', lastName: 'Rivera', mothersMaidenName: 'Santiago', email: 'ana@example.com' });
  await createGuard(db, { companyId, name: 'Carmen', lastName: 'Ortiz', mothersMaidenName: 'Santiago', email: 'carmen@example.com' });
  await createGuard(db, { companyId, name: 'Luis', lastName: 'Riverón', email: 'luis@example.com', stillEmployed: false });
  await createUser(db, { companyId, role: 'security_company_admin', name: 'Rivera', lastName: 'Admin', email: 'boss@example.com' });
  // Another company's Rivera is never found by company a.
  await createGuard(db, { companyId: world.b.company.id, name: 'Otra', lastName: 'Rivera', email: 'otra@example.com' });
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await admin.get(`/api/users/paginated?pageSize=100${query.includes('role=') ? '' : '&role=all'}&${query}`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: { name: string; lastName: string }[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((u) => `${u.name} ${u.lastName}`);
};

/** The index as the users rows say it should be (the same SQL function the triggers use), against what it holds. */
const expectIndexExact = async () => {
  const expected = rowsOf<{ k: string }>(
    await t.database.db.execute(sql`
      select u.id || '|' || w || '|' || u.company_id || '|' || u.still_employed || '|' || u.role_order || '|' || u.is_coordinator || '|' || u.sort_name as k
      from users u, user_search_words(u.name, u.last_name, u.mothers_maiden_name, u.email, u.phone, u.mobile, u.company_identification_number) w
      order by 1`),
  ).map((r) => r.k);
  const held = rowsOf<{ k: string }>(
    await t.database.db.execute(sql`
      select user_id || '|' || token || '|' || company_id || '|' || still_employed || '|' || role_order || '|' || is_coordinator || '|' || sort_name as k
      from user_search_tokens order by 1`),
  ).map((r) => r.k);
  expect(held.length).toBeGreaterThan(20);
  expect(held).toEqual(expected);
};

describe('users search words', () => {
  it('splits a term into lower-cased words; a phone number is one word of digits', () => {
    expect(userSearchWords('  Ortiz   SANTIAGO ')).toEqual(['ortiz', 'santiago']);
    expect(userSearchWords('(787) 555-01')).toEqual(['78755501']);
    expect(userSearchWords('+1 787 555')).toEqual(['1787555']);
    expect(userSearchWords('pr-7781')).toEqual(['pr-7781']);
    expect(userSearchWords('')).toEqual([]);
    expect(userSearchWords(undefined)).toEqual([]);
  });

  it('finds the beginnings of names, email parts, phone digits and ID numbers, every word required', async () => {
    expect(await names('search=rivera')).toEqual(['Rivera Admin', 'Ana Rivera', 'Ángel García-López']);
    expect(await names('search=riv')).toEqual(['Rivera Admin', 'Ana Rivera', 'Ángel García-López']);
    expect(await names('search=riv&activeOnly=false')).toEqual(['Luis Riverón']);
    expect(await names('search=santiago%20ortiz')).toEqual(['Carmen Ortiz']);
    expect(await names('search=ortiz%20carm%20sant')).toEqual(['Carmen Ortiz']);
    // Every word must begin a word of the same user: Ana is a Rivera, Carmen an Ortiz.
    expect(await names('search=ana%20ortiz')).toEqual([]);
    expect(await names('search=rivera%20rivera')).toEqual(['Rivera Admin', 'Ana Rivera', 'Ángel García-López']);
    expect(await names('search=lópez')).toEqual(['Ángel García-López']);
    expect(await names('search=seguridad.pr')).toEqual(['Ángel García-López']);
    expect(await names('search=garcia@seg')).toEqual(['Ángel García-López']);
    expect(await names('search=arcia@seg')).toEqual([]);
    expect(await names('search=angel.garcia@')).toEqual(['Ángel García-López']);
    expect(await names('search=(787)%20555-0199')).toEqual(['Ángel García-López']);
    expect(await names('search=7875550')).toEqual(['Ángel García-López']);
    expect(await names('search=17875550199')).toEqual(['Ángel García-López']);
    expect(await names('search=pr-77')).toEqual(['Ángel García-López']);
    expect(await names('search=7781')).toEqual(['Ángel García-López']);
    // Inside a word is not a beginning; LIKE wildcards are taken literally.
    expect(await names('search=ivera')).toEqual([]);
    expect(await names('search=r%25')).toEqual([]);
    expect(await names('search=r_vera')).toEqual([]);
  });

  it('keeps the role tabs, the employment filter and the scope', async () => {
    expect(await names('search=rivera&role=admins')).toEqual(['Rivera Admin']);
    expect(await names('search=rivera&role=security_guard')).toEqual(['Ana Rivera', 'Ángel García-López']);
    const customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    const res = await customerAdmin.get('/api/users/paginated?pageSize=100&role=all&search=rivera');
    expect(res.json()).toEqual({ items: [], total: 0 });
    const seen = await customerAdmin.get(`/api/users/paginated?pageSize=100&role=all&search=${encodeURIComponent(world.a.guard.email)}`);
    expect(seen.json().total).toBe(1);
  });

  it('serves each company its own users from one prepared statement shape (db/prepared.ts)', async () => {
    // The same shapes (a one-word search, two words, the first page) run for company a, then b, then a again: a value
    // kept in a prepared statement instead of a placeholder would hand one company's users to the other.
    const adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
    const page = async (client: typeof admin, query: string) => {
      const res = await client.get(`/api/users/paginated?pageSize=100&role=all&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: { name: string; lastName: string; companyId: string }[]; total: number };
    };
    for (const round of [1, 2]) {
      const a = await page(admin, 'search=rivera');
      const b = await page(adminB, 'search=rivera');
      expect(
        a.items.map((u) => u.name),
        `round ${round}`,
      ).toEqual(['Rivera', 'Ana', 'Ángel']);
      expect(b.items.map((u) => `${u.name} ${u.lastName}`)).toEqual(['Otra Rivera']);
      expect((await page(adminB, 'search=otra%20rivera')).total).toBe(1);
      expect((await page(admin, 'search=otra%20rivera')).total).toBe(0);
      const firstA = await page(admin, '');
      const firstB = await page(adminB, '');
      expect(firstA.items.every((u) => u.companyId === world.a.company.id)).toBe(true);
      expect(firstB.items.every((u) => u.companyId === world.b.company.id)).toBe(true);
      expect(firstB.items.some((u) => u.lastName === 'Rivera')).toBe(true);
      // Customer admins' scopes (their customer's users, the guards on its posts) are prepared shapes too.
      for (const [account, other] of [
        [world.a.customerAdmin, world.b.customerAdmin],
        [world.b.customerAdmin, world.a.customerAdmin],
      ]) {
        const own = await page(clientFor(t.app, await signIn(t.app, account)), '');
        const emails = own.items.map((u) => (u as unknown as { email: string }).email);
        expect(emails).toContain(account.email);
        expect(emails).not.toContain(other.email);
      }
      // Past the last page the total is counted on its own, with the same values.
      const past = await adminB.get('/api/users/paginated?page=3&pageSize=10&role=all&search=rivera');
      expect(past.json()).toEqual({ items: [], total: 1 });
    }
  });

  it('stays exactly what the users rows say after inserts, updates, bulk statements, rollbacks and deletes', async () => {
    const db = t.database.db;
    await expectIndexExact();
    const ana = (await db.select().from(users).where(eq(users.email, 'ana@example.com')))[0];
    await db.update(users).set({ lastName: 'Rodríguez', phone: '939-555-7777' }).where(eq(users.id, ana.id));
    expect(await names('search=rodr')).toEqual(['Ana Rodríguez']);
    expect(await names('search=ana%20rivera')).toEqual([]);
    expect(await names('search=939555')).toEqual(['Ana Rodríguez']);
    // Employment, role and coordinator changes move the words with the user.
    await db.update(users).set({ stillEmployed: false }).where(eq(users.id, ana.id));
    expect(await names('search=rodr')).toEqual([]);
    expect(await names('search=rodr&activeOnly=false')).toEqual(['Ana Rodríguez']);
    await db.update(users).set({ stillEmployed: true, isCoordinator: true }).where(eq(users.id, ana.id));
    expect(await names('search=rodr&role=coordinators')).toEqual(['Ana Rodríguez']);
    // An update of an unsearched column rewrites nothing.
    const before = rowsOf<{ x: string }>(
      await db.execute(sql`select min(xmin::text) as x from user_search_tokens where user_id = ${ana.id}`),
    );
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, ana.id));
    const after = rowsOf<{ x: string }>(
      await db.execute(sql`select min(xmin::text) as x from user_search_tokens where user_id = ${ana.id}`),
    );
    expect(after).toEqual(before);
    // A bulk statement over several users of both companies, and a rolled-back one.
    const everyone = await db.select({ id: users.id }).from(users);
    await db
      .update(users)
      .set({ mobile: sql`'787-' || substr(md5(${users.id}::text), 1, 7)` })
      .where(
        inArray(
          users.id,
          everyone.map((u) => u.id),
        ),
      );
    await db
      .transaction(async (tx) => {
        await tx.update(users).set({ name: 'Nadie' }).where(eq(users.id, ana.id));
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    expect(await names('search=nadie')).toEqual([]);
    await expectIndexExact();
    // A deleted user's words go with it.
    await db.delete(users).where(eq(users.id, ana.id));
    expect(await names('search=rodr&activeOnly=true')).toEqual([]);
    await expectIndexExact();
  });

  it('is rebuilt exactly by the migration’s backfill', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from user_search_tokens`);
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const migration = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0023_user_search_tokens_index.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration.slice(migration.indexOf('-- Backfill'))));
    await expectIndexExact();
  });
});
