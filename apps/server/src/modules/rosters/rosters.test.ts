import { INVALID_DATE_MESSAGE } from '@centinela/shared';
import { ZCustomerCompanyDirectoryItem } from '@centinela/shared/contracts/customer-companies';
import { ZAvailability, ZOccurrences } from '@centinela/shared/contracts/rosters';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import {
  absences,
  companies,
  notifications,
  payrollProfileTypes,
  rosters,
  rosterShiftAssignments,
  rosterShifts,
  systemLogs,
  userBannedPosts,
  users,
} from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';

// 2030-01-06 is a Sunday; every roster here lives in 2030 so "today" never interferes.
const FROM = '2030-01-06';
const MONDAY = '2030-01-07';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let customerAdmin: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let otherAdmin: ReturnType<typeof clientFor>;
let ana: Awaited<ReturnType<typeof createGuard>>;
let beto: Awaited<ReturnType<typeof createGuard>>;
let carla: Awaited<ReturnType<typeof createGuard>>;
let plaza: Awaited<ReturnType<typeof createPost>>;
let hospital: Awaited<ReturnType<typeof createPost>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  ana = await createGuard(db, { companyId, name: 'Ana', lastName: 'Alvarado', rank: 'supervisor' });
  beto = await createGuard(db, { companyId, name: 'Beto', lastName: 'Bonilla' });
  carla = await createGuard(db, { companyId, name: 'Carla', lastName: 'Cruz' });
  plaza = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Plaza Norte' });
  hospital = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Hospital Este' });
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
  customerAdmin = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  otherAdmin = clientFor(t.app, await signIn(t.app, world.b.admin));
});
afterAll(() => t.close());

type TShift = { shiftNumber: number; startTime: string; endTime: string; requiredGuards?: number; guardIds?: string[]; guardId?: string };
const roster = (postId: string, days: { dayOfWeek: number; shifts: TShift[] }[], extra: Record<string, unknown> = {}) => ({
  postId,
  name: 'Semana tipo',
  effectiveFrom: FROM,
  scheduleData: { days },
  ...extra,
});
const countRows = async () => ({
  rosters: (await t.database.db.select().from(rosters)).length,
  shifts: (await t.database.db.select().from(rosterShifts)).length,
  assignments: (await t.database.db.select().from(rosterShiftAssignments)).length,
});
type TShiftBody = { id: string; startTime: string; guardIds: string[] };
const shiftsOf = (body: { scheduleData: { days: { dayOfWeek: number; shifts: TShiftBody[] }[] } }, day: number) =>
  body.scheduleData.days[day].shifts;

