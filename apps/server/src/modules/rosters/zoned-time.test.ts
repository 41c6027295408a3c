// Shift occurrences as instants in their post's time zone (docs/decisions/0011-zoned-time.md): availability
// between posts in different zones, weekly hours on DST weeks, the roster view and the hours report on DST nights.
// The company works in New York time here; its posts are in New York (DST) and Puerto Rico (no DST).
// 2030: clocks go forward in New York on Sunday 10 March and back on Sunday 3 November.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, payrollProfileTypes, users } from '../../db/schema';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createPost, createRoster, createTwoTenantWorld, signIn } from '../../../test/factories';

const hm = (h: number, m = 0) => h * 60 + m;

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;
let newYork: Awaited<ReturnType<typeof createPost>>;
let sanJuan: Awaited<ReturnType<typeof createPost>>;
let nora: Awaited<ReturnType<typeof createGuard>>;
let nico: Awaited<ReturnType<typeof createGuard>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  world = await createTwoTenantWorld(db);
  const companyId = world.a.company.id;
  await db.update(companies).set({ timeZone: 'America/New_York', minRestHours: 8 }).where(eq(companies.id, companyId));
  newYork = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'Manhattan', timeZone: 'America/New_York' });
  sanJuan = await createPost(db, { companyId, customerCompanyId: world.a.customer.id, name: 'San Juan', timeZone: 'America/Puerto_Rico' });
  // Nora works Mondays 09:00–17:00 in New York (14:00–22:00 UTC in winter, 13:00–21:00 UTC in summer).
  nora = await createGuard(db, { companyId, name: 'Nora', lastName: 'Neri' });
  await createRoster(db, {
    companyId,
    postId: newYork.id,
    effectiveFrom: '2030-01-01',
    shifts: [{ dayOfWeek: 1, startMinute: hm(9), endMinute: hm(17), guardIds: [nora.id] }],
  });
  // Nico works 22:00–06:00 nights from Tuesday to Saturday in New York: the Saturday nights include both DST nights.
  nico = await createGuard(db, { companyId, name: 'Nico', lastName: 'Nieves' });
  await createRoster(db, {
    companyId,
    postId: newYork.id,
    effectiveFrom: '2030-01-01',
    shifts: [2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startMinute: hm(22), endMinute: hm(6), guardIds: [nico.id] })),
  });
  await createRoster(db, {
    companyId,
    postId: sanJuan.id,
    effectiveFrom: '2030-01-01',
    shifts: [{ dayOfWeek: 6, startMinute: hm(22), endMinute: hm(6) }],
  });
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

