import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { absenceCategories, notifications, rosterShiftAssignments, shiftOffers } from '../../db/schema';
import { notifyShortStaffed } from './short-staffed';
import { createSession } from '../../platform/auth/sessions';
import { buildTestApp, type TTestApp } from '../../../test/app';
import {
  clientFor,
  createCustomerCompany,
  createGuard,
  createPost,
  createRoster,
  createTwoTenantWorld,
  signIn,
} from '../../../test/factories';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let otherAdmin: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let categoryId: string;
let post: Awaited<ReturnType<typeof createPost>>;
let shiftId: string;
let nightShiftId: string;
const g: Record<string, Awaited<ReturnType<typeof createGuard>>> = {};

// 2030-01-07 is a Monday, far enough ahead for offers (they expire at the shift's start).
const DATE = '2030-01-07';
const occ = () => `${shiftId}:${DATE}`;

const cookieOf = async (userId: string) =>
  `centinela_session=${(await createSession(t.database.db, { userId, isPersistent: false })).token}`;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  for (const [key, name] of [
    ['ana', 'Ana'],
    ['beto', 'Beto'],
    ['carla', 'Carla'],
    ['dario', 'Darío'],
  ] as const) {
    g[key] = await createGuard(db, { companyId, name, lastName: 'Prueba', email: `${key}-${Math.random()}@example.com` });
  }
  post = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Torre Norte' });
  const roster = await createRoster(db, {
    companyId,
    postId: post.id,
    effectiveFrom: '2029-12-01',
    shifts: [
      // Monday 08:00–16:00, two guards: Ana and Beto.
      { dayOfWeek: 1, startMinute: 480, endMinute: 960, requiredGuards: 2, guardIds: [g.ana.id, g.beto.id] },
      // Monday 10:00–18:00 elsewhere for Dario: he overlaps and is blocked.
      { dayOfWeek: 1, startMinute: 1200, endMinute: 360, requiredGuards: 1, guardIds: [] },
    ],
  });
  shiftId = roster.shifts[0].id;
  nightShiftId = roster.shifts[1].id;
  const other = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Almacén' });
  await createRoster(db, {
    companyId,
    postId: other.id,
    effectiveFrom: '2029-12-01',
    shifts: [{ dayOfWeek: 1, startMinute: 600, endMinute: 1080, guardIds: [g.dario.id] }],
  });
  const [category] = await db.insert(absenceCategories).values({ companyId, key: 'sick' }).returning();
  categoryId = category.id;
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  otherAdmin = clientFor(t.app, await signIn(t.app, world.b.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
});
afterAll(() => t.close());

type TItem = {
  id: string;
  shiftId: string;
  state: string;
  countedGuards: number;
  guards: { id: string; status: string; isCover: boolean }[];
};

const itemOf = async (id = occ()) => {
  const res = await admin.get(`/api/shifts?date=${id.slice(-10)}`);
  return (res.json().items as TItem[]).find((i) => i.id === id) as TItem;
};

