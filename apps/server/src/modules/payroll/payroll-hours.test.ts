import { MAX_CALCULATION_DAYS } from '@centinela/shared/contracts/payroll-hours';
import { PAYROLL_VECTORS } from '@centinela/shared/rules/payroll-hours.vectors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { companies, systemLogs } from '../../db/schema';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardA: ReturnType<typeof clientFor>;
let customerA: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  // Company A is in Puerto Rico, B in Mexico (their holiday calendars follow the address country).
  await t.database.db
    .update(companies)
    .set({ address: { country: 'PR' } })
    .where(eq(companies.id, world.a.company.id));
  await t.database.db
    .update(companies)
    .set({ address: { country: 'MX' }, timeZone: 'America/Mexico_City' })
    .where(eq(companies.id, world.b.company.id));
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardA = clientFor(t.app, await signIn(t.app, world.a.guard));
  customerA = clientFor(t.app, await signIn(t.app, world.a.customerAdmin));
});
afterAll(() => t.close());

const vector = (name: string) => {
  const v = PAYROLL_VECTORS.find((x) => x.name === name);
  if (!v) throw new Error(name);
  return v;
};

/** A vector as the API's wall-clock entries. */
const bodyOf = (name: string) => {
  const v = vector(name);
  return {
    ruleSet: v.ruleSet,
    timeZone: v.timeZone,
    hireDate: v.hireDate,
    options: v.options,
    holidays: v.holidays ?? [],
    entries: v.entries.map(([date, start, end, breakMinutes, mealStartMinute, pay]) => ({
      date,
      start,
      end,
      breakMinutes,
      mealStartMinute,
      ...(pay ?? {}),
    })),
    ...(v.pay ? { pay: v.pay } : {}),
    ...(v.period ? { period: v.period } : {}),
  };
};