type TItem = {
  guardId: string;
  status: string;
  weeklyHours: number;
  conflicts: { type: string; weeklyHours?: number; startTime?: string }[];
};
const availability = async (params: Record<string, string>) => {
  const res = await admin.get(`/api/rosters/availability?${new URLSearchParams(params)}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as TItem[];
};
const itemOf = (items: TItem[], id: string) => items.find((i) => i.guardId === id) as TItem;

describe('availability across time zones (instants, not wall clocks)', () => {
  it('blocks a San Juan shift that overlaps the New York shift only as instants', async () => {
    // Monday 2030-01-07, winter: 17:30–19:00 in San Juan (UTC−4) is 21:30–23:00 UTC, inside Nora's 14:00–22:00 UTC.
    const item = itemOf(await availability({ postId: sanJuan.id, date: '2030-01-07', startTime: '17:30', endTime: '19:00' }), nora.id);
    expect(item.status).toBe('blocked');
    expect(item.conflicts).toEqual([
      expect.objectContaining({ type: 'overlap', postName: 'Manhattan', startTime: '09:00', endTime: '17:00' }),
    ]);
  });

  it('does not block a San Juan shift that overlaps the New York one only on the wall clock', async () => {
    // 08:00–09:30 in San Juan is 12:00–13:30 UTC: it ends before Nora starts (14:00 UTC), 30 minutes of rest.
    const item = itemOf(await availability({ postId: sanJuan.id, date: '2030-01-07', startTime: '08:00', endTime: '09:30' }), nora.id);
    expect(item.conflicts.map((c) => c.type)).toEqual(['rest']);
    expect(item.status).toBe('warning');
  });

  it('follows the offset between the zones through the year (same instants in summer)', async () => {
    // Monday 2030-07-08: New York is on EDT (UTC−4) like San Juan, so 16:30–18:00 in San Juan overlaps Nora's shift.
    const summer = itemOf(await availability({ postId: sanJuan.id, date: '2030-07-08', startTime: '16:30', endTime: '18:00' }), nora.id);
    expect(summer.conflicts.map((c) => c.type)).toContain('overlap');
    const winter = itemOf(await availability({ postId: sanJuan.id, date: '2030-01-07', startTime: '16:30', endTime: '18:00' }), nora.id);
    expect(winter.conflicts.map((c) => c.type)).toContain('overlap');
    // 17:30–19:00 in San Juan is 21:30 UTC: inside Nora's winter shift (until 22:00 UTC), after her summer one (21:00 UTC).
    const lateWinter = itemOf(
      await availability({ postId: sanJuan.id, date: '2030-01-07', startTime: '17:30', endTime: '19:00' }),
      nora.id,
    );
    expect(lateWinter.conflicts.map((c) => c.type)).toEqual(['overlap']);
    const lateSummer = itemOf(
      await availability({ postId: sanJuan.id, date: '2030-07-08', startTime: '17:30', endTime: '19:00' }),
      nora.id,
    );
    expect(lateSummer.conflicts.map((c) => c.type)).toEqual(['rest']);
  });

  it('refuses a roster at San Juan whose guard overlaps New York only as instants (409), and saves one that does not', async () => {
    const body = (startTime: string, endTime: string) => ({
      postId: sanJuan.id,
      name: 'Tarde',
      effectiveFrom: '2030-01-01',
      effectiveTo: '2030-02-28',
      scheduleData: { days: [{ dayOfWeek: 1, shifts: [{ shiftNumber: 1, startTime, endTime, guardIds: [nora.id] }] }] },
    });
    const clash = await admin.post('/api/rosters', body('17:30', '19:00'));
    expect(clash.statusCode).toBe(409);
    expect(JSON.stringify(clash.json())).toContain('Manhattan');
    // 18:00–20:00 in San Juan (22:00–00:00 UTC in winter) starts when Nora finishes: back to back, saved.
    const fine = await admin.post('/api/rosters', body('18:00', '20:00'));
    expect(fine.statusCode).toBe(201);
    await admin.delete(`/api/rosters/${fine.json().id}`);
  });
});

describe('weekly hours on DST weeks are real hours', () => {
  it('counts the fall-back Saturday night as 9 h and the spring-forward one as 7 h', async () => {
    const db = t.database.db;
    const [profile] = await db
      .insert(payrollProfileTypes)
      .values({ companyId: world.a.company.id, name: 'Noches', weeklyOvertimeThresholdHours: '40.75' })
      .returning();
    await db.update(users).set({ payrollProfileTypeId: profile.id }).where(eq(users.id, nico.id));
    // Week of Sunday 27 October 2030: four 8 h nights and the 9 h fall-back night = 41 h (40 h on the wall clock).
    const fall = itemOf(await availability({ postId: newYork.id, date: '2030-10-28', startTime: '10:00', endTime: '10:30' }), nico.id);
    expect(fall.weeklyHours).toBe(41);
    expect(fall.conflicts).toEqual([expect.objectContaining({ type: 'weekly_hours', weeklyHours: 41.5, thresholdHours: 40.75 })]);
    // Week of Sunday 3 March 2030: four 8 h nights and the 7 h spring-forward night = 39 h, under the threshold.
    const spring = itemOf(await availability({ postId: newYork.id, date: '2030-03-04', startTime: '10:00', endTime: '11:00' }), nico.id);
    expect(spring.weeklyHours).toBe(39);
    expect(spring.conflicts).toEqual([]);
    await db.update(users).set({ payrollProfileTypeId: null }).where(eq(users.id, nico.id));
  });
});

describe('roster view and reports on DST nights', () => {
  type TOcc = {
    postId: string;
    date: string;
    startTime: string;
    endTime: string;
    startsAt: string;
    endsAt: string;
    durationMinutes: number;
  };
  const saturdayNights = async (date: string) => {
    const res = await admin.get(`/api/rosters/occurrences?from=${date}&to=${date}`);
    expect(res.statusCode).toBe(200);
    const items: TOcc[] = res.json().items;
    return {
      newYork: items.find((o) => o.postId === newYork.id && o.startTime === '22:00') as TOcc,
      sanJuan: items.find((o) => o.postId === sanJuan.id) as TOcc,
    };
  };

  it('shows the 22:00–06:00 shift in the post zone with its real duration: 9 h (fall back), 7 h (spring forward), 8 h in Puerto Rico', async () => {
    const fall = await saturdayNights('2030-11-02');
    expect(fall.newYork).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      startsAt: '2030-11-03T02:00:00.000Z',
      endsAt: '2030-11-03T11:00:00.000Z',
      durationMinutes: 540,
    });
    expect(fall.sanJuan).toMatchObject({
      startTime: '22:00',
      endTime: '06:00',
      startsAt: '2030-11-03T02:00:00.000Z',
      durationMinutes: 480,
    });
    const spring = await saturdayNights('2030-03-09');
    expect(spring.newYork).toMatchObject({
      startsAt: '2030-03-10T03:00:00.000Z',
      endsAt: '2030-03-10T10:00:00.000Z',
      durationMinutes: 420,
    });
    expect(spring.sanJuan.durationMinutes).toBe(480);
    expect((await saturdayNights('2030-03-16')).newYork.durationMinutes).toBe(480);
  });

  it('counts real hours in the rosters data report', async () => {
    const res = await admin.get(`/api/reports/rosters-data?postId=${newYork.id}&guardId=${nico.id}&from=2030-11-02&to=2030-11-02`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ startTime: '22:00', endTime: '06:00', hours: 9 })]);
    expect(res.json().totalHours).toBe(9);
    const week = await admin.get(`/api/reports/rosters-data?postId=${newYork.id}&guardId=${nico.id}&from=2030-03-03&to=2030-03-09`);
    expect(week.json().totalHours).toBe(39);
  });
});