describe('GET /api/shifts', () => {
  it('answers every occurrence of the day with guards, states and counts', async () => {
    const res = await admin.get(`/api/shifts?date=${DATE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(DATE);
    const item = body.items.find((i: TItem) => i.id === occ());
    expect(item).toMatchObject({
      postName: 'Torre Norte',
      requiredGuards: 2,
      countedGuards: 2,
      state: 'fully_staffed',
      needsCoverage: false,
    });
    expect(item.guards.map((x: { id: string }) => x.id).sort()).toEqual([g.ana.id, g.beto.id].sort());
    expect(body.items.find((i: TItem) => i.id === `${nightShiftId}:${DATE}`).state).toBe('unassigned');
    expect(body.counts.fully_staffed).toBeGreaterThanOrEqual(1);
  });

  it('filters by post, state, guard, start window and weekly hours under 40', async () => {
    const byPost = (await admin.get(`/api/shifts?date=${DATE}&postId=${post.id}`)).json();
    expect(byPost.items).toHaveLength(2);
    const byState = (await admin.get(`/api/shifts?date=${DATE}&postId=${post.id}&state=unassigned`)).json();
    expect(byState.items.map((i: TItem) => i.id)).toEqual([`${nightShiftId}:${DATE}`]);
    expect(byState.counts.fully_staffed).toBe(1);
    const byGuard = (await admin.get(`/api/shifts?date=${DATE}&guardId=${g.dario.id}`)).json();
    expect(byGuard.items).toHaveLength(1);
    const window = (await admin.get(`/api/shifts?date=${DATE}&postId=${post.id}&startFrom=19:00&startTo=23:00`)).json();
    expect(window.items.map((i: TItem) => i.id)).toEqual([`${nightShiftId}:${DATE}`]);
    const under40 = (await admin.get(`/api/shifts?date=${DATE}&postId=${post.id}&guardHours=under40`)).json();
    expect(under40.items.map((i: TItem) => i.id)).toEqual([occ()]);
  });

  it('rejects a bad date or state (400)', async () => {
    expect((await admin.get('/api/shifts?date=2030-13-01')).statusCode).toBe(400);
    expect((await admin.get('/api/shifts?state=nope')).statusCode).toBe(400);
  });

  it('answers one page at a time with the total; the counts cover every page', async () => {
    const all = (await admin.get(`/api/shifts?date=${DATE}`)).json();
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = (await admin.get(`/api/shifts?date=${DATE}&pageSize=10&page=1`)).json();
    expect(first.items.map((i: TItem) => i.id)).toEqual(all.items.map((i: TItem) => i.id));
    const beyond = (await admin.get(`/api/shifts?date=${DATE}&pageSize=10&page=2`)).json();
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(all.total);
    expect(beyond.counts).toEqual(all.counts);
    expect((await admin.get(`/api/shifts?date=${DATE}&pageSize=7`)).statusCode).toBe(400);
  });

  it('shows a change to the weekly schedule, a renamed post or customer at once (the kept board is dropped)', async () => {
    const db = t.database.db;
    const before = await itemOf();
    expect(before.guards).toHaveLength(2);
    await db.execute(sql`update posts set name = 'Torre Norte B' where id = ${post.id}`);
    await db.execute(sql`update customer_companies set name = 'Cliente Renombrado' where id = ${world.a.customer.id}`);
    await db.execute(sql`update roster_shifts set required_guards = 3 where id = ${shiftId}`);
    const after = (await admin.get(`/api/shifts?date=${DATE}&postId=${post.id}`)).json().items.find((i: TItem) => i.id === occ());
    expect(after).toMatchObject({
      postName: 'Torre Norte B',
      customerCompanyName: 'Cliente Renombrado',
      requiredGuards: 3,
      state: 'partially_assigned',
    });
    await db.execute(sql`update posts set name = 'Torre Norte' where id = ${post.id}`);
    await db.execute(sql`update customer_companies set name = ${world.a.customer.name} where id = ${world.a.customer.id}`);
    await db.execute(sql`update roster_shifts set required_guards = 2 where id = ${shiftId}`);
    expect((await itemOf()).state).toBe('fully_staffed');
  });

  it("shows a customer company admin only their customer's occurrences", async () => {
    const db = t.database.db;
    const elsewhere = await createCustomerCompany(db, { companyId: world.a.company.id, name: 'Otro Cliente' });
    const hidden = await createPost(db, { companyId: world.a.company.id, customerCompanyId: elsewhere.id, name: 'Oculto' });
    await createRoster(db, {
      companyId: world.a.company.id,
      postId: hidden.id,
      effectiveFrom: '2029-12-01',
      shifts: [{ dayOfWeek: 1, startMinute: 0, endMinute: 480, guardIds: [] }],
    });
    expect((await admin.get(`/api/shifts?date=${DATE}&postId=${hidden.id}`)).json().total).toBe(1);
    // The customer filter, by the issue's name (customerId) and the web's (customerCompanyId).
    for (const name of ['customerId', 'customerCompanyId']) {
      const filtered = (await admin.get(`/api/shifts?date=${DATE}&${name}=${elsewhere.id}`)).json();
      expect(filtered.items.map((i: { postId: string }) => i.postId)).toEqual([hidden.id]);
    }
    const res = await customerAdmin.get(`/api/shifts?date=${DATE}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { customerCompanyId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.customerCompanyId === world.a.customer.id)).toBe(true);
    expect(res.json().total).toBe(items.length);
  });

  it("never shows another company's occurrences", async () => {
    const res = await otherAdmin.get(`/api/shifts?date=${DATE}&postId=${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(0);
  });
});

describe('POST /api/shifts/:occurrenceId/absences', () => {
  it('rejects a guard who is not on the occurrence (400) and a malformed occurrence id (400)', async () => {
    const res = await admin.post(`/api/shifts/${occ()}/absences`, { guardId: g.carla.id, categoryId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Missing guard or shift information');
    expect((await admin.post(`/api/shifts/nope/absences`, { guardId: g.ana.id, categoryId })).statusCode).toBe(400);
    expect((await admin.post(`/api/shifts/${occ()}/absences`, { categoryId })).statusCode).toBe(400);
  });

  it("answers 404 for another company's occurrence and for a date the shift does not happen on", async () => {
    expect((await otherAdmin.post(`/api/shifts/${occ()}/absences`, { guardId: g.ana.id, categoryId })).statusCode).toBe(404);
    expect((await admin.post(`/api/shifts/${shiftId}:2030-01-08/absences`, { guardId: g.ana.id, categoryId })).statusCode).toBe(404);
  });

  it('marks Ana absent: the occurrence needs coverage on the board, the roster view and the reports', async () => {
    const res = await admin.post(`/api/shifts/${occ()}/absences`, { guardId: g.ana.id, categoryId, notes: 'Fiebre' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'needs_coverage', countedGuards: 1, needsCoverage: true });
    expect(res.json().guards.find((x: { id: string }) => x.id === g.ana.id).status).toBe('absent');

    const viewRes = await admin.get(`/api/rosters/occurrences?from=${DATE}&to=${DATE}&postId=${post.id}`);
    expect(viewRes.statusCode, viewRes.body).toBe(200);
    const view = viewRes.json();
    const mine = view.items.find((i: { shiftId: string }) => i.shiftId === shiftId);
    expect(mine).toMatchObject({ state: 'needs_coverage', absentGuardIds: [g.ana.id] });

    const open = (await admin.get(`/api/reports/open-rosters?from=${DATE}&to=${DATE}&postId=${post.id}`)).json();
    expect(open.items.find((r: { shiftId: string }) => r.shiftId === shiftId)).toMatchObject({ assignedGuards: 1, openPlaces: 1 });
    const data = (await admin.get(`/api/reports/rosters-data?from=${DATE}&to=${DATE}&postId=${post.id}`)).json();
    const names = data.items.filter((r: { startTime: string }) => r.startTime === '08:00').map((r: { guardId: string }) => r.guardId);
    expect(names).toEqual([g.beto.id]);
    const openShifts = (await admin.get(`/api/reports/open-shifts?from=${DATE}&to=${DATE}`)).json();
    expect(openShifts.items).toEqual([expect.objectContaining({ occurrenceId: occ(), absentGuards: 1, openPlaces: 1 })]);
    const absences = (await admin.get(`/api/reports/absences?from=${DATE}&to=${DATE}`)).json();
    expect(absences.items[0]).toMatchObject({ guardId: g.ana.id, postName: 'Torre Norte', days: 1, categoryKey: 'sick' });
    expect(absences.byCategory).toEqual([expect.objectContaining({ categoryKey: 'sick', absences: 1, days: 1 })]);
  });

  it('refuses to mark the same guard absent twice that day (409)', async () => {
    expect((await admin.post(`/api/shifts/${occ()}/absences`, { guardId: g.ana.id, categoryId })).statusCode).toBe(409);
  });
});

describe('GET /api/shifts/:occurrenceId/candidates', () => {
  it('ranks guards who can cover, leaving out blocked ones, each with reasons', async () => {
    const res = await admin.get(`/api/shifts/${occ()}/candidates`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.items.map((c: { guardId: string }) => c.guardId);
    expect(ids).toContain(g.carla.id);
    // Ana is absent, Beto already works it, Darío overlaps at another post.
    expect(ids).not.toContain(g.ana.id);
    expect(ids).not.toContain(g.beto.id);
    expect(ids).not.toContain(g.dario.id);
    expect(body.excluded).toBeGreaterThanOrEqual(3);
    const carla = body.items.find((c: { guardId: string }) => c.guardId === g.carla.id);
    expect(carla.reasons[0]).toEqual({ code: 'noWarnings', params: {} });
  });

  it("answers 404 for another company's occurrence and 400 for a bad limit", async () => {
    expect((await otherAdmin.get(`/api/shifts/${occ()}/candidates`)).statusCode).toBe(404);
    expect((await admin.get(`/api/shifts/${occ()}/candidates?limit=0`)).statusCode).toBe(400);
  });

  it('is refused to a customer company admin (403)', async () => {
    expect((await customerAdmin.get(`/api/shifts/${occ()}/candidates`)).statusCode).toBe(403);
  });
});

describe('POST /api/shifts/:occurrenceId/cover and /open', () => {
  it('covers with Carla for that occurrence only, logged as a cover action', async () => {
    const res = await admin.post(`/api/shifts/${occ()}/cover`, { guardId: g.carla.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'fully_staffed', countedGuards: 2 });
    expect(res.json().guards.find((x: { id: string }) => x.id === g.carla.id).isCover).toBe(true);
    // The next Monday keeps the weekly pattern: Ana and Beto only.
    const next = await admin.get(`/api/shifts?date=2030-01-14&postId=${post.id}`);
    const item = next.json().items.find((i: TItem) => i.shiftId === shiftId);
    expect(item.guards.map((x: { id: string }) => x.id).sort()).toEqual([g.ana.id, g.beto.id].sort());
    const report = (await admin.get(`/api/reports/guard-actions?from=${DATE}&to=${DATE}&action=cover`)).json();
    expect(report.items).toEqual([expect.objectContaining({ action: 'cover', guardId: g.carla.id, postName: 'Torre Norte' })]);
  });

  it('refuses a guard already on it (409), a blocked guard (409), a bad body (400) and another company (404)', async () => {
    expect((await admin.post(`/api/shifts/${occ()}/cover`, { guardId: g.carla.id })).statusCode).toBe(409);
    expect((await admin.post(`/api/shifts/${nightShiftId}:${DATE}/cover`, { guardId: g.ana.id })).statusCode).toBe(409);
    expect((await admin.post(`/api/shifts/${occ()}/cover`, { guardId: 'x' })).statusCode).toBe(400);
    expect((await otherAdmin.post(`/api/shifts/${occ()}/cover`, { guardId: g.carla.id })).statusCode).toBe(404);
  });

  it('opens Beto off the occurrence with a reason, logged as an open action', async () => {
    expect((await admin.post(`/api/shifts/${occ()}/open`, { guardId: g.beto.id, reason: '' })).statusCode).toBe(400);
    expect((await otherAdmin.post(`/api/shifts/${occ()}/open`, { guardId: g.beto.id, reason: 'x' })).statusCode).toBe(404);
    const res = await admin.post(`/api/shifts/${occ()}/open`, { guardId: g.beto.id, reason: 'Cambio de cliente' });
    expect(res.statusCode).toBe(200);
    expect(res.json().guards.map((x: { id: string }) => x.id)).not.toContain(g.beto.id);
    expect(res.json().state).toBe('needs_coverage');
    const report = (await admin.get(`/api/reports/guard-actions?from=${DATE}&to=${DATE}`)).json();
    expect(report.items.map((r: { action: string }) => r.action).sort()).toEqual(['cover', 'open', 'open']);
    expect(report.items.find((r: { absence: unknown }) => r.absence)).toMatchObject({
      guardId: g.ana.id,
      absence: { categoryKey: 'sick' },
    });
    const csv = await admin.get(`/api/reports/guard-actions/csv?from=${DATE}&to=${DATE}&lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Cambio de cliente');
  });
});

describe('POST /api/shifts/:occurrenceId/presence', () => {
  it('confirms Carla present; unknown guard 400; another company 404', async () => {
    const res = await admin.post(`/api/shifts/${occ()}/presence`, { guardId: g.carla.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().guards.find((x: { id: string }) => x.id === g.carla.id).status).toBe('present');
    expect((await admin.post(`/api/shifts/${occ()}/presence`, { guardId: g.dario.id })).statusCode).toBe(400);
    expect((await otherAdmin.post(`/api/shifts/${occ()}/presence`, { guardId: g.carla.id })).statusCode).toBe(404);
  });
});

describe('offers', () => {
  it('offers the night shift to several guards; the first accept wins, the others get 409', async () => {
    const night = `${nightShiftId}:${DATE}`;
    expect((await admin.post(`/api/shifts/${night}/offers`, { guardIds: [] })).statusCode).toBe(400);
    expect((await otherAdmin.post(`/api/shifts/${night}/offers`, { guardIds: [g.beto.id] })).statusCode).toBe(404);
    const res = await admin.post(`/api/shifts/${night}/offers`, { guardIds: [g.beto.id, g.carla.id] });
    expect(res.statusCode).toBe(201);
    const offer = res.json();
    expect(offer).toMatchObject({ status: 'open', occurrenceId: night });
    const beto = clientFor(t.app, await cookieOf(g.beto.id));
    const carla = clientFor(t.app, await cookieOf(g.carla.id));
    const dario = clientFor(t.app, await cookieOf(g.dario.id));
    expect((await beto.get('/api/shift-offers')).json().map((o: { id: string }) => o.id)).toEqual([offer.id]);
    expect((await dario.post(`/api/shift-offers/${offer.id}/accept`)).statusCode).toBe(404);
    expect((await beto.post(`/api/shift-offers/${offer.id}/accept`)).statusCode).toBe(200);
    expect((await carla.post(`/api/shift-offers/${offer.id}/accept`)).statusCode).toBe(409);
    const item = await itemOf(night);
    expect(item.guards.map((x) => x.id)).toEqual([g.beto.id]);
  });

  it('50 concurrent accepts of one offer: exactly one winner', async () => {
    const db = t.database.db;
    const companyId = world.a.company.id;
    const many = [];
    for (let i = 0; i < 50; i++)
      many.push(await createGuard(db, { companyId, name: `Reten ${i}`, email: `reten-${i}-${Math.random()}@example.com` }));
    const extra = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Muelle' });
    const roster = await createRoster(db, {
      companyId,
      postId: extra.id,
      effectiveFrom: '2029-12-01',
      shifts: [{ dayOfWeek: 2, startMinute: 480, endMinute: 960, requiredGuards: 1 }],
    });
    const id = `${roster.shifts[0].id}:2030-01-08`;
    const offer = (await admin.post(`/api/shifts/${id}/offers`, { guardIds: many.map((m) => m.id) })).json();
    const clients = await Promise.all(many.map(async (m) => clientFor(t.app, await cookieOf(m.id))));
    const results = await Promise.all(clients.map((c) => c.post(`/api/shift-offers/${offer.id}/accept`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const item = await itemOf(id);
    expect(item.guards).toHaveLength(1);
  });
});

describe('an offer and the place it offers (issue 29: 2 guards on a 1-guard shift)', () => {
  /** A 1-guard shift on its own post, nobody on it, on `date` (a Wednesday or Thursday of January 2030). */
  const emptyShift = async (name: string, dayOfWeek: number, date: string) => {
    const db = t.database.db;
    const companyId = world.a.company.id;
    const place = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name });
    const roster = await createRoster(db, {
      companyId,
      postId: place.id,
      effectiveFrom: '2029-12-01',
      shifts: [{ dayOfWeek, startMinute: 480, endMinute: 960, requiredGuards: 1 }],
    });
    return { shiftId: roster.shifts[0].id, id: `${roster.shifts[0].id}:${date}` };
  };
  const statusOf = async (offerId: string) => (await t.database.db.select().from(shiftOffers).where(eq(shiftOffers.id, offerId)))[0].status;

  it('a direct cover withdraws the open offer: accepting it then is refused and the shift keeps 1 guard', async () => {
    const { id } = await emptyShift('Garita Oeste', 3, '2030-01-09');
    const offer = (await admin.post(`/api/shifts/${id}/offers`, { guardIds: [g.beto.id, g.carla.id] })).json();
    expect((await admin.post(`/api/shifts/${id}/cover`, { guardId: g.ana.id })).statusCode).toBe(200);
    expect(await statusOf(offer.id)).toBe('cancelled');
    const beto = clientFor(t.app, await cookieOf(g.beto.id));
    expect((await beto.get('/api/shift-offers')).json().map((o: { id: string }) => o.id)).not.toContain(offer.id);
    expect((await beto.post(`/api/shift-offers/${offer.id}/accept`)).statusCode).toBe(409);
    expect((await itemOf(id)).guards.map((x) => x.id)).toEqual([g.ana.id]);
    // Both offered guards are told the shift was taken.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'shift.offerFilled'), sql`${notifications.dedupeKey} = ${`shift-offer-filled:${offer.id}`}`));
    expect(told.map((n) => n.userId).sort()).toEqual([g.beto.id, g.carla.id].sort());
  });

  it('an accept after the place was filled another way (a weekly guard) is refused and withdraws the offer', async () => {
    const { shiftId: weeklyShift, id } = await emptyShift('Garita Este', 4, '2030-01-10');
    const offer = (await admin.post(`/api/shifts/${id}/offers`, { guardIds: [g.beto.id] })).json();
    // A roster save puts a weekly guard on the shift (written here directly: the roster path does not look at offers).
    await t.database.db.insert(rosterShiftAssignments).values({ companyId: world.a.company.id, shiftId: weeklyShift, guardId: g.carla.id });
    const beto = clientFor(t.app, await cookieOf(g.beto.id));
    const res = await beto.post(`/api/shift-offers/${offer.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('OFFER_CLOSED');
    expect(await statusOf(offer.id)).toBe('cancelled');
    expect((await itemOf(id)).guards.map((x) => x.id)).toEqual([g.carla.id]);
  });

  it('a cover and an accept of the same 1-guard occurrence at once: one of them fills it, never both', async () => {
    const { id } = await emptyShift('Garita Sur', 3, '2030-01-16');
    const offer = (await admin.post(`/api/shifts/${id}/offers`, { guardIds: [g.beto.id] })).json();
    const beto = clientFor(t.app, await cookieOf(g.beto.id));
    await Promise.all([admin.post(`/api/shifts/${id}/cover`, { guardId: g.ana.id }), beto.post(`/api/shift-offers/${offer.id}/accept`)]);
    expect((await itemOf(id)).guards).toHaveLength(1);
  });
});

describe('absence dialog of the user editor', () => {
  it("rejects a shift whose weekday falls on none of the absence's dates (400)", async () => {
    // Ana's shift is on Mondays; 2030-01-08 to 2030-01-10 is Tuesday to Thursday.
    const res = await admin.post(`/api/users/${g.ana.id}/absences`, {
      categoryId,
      startDate: '2030-01-08',
      endDate: '2030-01-10',
      shiftId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.shiftId).toEqual(['absences:validation.shiftNotInDates']);
    const ok = await admin.post(`/api/users/${g.ana.id}/absences`, { categoryId, startDate: '2030-01-20', endDate: '2030-01-21', shiftId });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().shiftInfo.date).toBe('2030-01-21');
  });
});

describe('notifications', () => {
  const kindsOf = async (userId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind).sort();

  it('told the admins an absence needs coverage, the covering guard, each offered guard and the one who lost', async () => {
    expect(await kindsOf(world.a.admin.id)).toContain('shift.needsCoverage');
    expect(await kindsOf(g.carla.id)).toEqual(expect.arrayContaining(['shift.covered', 'shift.offered', 'shift.offerFilled']));
    // Beto took the offer himself: offered, not "covered".
    const beto = await kindsOf(g.beto.id);
    expect(beto).toContain('shift.offered');
    expect(beto).not.toContain('shift.covered');
  });

  it('the job tells the admins once about a shift starting within the lead time still short of guards', async () => {
    const db = t.database.db;
    const companyId = world.a.company.id;
    // 2030-01-06 23:00 in Puerto Rico: Monday's 08:00 shift (Ana absent, Beto opened off, Carla covering: 1 of 2)
    // starts within 12 h.
    const now = new Date('2030-01-07T03:00:00Z');
    const sent = await notifyShortStaffed(db, { id: companyId, timeZone: 'America/Puerto_Rico', leadHours: 12 }, now);
    expect(sent).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'shift.shortStaffed')));
    const count = rows.length;
    expect(rows.map((n) => n.sourceEntityId)).toContain(`${shiftId}:2030-01-07`);
    expect(rows.find((n) => n.sourceEntityId === `${shiftId}:2030-01-07`)?.params).toMatchObject({ missing: 1, hours: 9 });
    await notifyShortStaffed(db, { id: companyId, timeZone: 'America/Puerto_Rico', leadHours: 12 }, now);
    const again = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.a.admin.id), eq(notifications.kind, 'shift.shortStaffed')));
    expect(again).toHaveLength(count);
  });
});

describe('shift reports', () => {
  const range = `from=${DATE}&to=${DATE}`;

  it('lists who performed actions and on which rosters (the filters of the guard actions report)', async () => {
    const res = await admin.get('/api/reports/guard-actions/options');
    expect(res.statusCode).toBe(200);
    expect(res.json().performers.map((p: { value: string }) => p.value)).toContain(world.a.admin.id);
    expect(res.json().rosters.length).toBeGreaterThanOrEqual(1);
    expect((await otherAdmin.get('/api/reports/guard-actions/options')).json()).toEqual({ performers: [], rosters: [] });
  });

  it('filters guard actions by performer, guard and roster', async () => {
    const byGuard = (await admin.get(`/api/reports/guard-actions?${range}&guardId=${g.carla.id}`)).json();
    expect(byGuard.items.every((r: { guardId: string }) => r.guardId === g.carla.id)).toBe(true);
    const byPerformer = (await admin.get(`/api/reports/guard-actions?${range}&performedBy=${world.a.admin.id}`)).json();
    expect(byPerformer.total).toBeGreaterThanOrEqual(3);
  });

  it('exports the open and absence reports as CSV in the chosen language', async () => {
    const open = await admin.get(`/api/reports/open-shifts/csv?${range}&lang=en`);
    expect(open.statusCode).toBe(200);
    expect(open.body.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      'Date,Day,Customer,Post,Roster,Shift,Start,End,Required,Counted,Absent,Opened,Open places',
    );
    const absences = await admin.get(`/api/reports/absences/csv?${range}&lang=es`);
    expect(absences.statusCode).toBe(200);
    expect(absences.body).toContain('Enfermedad');
  });

  it('rejects a bad range (400) and shows another company nothing', async () => {
    for (const path of ['guard-actions', 'open-shifts', 'absences']) {
      expect((await admin.get(`/api/reports/${path}?from=${DATE}&to=2029-01-01`)).statusCode, path).toBe(400);
      expect((await otherAdmin.get(`/api/reports/${path}?${range}`)).json().total, path).toBe(0);
    }
  });
});
