// Every list that searches ignores accents and case (decision 0023): through each list's own route, "jose" finds
// "José" and "ÑANDU" finds "ñandú", and a row without the words is left out. Rows are written straight to the tables
// (their search_text is the database's to keep), then read as the users of the list read them.
import { randomUUID } from 'node:crypto';
import {
  customerCompanies,
  emergencyContacts,
  incidents,
  novelties,
  opportunities,
  protocolCategories,
  protocols,
  rosters,
  smsMessages,
  tasks,
  uniformItems,
  vehicles,
} from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCompany, createGuard, createPost, createRoleRecord, createTwoTenantWorld, signIn } from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let superadmin: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
});
afterAll(() => t.close());

/** Three names for one list: one with "José", one with "ñandú", one with neither (unique per list). */
const namesFor = (label: string) => {
  const tag = randomUUID().slice(0, 6);
  return { jose: `José Quiñones ${label} ${tag}`, nandu: `Ñandú ${label} ${tag}`, other: `Pedro ${label} ${tag}` };
};

/** GET url + search; the body must name `found` and not `missing`. */
const expectSearch = async (client: ReturnType<typeof clientFor>, url: string, search: string, found: string, missing: string[]) => {
  const res = await client.get(`${url}${url.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toContain(JSON.stringify(found).slice(1, -1));
  for (const m of missing) expect(res.body).not.toContain(JSON.stringify(m).slice(1, -1));
};

/** Both searches of one list: "jose" → José, "ÑANDU" → ñandú (and each leaves the others out). */
const expectFolded = async (client: ReturnType<typeof clientFor>, url: string, n: ReturnType<typeof namesFor>) => {
  await expectSearch(client, url, 'jose', n.jose, [n.nandu, n.other]);
  await expectSearch(client, url, 'ÑANDU', n.nandu, [n.jose, n.other]);
};

describe('accent- and case-insensitive search of every list', () => {
  it('companies', async () => {
    const n = namesFor('company');
    for (const name of [n.jose, n.nandu, n.other]) await createCompany(t.database.db, { name });
    await expectFolded(superadmin, '/api/companies/paginated', n);
  });

  it('customer companies', async () => {
    const n = namesFor('customer');
    const companyId = world.a.company.id;
    await t.database.db.insert(customerCompanies).values([n.jose, n.nandu, n.other].map((name) => ({ companyId, name })));
    await expectFolded(admin, '/api/customer-companies/paginated', n);
  });

  it('emergency directory', async () => {
    const n = namesFor('contact');
    await t.database.db
      .insert(emergencyContacts)
      .values(
        [n.jose, n.nandu, n.other].map((name) => ({ companyId: world.a.company.id, kind: 'police', name, phones: ['+17875550101'] })),
      );
    await expectFolded(admin, '/api/emergency-contacts', n);
  });

  it('posts, and the posts report', async () => {
    const n = namesFor('post');
    for (const name of [n.jose, n.nandu, n.other])
      await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id, name });
    await expectFolded(admin, '/api/posts', n);
    await expectFolded(admin, '/api/reports/posts', n);
  });

  it('rosters', async () => {
    const n = namesFor('roster');
    await t.database.db.insert(rosters).values(
      [n.jose, n.nandu, n.other].map((name) => ({
        companyId: world.a.company.id,
        postId: world.a.post.id,
        name,
        effectiveFrom: '2026-01-01',
      })),
    );
    await expectFolded(admin, '/api/rosters', n);
  });

  it("rosters' guard availability, shift candidates and role members (users' search text)", async () => {
    const tag = randomUUID().slice(0, 6);
    const n = { jose: `José ${tag}`, nandu: `Ñandú ${tag}`, other: `Pedro ${tag}` };
    for (const name of [n.jose, n.nandu, n.other])
      await createGuard(t.database.db, { companyId: world.a.company.id, name, lastName: 'Guardia' });
    await expectFolded(admin, `/api/rosters/availability?postId=${world.a.post.id}&date=2026-03-02&startTime=07:00&endTime=15:00`, n);
    await expectFolded(admin, `/api/shifts/${world.a.shifts[0].id}:2026-03-02/candidates`, n);
    const role = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: {} });
    await expectFolded(admin, `/api/roles/${role.id}/assignable-users`, n);
    await expectFolded(admin, '/api/users/paginated', n);
  });

  it('tasks', async () => {
    const n = namesFor('task');
    await t.database.db.insert(tasks).values([n.jose, n.nandu, n.other].map((title) => ({ companyId: world.a.company.id, title })));
    await expectFolded(admin, '/api/tasks', n);
  });

  it('uniform items', async () => {
    const n = namesFor('item');
    await t.database.db.insert(uniformItems).values([n.jose, n.nandu, n.other].map((name) => ({ companyId: world.a.company.id, name })));
    await expectFolded(admin, '/api/uniform-items', n);
  });

  it('incidents (title and description) and novelties', async () => {
    const n = namesFor('incident');
    const occurredAt = new Date('2026-03-02T12:00:00Z');
    const companyId = world.a.company.id;
    await t.database.db.insert(incidents).values([
      { number: 901, companyId, postId: world.a.post.id, title: n.jose, description: 'Robo', occurredAt },
      { number: 902, companyId, postId: world.a.post.id, title: n.nandu, description: 'Daño', occurredAt },
      { number: 903, companyId, postId: world.a.post.id, title: n.other, description: 'Nada', occurredAt },
    ]);
    await expectFolded(admin, '/api/incidents', n);
    const d = namesFor('described');
    await t.database.db.insert(incidents).values({ number: 904, companyId, title: 'Ronda', description: d.jose, occurredAt });
    await expectSearch(admin, '/api/incidents', `jose ${d.jose.split(' ').at(-1)}`, d.jose, [n.jose]);
    const v = namesFor('novelty');
    await t.database.db
      .insert(novelties)
      .values([v.jose, v.nandu, v.other].map((text) => ({ companyId, postId: world.a.post.id, occurredAt, text })));
    await expectFolded(admin, '/api/novelties', v);
  });

  it('SMS conversations (by a message text)', async () => {
    const n = namesFor('sms');
    await t.database.db.insert(smsMessages).values(
      [n.jose, n.nandu, n.other].map((messageText, i) => ({
        companyId: world.a.company.id,
        direction: 'inbound' as const,
        senderPhone: `+1787555010${i}`,
        recipientPhone: '+17875559999',
        counterpartDigits: `1787555010${i}`,
        messageText,
      })),
    );
    await expectFolded(admin, '/api/sms', n);
  });

  it('protocols (title and category name)', async () => {
    const n = namesFor('protocol');
    const companyId = world.a.company.id;
    await t.database.db.insert(protocols).values([n.jose, n.nandu, n.other].map((title) => ({ companyId, title, body: '' })));
    await expectFolded(admin, '/api/protocols', n);
    const [category] = await t.database.db
      .insert(protocolCategories)
      .values({ companyId, name: `Evacuación ${randomUUID()}` })
      .returning();
    const title = `Ronda ${randomUUID()}`;
    await t.database.db.insert(protocols).values({ companyId, title, body: '', categoryId: category.id });
    await expectSearch(admin, '/api/protocols', 'EVACUACION', title, [n.jose]);
  });

  it('vehicles', async () => {
    const n = namesFor('vehicle');
    await t.database.db
      .insert(vehicles)
      .values([n.jose, n.nandu, n.other].map((model, i) => ({ companyId: world.a.company.id, licensePlate: `SRCH-${i}`, model })));
    await expectFolded(admin, '/api/vehicles', n);
  });

  it('opportunities', async () => {
    const n = namesFor('opportunity');
    await t.database.db.insert(opportunities).values(
      [n.jose, n.nandu, n.other].map((title) => ({
        companyId: world.a.company.id,
        title,
        description: '',
        location: 'San Juan',
        serviceType: 'event_security' as const,
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        startTime: '08:00',
        endTime: '16:00',
        guardsRequired: 1,
        hourlyRateCents: 1500,
        totalBudgetCents: 12000,
        contactPerson: 'Ana',
        contactPhone: '+17875550101',
        contactEmail: 'ana@example.com',
      })),
    );
    await expectFolded(admin, '/api/opportunities?view=all', n);
  });

  it('wiki pages', async () => {
    const n = namesFor('wiki');
    for (const title of [n.jose, n.nandu, n.other]) expect((await admin.post('/api/wiki/pages', { title })).statusCode).toBe(201);
    await expectFolded(admin, '/api/wiki/pages', n);
  });
});
