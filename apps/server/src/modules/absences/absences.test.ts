// API tests of absences and absence categories (through app.inject on a fresh database).
import { addDays, dayOfWeekOf, todayIn } from '@centinela/shared';
import { MISSING_GUARD_OR_SHIFT_MESSAGE } from '@centinela/shared/contracts/absences';
import { firstDateOnOrAfter } from '@centinela/shared/rules/shifts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createRoleRecord, createRoster, createTwoTenantWorld, createUser, signIn } from '../../../test/factories';
import { absenceCategories, absences, systemLogs } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let a: ReturnType<typeof clientFor>;
let b: ReturnType<typeof clientFor>;
let sickA: string;
let sickB: string;
const today = () => todayIn('America/Puerto_Rico');

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  a = clientFor(t.app, await signIn(t.app, world.a.admin));
  b = clientFor(t.app, await signIn(t.app, world.b.admin));
  sickA = (await a.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'sick').id;
  sickB = (await b.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'sick').id;
});
afterAll(() => t.close());

const mark = (userId: string, body: Record<string, unknown>) => a.post(`/api/users/${userId}/absences`, body);
const validBody = (over: Record<string, unknown> = {}) => ({
  categoryId: sickA,
  startDate: today(),
  // A week holds every weekday: the shift (Mondays) always falls within it.
  endDate: addDays(today(), 6),
  notes: 'Flu',
  shiftId: world.a.shifts[0].id,
  ...over,
});