describe('POST /api/payroll/calculate', () => {
  it('answers every statute vector through the API (wall-clock entries in the vector’s zone): minutes, money, periods', async () => {
    expect(PAYROLL_VECTORS.length).toBeGreaterThanOrEqual(60);
    // A vector spanning more than the API's 45 days (the DST nights of March and November) is the engine's alone.
    const spanDays = (v: (typeof PAYROLL_VECTORS)[number]) =>
      (Date.parse(v.entries[v.entries.length - 1][0]) - Date.parse(v.entries[0][0])) / 86_400_000;
    const fit = PAYROLL_VECTORS.filter((v) => spanDays(v) < MAX_CALCULATION_DAYS);
    expect(PAYROLL_VECTORS.length - fit.length).toBeLessThanOrEqual(3);
    for (const v of fit) {
      const res = await adminA.post('/api/payroll/calculate', bodyOf(v.name));
      expect(res.statusCode, `${v.name}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.totals, v.name).toEqual(v.totals);
      for (const [date, minutes] of Object.entries(v.days ?? {})) {
        expect(body.days.find((d: { date: string }) => d.date === date)?.minutes, `${v.name} ${date}`).toEqual(minutes);
      }
      if (v.ruleVersion) expect(body.ruleVersion, v.name).toBe(v.ruleVersion);
      if (v.payTotals) expect(body.pay, v.name).toMatchObject(v.payTotals);
      if (v.periodMinutes) expect(body.period?.minutes, v.name).toEqual(v.periodMinutes);
      if (v.periodPay) expect(body.period?.pay, v.name).toMatchObject(v.periodPay);
      if (v.periodWeeks) {
        expect(
          body.period?.weeks.map((w: { start: string; ended: boolean }) => ({ start: w.start, ended: w.ended })),
          v.name,
        ).toEqual(v.periodWeeks);
      }
    }
  });

  it('takes instants with offsets, the company zone by default, and the company calendar for holidays', async () => {
    const res = await adminB.post('/api/payroll/calculate', {
      ruleSet: 'mx',
      options: { mexicoShift: 'day', restDay: 0 },
      entries: [{ start: '2026-02-02T08:00:00-06:00', end: '2026-02-02T16:00:00-06:00' }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('America/Mexico_City');
    expect(body.holidays).toContain('2026-02-02');
    expect(body.totals).toEqual({ regular: 480, holiday_premium_200: 480 });
    expect(body.days[0].applied.map((a: { rule: string }) => a.rule)).toEqual(['mx.holiday_hours', 'mx.holiday']);
  });

  it('uses the meal start time of wall-clock entries for the Puerto Rico meal rules', async () => {
    const res = await adminA.post('/api/payroll/calculate', {
      ruleSet: 'pr',
      options: { mealPenaltyPercent: 150 },
      entries: [{ date: '2026-03-02', start: '07:00', end: '16:00', breakMinutes: 60, mealStart: '13:00' }],
    });
    expect(res.json().totals).toEqual({ regular: 480, meal_penalty: 60 });
  });

  it('refuses bad entries with field details (400)', async () => {
    const base = { ruleSet: 'us-flsa', timeZone: 'America/New_York' };
    const cases: [unknown[], string][] = [
      [[{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T09:00:00Z' }], 'entries.0.end'],
      [[{ start: '2026-03-02T10:00:00Z', end: '2026-03-03T11:00:00Z' }], 'entries.0.end'],
      [
        [
          { date: '2026-03-02', start: '08:00', end: '16:00' },
          { date: '2026-03-02', start: '15:00', end: '18:00' },
        ],
        'entries.1.start',
      ],
      [
        [
          { date: '2026-03-01', start: '08:00', end: '16:00' },
          { date: '2026-05-01', start: '08:00', end: '16:00' },
        ],
        'entries',
      ],
      [[{ date: '2026-03-02', start: '8am', end: '16:00' }], 'entries.0.start'],
      [[{ date: '2026-03-02', start: '08:00', end: '09:00', breakMinutes: 60 }], 'entries.0.breakMinutes'],
    ];
    for (const [entries, field] of cases) {
      const res = await adminA.post('/api/payroll/calculate', { ...base, entries });
      expect(res.statusCode, JSON.stringify(entries)).toBe(400);
      expect(Object.keys(res.json().details.fieldErrors), JSON.stringify(entries)).toContain(field);
    }
    expect((await adminA.post('/api/payroll/calculate', { ...base, ruleSet: 'xx', entries: [] })).statusCode).toBe(400);
    expect(
      (
        await adminA.post('/api/payroll/calculate', {
          ...base,
          timeZone: 'Mars/Base',
          entries: [{ date: '2026-03-02', start: '08:00', end: '09:00' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('re-checks entries in the real zone: 01:00–03:00 on the spring-forward night lasts 1 h', async () => {
    const res = await adminA.post('/api/payroll/calculate', {
      ruleSet: 'us-flsa',
      timeZone: 'America/New_York',
      entries: [{ date: '2026-03-08', start: '01:00', end: '03:00' }],
    });
    expect(res.json().workedMinutes).toBe(60);
  });

  it('refuses guards and customer company admins (403)', async () => {
    const body = bodyOf('FLSA: 45 hours in the week');
    expect((await guardA.post('/api/payroll/calculate', body)).statusCode).toBe(403);
    expect((await customerA.post('/api/payroll/calculate', body)).statusCode).toBe(403);
  });
});

describe('/api/payroll/holidays', () => {
  it("lists the company country's statutory holidays for a year", async () => {
    const pr = (await adminA.get('/api/payroll/holidays?year=2026')).json();
    expect(pr.country).toBe('PR');
    expect(pr.items.find((h: { key: string }) => h.key === 'goodFriday').date).toBe('2026-04-03');
    const mx = (await adminB.get('/api/payroll/holidays?year=2026')).json();
    expect(mx.country).toBe('MX');
    expect(mx.items.map((h: { date: string }) => h.date)).toContain('2026-02-02');
    const us = (await adminA.get('/api/payroll/holidays?year=2026&country=US')).json();
    expect(us.items.find((h: { key: string }) => h.key === 'thanksgiving').date).toBe('2026-11-26');
  });

  it('adds a company date and takes a statutory one off, with system-log entries; undoes both', async () => {
    const added = await adminA.post('/api/payroll/holidays', { date: '2026-07-27', name: 'Día de Barbosa' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ source: 'company', name: 'Día de Barbosa', can: { delete: true } });
    const removed = await adminA.post('/api/payroll/holidays', { date: '2026-03-22', action: 'remove' });
    expect(removed.statusCode).toBe(201);
    const list = (await adminA.get('/api/payroll/holidays?year=2026')).json();
    expect(list.items.find((h: { date: string }) => h.date === '2026-07-27')).toMatchObject({ source: 'company' });
    expect(list.items.find((h: { date: string }) => h.date === '2026-03-22')).toMatchObject({
      removed: true,
      can: { delete: true, remove: false },
    });
    const logs = await t.database.db.select().from(systemLogs).where(eq(systemLogs.entityId, added.json().id));
    expect(logs).toHaveLength(1);

    // The calculation follows the edited calendar (Puerto Rico: flagged, no premium).
    const calc = (
      await adminA.post('/api/payroll/calculate', { ruleSet: 'pr', entries: [{ date: '2026-07-27', start: '08:00', end: '12:00' }] })
    ).json();
    expect(calc.days[0].flags).toContain('holiday');

    expect((await adminA.delete(`/api/payroll/holidays/${added.json().id}`)).statusCode).toBe(204);
    expect((await adminA.delete(`/api/payroll/holidays/${removed.json().id}`)).statusCode).toBe(204);
    const after = (await adminA.get('/api/payroll/holidays?year=2026')).json();
    expect(after.items.some((h: { date: string }) => h.date === '2026-07-27')).toBe(false);
    expect(after.items.find((h: { date: string }) => h.date === '2026-03-22')).toMatchObject({ removed: false, id: null });
  });

  it('refuses bad input (400), duplicates (409), another tenant’s edit (404) and guards (403)', async () => {
    expect((await adminA.post('/api/payroll/holidays', { date: '2026-13-01', name: 'X' })).statusCode).toBe(400);
    expect((await adminA.post('/api/payroll/holidays', { date: '2026-08-01' })).statusCode).toBe(400);
    expect((await adminA.post('/api/payroll/holidays', { date: '2026-08-03', action: 'remove' })).statusCode).toBe(400);
    expect((await adminA.post('/api/payroll/holidays', { date: '2026-12-25', name: 'Navidad' })).statusCode).toBe(409);
    const mine = (await adminA.post('/api/payroll/holidays', { date: '2026-08-10', name: 'Aniversario' })).json();
    expect((await adminA.post('/api/payroll/holidays', { date: '2026-08-10', name: 'Otra vez' })).statusCode).toBe(409);
    expect((await adminB.delete(`/api/payroll/holidays/${mine.id}`)).statusCode).toBe(404);
    expect((await guardA.get('/api/payroll/holidays')).statusCode).toBe(403);
    expect((await guardA.post('/api/payroll/holidays', { date: '2026-08-11', name: 'X' })).statusCode).toBe(403);
    expect((await customerA.get('/api/payroll/holidays')).statusCode).toBe(403);
    expect((await guardA.delete(`/api/payroll/holidays/${mine.id}`)).statusCode).toBe(403);
  });
});
