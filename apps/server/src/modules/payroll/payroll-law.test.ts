// Issue 27 "Payroll to the letter of the law" through the API: the payroll settings' readings of the law and night
// window (saved, read back, validated, older bodies still accepted) and adjustments of kind bonus.
import { PAYROLL_RUN_MESSAGES } from '@centinela/shared/contracts/payroll-runs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EN_RUNS from '../../../../web/src/i18n/locales/en/payrollRuns.json' with { type: 'json' };
import ES_RUNS from '../../../../web/src/i18n/locales/es/payrollRuns.json' with { type: 'json' };
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { payrollAdjustments, payrollSettings, systemLogs } from '../../db/schema';
import { calculateRun } from './payroll-runs.calculate';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let guardClient: ReturnType<typeof clientFor>;
let guard: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  guardClient = clientFor(t.app, await signIn(t.app, world.a.guard));
  guard = await createGuard(t.database.db, { companyId: world.a.company.id, name: 'Bruno', lastName: 'Bono', hourlyWageCents: 1500 });
});
afterAll(() => t.close());

const DEFAULTS = {
  roundingMinutes: 0,
  graceMinutes: 0,
  taxRateBp: 0,
  flsaCovered: true,
  prPre2017Day: 'calendar',
  mealPenaltyReading: 'total',
  mxSundayReading: 'shift_start',
  overtimeRateBasis: 'weighted',
  nightFromMinute: 1320,
  nightToMinute: 360,
};

const READINGS = {
  flsaCovered: false,
  prPre2017Day: 'window24',
  mealPenaltyReading: 'extra',
  mxSundayReading: 'hours_on_sunday',
  overtimeRateBasis: 'hour_rate',
  nightFromMinute: 1260,
  nightToMinute: 300,
};