describe('absence categories', () => {
  it('seeds the six built-in categories per company, with stable keys and no stored name', async () => {
    const list = (await a.get('/api/absence-categories')).json();
    expect(list.map((c: { key: string }) => c.key)).toEqual(['sick', 'vacation', 'personal', 'no_show', 'suspension', 'other']);
    expect(list.every((c: { name: string | null }) => c.name === null)).toBe(true);
    // Seeding is idempotent.
    await a.get('/api/absence-categories');
    const rows = await t.database.db.select().from(absenceCategories).where(eq(absenceCategories.companyId, world.a.company.id));
    expect(rows).toHaveLength(6);
  });

  it('adds, renames and deactivates a category', async () => {
    const created = await a.post('/api/absence-categories', { name: 'Jury duty' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const renamed = await a.put(`/api/absence-categories/${id}`, { name: 'Court summons' });
    expect(renamed.json()).toMatchObject({ id, name: 'Court summons', key: null, isActive: true });
    await a.put(`/api/absence-categories/${id}`, { isActive: false });
    expect((await a.get('/api/absence-categories')).json().map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await a.get('/api/absence-categories?includeInactive=true')).json().map((c: { id: string }) => c.id)).toContain(id);
    // A built-in can be renamed too; its key stays.
    const vacation = (await a.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'vacation');
    expect((await a.put(`/api/absence-categories/${vacation.id}`, { name: 'Vacaciones pagadas' })).json()).toMatchObject({
      key: 'vacation',
      name: 'Vacaciones pagadas',
    });
  });

  it('rejects an empty name (400)', async () => {
    expect((await a.post('/api/absence-categories', { name: '   ' })).statusCode).toBe(400);
  });

  it("rejects changing another company's category (404)", async () => {
    expect((await b.put(`/api/absence-categories/${sickA}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await b.get(`/api/absence-categories?companyId=${world.a.company.id}`)).json().map((c: { id: string }) => c.id)).not.toContain(
      sickA,
    );
  });

  it('refuses managing categories without settings permission (403)', async () => {
    const guard = clientFor(t.app, await signIn(t.app, world.a.guard));
    expect((await guard.post('/api/absence-categories', { name: 'Mine' })).statusCode).toBe(403);
    expect((await guard.get('/api/absence-categories')).statusCode).toBe(200);
  });
});

describe('marking absences', () => {
  it('marks a guard absent on one of their shifts, freezing the shift info', async () => {
    const res = await mark(world.a.guard.id, validBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: world.a.guard.id,
      category: { id: sickA, key: 'sick' },
      status: 'active',
      notes: 'Flu',
      isCurrent: true,
      markedBy: { id: world.a.admin.id },
      shiftInfo: {
        company: world.a.company.name,
        customer: world.a.customer.name,
        post: world.a.post.name,
        shiftTime: '07:00 - 15:00',
        // The shift's first occurrence within the absence (Mondays).
        date: firstDateOnOrAfter(today(), 1),
      },
    });
    const [log] = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, body.id));
    expect(log).toMatchObject({ action: 'CREATE', entityType: 'absences' });
  });

  it("refuses without shift information: 'Missing guard or shift information' (400)", async () => {
    const res = await mark(world.a.guard.id, validBody({ shiftId: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MISSING_GUARD_OR_SHIFT_MESSAGE);
    const empty = await mark(world.a.guard.id, validBody({ shiftId: '' }));
    expect(empty.json().message).toBe(MISSING_GUARD_OR_SHIFT_MESSAGE);
  });

  it("refuses a user who is not a guard: 'Missing guard or shift information' (400)", async () => {
    const res = await mark(world.a.admin.id, validBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MISSING_GUARD_OR_SHIFT_MESSAGE);
  });

  it('refuses a shift the guard does not work (400) and an end before the start (400)', async () => {
    const other = await createGuard(t.database.db, { companyId: world.a.company.id });
    expect((await mark(other.id, validBody())).statusCode).toBe(400);
    const backwards = await mark(world.a.guard.id, validBody({ startDate: today(), endDate: addDays(today(), -1) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fieldErrors.endDate).toBeTruthy();
    expect((await mark(world.a.guard.id, validBody({ startDate: '2026/01/01' }))).statusCode).toBe(400);
  });

  it("rejects a shift whose weekday is outside the absence's dates (400)", async () => {
    // The world's shift is on Mondays; one day that is not a Monday holds none.
    const day = dayOfWeekOf(today()) === 1 ? addDays(today(), 1) : today();
    const res = await mark(world.a.guard.id, validBody({ startDate: day, endDate: day }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.shiftId).toEqual(['absences:validation.shiftNotInDates']);
  });

  it("rejects another company's shift, category or guard (404), writing nothing", async () => {
    const before = await t.database.db.select().from(absences);
    expect((await mark(world.a.guard.id, validBody({ shiftId: world.b.shifts[0].id }))).statusCode).toBe(404);
    expect((await mark(world.a.guard.id, validBody({ categoryId: sickB }))).statusCode).toBe(404);
    expect((await b.post(`/api/users/${world.a.guard.id}/absences`, validBody())).statusCode).toBe(404);
    expect(await t.database.db.select().from(absences)).toHaveLength(before.length);
  });

  it('lists the shifts a guard can be marked absent on', async () => {
    const res = await a.get(`/api/users/${world.a.guard.id}/absences/shift-options`);
    expect(res.json()).toEqual([
      {
        shiftId: world.a.shifts[0].id,
        customer: world.a.customer.name,
        post: world.a.post.name,
        roster: null,
        dayOfWeek: 1,
        shiftNumber: 1,
        startTime: '07:00',
        endTime: '15:00',
      },
    ]);
    expect((await a.get(`/api/users/${world.a.admin.id}/absences/shift-options`)).json()).toEqual([]);
    expect((await b.get(`/api/users/${world.a.guard.id}/absences/shift-options`)).statusCode).toBe(404);
  });
});

describe('absence list, edit and resolve', () => {
  it('splits current/upcoming from history with the spec totals', async () => {
    const guard = await createGuard(t.database.db, { companyId: world.a.company.id });
    const { shifts } = await createRoster(t.database.db, {
      companyId: world.a.company.id,
      postId: world.a.post.id,
      shifts: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startMinute: 1320, endMinute: 360, guardIds: [guard.id] })),
    });
    // The shift on the weekday of the absence's first day (its weekday must fall within the absence).
    const body = (over: { startDate: string; endDate: string }) => validBody({ shiftId: shifts[dayOfWeekOf(over.startDate)].id, ...over });
    const ongoing = (await mark(guard.id, body({ startDate: addDays(today(), -1), endDate: addDays(today(), 1) }))).json();
    const upcoming = (await mark(guard.id, body({ startDate: addDays(today(), 5), endDate: addDays(today(), 6) }))).json();
    const past = (await mark(guard.id, body({ startDate: addDays(today(), -10), endDate: addDays(today(), -8) }))).json();
    const resolved = (await mark(guard.id, body({ startDate: today(), endDate: today() }))).json();
    expect(upcoming.shiftInfo.shiftTime).toBe('22:00 - 06:00');
    const res = await a.post(`/api/absences/${resolved.id}/resolve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', isCurrent: false, resolvedBy: { id: world.a.admin.id } });

    const list = (await a.get(`/api/users/${guard.id}/absences`)).json();
    expect(list.current.map((x: { id: string }) => x.id)).toEqual([ongoing.id, upcoming.id]);
    expect(list.history.map((x: { id: string }) => x.id).sort()).toEqual([past.id, resolved.id].sort());
    expect(list.totals).toEqual({ total: 4, current: 2, resolved: 1 });
  });

  it('loads (empty) absences for a user who is not a guard', async () => {
    const res = await a.get(`/api/users/${world.a.admin.id}/absences`);
    expect(res.json()).toEqual({ current: [], history: [], totals: { total: 0, current: 0, resolved: 0 } });
  });

  it('edits an absence', async () => {
    const created = (await mark(world.a.guard.id, validBody())).json();
    const vacation = (await a.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'vacation');
    const res = await a.put(`/api/absences/${created.id}`, {
      categoryId: vacation.id,
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 3),
      notes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: { key: 'vacation' },
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 3),
      notes: null,
    });
    expect((await a.put(`/api/absences/${created.id}`, { categoryId: vacation.id, startDate: 'x', endDate: today() })).statusCode).toBe(
      400,
    );
  });

  it('refuses resolving twice (409)', async () => {
    const created = (await mark(world.a.guard.id, validBody())).json();
    expect((await a.post(`/api/absences/${created.id}/resolve`)).statusCode).toBe(200);
    expect((await a.post(`/api/absences/${created.id}/resolve`)).statusCode).toBe(409);
  });

  it("rejects reading, editing or resolving another company's absences (404), changing nothing", async () => {
    const created = (await mark(world.a.guard.id, validBody())).json();
    expect((await b.get(`/api/users/${world.a.guard.id}/absences`)).statusCode).toBe(404);
    expect((await b.put(`/api/absences/${created.id}`, { categoryId: sickB, startDate: today(), endDate: today() })).statusCode).toBe(404);
    expect((await b.post(`/api/absences/${created.id}/resolve`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.id, created.id)));
    expect(row.status).toBe('active');
    expect(row.categoryId).toBe(sickA);
  });
});

describe('who may change an absence', () => {
  it('refuses a customer admin granted users editing: they see the guard at their post, they change none of his absences (403)', async () => {
    const db = t.database.db;
    const editing = await createRoleRecord(db, { companyId: world.a.company.id, permissions: { view: ['users'], edit: ['users'] } });
    const customerAdmin = await createUser(db, {
      companyId: world.a.company.id,
      customerId: world.a.customer.id,
      role: 'customer_company_admin',
      roleRecordId: editing.id,
    });
    const client = clientFor(t.app, await signIn(t.app, customerAdmin));
    const created = (await mark(world.a.guard.id, validBody())).json();
    // The guard works their post: visible (200), but not theirs to change.
    expect((await client.get(`/api/users/${world.a.guard.id}/absences`)).statusCode).toBe(200);
    expect((await client.post(`/api/users/${world.a.guard.id}/absences`, validBody())).statusCode).toBe(403);
    expect((await client.put(`/api/absences/${created.id}`, { categoryId: sickA, startDate: today(), endDate: today() })).statusCode).toBe(
      403,
    );
    expect((await client.post(`/api/absences/${created.id}/resolve`)).statusCode).toBe(403);
    const [row] = await db.select().from(absences).where(eq(absences.id, created.id));
    expect(row).toMatchObject({ status: 'active', endDate: addDays(today(), 6) });
  });
});
