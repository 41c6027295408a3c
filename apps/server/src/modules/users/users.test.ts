import { randomUUID } from 'node:crypto';
import { USER_MESSAGES } from '@centinela/shared/contracts/users';
import EN_USERS from '../../../../web/src/i18n/locales/en/users.json' with { type: 'json' };
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollProfileTypes, sessions, systemLogs, users } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import {
  clientFor,
  createCompany,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoleRecord,
  createRoster,
  createTwoTenantWorld,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let platform: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  platform = clientFor(t.app, await signIn(t.app, world.platform.admin));
});
afterAll(() => t.close());

const uniq = () => randomUUID().slice(0, 8);

/** A complete, valid guard form for company A. */
const guardForm = (overrides: Record<string, unknown> = {}) => ({
  email: `guard-${uniq()}@alpha.test`,
  password: 'Guard-Pass-123',
  role: 'security_guard',
  companyId: world.a.company.id,
  name: 'Luis',
  initial: 'a',
  lastName: 'Rivera',
  mothersMaidenName: 'Santiago',
  phone: '+1 787 555 0123',
  phoneWhatsappEnabled: true,
  mobile: '+17875550999',
  mobileWhatsappEnabled: false,
  address: { street: 'Calle Sol 45', city: 'Carolina', state: 'PR', country: 'PR', zipCode: '00979' },
  stillEmployed: true,
  employmentStartDate: '2021-06-15',
  rank: 'senior_guard',
  isCoordinator: true,
  companyIdentificationNumber: 'VB-9001',
  socialSecurityNumber: '123-45-6789',
  dateOfBirth: '1990-02-03',
  hourlyWageCents: 1250,
  overtimeRateCents: 1875,
  runnerForCompanies: [],
  ...overrides,
});

const fieldErrorsOf = (res: { json: () => { details?: { fieldErrors?: Record<string, string[]> } } }) =>
  res.json().details?.fieldErrors ?? {};