describe('POST /api/rosters', () => {
  it('stores the scheduleData shape in tables (single guardId accepted) and answers it back with seven days', async () => {
    const res = await admin.post(
      '/api/rosters',
      roster(plaza.id, [
        {
          dayOfWeek: 1,
          shifts: [
            { shiftNumber: 1, startTime: '06:00', endTime: '14:00', guardId: carla.id },
            { shiftNumber: 2, startTime: '22:00', endTime: '06:00', requiredGuards: 2, guardIds: [ana.id, beto.id] },
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ postId: plaza.id, postName: 'Plaza Norte', effectiveFrom: FROM, effectiveTo: null, isActive: true });
    expect(body.scheduleData.days).toHaveLength(7);
    const monday = shiftsOf(body, 1);
    expect(monday.map((s) => s.startTime)).toEqual(['06:00', '22:00']);
    expect(monday[0]).toMatchObject({ guardIds: [carla.id], guardId: carla.id, guards: [{ id: carla.id, name: 'Carla Cruz' }] });
    expect(monday[1]).toMatchObject({ endTime: '06:00', requiredGuards: 2 });
    expect(new Set(monday[1].guardIds)).toEqual(new Set([ana.id, beto.id]));
    const stored = await t.database.db.select().from(rosterShifts).where(eq(rosterShifts.rosterId, body.id));
    expect(stored.map((s) => [s.dayOfWeek, s.startMinute, s.endMinute]).sort()).toEqual([
      [1, 1320, 360],
      [1, 360, 840],
    ]);
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, body.id));
    expect(logs.map((l) => l.action)).toEqual(['CREATE']);
  });

  it.each([
    [
      'overlapping shifts in one day',
      [
        { shiftNumber: 1, startTime: '06:00', endTime: '14:00' },
        { shiftNumber: 2, startTime: '13:00', endTime: '20:00' },
      ],
      'rosters:validation.overlap',
    ],
    ['an end equal to the start', [{ shiftNumber: 1, startTime: '08:00', endTime: '08:00' }], 'rosters:validation.endEqualsStart'],
    ['a time that is not HH:mm', [{ shiftNumber: 1, startTime: '7:00', endTime: '15:00' }], 'common:validation.invalidTime'],
    [
      'a repeated shift number',
      [
        { shiftNumber: 1, startTime: '06:00', endTime: '08:00' },
        { shiftNumber: 1, startTime: '09:00', endTime: '10:00' },
      ],
      'rosters:validation.duplicateNumber',
    ],
  ])('rejects %s (400, nothing written)', async (_label, shifts, message) => {
    const before = await countRows();
    const res = await admin.post('/api/rosters', roster(hospital.id, [{ dayOfWeek: 2, shifts }]));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details.fieldErrors)).toContain(message);
    expect(await countRows()).toEqual(before);
  });

  it("rejects a date that is not yyyy-MM-dd with the spec's message", async () => {
    const res = await admin.post('/api/rosters', roster(hospital.id, [], { effectiveFrom: '06/01/2030' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.effectiveFrom).toEqual([INVALID_DATE_MESSAGE]);
    const reversed = await admin.post('/api/rosters', roster(hospital.id, [], { effectiveTo: '2029-12-31' }));
    expect(reversed.statusCode).toBe(400);
  });

  it("rejects a guard of another company (400) and another tenant's post (404), writing nothing", async () => {
    const before = await countRows();
    const foreignGuard = await admin.post(
      '/api/rosters',
      roster(hospital.id, [
        { dayOfWeek: 3, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '16:00', guardIds: [world.b.guard.id] }] },
      ]),
    );
    expect(foreignGuard.statusCode).toBe(400);
    expect(foreignGuard.json().message).toContain('Guard not found');
    const foreignPost = await admin.post('/api/rosters', roster(world.b.post.id, []));
    expect(foreignPost.statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('refuses customer admins and guards (403)', async () => {
    expect((await customerAdmin.post('/api/rosters', roster(hospital.id, []))).statusCode).toBe(403);
    expect((await guardClient.post('/api/rosters', roster(hospital.id, []))).statusCode).toBe(403);
  });
});

describe('assignment conflicts', () => {
  it('refuses a guard on an overlapping shift elsewhere (409 listing the conflict) and writes nothing', async () => {
    const before = await countRows();
    // Ana works Monday 22:00–06:00 at Plaza Norte; Tuesday 05:00 at the hospital overlaps its end.
    const res = await admin.post(
      '/api/rosters',
      roster(hospital.id, [{ dayOfWeek: 2, shifts: [{ shiftNumber: 1, startTime: '05:00', endTime: '13:00', guardIds: [ana.id] }] }]),
    );
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('ROSTER_GUARD_UNAVAILABLE');
    expect(body.message).toContain('Already working Plaza Norte');
    expect(body.details).toMatchObject({
      needsOverride: false,
      conflicts: [
        { guardId: ana.id, dayOfWeek: 2, shiftNumber: 1, status: 'blocked', conflicts: [{ type: 'overlap', postName: 'Plaza Norte' }] },
      ],
    });
    expect(await countRows()).toEqual(before);
  });

  it('allows a back-to-back shift after a night shift', async () => {
    const res = await admin.post(
      '/api/rosters',
      roster(hospital.id, [{ dayOfWeek: 2, shifts: [{ shiftNumber: 1, startTime: '06:00', endTime: '14:00', guardIds: [ana.id] }] }], {
        name: 'Back to back',
      }),
    );
    expect(res.statusCode).toBe(201);
    await admin.delete(`/api/rosters/${res.json().id}`);
  });

  it('needs an override reason for short rest, then stores and logs it', async () => {
    const body = roster(
      hospital.id,
      [{ dayOfWeek: 2, shifts: [{ shiftNumber: 1, startTime: '10:00', endTime: '18:00', guardIds: [beto.id] }] }],
      {
        name: 'Rest warning',
      },
    );
    const refused = await admin.post('/api/rosters', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({
      needsOverride: true,
      conflicts: [{ status: 'warning', conflicts: [{ type: 'rest', restHours: 4 }] }],
    });
    const accepted = await admin.post('/api/rosters', { ...body, overrideReason: 'Cubre vacaciones de otro guardia' });
    expect(accepted.statusCode).toBe(201);
    const shift = shiftsOf(accepted.json(), 2)[0];
    const [assignment] = await t.database.db.select().from(rosterShiftAssignments).where(eq(rosterShiftAssignments.shiftId, shift.id));
    expect(assignment.overrideReason).toBe('Cubre vacaciones de otro guardia');
    const [log] = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, accepted.json().id));
    expect(JSON.stringify(log.details)).toContain('Cubre vacaciones');
    await admin.delete(`/api/rosters/${accepted.json().id}`);
  });

  it('refuses banned and under-ranked guards (409 with the conflicts) and a former guard (400 on its shift)', async () => {
    const db = t.database.db;
    const strict = await createPost(db, {
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      requiredRank: 'supervisor',
    });
    const former = await createGuard(db, { companyId: world.a.company.id, stillEmployed: false, rank: 'director' });
    await db.insert(userBannedPosts).values({ userId: ana.id, postId: strict.id });
    const day = (guardIds: string[]) => [
      { dayOfWeek: 4, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '16:00', requiredGuards: 3, guardIds }] },
    ];
    const res = await admin.post('/api/rosters', roster(strict.id, day([ana.id, carla.id])));
    expect(res.statusCode).toBe(409);
    const types = Object.fromEntries(
      res
        .json()
        .details.conflicts.map((c: { guardId: string; conflicts: { type: string }[] }) => [c.guardId, c.conflicts.map((x) => x.type)]),
    );
    expect(types[ana.id]).toContain('banned');
    expect(types[carla.id]).toContain('rank');
    // A former guard is no guard to assign: the one answer of guard-of-company.ts, before any availability check.
    const withFormer = await admin.post('/api/rosters', roster(strict.id, day([carla.id, former.id])));
    expect(withFormer.statusCode).toBe(400);
    expect(withFormer.json().details.fieldErrors).toEqual({
      'scheduleData.days.0.shifts.0.guardIds': ['common:validation.guardNotInCompany'],
    });
  });
});

