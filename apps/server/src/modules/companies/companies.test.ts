import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createCompany, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import {
  companies,
  companyWebrtcSettings,
  files,
  incidentListItems,
  roleRecords,
  sessions,
  systemLogs,
  userPermissionOverrides,
} from '../../db/schema';
import { multipart, samples } from '../../platform/storage/test-samples';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let superadmin: ReturnType<typeof clientFor>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;
let customerAdminA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  superadmin = clientFor(t.app, await signIn(t.app, world.platform.admin));
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerAdminA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
});
afterAll(() => t.close());

describe('GET /api/companies (directory)', () => {
  it('gives a platform admin every security company but not the platform company', async () => {
    const res = await superadmin.get('/api/companies');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toContain(world.a.company.name);
    expect(names).toContain(world.b.company.name);
    expect(names).not.toContain(world.platform.company.name);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
  });

  it('gives any signed-in user of a company only their own company', async () => {
    for (const client of [adminA, guardA, customerAdminA]) {
      const res = await client.get('/api/companies');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ id: world.a.company.id, name: world.a.company.name }]);
    }
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
  });
});

describe('GET /api/companies/paginated', () => {
  it('pages and searches companies for a platform admin', async () => {
    const res = await superadmin.get(`/api/companies/paginated?page=1&pageSize=10&search=${encodeURIComponent(world.a.company.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().items[0]).toMatchObject({ id: world.a.company.id, isActive: true, timeZone: 'America/Puerto_Rico' });
  });

  it('shows a company admin only their own company', async () => {
    const res = await adminA.get('/api/companies/paginated?status=all');
    expect(res.json().items.map((c: { id: string }) => c.id)).toEqual([world.a.company.id]);
  });

  it('rejects a page size outside the allowed list (400)', async () => {
    const res = await superadmin.get('/api/companies/paginated?pageSize=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses a guard without a role granting view:companies (403)', async () => {
    expect((await guardA.get('/api/companies/paginated')).statusCode).toBe(403);
  });

  it('filters by status', async () => {
    const inactive = await createCompany(t.database.db, { name: `Dormant ${Date.now()}`, isActive: false });
    const active = await superadmin.get('/api/companies/paginated?pageSize=100');
    expect(active.json().items.map((c: { id: string }) => c.id)).not.toContain(inactive.id);
    const only = await superadmin.get('/api/companies/paginated?status=inactive&pageSize=100');
    expect(only.json().items.map((c: { id: string }) => c.id)).toContain(inactive.id);
  });
});

describe('GET /api/companies/:id', () => {
  it('returns the own company to its admin', async () => {
    const res = await adminA.get(`/api/companies/${world.a.company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(world.a.company.name);
  });

  it("rejects another company's id (404)", async () => {
    expect((await adminB.get(`/api/companies/${world.a.company.id}`)).statusCode).toBe(404);
  });

  it('shows a superadmin their own platform company', async () => {
    const res = await superadmin.get(`/api/companies/${world.platform.company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().isPlatform).toBe(true);
  });

  it('rejects a malformed id (400)', async () => {
    expect((await adminA.get('/api/companies/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/companies', () => {
  it('creates a company with its default role records and a log entry', async () => {
    const res = await superadmin.post('/api/companies', {
      name: 'Escudo del Norte',
      legalName: 'Escudo del Norte LLC',
      phone: '(787) 555-0199',
      email: 'Oficina@Escudo.pr',
      timeZone: 'America/New_York',
      defaultLanguage: 'en',
      minRestHours: 10,
      unknownField: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Escudo del Norte', email: 'oficina@escudo.pr', timeZone: 'America/New_York', minRestHours: 10 });
    expect(body).not.toHaveProperty('unknownField');
    // Typed as people write it, stored in E.164.
    expect(body.phone).toBe('+17875550199');
    const records = await t.database.db.select().from(roleRecords).where(eq(roleRecords.companyId, body.id));
    expect(records.map((r) => r.defaultForRole).sort()).toEqual(['customer_company_admin', 'security_company_admin', 'security_guard']);
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, body.id));
    expect(logs.map((l) => l.action)).toContain('CREATE');
    // Incident categories and severities in the company's language (English here), editable later.
    const lists = await t.database.db.select().from(incidentListItems).where(eq(incidentListItems.companyId, body.id));
    expect(lists.filter((l) => l.kind === 'severity').map((l) => [l.name, l.level])).toEqual([
      ['Low', 'low'],
      ['Medium', 'medium'],
      ['High', 'high'],
      ['Critical', 'critical'],
    ]);
    expect(lists.filter((l) => l.kind === 'category').map((l) => l.name)).toContain('Medical emergency');
  });

  it('applies the default time zone, language and rest hours', async () => {
    const res = await superadmin.post('/api/companies', { name: 'Guardianes del Sur' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ timeZone: 'America/Puerto_Rico', defaultLanguage: 'es', minRestHours: 8 });
    const severities = await t.database.db.select().from(incidentListItems).where(eq(incidentListItems.companyId, res.json().id));
    expect(severities.map((l) => l.name)).toEqual(expect.arrayContaining(['Baja', 'Media', 'Alta', 'Crítica', 'Emergencia médica']));
  });

  it('rejects a duplicate name whatever its case (409)', async () => {
    const res = await superadmin.post('/api/companies', { name: world.a.company.name.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COMPANY_NAME_TAKEN');
  });

  it('rejects an unknown time zone and an empty name, writing nothing (400)', async () => {
    const before = await t.database.db.select().from(companies);
    const res = await superadmin.post('/api/companies', { name: ' ', timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors).sort()).toEqual(['name', 'timeZone']);
    expect(await t.database.db.select().from(companies)).toHaveLength(before.length);
  });

  it('refuses a security company admin (403)', async () => {
    expect((await adminA.post('/api/companies', { name: 'Mine Too' })).statusCode).toBe(403);
  });

  it('refuses a company admin whose role record is flagged superadmin: tenants are the platform’s job (403)', async () => {
    const company = await createCompany(t.database.db);
    const [record] = await t.database.db
      .insert(roleRecords)
      .values({ companyId: company.id, name: 'Todo', isSuperadmin: true, permissions: {} })
      .returning();
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin', roleRecordId: record.id });
    const client = clientFor(t.app, await signIn(t.app, user));
    expect((await client.post('/api/companies', { name: 'Sneaky Co' })).statusCode).toBe(403);
  });
});

describe('PUT /api/companies/:id', () => {
  it('lets a company admin edit their own company', async () => {
    const res = await adminA.put(`/api/companies/${world.a.company.id}`, {
      legalName: 'A Legal Name',
      address: { street: 'Calle 1', city: 'Ponce', country: 'PR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ legalName: 'A Legal Name', name: world.a.company.name, address: { city: 'Ponce' } });
  });

  it("rejects another company's id (404) and changes nothing", async () => {
    const res = await adminB.put(`/api/companies/${world.a.company.id}`, { legalName: 'Hacked' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, world.a.company.id));
    expect(row.legalName).not.toBe('Hacked');
  });

  it('rejects an invalid email and language (400)', async () => {
    const res = await adminA.put(`/api/companies/${world.a.company.id}`, { email: 'nope', defaultLanguage: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fieldErrors).sort()).toEqual(['defaultLanguage', 'email']);
  });

  it('rejects renaming onto another company’s name (409)', async () => {
    const res = await superadmin.put(`/api/companies/${world.a.company.id}`, { name: world.b.company.name.toLowerCase() });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a guard and a customer company admin (403)', async () => {
    expect((await guardA.put(`/api/companies/${world.a.company.id}`, { legalName: 'x' })).statusCode).toBe(403);
    expect((await customerAdminA.put(`/api/companies/${world.a.company.id}`, { legalName: 'x' })).statusCode).toBe(403);
  });
});

describe('deactivation', () => {
  it('answers the impact of deactivating a company', async () => {
    const res = await superadmin.get(`/api/companies/${world.b.company.id}/deactivation-impact`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activeUsers: 3, activePosts: 1, activeRosters: 1, activeCustomerCompanies: 1 });
  });

  it("rejects the impact of another company's id (404)", async () => {
    expect((await adminB.get(`/api/companies/${world.a.company.id}/deactivation-impact`)).statusCode).toBe(404);
  });

  it('asks for confirmation when the company is in use (409 with the impact)', async () => {
    const res = await superadmin.post(`/api/companies/${world.b.company.id}/deactivate`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject({ needsConfirmation: true, impact: { activeUsers: 3 } });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, world.b.company.id));
    expect(row.isActive).toBe(true);
  });

  it('rejects a confirm flag that is not a boolean (400)', async () => {
    expect((await superadmin.post(`/api/companies/${world.b.company.id}/deactivate`, { confirm: 'yes' })).statusCode).toBe(400);
  });

  it('refuses a company admin, even for their own company (403)', async () => {
    expect((await adminA.post(`/api/companies/${world.a.company.id}/deactivate`, { confirm: true })).statusCode).toBe(403);
    expect((await adminA.post(`/api/companies/${world.a.company.id}/activate`)).statusCode).toBe(403);
  });

  it("rejects another company's id for a superadmin-flagged company admin (404) and leaves it active", async () => {
    const [record] = await t.database.db
      .insert(roleRecords)
      .values({ companyId: world.b.company.id, name: 'Todo B', isSuperadmin: true, permissions: {} })
      .returning();
    const user = await createUser(t.database.db, {
      companyId: world.b.company.id,
      role: 'security_company_admin',
      roleRecordId: record.id,
    });
    const client = clientFor(t.app, await signIn(t.app, user));
    expect((await client.post(`/api/companies/${world.a.company.id}/deactivate`, { confirm: true })).statusCode).toBe(404);
    expect((await client.post(`/api/companies/${world.b.company.id}/deactivate`, { confirm: true })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, world.a.company.id));
    expect(row.isActive).toBe(true);
  });

  it('refuses to deactivate the platform company (409)', async () => {
    const res = await superadmin.post(`/api/companies/${world.platform.company.id}/deactivate`, { confirm: true });
    expect(res.statusCode).toBe(409);
  });

  it('deactivates when confirmed, ends its sessions, blocks sign-in; reactivation restores it', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, { companyId: company.id, role: 'security_company_admin' });
    const client = clientFor(t.app, await signIn(t.app, user));
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);

    const res = await superadmin.post(`/api/companies/${company.id}/deactivate`, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    await expect(signIn(t.app, user)).rejects.toThrow(/401/);

    const back = await superadmin.post(`/api/companies/${company.id}/activate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().isActive).toBe(true);
    await expect(signIn(t.app, user)).resolves.toContain('centinela_session=');
  });

  it('deactivates an unused company without confirmation', async () => {
    const company = await createCompany(t.database.db);
    expect((await superadmin.post(`/api/companies/${company.id}/deactivate`)).statusCode).toBe(200);
  });
});

describe('WebRTC settings', () => {
  it('answers the public STUN defaults when nothing is set', async () => {
    const res = await guardA.get(`/api/companies/${world.a.company.id}/webrtc-settings`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      primaryStunServer: 'stun:stun.l.google.com:19302',
      backupStunServer: 'stun:stun1.l.google.com:19302',
      turnServer: null,
      turnUsername: null,
      hasTurnPassword: false,
      isConfigured: false,
    });
  });

  it("rejects another company's settings (404)", async () => {
    expect((await adminB.get(`/api/companies/${world.a.company.id}/webrtc-settings`)).statusCode).toBe(404);
    expect((await adminB.put(`/api/companies/${world.a.company.id}/webrtc-settings`, {})).statusCode).toBe(404);
  });

  it('stores the TURN password encrypted, never returns it, keeps it when the field is empty and removes it on request', async () => {
    const url = `/api/companies/${world.a.company.id}/webrtc-settings`;
    const saved = await adminA.put(url, {
      primaryStunServer: 'stun:stun.example.pr:3478',
      backupStunServer: '',
      turnServer: 'turn:turn.example.pr:3478?transport=udp',
      turnUsername: 'centinela',
      turnPassword: 'S3cret-Turn!',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('S3cret-Turn!');
    expect(saved.json()).toMatchObject({ primaryStunServer: 'stun:stun.example.pr:3478', hasTurnPassword: true, isConfigured: true });
    // The empty backup falls back to the public default.
    expect(saved.json().backupStunServer).toBe('stun:stun1.l.google.com:19302');

    const [row] = await t.database.db.select().from(companyWebrtcSettings).where(eq(companyWebrtcSettings.companyId, world.a.company.id));
    expect(row.turnPasswordEncrypted).not.toContain('S3cret');
    expect(t.app.ctx.secrets.decrypt(row.turnPasswordEncrypted ?? '')).toBe('S3cret-Turn!');

    const kept = await adminA.put(url, {
      primaryStunServer: 'stun:stun.example.pr:3478',
      turnServer: 'turn:turn.example.pr:3478',
      turnUsername: 'centinela2',
      turnPassword: '',
    });
    expect(kept.json()).toMatchObject({ hasTurnPassword: true, turnUsername: 'centinela2' });

    const read = await guardA.get(url);
    expect(read.body).not.toContain('S3cret');
    expect(read.json().turnServer).toBe('turn:turn.example.pr:3478');

    const cleared = await adminA.put(url, { primaryStunServer: 'stun:stun.example.pr:3478', clearTurnPassword: true });
    expect(cleared.json()).toMatchObject({ hasTurnPassword: false, turnServer: null });

    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityType, 'webrtc-settings'));
    expect(JSON.stringify(logs)).not.toContain('S3cret');
  });

  it('rejects malformed server addresses and a TURN server without a password (400)', async () => {
    const url = `/api/companies/${world.b.company.id}/webrtc-settings`;
    const bad = await adminB.put(url, { primaryStunServer: 'http://stun.example.pr', turnServer: 'turn:x.pr' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fieldErrors).sort()).toEqual(['primaryStunServer', 'turnUsername']);
    const noPassword = await adminB.put(url, { turnServer: 'turn:x.pr', turnUsername: 'u' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().details.fieldErrors).toHaveProperty('turnPassword');
  });

  it('refuses a guard writing the settings (403)', async () => {
    expect((await guardA.put(`/api/companies/${world.a.company.id}/webrtc-settings`, {})).statusCode).toBe(403);
  });
});

describe('company logo', () => {
  const upload = (client: 'a' | 'b', id: string, data: Buffer, name = 'logo.png') =>
    signIn(t.app, client === 'a' ? world.a.admin : world.b.admin).then((cookie) => {
      const body = multipart({}, [{ name, type: 'image/png', data }]);
      return t.app.inject({ method: 'PUT', url: `/api/companies/${id}/logo`, headers: { cookie, ...body.headers }, payload: body.payload });
    });

  it('stores, serves to the company’s users, replaces and removes a logo', async () => {
    const png = samples.png();
    const put = await upload('a', world.a.company.id, png);
    expect(put.statusCode, put.body).toBe(200);
    const firstFileId = put.json().logoFileId;
    expect(firstFileId).toBeTruthy();
    const get = await guardA.get(`/api/companies/${world.a.company.id}/logo`);
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(png)).toBe(true);

    const replaced = await upload('a', world.a.company.id, samples.png());
    expect(replaced.json().logoFileId).not.toBe(firstFileId);
    expect(await t.database.db.select().from(files).where(eq(files.id, firstFileId))).toHaveLength(0);

    const removed = await adminA.delete(`/api/companies/${world.a.company.id}/logo`);
    expect(removed.json().logoFileId).toBeNull();
    expect((await guardA.get(`/api/companies/${world.a.company.id}/logo`)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (415) and one over 1 MB (413)', async () => {
    expect((await upload('a', world.a.company.id, samples.pdf(), 'logo.pdf')).statusCode).toBe(415);
    const big = Buffer.concat([samples.png(), Buffer.alloc(1024 * 1024 + 10, 0)]);
    expect((await upload('a', world.a.company.id, big)).statusCode).toBe(413);
  });

  it("rejects another company's logo (404) for reading, writing and removing", async () => {
    expect((await upload('b', world.a.company.id, samples.png())).statusCode).toBe(404);
    expect((await adminB.get(`/api/companies/${world.a.company.id}/logo`)).statusCode).toBe(404);
    expect((await adminB.delete(`/api/companies/${world.a.company.id}/logo`)).statusCode).toBe(404);
  });

  it('refuses a guard changing the logo (403)', async () => {
    expect((await guardA.delete(`/api/companies/${world.a.company.id}/logo`)).statusCode).toBe(403);
  });
});

describe('can: what each company row offers is what the routes then allow', () => {
  type TClient = ReturnType<typeof clientFor>;
  /** Tries each action of the row and returns the statuses (a throwaway company for the platform's (de)activation). */
  const tryAll = async (client: TClient, id: string) => {
    const row = (await client.get(`/api/companies/${id}`)).json();
    const update = (await client.put(`/api/companies/${id}`, { minRestHours: row.minRestHours })).statusCode;
    const webrtc = (await client.put(`/api/companies/${id}/webrtc-settings`, {})).statusCode;
    const deactivate = (await client.post(`/api/companies/${id}/deactivate`, { confirm: true })).statusCode;
    const activate = (await client.post(`/api/companies/${id}/activate`)).statusCode;
    return { can: row.can, update, webrtc, deactivate, activate };
  };

  it('sends can with the list, the detail and the answers of writes', async () => {
    const list = await adminA.get('/api/companies/paginated?status=all');
    expect(list.json().items[0].can).toEqual({ update: true, deactivate: false, activate: false });
    const detail = await superadmin.get(`/api/companies/${world.a.company.id}`);
    expect(detail.json().can).toEqual({ update: true, deactivate: true, activate: false });
    const updated = await adminA.put(`/api/companies/${world.a.company.id}`, { minRestHours: 8 });
    expect(updated.json().can).toEqual({ update: true, deactivate: false, activate: false });
  });

  it('a platform admin: update, deactivate, then activate (each allowed when can says so)', async () => {
    const company = await createCompany(t.database.db, { name: `Throwaway ${Date.now()}` });
    const { can, update, webrtc, deactivate, activate } = await tryAll(superadmin, company.id);
    expect(can).toEqual({ update: true, deactivate: true, activate: false });
    expect([update, webrtc, deactivate, activate]).toEqual([200, 200, 200, 200]);
    // Inactive, the row offers activation instead.
    const off = await superadmin.post(`/api/companies/${company.id}/deactivate`, { confirm: true });
    expect(off.json().can).toEqual({ update: true, deactivate: false, activate: true });
    // The platform company offers no deactivation, and the route agrees (409).
    const platform = await superadmin.get(`/api/companies/${world.platform.company.id}`);
    expect(platform.json().can.deactivate).toBe(false);
    expect((await superadmin.post(`/api/companies/${world.platform.company.id}/deactivate`, { confirm: true })).statusCode).toBe(409);
  });

  it("a company admin: update yes, (de)activation no (403); another company's is 404", async () => {
    const { can, update, webrtc, deactivate, activate } = await tryAll(adminA, world.a.company.id);
    expect(can).toEqual({ update: true, deactivate: false, activate: false });
    expect([update, webrtc, deactivate, activate]).toEqual([200, 200, 403, 403]);
    expect((await adminA.put(`/api/companies/${world.b.company.id}`, { minRestHours: 8 })).statusCode).toBe(404);
  });

  it('a customer admin granted view and edit of companies still may not change it (can false, 403)', async () => {
    const granted = await createUser(t.database.db, {
      companyId: world.a.company.id,
      customerId: world.a.customer.id,
      role: 'customer_company_admin',
    });
    await t.database.db.insert(userPermissionOverrides).values([
      { userId: granted.id, action: 'view', resource: 'companies', effect: 'grant' },
      { userId: granted.id, action: 'edit', resource: 'companies', effect: 'grant' },
    ]);
    const client = clientFor(t.app, await signIn(t.app, granted));
    const { can, update, webrtc, deactivate, activate } = await tryAll(client, world.a.company.id);
    expect(can).toEqual({ update: false, deactivate: false, activate: false });
    expect([update, webrtc, deactivate, activate]).toEqual([403, 403, 403, 403]);
  });

  it('a custom role without companies grants and a guard: no access to the row at all (403)', async () => {
    for (const client of [guardA, customerAdminA]) {
      expect((await client.get(`/api/companies/${world.a.company.id}`)).statusCode).toBe(403);
      expect((await client.put(`/api/companies/${world.a.company.id}`, { minRestHours: 8 })).statusCode).toBe(403);
    }
  });
});