describe('GET/PUT /api/payroll/settings: the readings of the law (issue 27)', () => {
  it('reads the defaults, saves every reading and the night window, and reads them back', async () => {
    expect((await adminA.get('/api/payroll/settings')).json()).toEqual(DEFAULTS);
    const res = await adminA.put('/api/payroll/settings', { roundingMinutes: 5, graceMinutes: 3, taxRateBp: 0, ...READINGS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULTS, roundingMinutes: 5, graceMinutes: 3, ...READINGS });
    expect((await adminA.get('/api/payroll/settings')).json()).toEqual({ ...DEFAULTS, roundingMinutes: 5, graceMinutes: 3, ...READINGS });
    const [row] = await t.database.db.select().from(payrollSettings).where(eq(payrollSettings.companyId, world.a.company.id));
    expect(row).toMatchObject(READINGS);
    // The attendance section carries the same settings.
    const attendance = await adminA.get('/api/payroll/attendance?from=2026-03-02&to=2026-03-03');
    expect(attendance.json().settings).toMatchObject(READINGS);
    // Another company keeps its defaults.
    expect((await adminB.get('/api/payroll/settings')).json()).toEqual(DEFAULTS);
  });

  it("accepts the spec's body without the readings: the company's readings are kept", async () => {
    const res = await adminA.put('/api/payroll/settings', { roundingMinutes: 0, graceMinutes: 0, taxRateBp: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULTS, ...READINGS, taxRateBp: 500 });
    // A company that never chose gets the defaults with the spec's body.
    const b = await adminB.put('/api/payroll/settings', { roundingMinutes: 0, graceMinutes: 0, taxRateBp: 100 });
    expect(b.json()).toEqual({ ...DEFAULTS, taxRateBp: 100 });
    // Only the night window's start: checked against the kept end (22:00 → 05:00 kept, 05:00 → 05:00 refused).
    expect(
      (await adminA.put('/api/payroll/settings', { roundingMinutes: 0, graceMinutes: 0, taxRateBp: 500, nightFromMinute: 300 })).statusCode,
    ).toBe(400);
    const logs = await t.database.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.entityType, 'payroll'), eq(systemLogs.entityId, world.a.company.id)));
    expect(logs.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown reading, a time outside the day and an empty night window (400), and a guard (403)', async () => {
    const base = { roundingMinutes: 0, graceMinutes: 0, taxRateBp: 0 };
    for (const bad of [
      { prPre2017Day: 'window48' },
      { mealPenaltyReading: 'double' },
      { mxSundayReading: 'monday' },
      { overtimeRateBasis: 'average' },
      { flsaCovered: 'yes' },
      { nightFromMinute: 1440 },
      { nightToMinute: -1 },
      { nightFromMinute: 22.5 },
    ]) {
      expect((await adminA.put('/api/payroll/settings', { ...base, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const outside = await adminA.put('/api/payroll/settings', { ...base, nightFromMinute: 1500 });
    expect(outside.json().details.fieldErrors.nightFromMinute).toEqual([PAYROLL_RUN_MESSAGES.timeOfDay]);
    const empty = await adminA.put('/api/payroll/settings', { ...base, nightFromMinute: 600, nightToMinute: 600 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fieldErrors.nightToMinute).toEqual([PAYROLL_RUN_MESSAGES.nightWindowEmpty]);
    expect(EN_RUNS.validation.nightWindowEmpty).toBe('The night window cannot start and end at the same time');
    expect(ES_RUNS.validation.nightWindowEmpty).toBe('La franja nocturna no puede empezar y terminar a la misma hora');
    expect((await guardClient.put('/api/payroll/settings', { ...base, ...READINGS })).statusCode).toBe(403);
    expect((await adminA.get('/api/payroll/settings')).json().taxRateBp).toBe(500);
  });
});

describe('POST /api/payroll/runs/:id/adjustments: kind (issue 27)', () => {
  let runId: string;

  it('saves a non-discretionary bonus and a plain adjustment (the default), and the line tells them apart', async () => {
    const run = await adminA.post('/api/payroll/runs', {
      periodKind: 'weekly',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-07',
      selection: 'guards',
      guardIds: [guard.id],
    });
    expect(run.statusCode, run.body).toBe(201);
    runId = run.json().id;
    const bonus = await adminA.post(`/api/payroll/runs/${runId}/adjustments`, {
      guardId: guard.id,
      amountCents: 5000,
      kind: 'bonus',
      reason: 'Bono de asistencia',
    });
    expect(bonus.statusCode, bonus.body).toBe(201);
    const plain = await adminA.post(`/api/payroll/runs/${runId}/adjustments`, {
      guardId: guard.id,
      amountCents: -1000,
      reason: 'Anticipo',
    });
    expect(plain.statusCode).toBe(201);
    const rows = await t.database.db.select().from(payrollAdjustments).where(eq(payrollAdjustments.runId, runId));
    expect(rows.map((r) => [r.reason, r.kind]).sort()).toEqual([
      ['Anticipo', 'adjustment'],
      ['Bono de asistencia', 'bonus'],
    ]);

    expect((await adminA.post(`/api/payroll/runs/${runId}/calculate`)).statusCode).toBe(202);
    await calculateRun(t.app.ctx, { runId });
    const calculated = (await adminA.get(`/api/payroll/runs/${runId}`)).json();
    expect(calculated.status).toBe('calculated');
    const line = calculated.lines.find((l: { guardId: string }) => l.guardId === guard.id);
    expect(line.adjustmentsCents).toBe(4000);
    const detail = (await adminA.get(`/api/payroll/runs/${runId}/lines/${line.id}`)).json();
    expect(detail.adjustments).toEqual(
      expect.arrayContaining([
        { amountCents: 5000, kind: 'bonus', reason: 'Bono de asistencia', runId: null },
        { amountCents: -1000, kind: 'adjustment', reason: 'Anticipo', runId: null },
      ]),
    );
  });

  it('refuses an unknown kind and a negative bonus (400), and another company’s run (404)', async () => {
    const base = { guardId: guard.id, amountCents: 2000, reason: 'Bono' };
    expect((await adminA.post(`/api/payroll/runs/${runId}/adjustments`, { ...base, kind: 'gift' })).statusCode).toBe(400);
    const negative = await adminA.post(`/api/payroll/runs/${runId}/adjustments`, { ...base, kind: 'bonus', amountCents: -2000 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details.fieldErrors.amountCents).toEqual([PAYROLL_RUN_MESSAGES.bonusPositive]);
    expect(EN_RUNS.validation.bonusPositive).toBe('A bonus is an amount above zero');
    expect(ES_RUNS.validation.bonusPositive).toBe('Un bono debe ser un importe mayor que cero');
    expect((await adminB.post(`/api/payroll/runs/${runId}/adjustments`, { ...base, kind: 'bonus' })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(payrollAdjustments).where(eq(payrollAdjustments.runId, runId));
    expect(rows).toHaveLength(2);
  });
});