describe('GET /api/rosters/availability', () => {
  const query = (params: Record<string, string>) => `/api/rosters/availability?${new URLSearchParams(params)}`;

  it('ranks available guards first, then warnings, then blocked, with the reasons', async () => {
    const db = t.database.db;
    const dora = await createGuard(db, { companyId: world.a.company.id, name: 'Dora', lastName: 'Díaz' });
    await db.insert(absences).values({ companyId: world.a.company.id, userId: dora.id, startDate: '2030-01-07', endDate: '2030-01-09' });
    // Tuesday 10:00–18:00: Ana and Beto finish at 06:00 (4 h rest), Dora is absent, Carla is free.
    const res = await admin.get(query({ postId: hospital.id, date: '2030-01-08', startTime: '10:00', endTime: '18:00' }));
    expect(res.statusCode).toBe(200);
    const items: { guardId: string; status: string; conflicts: { type: string }[] }[] = res.json().items;
    const statusOf = (id: string) => items.find((i) => i.guardId === id);
    expect(statusOf(carla.id)?.status).toBe('available');
    expect(statusOf(beto.id)).toMatchObject({ status: 'warning', conflicts: [{ type: 'rest' }] });
    expect(statusOf(dora.id)).toMatchObject({ status: 'blocked', conflicts: [{ type: 'absent' }] });
    const order = items.map((i) => i.status);
    expect(order).toEqual(
      [...order].sort((a, b) => ['available', 'warning', 'blocked'].indexOf(a) - ['available', 'warning', 'blocked'].indexOf(b)),
    );
    expect(items.some((i) => i.guardId === world.b.guard.id)).toBe(false);
    expect(res.json().counts.blocked).toBeGreaterThan(0);
  });

  it('reports an overlap with an overnight shift and no conflict for the shift itself', async () => {
    const overlap = await admin.get(query({ postId: hospital.id, date: '2030-01-08', startTime: '05:00', endTime: '09:00' }));
    const ana1 = overlap.json().items.find((i: { guardId: string }) => i.guardId === ana.id);
    expect(ana1).toMatchObject({ status: 'blocked', conflicts: [{ type: 'overlap', postName: 'Plaza Norte', date: MONDAY }] });
    const [plazaRoster] = (await admin.get(`/api/rosters?postId=${plaza.id}`)).json();
    const night = shiftsOf(plazaRoster, 1).find((s) => s.startTime === '22:00');
    const own = await admin.get(query({ postId: plaza.id, date: MONDAY, startTime: '22:00', endTime: '06:00', shiftId: night?.id ?? '' }));
    expect(own.json().items.find((i: { guardId: string }) => i.guardId === ana.id).conflicts).toEqual([]);
  });

  it("warns when the week goes over the guard's payroll threshold", async () => {
    const db = t.database.db;
    const [profile] = await db
      .insert(payrollProfileTypes)
      .values({ companyId: world.a.company.id, name: 'Part time', weeklyOvertimeThresholdHours: '10' })
      .returning();
    await db.update(users).set({ payrollProfileTypeId: profile.id }).where(eq(users.id, carla.id));
    const res = await admin.get(query({ postId: hospital.id, date: '2030-01-10', startTime: '08:00', endTime: '12:00' }));
    const item = res.json().items.find((i: { guardId: string }) => i.guardId === carla.id);
    expect(item).toMatchObject({
      status: 'warning',
      weeklyHours: 8,
      conflicts: [{ type: 'weekly_hours', weeklyHours: 12, thresholdHours: 10 }],
    });
    await db.update(users).set({ payrollProfileTypeId: null }).where(eq(users.id, carla.id));
  });

  it("counts a guard's week from the company's week start (/settings/general)", async () => {
    const db = t.database.db;
    // Elena works Mondays 06:00–14:00 on a roster in force from Wednesday 2030-01-09; her threshold is 10 h.
    const elena = await createGuard(db, { companyId: world.a.company.id, name: 'Elena', lastName: 'Estrada' });
    const [profile] = await db
      .insert(payrollProfileTypes)
      .values({ companyId: world.a.company.id, name: 'Ten hours', weeklyOvertimeThresholdHours: '10' })
      .returning();
    await db.update(users).set({ payrollProfileTypeId: profile.id }).where(eq(users.id, elena.id));
    const lateStart = await createPost(db, { companyId: world.a.company.id, customerCompanyId: world.a.customer.id, name: 'Muelle' });
    await createRoster(db, {
      companyId: world.a.company.id,
      postId: lateStart.id,
      effectiveFrom: '2030-01-09',
      shifts: [{ dayOfWeek: 1, startMinute: 360, endMinute: 840, guardIds: [elena.id] }],
    });
    const elenaOn = async () =>
      (await admin.get(query({ postId: hospital.id, date: '2030-01-10', startTime: '08:00', endTime: '12:00' })))
        .json()
        .items.find((i: { guardId: string }) => i.guardId === elena.id);
    // Sunday weeks: Thursday the 10th is in Sun 6 – Sat 12, whose Monday (the 7th) is before the roster: 0 h + 4 h.
    expect(await elenaOn()).toMatchObject({ weeklyHours: 0, conflicts: [] });
    // Tuesday weeks: Tue 8 – Mon 14 holds Monday the 14th (8 h): 12 h, over the 10 h threshold.
    await db.update(companies).set({ weekStart: 2 }).where(eq(companies.id, world.a.company.id));
    try {
      expect(await elenaOn()).toMatchObject({ weeklyHours: 8, conflicts: [{ type: 'weekly_hours', weeklyHours: 12, thresholdHours: 10 }] });
    } finally {
      await db.update(companies).set({ weekStart: 0 }).where(eq(companies.id, world.a.company.id));
    }
  });

  it('sees shifts written straight to the database (the cached schedule follows the triggers)', async () => {
    const url = query({ postId: hospital.id, date: '2030-01-12', startTime: '08:00', endTime: '12:00' });
    const before = (await admin.get(url)).json().items.find((i: { guardId: string }) => i.guardId === carla.id);
    expect(before.conflicts.some((c: { type: string }) => c.type === 'overlap')).toBe(false);
    const { roster: direct } = await createRoster(t.database.db, {
      companyId: world.a.company.id,
      postId: plaza.id,
      effectiveFrom: FROM,
      shifts: [{ dayOfWeek: 6, startMinute: 600, endMinute: 660, guardIds: [carla.id] }],
    });
    const after = (await admin.get(url)).json().items.find((i: { guardId: string }) => i.guardId === carla.id);
    expect(after.conflicts.map((c: { type: string }) => c.type)).toContain('overlap');
    await t.database.db.delete(rosters).where(eq(rosters.id, direct.id));
    const again = (await admin.get(url)).json().items.find((i: { guardId: string }) => i.guardId === carla.id);
    expect(again.conflicts.some((c: { type: string }) => c.type === 'overlap')).toBe(false);
  });

  it('sees guard changes written straight to the database (rank, employment)', async () => {
    const strict = await createPost(t.database.db, {
      companyId: world.a.company.id,
      customerCompanyId: world.a.customer.id,
      requiredRank: 'captain',
    });
    const url = query({ postId: strict.id, date: '2030-01-12', startTime: '01:00', endTime: '02:00' });
    const statusOf = async () => (await admin.get(url)).json().items.find((i: { guardId: string }) => i.guardId === carla.id);
    expect((await statusOf()).conflicts.map((c: { type: string }) => c.type)).toContain('rank');
    await t.database.db.update(users).set({ rank: 'director' }).where(eq(users.id, carla.id));
    expect((await statusOf()).conflicts.map((c: { type: string }) => c.type)).not.toContain('rank');
    await t.database.db.update(users).set({ stillEmployed: false }).where(eq(users.id, carla.id));
    expect((await statusOf()).conflicts.map((c: { type: string }) => c.type)).toContain('not_employed');
    await t.database.db.update(users).set({ stillEmployed: true, rank: 'guard' }).where(eq(users.id, carla.id));
  });

  it('finds a guard by a phone changed straight in the database (the guard version follows the search text)', async () => {
    const url = query({ postId: hospital.id, date: '2030-01-12', startTime: '01:00', endTime: '02:00', search: '7875550199' });
    expect((await admin.get(url)).json().items).toHaveLength(0);
    await t.database.db.execute(sql`update users set mobile = '787-555-0199' where id = ${carla.id}`);
    expect((await admin.get(url)).json().items.map((i: { guardId: string }) => i.guardId)).toEqual([carla.id]);
  });

  it('rejects a bad time (common:validation.invalidTime) and a bad date (400)', async () => {
    const res = await admin.get(query({ postId: hospital.id, date: '2030-01-08', startTime: '25:00', endTime: '18:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.startTime).toEqual(['common:validation.invalidTime']);
    expect((await admin.get(query({ postId: hospital.id, date: '08-01-2030', startTime: '10:00', endTime: '18:00' }))).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another tenant's post and 403 to customer admins", async () => {
    expect((await admin.get(query({ postId: world.b.post.id, date: MONDAY, startTime: '10:00', endTime: '18:00' }))).statusCode).toBe(404);
    expect((await customerAdmin.get(query({ postId: hospital.id, date: MONDAY, startTime: '10:00', endTime: '18:00' }))).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/rosters and GET /api/rosters/:id', () => {
  it('lists rosters with scheduleData, filtered by post and guard', async () => {
    const all = await admin.get('/api/rosters');
    expect(all.statusCode).toBe(200);
    expect(all.json().every((r: { companyId: string }) => r.companyId === world.a.company.id)).toBe(true);
    const byGuard = await admin.get(`/api/rosters?guardId=${carla.id}`);
    expect(byGuard.json().map((r: { postId: string }) => r.postId)).toEqual([plaza.id]);
    const one = await admin.get(`/api/rosters/${byGuard.json()[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().scheduleData.days[1].shifts).toHaveLength(2);
  });

  it('shows a guard only the rosters they work and a customer admin their customer', async () => {
    const mine = await guardClient.get('/api/rosters');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((r: { id: string }) => r.id)).toEqual([world.a.roster.id]);
    const customer = await customerAdmin.get('/api/rosters');
    expect(customer.json().every((r: { customerCompanyId: string }) => r.customerCompanyId === world.a.customer.id)).toBe(true);
  });

  it('rejects a malformed filter (400)', async () => {
    expect((await admin.get('/api/rosters?guardId=abc')).statusCode).toBe(400);
    expect((await admin.get('/api/rosters/abc')).statusCode).toBe(400);
  });

  it("answers 404 for another tenant's roster and lists none of theirs", async () => {
    expect((await admin.get(`/api/rosters/${world.b.roster.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/rosters?postId=${world.b.post.id}`)).json()).toEqual([]);
  });
});

describe('PUT /api/rosters/:id', () => {
  it('keeps shift identities, updates times and guards, and logs the change', async () => {
    const created = (
      await admin.post(
        '/api/rosters',
        roster(hospital.id, [{ dayOfWeek: 5, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '16:00', guardIds: [carla.id] }] }], {
          name: 'Viernes',
        }),
      )
    ).json();
    const shiftId = shiftsOf(created, 5)[0].id;
    const res = await admin.put(
      `/api/rosters/${created.id}`,
      roster(hospital.id, [{ dayOfWeek: 5, shifts: [{ shiftNumber: 1, startTime: '09:00', endTime: '17:00', guardIds: [] }] }], {
        name: 'Viernes',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(shiftsOf(res.json(), 5)[0]).toMatchObject({ id: shiftId, startTime: '09:00', guardIds: [] });
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityId, created.id), eq(systemLogs.action, 'UPDATE')));
    expect(logs[0].details).toMatchObject({ assignmentsRemoved: 1 });
  });

  it('rejects bad input (400) and another tenant (404)', async () => {
    const bad = await admin.put(`/api/rosters/${world.a.roster.id}`, roster(world.a.post.id, [{ dayOfWeek: 9, shifts: [] }]));
    expect(bad.statusCode).toBe(400);
    expect((await admin.put(`/api/rosters/${world.b.roster.id}`, roster(world.b.post.id, []))).statusCode).toBe(404);
    expect((await admin.put(`/api/rosters/${world.a.roster.id}`, roster(world.b.post.id, []))).statusCode).toBe(404);
  });
});

describe('assigning one guard to one shift', () => {
  it('adds and removes a guard, refusing a conflicting one (409)', async () => {
    const created = (
      await admin.post(
        '/api/rosters',
        roster(hospital.id, [{ dayOfWeek: 6, shifts: [{ shiftNumber: 1, startTime: '08:00', endTime: '16:00' }] }], { name: 'Sábado' }),
      )
    ).json();
    const shiftId = shiftsOf(created, 6)[0].id;
    const added = await admin.post(`/api/rosters/${created.id}/shifts/${shiftId}/guards`, { guardId: carla.id });
    expect(added.statusCode).toBe(200);
    expect(shiftsOf(added.json(), 6)[0].guardIds).toEqual([carla.id]);
    const other = (
      await admin.post(
        '/api/rosters',
        roster(plaza.id, [{ dayOfWeek: 6, shifts: [{ shiftNumber: 1, startTime: '12:00', endTime: '20:00' }] }], { name: 'Sábado 2' }),
      )
    ).json();
    const clash = await admin.post(`/api/rosters/${other.id}/shifts/${shiftsOf(other, 6)[0].id}/guards`, { guardId: carla.id });
    expect(clash.statusCode).toBe(409);
    const removed = await admin.delete(`/api/rosters/${created.id}/shifts/${shiftId}/guards/${carla.id}`);
    expect(removed.statusCode).toBe(200);
    expect(shiftsOf(removed.json(), 6)[0].guardIds).toEqual([]);
  });

  it('rejects a malformed guard (400) and answers 404 across tenants', async () => {
    const shiftId = world.a.shifts[0].id;
    expect((await admin.post(`/api/rosters/${world.a.roster.id}/shifts/${shiftId}/guards`, { guardId: 'x' })).statusCode).toBe(400);
    expect(
      (await otherAdmin.post(`/api/rosters/${world.a.roster.id}/shifts/${shiftId}/guards`, { guardId: world.b.guard.id })).statusCode,
    ).toBe(404);
    expect((await otherAdmin.delete(`/api/rosters/${world.a.roster.id}/shifts/${shiftId}/guards/${world.a.guard.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/rosters/:id/copy-week', () => {
  it("replaces the target's week with the source's shifts, guards only when asked", async () => {
    const [source] = (await admin.get(`/api/rosters?postId=${plaza.id}&search=Semana`)).json();
    const target = (await admin.post('/api/rosters', roster(hospital.id, [], { name: 'Copia', effectiveFrom: '2031-01-05' }))).json();
    const res = await admin.post(`/api/rosters/${source.id}/copy-week`, { targetRosterId: target.id });
    expect(res.statusCode).toBe(200);
    expect(shiftsOf(res.json(), 1).map((s: { guardIds: string[] }) => s.guardIds)).toEqual([[], []]);
    expect(shiftsOf(res.json(), 1).map((s) => s.startTime)).toEqual(['06:00', '22:00']);
  });

  it('rejects a missing target (400) and a target of another tenant (404)', async () => {
    expect((await admin.post(`/api/rosters/${world.a.roster.id}/copy-week`, {})).statusCode).toBe(400);
    expect((await admin.post(`/api/rosters/${world.a.roster.id}/copy-week`, { targetRosterId: world.b.roster.id })).statusCode).toBe(404);
  });
});

describe('POST /api/rosters/remove-guard', () => {
  it('removes the guard from current and future shifts only, in one go, and logs it', async () => {
    const db = t.database.db;
    const eva = await createGuard(db, { companyId: world.a.company.id });
    const past = await createRoster(db, {
      companyId: world.a.company.id,
      postId: plaza.id,
      effectiveFrom: '2020-01-01',
      effectiveTo: '2020-12-31',
      shifts: [{ dayOfWeek: 0, startMinute: 0, endMinute: 60, guardIds: [eva.id] }],
    });
    await createRoster(db, {
      companyId: world.a.company.id,
      postId: hospital.id,
      effectiveFrom: '2035-01-01',
      shifts: [
        { dayOfWeek: 0, startMinute: 0, endMinute: 60, guardIds: [eva.id] },
        { dayOfWeek: 3, startMinute: 0, endMinute: 60, guardIds: [eva.id] },
      ],
    });
    const res = await admin.post('/api/rosters/remove-guard', { guardId: eva.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    const left = await db.select().from(rosterShiftAssignments).where(eq(rosterShiftAssignments.guardId, eva.id));
    expect(left.map((a) => a.shiftId)).toEqual([past.shifts[0].id]);
    const [log] = await db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'rosters'), eq(systemLogs.entityId, eva.id)));
    expect(log.details).toMatchObject({ removed: 2 });
    // The guard is told, like a roster save or an unassign tells them: the post named, both shifts listed (issue 29).
    const told = await db.select().from(notifications).where(eq(notifications.userId, eva.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'shift.unassigned' });
    expect(told[0].params).toMatchObject({ count: 2, roster: 'Hospital Este', shifts: 'dom 12:00 AM – 1:00 AM, mié 12:00 AM – 1:00 AM' });
  });

  it('rejects a malformed guard id (400) and a guard of another company (404), changing nothing', async () => {
    expect((await admin.post('/api/rosters/remove-guard', { guardId: 'nope' })).statusCode).toBe(400);
    const before = await countRows();
    expect((await otherAdmin.post('/api/rosters/remove-guard', { guardId: world.a.guard.id })).statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });
});

describe('GET /api/users/:id/shift-assignments', () => {
  it("lists a guard's current shifts with customer, post, roster, day, number and times", async () => {
    const res = await admin.get(`/api/users/${ana.id}/shift-assignments`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          postName: 'Plaza Norte',
          customerName: world.a.customer.name,
          rosterName: 'Semana tipo',
          dayOfWeek: 1,
          shiftNumber: 2,
          startTime: '22:00',
          endTime: '06:00',
        }),
      ]),
    );
  });

  it('lets a guard read their own, not a colleague (404)', async () => {
    expect((await guardClient.get(`/api/users/${world.a.guard.id}/shift-assignments`)).statusCode).toBe(200);
    expect((await guardClient.get(`/api/users/${ana.id}/shift-assignments`)).statusCode).toBe(404);
  });

  it('rejects a malformed id (400) and answers 404 for another tenant', async () => {
    expect((await admin.get('/api/users/123/shift-assignments')).statusCode).toBe(400);
    expect((await otherAdmin.get(`/api/users/${ana.id}/shift-assignments`)).statusCode).toBe(404);
  });
});

describe('GET /api/rosters/occurrences', () => {
  it('expands the week from the rosters in force, overnight shifts on the day they start, with staffing states', async () => {
    const res = await admin.get(`/api/rosters/occurrences?from=2030-01-06&to=2030-01-12&postId=${plaza.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().posts).toEqual([
      {
        id: plaza.id,
        name: 'Plaza Norte',
        customerCompanyId: world.a.customer.id,
        customerCompanyName: world.a.customer.name,
        timeZone: 'America/Puerto_Rico',
      },
    ]);
    const monday = res
      .json()
      .items.filter((o: { date: string; rosterName: string }) => o.date === MONDAY && o.rosterName === 'Semana tipo');
    expect(monday).toHaveLength(2);
    expect(monday[1]).toMatchObject({ startTime: '22:00', endTime: '06:00', isOvernight: true, requiredGuards: 2, state: 'fully_staffed' });
    expect(monday[1].guards.map((g: { name: string }) => g.name).sort()).toEqual(['Ana Alvarado', 'Beto Bonilla']);
  });

  it('narrows to one guard and shows guards only their own shifts', async () => {
    const res = await admin.get(`/api/rosters/occurrences?from=2030-01-06&to=2030-01-12&guardId=${carla.id}`);
    expect(res.json().items.every((o: { guards: { id: string }[] }) => o.guards.some((g) => g.id === carla.id))).toBe(true);
    const mine = await guardClient.get('/api/rosters/occurrences?from=2030-01-06&to=2030-01-12');
    expect(mine.json().items.every((o: { guards: { id: string }[] }) => o.guards.some((g) => g.id === world.a.guard.id))).toBe(true);
    expect(mine.json().items).toHaveLength(1);
  });

  it('rejects a reversed or too long range (400)', async () => {
    expect((await admin.get('/api/rosters/occurrences?from=2030-01-12&to=2030-01-06')).statusCode).toBe(400);
    expect((await admin.get('/api/rosters/occurrences?from=2030-01-01&to=2030-06-01')).statusCode).toBe(400);
  });

  it("shows nothing of another tenant's posts", async () => {
    const res = await otherAdmin.get(`/api/rosters/occurrences?from=2030-01-06&to=2030-01-12&postId=${plaza.id}`);
    expect(res.json().items).toEqual([]);
  });
});

describe('DELETE /api/rosters/:id', () => {
  it('deletes a roster with its shifts and logs it; 404 across tenants', async () => {
    const created = (
      await admin.post(
        '/api/rosters',
        roster(hospital.id, [{ dayOfWeek: 0, shifts: [{ shiftNumber: 1, startTime: '01:00', endTime: '02:00' }] }]),
      )
    ).json();
    expect((await otherAdmin.delete(`/api/rosters/${created.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/rosters/${created.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(rosterShifts).where(eq(rosterShifts.rosterId, created.id))).toEqual([]);
    expect((await admin.delete('/api/rosters/zzz')).statusCode).toBe(400);
  });
});

describe('large answers written without the per-item schema check in production', () => {
  it('are exactly what the schema check would have let through: no stray field, nothing missing', async () => {
    const production = await buildApp({ config: { ...t.config, env: 'production' }, database: t.database, serveWeb: false });
    try {
      const client = clientFor(production, await signIn(production, world.a.admin));
      const answers = [
        {
          schema: ZAvailability,
          res: await client.get(
            `/api/rosters/availability?${new URLSearchParams({ postId: hospital.id, date: '2030-01-08', startTime: '10:00', endTime: '18:00' })}`,
          ),
        },
        { schema: ZOccurrences, res: await client.get(`/api/rosters/occurrences?from=2030-01-06&to=2030-01-12`) },
        { schema: z.array(ZCustomerCompanyDirectoryItem), res: await client.get('/api/customer-companies?includeInactive=true') },
      ];
      for (const { schema, res } of answers) {
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toEqual(schema.parse(body));
        expect(JSON.stringify(body).length).toBeGreaterThan(50);
      }
    } finally {
      await production.close();
    }
  });
});