describe('POST /api/users', () => {
  it('creates a guard with every section filled and never returns the password', async () => {
    const res = await adminA.post('/api/users', guardForm());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'security_guard',
      companyId: world.a.company.id,
      name: 'Luis',
      initial: 'A',
      rank: 'senior_guard',
      isCoordinator: true,
      hourlyWageCents: 1250,
      overtimeRateCents: 1875,
      socialSecurityNumber: '123-45-6789',
      address: { city: 'Carolina', state: 'PR', country: 'PR' },
      terminationDate: null,
    });
    expect(res.body).not.toContain('Guard-Pass-123');
    expect(res.body).not.toMatch(/passwordHash|scrypt\$/);
    // The new guard can sign in with the password the admin chose.
    await expect(signIn(t.app, { email: body.email, companyId: world.a.company.id }, 'Guard-Pass-123')).resolves.toContain(
      'centinela_session=',
    );
  });

  it('stores the social security number encrypted, never in plain text nor in the system log', async () => {
    const res = await adminA.post('/api/users', guardForm({ socialSecurityNumber: '987654321' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.ssnLast4).toBe('4321');
    expect(row.ssnEncrypted).toBeTruthy();
    expect(row.ssnEncrypted).not.toContain('987654321');
    expect(row.ssnEncrypted).not.toContain('987-65-4321');
    expect(t.app.ctx.secrets.decrypt(row.ssnEncrypted ?? '')).toBe('987-65-4321');
    const logs = await t.database.db.execute(sql`select details::text as d from system_logs where entity_id = ${row.id}`);
    const text = JSON.stringify((logs as unknown as { rows: unknown[] }).rows);
    expect(text).not.toMatch(/987-?65-?4321|Guard-Pass/);
  });

  it('puts a user created by a company admin in their own company, whatever companyId the body names (tenant from the session)', async () => {
    const res = await adminB.post('/api/users', guardForm({ companyId: world.a.company.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().companyId).toBe(world.b.company.id);
  });

  it('rejects a missing email, role or password (400, nothing written)', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    for (const field of ['email', 'role', 'password']) {
      const form: Record<string, unknown> = guardForm();
      delete form[field];
      const res = await adminA.post('/api/users', form);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(fieldErrorsOf(res)), field).toContain(field);
    }
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0].n).toBe(before[0].n);
  });

  it('rejects a password shorter than 12 characters (400)', async () => {
    const res = await adminA.post('/api/users', guardForm({ password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res).password).toEqual([USER_MESSAGES.passwordTooShort]);
  });

  it('requires a company for admins and a security company for guards (400)', async () => {
    const admin = await platform.post('/api/users', guardForm({ role: 'security_company_admin', companyId: '' }));
    expect(admin.statusCode).toBe(400);
    expect(fieldErrorsOf(admin).companyId).toEqual([USER_MESSAGES.companyRequired]);
    const guard = await platform.post('/api/users', guardForm({ companyId: null }));
    expect(fieldErrorsOf(guard).companyId).toEqual([USER_MESSAGES.securityCompanyRequired]);
  });

  it('refuses a guard in the platform company (400)', async () => {
    const res = await platform.post('/api/users', guardForm({ companyId: world.platform.company.id }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res).companyId).toEqual([USER_MESSAGES.securityCompanyRequired]);
  });

  it('requires a rank from the full rank list for guards (400)', async () => {
    expect(fieldErrorsOf(await adminA.post('/api/users', guardForm({ rank: '' }))).rank).toEqual([USER_MESSAGES.rankRequired]);
    expect((await adminA.post('/api/users', guardForm({ rank: 'general' }))).statusCode).toBe(400);
    const director = await adminA.post('/api/users', guardForm({ rank: 'director' }));
    expect(director.statusCode).toBe(201);
  });

  it('requires a customer of the same company for a customer company admin (400)', async () => {
    const base = { role: 'customer_company_admin' };
    expect(fieldErrorsOf(await adminA.post('/api/users', guardForm({ ...base, customerId: '' }))).customerId).toEqual([
      USER_MESSAGES.customerRequired,
    ]);
    expect(fieldErrorsOf(await adminA.post('/api/users', guardForm({ ...base, customerId: world.b.customer.id }))).customerId).toEqual([
      USER_MESSAGES.customerRequired,
    ]);
    const ok = await adminA.post('/api/users', guardForm({ ...base, customerId: world.a.customer.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ customerId: world.a.customer.id, customerName: world.a.customer.name });
  });

  it('keeps at most one uppercased initial (400 above one character)', async () => {
    expect(fieldErrorsOf(await adminA.post('/api/users', guardForm({ initial: 'ab' }))).initial).toEqual([USER_MESSAGES.initialTooLong]);
    expect((await adminA.post('/api/users', guardForm({ initial: 'q' }))).json().initial).toBe('Q');
  });

  it('refuses runner companies that include the main company or repeat one (400)', async () => {
    const other = await createCompany(t.database.db);
    const main = await platform.post('/api/users', guardForm({ runnerForCompanies: [world.a.company.id] }));
    expect(fieldErrorsOf(main).runnerForCompanies).toEqual([USER_MESSAGES.runnerIncludesMain]);
    const twice = await platform.post('/api/users', guardForm({ runnerForCompanies: [other.id, other.id] }));
    expect(fieldErrorsOf(twice).runnerForCompanies).toEqual([USER_MESSAGES.runnerDuplicate]);
    const ok = await platform.post('/api/users', guardForm({ runnerForCompanies: [other.id] }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().runnerForCompanies).toEqual([other.id]);
  });

  it("refuses another tenant's company as a runner company when a company admin sets it (400)", async () => {
    const res = await adminA.post('/api/users', guardForm({ runnerForCompanies: [world.b.company.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(world.b.company.name);
  });

  it('requires termination date and reason when not employed, with the spec messages (400)', async () => {
    const noDate = await adminA.post('/api/users', guardForm({ stillEmployed: false, terminationReason: 'Renuncia' }));
    expect(noDate.statusCode).toBe(400);
    // The field error is the message's key (decision 0014); its English text is the spec's sentence.
    expect(fieldErrorsOf(noDate).terminationDate).toEqual([USER_MESSAGES.terminationDateRequired]);
    expect(EN_USERS.validation.terminationDateRequired).toBe('Date and reason are required when guard is not employed.');
    const noReason = await adminA.post('/api/users', guardForm({ stillEmployed: false, terminationDate: '2026-01-31' }));
    expect(fieldErrorsOf(noReason).terminationReason).toEqual([USER_MESSAGES.terminationReasonRequired]);
    expect(EN_USERS.validation.terminationReasonRequired).toBe('Reason for leaving is required when guard is not employed.');
    const ok = await adminA.post(
      '/api/users',
      guardForm({ stillEmployed: false, terminationDate: '2026-01-31', terminationReason: 'Renuncia' }),
    );
    expect(ok.json()).toMatchObject({ stillEmployed: false, terminationDate: '2026-01-31', terminationReason: 'Renuncia' });
  });

  it('drops termination data when the user is employed', async () => {
    const res = await adminA.post('/api/users', guardForm({ stillEmployed: true, terminationDate: '2026-01-31', terminationReason: 'x' }));
    expect(res.json()).toMatchObject({ terminationDate: null, terminationReason: null });
  });

  it('stores guard-only fields only for guards', async () => {
    const res = await adminA.post('/api/users', guardForm({ role: 'security_company_admin' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({
      rank: null,
      isCoordinator: false,
      companyIdentificationNumber: null,
      ssnEncrypted: null,
      dateOfBirth: null,
      hourlyWageCents: null,
      overtimeRateCents: null,
      runnerForCompanies: [],
    });
  });

  it('stores the address only when a part is filled, and optional text only when not empty', async () => {
    const res = await adminA.post(
      '/api/users',
      guardForm({ address: { street: '', city: ' ', state: '', country: '', zipCode: '' }, mothersMaidenName: '', phone: '' }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.address).toBeNull();
    expect(row.mothersMaidenName).toBeNull();
    expect(row.phone).toBeNull();
  });

  it('validates country and state: US, CA, MX, PR only; a state needs its country (400)', async () => {
    const addr = (a: Record<string, string>) => guardForm({ address: { street: 'x', ...a } });
    expect(fieldErrorsOf(await adminA.post('/api/users', addr({ country: 'ES' })))['address.country']).toEqual([
      USER_MESSAGES.invalidCountry,
    ]);
    expect(fieldErrorsOf(await adminA.post('/api/users', addr({ state: 'NY' })))['address.state']).toEqual([
      USER_MESSAGES.stateNeedsCountry,
    ]);
    expect(fieldErrorsOf(await adminA.post('/api/users', addr({ country: 'CA', state: 'TX' })))['address.state']).toEqual([
      USER_MESSAGES.invalidState,
    ]);
    expect(fieldErrorsOf(await adminA.post('/api/users', addr({ country: 'PR', state: 'NY' })))['address.state']).toEqual([
      USER_MESSAGES.invalidState,
    ]);
    for (const [country, state] of [
      ['US', 'TX'],
      ['CA', 'QC'],
      ['MX', 'JAL'],
      ['PR', 'PR'],
    ]) {
      expect((await adminA.post('/api/users', addr({ country, state }))).statusCode, country).toBe(201);
    }
  });

  it('validates dates, phones, SSN and amounts (400)', async () => {
    expect(Object.keys(fieldErrorsOf(await adminA.post('/api/users', guardForm({ dateOfBirth: '03/02/1990' }))))).toEqual(['dateOfBirth']);
    expect(Object.keys(fieldErrorsOf(await adminA.post('/api/users', guardForm({ phone: 'call me' }))))).toEqual(['phone']);
    expect(Object.keys(fieldErrorsOf(await adminA.post('/api/users', guardForm({ socialSecurityNumber: '12-345' }))))).toEqual([
      'socialSecurityNumber',
    ]);
    expect(Object.keys(fieldErrorsOf(await adminA.post('/api/users', guardForm({ hourlyWageCents: -300 }))))).toEqual(['hourlyWageCents']);
    for (const bad of ['12.50', 12.5, '1250']) {
      expect(Object.keys(fieldErrorsOf(await adminA.post('/api/users', guardForm({ overtimeRateCents: bad }))))).toEqual([
        'overtimeRateCents',
      ]);
    }
  });

  it('lets only a superadmin create a superadmin (403 otherwise)', async () => {
    const denied = await adminA.post('/api/users', guardForm({ role: 'superadmin' }));
    expect(denied.statusCode).toBe(403);
    const ok = await platform.post('/api/users', guardForm({ role: 'superadmin', companyId: null }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().companyId).toBe(world.platform.company.id);
  });

  it('keeps emails unique per company (409), while another company may reuse one', async () => {
    const email = `dup-${uniq()}@alpha.test`;
    expect((await adminA.post('/api/users', guardForm({ email }))).statusCode).toBe(201);
    const again = await adminA.post('/api/users', guardForm({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(fieldErrorsOf(again).email).toBeDefined();
    expect((await adminB.post('/api/users', guardForm({ email }))).statusCode).toBe(201);
  });

  it("refuses the built-in admin's email for anyone else (409 MAIN_ADMIN_PROTECTED)", async () => {
    const res = await adminA.post('/api/users', guardForm({ email: 'ADMIN@centinela.local' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MAIN_ADMIN_PROTECTED');
  });

  it('refuses a payroll profile type of another company (400)', async () => {
    const [typeB] = await t.database.db
      .insert(payrollProfileTypes)
      .values({ companyId: world.b.company.id, name: `B ${uniq()}` })
      .returning();
    const res = await adminA.post('/api/users', guardForm({ payrollProfileTypeId: typeB.id }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res).payrollProfileTypeId).toBeDefined();
  });

  it('refuses a guard without the add permission (403)', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.post('/api/users', guardForm())).statusCode).toBe(403);
  });
});

describe('GET /api/users/paginated', () => {
  let company: Awaited<ReturnType<typeof createCompany>>;
  let client: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    company = await createCompany(t.database.db, { name: `Paging Co ${uniq()}` });
    const db = t.database.db;
    const admin = await createUser(db, {
      companyId: company.id,
      role: 'security_company_admin',
      name: 'zoe',
      lastName: 'Admin',
      email: `zoe-${uniq()}@p.test`,
    });
    await createUser(db, {
      companyId: company.id,
      role: 'security_company_admin',
      name: 'Ana',
      lastName: 'Boss',
      email: `ana-${uniq()}@p.test`,
    });
    const customer = await createCustomerCompany(db, { companyId: company.id });
    await createUser(db, {
      companyId: company.id,
      customerId: customer.id,
      role: 'customer_company_admin',
      name: 'Carla',
      lastName: 'Client',
    });
    for (let i = 0; i < 27; i++) {
      await createGuard(db, {
        companyId: company.id,
        name: i % 2 ? `guard${String(i).padStart(2, '0')}` : `Guard${String(i).padStart(2, '0')}`,
        lastName: 'Paging',
        email: `g${i}-${uniq()}@p.test`,
        phone: `+1787555${String(1000 + i)}`,
        isCoordinator: i < 3,
        companyIdentificationNumber: `PG-${1000 + i}`,
        address: i === 0 ? { street: 'Calle Luna 1', city: 'Ponce', state: 'PR', country: 'PR', zipCode: '00716' } : null,
      });
    }
    // No name: sorted by email.
    await createGuard(db, { companyId: company.id, name: null, lastName: null, email: `aaa-noname-${uniq()}@p.test` });
    await createGuard(db, {
      companyId: company.id,
      name: 'Former',
      lastName: 'Guard',
      stillEmployed: false,
      terminationDate: '2026-01-01',
      terminationReason: 'x',
    });
    client = clientFor(t.app, await signIn(t.app, admin));
  });

  const page = async (query: string) => {
    const res = await client.get(`/api/users/paginated?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: string; role: string; name: string | null; lastName: string | null; email: string }[];
      total: number;
    };
  };

  it('pages with a stable order: pages do not overlap and together hold every user', async () => {
    const first = await page('page=1&pageSize=10');
    expect(first.total).toBe(31);
    const ids = new Set<string>();
    for (let p = 1; p <= 4; p++) for (const item of (await page(`page=${p}&pageSize=10`)).items) ids.add(item.id);
    expect(ids.size).toBe(31);
    expect((await page('page=5&pageSize=10')).items).toEqual([]);
  });

  it('groups by role (superadmin, company admin, customer admin, guard) and sorts by name case-insensitively', async () => {
    const { items } = await page('pageSize=100');
    const order = { superadmin: 0, security_company_admin: 1, customer_company_admin: 2, security_guard: 3 } as Record<string, number>;
    const groups = items.map((i) => order[i.role]);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(items.slice(0, 2).map((i) => i.name)).toEqual(['Ana', 'zoe']);
    const guards = items.filter((i) => i.role === 'security_guard');
    const keys = guards.map((g) => ([g.name, g.lastName].filter(Boolean).join(' ') || g.email).toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(guards[0].email).toMatch(/^aaa-noname/);
  });

  it('defaults to page size 25 and refuses a size outside 10/25/50/100 (400)', async () => {
    expect((await page('')).items).toHaveLength(25);
    expect((await client.get('/api/users/paginated?pageSize=7')).statusCode).toBe(400);
  });

  it('shows active users by default and only inactive ones with activeOnly=false', async () => {
    expect((await page('pageSize=100')).items.some((i) => i.name === 'Former')).toBe(false);
    const inactive = await page('activeOnly=false');
    expect(inactive.items.map((i) => i.name)).toEqual(['Former']);
  });

  it('filters by role tab: admins, security guards, coordinators, one role', async () => {
    expect((await page('role=admins')).total).toBe(3);
    expect((await page('role=security_guard')).total).toBe(28);
    expect((await page('role=coordinators')).total).toBe(3);
    expect((await page('role=customer_company_admin')).items.map((i) => i.name)).toEqual(['Carla']);
    expect((await client.get('/api/users/paginated?role=boss')).statusCode).toBe(400);
  });

  it('searches names, last names, email, phone (as typed or digits) and company identification number', async () => {
    expect((await page('search=GUARD07')).items.map((i) => i.name)).toEqual(['guard07']);
    expect((await page('search=paging')).total).toBe(27);
    // A page past the last match still reports the total.
    expect(await page('search=paging&page=4&pageSize=10')).toEqual({ items: [], total: 27 });
    const second = await page('search=paging&page=2&pageSize=25');
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe(27);
    expect((await page('search=ana-')).total).toBe(1);
    expect((await page('search=(787)%20555-1005')).items.map((i) => i.name)).toEqual(['guard05']);
    expect((await page('search=7875551006')).items.map((i) => i.name)).toEqual(['Guard06']);
    expect((await page('search=pg-1012')).items.map((i) => i.name)).toEqual(['Guard12']);
    expect((await page('search=100%25')).total).toBe(0);
    expect((await page('search=nobody-like-this')).total).toBe(0);
  });

  it('keeps a company admin in their company whatever companyId they send', async () => {
    const other = await page(`companyId=${world.a.company.id}&pageSize=100`);
    expect(other.total).toBe(31);
    expect(JSON.stringify(other)).not.toContain(world.a.admin.email);
  });

  it('lets a platform admin narrow to one company, and marks the main admin (no deactivate, no delete)', async () => {
    const res = await platform.get(`/api/users/paginated?companyId=${company.id}&pageSize=100`);
    expect(res.json().total).toBe(31);
    const all = await platform.get(`/api/users/paginated?role=superadmin&pageSize=100`);
    const main = all.json().items.find((i: { email: string }) => i.email === 'admin@centinela.local');
    expect(main).toMatchObject({ isMainAdmin: true, can: { deactivate: false, delete: false } });
  });

  it("sends each card's allowed actions and its company name, city and state", async () => {
    const { items } = await page('role=security_guard&pageSize=10');
    expect(items[0]).toMatchObject({ companyName: company.name, can: { update: true, deactivate: true, delete: true } });
    const withAddress = (await page('search=guard00')).items[0];
    expect(withAddress).toMatchObject({ city: 'Ponce', state: 'PR' });
  });

  it('shows a customer admin only their customer company users and the guards working their posts', async () => {
    const res = await clientFor(t.app, await signIn(t.app, world.a.customerAdmin)).get('/api/users/paginated?pageSize=100&role=all');
    expect(res.statusCode).toBe(200);
    const emails = res.json().items.map((i: { email: string }) => i.email);
    expect(emails).toContain(world.a.customerAdmin.email);
    expect(emails).toContain(world.a.guard.email);
    expect(emails).not.toContain(world.a.admin.email);
    expect(res.json().items.find((i: { email: string }) => i.email === world.a.guard.email).can.update).toBe(false);
  });

  it('refuses a guard without the users view permission (403)', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.get('/api/users/paginated')).statusCode).toBe(403);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the editor data, with the full SSN for an editor', async () => {
    const created = (await adminA.post('/api/users', guardForm({ socialSecurityNumber: '111-22-3333' }))).json();
    const res = await adminA.get(`/api/users/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ socialSecurityNumber: '111-22-3333', isSsnMasked: false, sipSettings: { incomingPort: 5060 } });
  });

  it('masks the SSN (***-**-1234) for company staff who may not edit users', async () => {
    await t.database.db
      .update(users)
      .set({ ssnEncrypted: t.app.ctx.secrets.encrypt('555-66-1234'), ssnLast4: '1234', hourlyWageCents: 1525 })
      .where(eq(users.id, world.a.guard.id));
    const viewerRole = await createRoleRecord(t.database.db, { companyId: world.a.company.id, permissions: { view: ['users'] } });
    const viewer = await createUser(t.database.db, {
      companyId: world.a.company.id,
      role: 'security_company_admin',
      roleRecordId: viewerRole.id,
    });
    const staff = clientFor(t.app, await signIn(t.app, viewer));
    const res = await staff.get(`/api/users/${world.a.guard.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      socialSecurityNumber: '***-**-1234',
      isSsnMasked: true,
      hourlyWageCents: 1525,
      can: { update: false, delete: false, viewRecords: true, editRecords: false },
    });
    expect(res.body).not.toContain('555-66');
  });

  it('gives a customer company admin neither the SSN (not even masked) nor the pay of a guard at their posts', async () => {
    await t.database.db
      .update(users)
      .set({ ssnEncrypted: t.app.ctx.secrets.encrypt('555-66-1234'), ssnLast4: '1234', hourlyWageCents: 1525, overtimeRateCents: 2250 })
      .where(eq(users.id, world.a.guard.id));
    const customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
    const res = await customerAdmin.get(`/api/users/${world.a.guard.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      socialSecurityNumber: null,
      isSsnMasked: false,
      hourlyWageCents: null,
      overtimeRateCents: null,
      can: { update: false, delete: false, deactivate: false, viewRecords: false, editRecords: false },
    });
    expect(res.body).not.toContain('1234');
  });

  it("gives a customer company admin none of a guard's birth date, SIP account, employment dates or last sign-in; staff and the user themself do (issue 29)", async () => {
    const HIDDEN = ['dateOfBirth', 'employmentStartDate', 'terminationDate', 'terminationReason', 'sipSettings', 'lastLoginAt'];
    const personal = {
      dateOfBirth: '1979-08-09',
      employmentStartDate: '2012-03-04',
      terminationDate: '2030-01-02',
      terminationReason: 'Razón Berilo',
      lastLoginAt: new Date('2023-05-06T07:08:09.000Z'),
      sipSettings: { username: 'sipberilo', incomingServer: 'pbx-berilo.example' },
    };
    await t.database.db.update(users).set(personal).where(eq(users.id, world.a.guard.id));
    try {
      const customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
      const seen = await customerAdmin.get(`/api/users/${world.a.guard.id}`);
      expect(seen.statusCode).toBe(200);
      for (const key of HIDDEN) expect(seen.json()).not.toHaveProperty(key);
      expect(seen.body).not.toMatch(/1979-08-09|2012-03-04|2030-01-02|Berilo|berilo|2023-05-06/);
      expect((await adminA.get(`/api/users/${world.a.guard.id}`)).json()).toMatchObject({
        dateOfBirth: '1979-08-09',
        employmentStartDate: '2012-03-04',
        terminationDate: '2030-01-02',
        terminationReason: 'Razón Berilo',
        lastLoginAt: '2023-05-06T07:08:09.000Z',
        sipSettings: { username: 'sipberilo', incomingServer: 'pbx-berilo.example' },
      });
      // Their own record: a customer admin reads their own SIP account, dates and last sign-in.
      const own = (await customerAdmin.get(`/api/users/${world.a.customerAdmin.id}`)).json();
      for (const key of HIDDEN) expect(own).toHaveProperty(key);
    } finally {
      await t.database.db
        .update(users)
        .set({ dateOfBirth: null, employmentStartDate: null, terminationDate: null, terminationReason: null, sipSettings: {} })
        .where(eq(users.id, world.a.guard.id));
    }
  });

  it("keeps what a customer admin may not read when they save a colleague's form: those fields are write-only for them", async () => {
    const db = t.database.db;
    const editing = await createRoleRecord(db, { companyId: world.a.company.id, permissions: { view: ['users'], edit: ['users'] } });
    const customer = { companyId: world.a.company.id, customerId: world.a.customer.id, role: 'customer_company_admin' as const };
    const editor = await createUser(db, { ...customer, roleRecordId: editing.id });
    const colleague = await createUser(db, { ...customer, employmentStartDate: '2015-09-10' });
    const client = clientFor(t.app, await signIn(t.app, editor));
    const form = (await client.get(`/api/users/${colleague.id}`)).json();
    expect(form).not.toHaveProperty('employmentStartDate');
    const res = await client.put(`/api/users/${colleague.id}`, {
      email: form.email,
      role: form.role,
      companyId: form.companyId,
      customerId: form.customerId,
      name: 'Renombrada',
      lastName: form.lastName,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('employmentStartDate');
    const [stored] = await db.select().from(users).where(eq(users.id, colleague.id));
    expect(stored).toMatchObject({ name: 'Renombrada', employmentStartDate: '2015-09-10' });
  });

  it("answers 404 for another company's user and 400 for a malformed id", async () => {
    expect((await adminB.get(`/api/users/${world.a.guard.id}`)).statusCode).toBe(404);
    expect((await adminB.get('/api/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates user fields and records which fields changed in the system log (no values)', async () => {
    const created = (await adminA.post('/api/users', guardForm())).json();
    const res = await adminA.put(`/api/users/${created.id}`, {
      ...guardForm({ email: created.email, rank: 'captain', socialSecurityNumber: '222-33-4444' }),
      password: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rank: 'captain', socialSecurityNumber: '222-33-4444' });
    const [log] = await t.database.db
      .select()
      .from(systemLogs)
      .where(sql`${systemLogs.entityId} = ${created.id} and ${systemLogs.action} = 'UPDATE'`);
    expect(log.details.changes).toEqual(expect.arrayContaining(['rank', 'socialSecurityNumber']));
    expect(JSON.stringify(log.details)).not.toContain('222-33');
  });

  it('rejects invalid fields with field details (400) and changes nothing', async () => {
    const res = await adminA.put(`/api/users/${world.a.guard.id}`, guardForm({ email: 'not-an-email', rank: '' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(res)).sort()).toEqual(['email', 'rank']);
  });

  it("answers 404 for another company's user and leaves it alone", async () => {
    const res = await adminB.put(`/api/users/${world.a.guard.id}/employment`, {
      stillEmployed: false,
      terminationDate: '2026-01-01',
      terminationReason: 'x',
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, world.a.guard.id));
    expect(row.stillEmployed).toBe(true);
  });

  it('deactivates through PUT …/employment with date and reason, ends the sessions, and reactivates clearing them', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    await signIn(t.app, guard);
    const missing = await adminA.put(`/api/users/${guard.id}/employment`, { stillEmployed: false });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrorsOf(missing)).toMatchObject({
      terminationDate: [USER_MESSAGES.terminationDateRequired],
      terminationReason: [USER_MESSAGES.terminationReasonRequired],
    });
    const off = await adminA.put(`/api/users/${guard.id}/employment`, {
      stillEmployed: false,
      terminationDate: '2026-11-01',
      terminationReason: 'Renuncia',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ stillEmployed: false, terminationDate: '2026-11-01', terminationReason: 'Renuncia' });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, guard.id))).toEqual([]);
    const on = await adminA.put(`/api/users/${guard.id}/employment`, { stillEmployed: true });
    expect(on.json()).toMatchObject({ stillEmployed: true, terminationDate: null, terminationReason: null });
  });

  it('refuses to deactivate the main admin, by switch or by form (409 MAIN_ADMIN_PROTECTED)', async () => {
    const main = world.platform.admin;
    const viaSwitch = await platform.put(`/api/users/${main.id}/employment`, {
      stillEmployed: false,
      terminationDate: '2026-01-01',
      terminationReason: 'x',
    });
    expect(viaSwitch.statusCode).toBe(409);
    expect(viaSwitch.json().code).toBe('MAIN_ADMIN_PROTECTED');
    const other = (await platform.post('/api/users', guardForm({ role: 'superadmin', companyId: null }))).json();
    const otherClient = clientFor(t.app, await signIn(t.app, { email: other.email, companyId: other.companyId }, 'Guard-Pass-123'));
    const viaForm = await otherClient.put(`/api/users/${main.id}`, {
      email: main.email,
      role: 'superadmin',
      stillEmployed: false,
      terminationDate: '2026-01-01',
      terminationReason: 'x',
    });
    expect(viaForm.json().code).toBe('MAIN_ADMIN_PROTECTED');
    const emailChange = await otherClient.put(`/api/users/${main.id}`, { email: 'someone@else.test', role: 'superadmin' });
    expect(emailChange.json().code).toBe('MAIN_ADMIN_PROTECTED');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, main.id));
    expect(row).toMatchObject({ stillEmployed: true, email: 'admin@centinela.local' });
  });

  it('refuses to deactivate oneself (409)', async () => {
    const res = await adminA.put(`/api/users/${world.a.admin.id}/employment`, {
      stillEmployed: false,
      terminationDate: '2026-01-01',
      terminationReason: 'x',
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a company admin making someone a superadmin (403)', async () => {
    const res = await adminA.put(`/api/users/${world.a.guard.id}`, guardForm({ email: world.a.guard.email, role: 'superadmin' }));
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/users/:id/sip-settings', () => {
  it('stores SIP settings with their defaults; the password is write-only and encrypted', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const res = await adminA.put(`/api/users/${guard.id}/sip-settings`, {
      incomingServer: 'pbx.example.com',
      username: '1001',
      password: 'sip-secret-77',
      extensionNumber: '1001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sipSettings).toEqual({
      incomingServer: 'pbx.example.com',
      incomingPort: 5060,
      outgoingServer: null,
      outgoingPort: 5060,
      extensionName: null,
      extensionNumber: '1001',
      username: '1001',
      hasPassword: true,
      preferredCodec: 'default',
      sampleRate: 'default',
      connectionStatus: 'not_connected',
      lastConnectionAttempt: null,
    });
    expect(res.body).not.toContain('sip-secret-77');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guard.id));
    expect(JSON.stringify(row.sipSettings)).not.toContain('sip-secret-77');
    expect(t.app.ctx.secrets.decrypt(row.sipSettings.passwordEncrypted ?? '')).toBe('sip-secret-77');

    // An empty password keeps the stored one; other fields change.
    const again = await adminA.put(`/api/users/${guard.id}/sip-settings`, {
      incomingServer: 'pbx2.example.com',
      incomingPort: '5080',
      password: '',
      preferredCodec: 'opus',
      sampleRate: '48000',
    });
    expect(again.json().sipSettings).toMatchObject({
      incomingServer: 'pbx2.example.com',
      incomingPort: 5080,
      hasPassword: true,
      preferredCodec: 'opus',
      sampleRate: '48000',
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, guard.id));
    expect(t.app.ctx.secrets.decrypt(after.sipSettings.passwordEncrypted ?? '')).toBe('sip-secret-77');
    const logs = await t.database.db.execute(sql`select details::text as d from system_logs where entity_id = ${guard.id}`);
    expect(JSON.stringify((logs as unknown as { rows: unknown[] }).rows)).not.toContain('sip-secret-77');
  });

  it('rejects an unknown codec, sample rate or a port out of range (400)', async () => {
    for (const sipSettings of [{ preferredCodec: 'gsm' }, { sampleRate: '44100' }, { incomingPort: 70000 }]) {
      expect((await adminA.put(`/api/users/${world.a.guard.id}/sip-settings`, sipSettings)).statusCode).toBe(400);
    }
  });

  it("answers 404 for another company's user", async () => {
    expect((await adminB.put(`/api/users/${world.a.guard.id}/sip-settings`, { username: 'x' })).statusCode).toBe(404);
  });
});

describe('one endpoint, one body schema (PUT /api/users/:id, …/sip-settings, …/employment)', () => {
  const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  it("takes the spec's { sipSettings } body on PUT /api/users/:id as the SIP tab's save (as …/sip-settings)", async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const before = await rowOf(guard.id);
    const res = await adminA.put(`/api/users/${guard.id}`, {
      sipSettings: { incomingServer: 'pbx.example.com', username: '1001', password: 'sip-pass-9', preferredCodec: 'opus' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sipSettings).toMatchObject({
      incomingServer: 'pbx.example.com',
      username: '1001',
      hasPassword: true,
      preferredCodec: 'opus',
    });
    const after = await rowOf(guard.id);
    expect(t.app.ctx.secrets.decrypt(after.sipSettings.passwordEncrypted ?? '')).toBe('sip-pass-9');
    // Only the SIP settings changed.
    expect({ ...after, sipSettings: null, updatedAt: null }).toEqual({ ...before, sipSettings: null, updatedAt: null });
  });

  it('refuses { sipSettings } with other keys or a bad port (400 naming the field) and changes nothing', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const before = await rowOf(guard.id);
    const bad = await adminA.put(`/api/users/${guard.id}`, { sipSettings: { incomingPort: 70000 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(['sipSettings.incomingPort']);
    const mixed = await adminA.put(`/api/users/${guard.id}`, { name: 'Renamed', sipSettings: { username: '1001' } });
    expect(mixed.statusCode).toBe(400);
    expect(await rowOf(guard.id)).toEqual(before);
  });

  it("takes the spec's { stillEmployed, terminationDate, terminationReason } body on PUT /api/users/:id as the card switch", async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const off = await adminA.put(`/api/users/${guard.id}`, {
      stillEmployed: false,
      terminationDate: '2026-11-01',
      terminationReason: 'Fin',
    });
    expect(off.statusCode).toBe(200);
    expect(await rowOf(guard.id)).toMatchObject({ stillEmployed: false, terminationDate: '2026-11-01', terminationReason: 'Fin' });
    const missing = await adminA.put(`/api/users/${guard.id}`, { stillEmployed: false });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(missing))).toEqual(expect.arrayContaining(['terminationDate', 'terminationReason']));
    const on = await adminA.put(`/api/users/${guard.id}`, { stillEmployed: true });
    expect(on.statusCode).toBe(200);
    expect(await rowOf(guard.id)).toMatchObject({ stillEmployed: true, terminationDate: null, terminationReason: null });
  });

  it('documents the three bodies of PUT /api/users/{id} in the API reference', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: { anyOf?: { properties?: object }[] } }> } }>
      >;
    };
    const shapes = doc.paths['/api/users/{id}'].put.requestBody.content['application/json'].schema.anyOf ?? [];
    expect(
      shapes.map((s) =>
        Object.keys(s.properties ?? {})
          .sort()
          .slice(0, 3),
      ),
    ).toEqual([expect.arrayContaining(['address']), ['sipSettings'], ['stillEmployed', 'terminationDate', 'terminationReason']]);
  });

  it("answers 404 for another company's user on each of the three bodies, and changes nothing", async () => {
    const before = await rowOf(world.a.guard.id);
    for (const body of [
      { sipSettings: { username: 'x' } },
      { stillEmployed: false, terminationDate: '2026-11-01', terminationReason: 'x' },
    ]) {
      expect((await adminB.put(`/api/users/${world.a.guard.id}`, body)).statusCode).toBe(404);
    }
    expect(await rowOf(world.a.guard.id)).toEqual(before);
  });

  it('refuses the old { sipSettings } wrapper on PUT …/sip-settings (400, never read as empty settings) and changes nothing', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    expect(
      (await adminA.put(`/api/users/${guard.id}/sip-settings`, { incomingServer: 'pbx.example.com', username: '1001' })).statusCode,
    ).toBe(200);
    const before = await rowOf(guard.id);
    const res = await adminA.put(`/api/users/${guard.id}/sip-settings`, { sipSettings: { incomingServer: 'other.example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unrecognized key: "sipSettings"');
    expect((await rowOf(guard.id)).sipSettings).toEqual(before.sipSettings);
  });

  it('refuses the user form on PUT …/employment (400 listing the foreign keys) and changes nothing', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const before = await rowOf(guard.id);
    const res = await adminA.put(`/api/users/${guard.id}/employment`, {
      ...guardForm({ email: guard.email, name: 'Renamed' }),
      password: undefined,
      stillEmployed: false,
      terminationDate: '2026-11-01',
      terminationReason: 'Fin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Unrecognized keys: "email", "role"/);
    expect(await rowOf(guard.id)).toEqual(before);
  });
});

describe('POST /api/users/:id/password', () => {
  it("sets a new password and ends the user's sessions", async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const cookie = await signIn(t.app, guard);
    const res = await adminA.post(`/api/users/${guard.id}/password`, { password: 'Brand-New-Pass-1' });
    expect(res.statusCode).toBe(204);
    expect((await clientFor(t.app, cookie).get('/api/auth/me')).statusCode).toBe(401);
    await expect(signIn(t.app, guard)).rejects.toThrow();
    await expect(signIn(t.app, guard, 'Brand-New-Pass-1')).resolves.toContain('centinela_session=');
  });

  it('rejects a short password (400) and another tenant (404)', async () => {
    expect((await adminA.post(`/api/users/${world.a.guard.id}/password`, { password: 'short' })).statusCode).toBe(400);
    expect((await adminB.post(`/api/users/${world.a.guard.id}/password`, { password: 'Long-enough-1' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user nothing refers to', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    expect((await adminA.delete(`/api/users/${guard.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, guard.id))).toEqual([]);
  });

  it('refuses a guard with shifts (409, suggesting deactivation)', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const post = await createPost(t.database.db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id });
    await createRoster(t.database.db, {
      companyId: world.a.company.id,
      postId: post.id,
      shifts: [{ dayOfWeek: 2, startMinute: 0, endMinute: 480, guardIds: [guard.id] }],
    });
    const res = await adminA.delete(`/api/users/${guard.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ suggestion: 'deactivate' });
  });

  it('never deletes the main admin (409 MAIN_ADMIN_PROTECTED)', async () => {
    const res = await platform.delete(`/api/users/${world.platform.admin.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MAIN_ADMIN_PROTECTED');
  });

  it("answers 404 for another company's user and 400 for a malformed id", async () => {
    expect((await adminB.delete(`/api/users/${world.a.guard.id}`)).statusCode).toBe(404);
    expect((await adminB.delete('/api/users/123')).statusCode).toBe(400);
  });
});

describe('GET /api/users (phone directory)', () => {
  it("lists the admin's company, nobody of another company", async () => {
    const res = await adminA.get('/api/users');
    expect(res.statusCode).toBe(200);
    const emails = res.json().map((u: { email: string }) => u.email);
    expect(emails).toContain(world.a.guard.email);
    expect(emails).not.toContain(world.b.guard.email);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['companyId', 'customerId', 'email', 'id', 'lastName', 'mobile', 'name', 'phone']);
  });

  it("gives a guard their company's admins and themselves", async () => {
    const guard = await createGuard(t.database.db, { companyId: world.b.company.id });
    const res = await clientFor(t.app, await signIn(t.app, guard)).get('/api/users');
    const emails = res.json().map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([guard.email, world.b.admin.email]));
    expect(emails).not.toContain(world.b.guard.email);
  });
});

/** A multipart body with one file field. */
const multipart = (fieldName: string, fileName: string, contentType: string, bytes: Buffer) => {
  const boundary = `----centinela${uniq()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('/api/users/:id/photo', () => {
  it('stores, serves and removes a profile photo', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const cookie = await signIn(t.app, world.a.admin);
    const body = multipart('file', 'me.png', 'image/png', PNG_1X1);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${guard.id}/photo`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: `/api/users/${guard.id}/photo`, headers: { cookie } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(PNG_1X1)).toBe(true);
    const page = await adminA.get(`/api/users/paginated?search=${encodeURIComponent(guard.email)}`);
    expect(page.json().items[0].hasPhoto).toBe(true);
    expect((await adminA.delete(`/api/users/${guard.id}/photo`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${guard.id}/photo`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (415) and another tenant (404)', async () => {
    const cookie = await signIn(t.app, world.a.admin);
    const text = multipart('file', 'x.png', 'image/png', Buffer.from('hello, not an image'));
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${world.a.guard.id}/photo`,
      headers: { cookie, ...text.headers },
      payload: text.payload,
    });
    expect(bad.statusCode).toBe(415);
    const cookieB = await signIn(t.app, world.b.admin);
    const png = multipart('file', 'me.png', 'image/png', PNG_1X1);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${world.a.guard.id}/photo`,
      headers: { cookie: cookieB, ...png.headers },
      payload: png.payload,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('sign-in after deactivation', () => {
  it('refuses a deactivated user (401) and accepts them again once reactivated', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    await adminA.put(`/api/users/${guard.id}/employment`, {
      stillEmployed: false,
      terminationDate: '2026-02-01',
      terminationReason: 'Fin',
    });
    await expect(signIn(t.app, guard, TEST_PASSWORD)).rejects.toThrow(/401/);
    await adminA.put(`/api/users/${guard.id}/employment`, { stillEmployed: true });
    await expect(signIn(t.app, guard, TEST_PASSWORD)).resolves.toContain('centinela_session=');
  });
});
