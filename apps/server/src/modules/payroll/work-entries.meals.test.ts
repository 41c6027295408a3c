// Meal periods reach pay runs (issue 27): meal punches and a roster shift's scheduled meal become the engine's
// breakMinutes/mealStartMinute (work-entries.ts), so a run pays the meal penalty the what-if calculator shows. Puerto
// Rico guards (29 LPRA 283: the meal starts by the end of the 5th hour; 1 hour; a day over 6 h must have one): a
// 9-hour punched day with the meal at 6 h, a day without meal punches of a guard who records meals (meal not taken), a
// guard who never records meals (unknown: no rule), and an unpunched scheduled day whose shift carries a late meal.
import { ROSTER_MESSAGES } from '@centinela/shared/contracts/rosters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EN_ROSTERS from '../../../../web/src/i18n/locales/en/rosters.json' with { type: 'json' };
import ES_ROSTERS from '../../../../web/src/i18n/locales/es/rosters.json' with { type: 'json' };
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { attendanceRecords, payrollProfileTypes } from '../../db/schema';
import { calculateRun } from './payroll-runs.calculate';
import { loadGuardWork } from './work-entries';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let adminA: ReturnType<typeof clientFor>;
let adminB: ReturnType<typeof clientFor>;
let prTypeId: string;

// Puerto Rico (UTC−4, no DST). The week of Monday 2026-03-02; the run is that Monday to Sunday.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const FROM = '2026-03-02';
const TO = '2026-03-08';

type TPunchType = 'check_in' | 'check_out' | 'meal_start' | 'meal_end';
const punches = (guardId: string, list: [TPunchType, string, string][]) =>
  t.database.db
    .insert(attendanceRecords)
    .values(list.map(([type, date, time]) => ({ companyId: world.a.company.id, guardId, type, timestamp: at(date, time) })));

const prGuard = (name: string) =>
  createGuard(t.database.db, {
    companyId: world.a.company.id,
    name,
    lastName: 'Comida',
    hourlyWageCents: 1000,
    payrollProfileTypeId: prTypeId,
    employmentStartDate: '2020-01-01',
  });

/** A weekly run of the guards, calculated by its job's function; the line detail of each guard by id. */
const runLines = async (guardIds: string[]) => {
  const created = await adminA.post('/api/payroll/runs', {
    periodKind: 'weekly',
    periodStart: FROM,
    periodEnd: TO,
    selection: 'guards',
    guardIds,
  });
  expect(created.statusCode, created.body).toBe(201);
  const runId = created.json().id;
  expect((await adminA.post(`/api/payroll/runs/${runId}/calculate`)).statusCode).toBe(202);
  await calculateRun(t.app.ctx, { runId });
  const run = (await adminA.get(`/api/payroll/runs/${runId}`)).json();
  expect(run.status, run.error).toBe('calculated');
  const details = new Map<
    string,
    { minutes: Record<string, number>; days: { applied: { rule: string }[] }[]; unverifiedMinutes: number }
  >();
  for (const line of run.lines as { id: string; guardId: string }[]) {
    const detail = await adminA.get(`/api/payroll/runs/${runId}/lines/${line.id}`);
    expect(detail.statusCode).toBe(200);
    details.set(line.guardId, detail.json());
  }
  return { runId, lineIds: (run.lines as { id: string }[]).map((l) => l.id), details };
};

const rulesOf = (detail: { days: { applied: { rule: string }[] }[] }) => detail.days.flatMap((d) => d.applied.map((a) => a.rule));

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  adminA = clientFor(t.app, await signIn(t.app, world.a.admin));
  adminB = clientFor(t.app, await signIn(t.app, world.b.admin));
  const [type] = await t.database.db
    .insert(payrollProfileTypes)
    .values({ companyId: world.a.company.id, name: 'Puerto Rico', ruleSet: 'pr' })
    .returning();
  prTypeId = type.id;
});
afterAll(() => t.close());

describe('punched meals in a pay run', () => {
  it("pays a Puerto Rico guard's late meal (started at 6 h of a 9-hour day) as 60 meal-penalty minutes", async () => {
    const guard = await prGuard('Tarde');
    // Tuesday 07:00–16:00, meal 13:00–14:00: 8 h worked, the meal starts 60 minutes after the end of the 5th hour.
    await punches(guard.id, [
      ['check_in', '2026-03-03', '07:00'],
      ['meal_start', '2026-03-03', '13:00'],
      ['meal_end', '2026-03-03', '14:00'],
      ['check_out', '2026-03-03', '16:00'],
    ]);
    const { details } = await runLines([guard.id]);
    const line = details.get(guard.id);
    expect(line?.minutes).toMatchObject({ regular: 480, meal_penalty: 60 });
    expect(rulesOf(line as never)).toContain('pr.meal_late');
    // The attendance section: in and out listed, the meal left out of the worked time.
    const attendance = await adminA.get(`/api/payroll/attendance?from=2026-03-03&to=2026-03-03&guardId=${guard.id}`);
    expect(attendance.json().days[0]).toMatchObject({ workedMinutes: 480, issues: [] });
    expect(attendance.json().days[0].punches.map((p: { type: string }) => p.type)).toEqual([
      'check_in',
      'meal_start',
      'meal_end',
      'check_out',
    ]);
  });

  it('pays no penalty for a meal taken in time', async () => {
    const guard = await prGuard('Puntual');
    await punches(guard.id, [
      ['check_in', '2026-03-04', '07:00'],
      ['meal_start', '2026-03-04', '11:00'],
      ['meal_end', '2026-03-04', '12:00'],
      ['check_out', '2026-03-04', '16:00'],
    ]);
    const { details } = await runLines([guard.id]);
    expect(details.get(guard.id)?.minutes).toEqual({ regular: 480 });
  });

  it('reads a day without meal punches as a meal not taken when the guard records meals, and as unknown when not', async () => {
    const records = await prGuard('Registra');
    const never = await prGuard('Nunca');
    await punches(records.id, [
      ['check_in', '2026-03-03', '07:00'],
      ['meal_start', '2026-03-03', '11:00'],
      ['meal_end', '2026-03-03', '12:00'],
      ['check_out', '2026-03-03', '16:00'],
      // Thursday: 9 hours straight.
      ['check_in', '2026-03-05', '07:00'],
      ['check_out', '2026-03-05', '16:00'],
    ]);
    await punches(never.id, [
      ['check_in', '2026-03-05', '07:00'],
      ['check_out', '2026-03-05', '16:00'],
    ]);
    const { details } = await runLines([records.id, never.id]);
    expect(details.get(records.id)?.minutes.meal_penalty).toBe(60);
    expect(rulesOf(details.get(records.id) as never)).toContain('pr.meal_missing');
    expect(details.get(never.id)?.minutes.meal_penalty).toBeUndefined();

    // The entries themselves: the meal as the break, where it started; the unknown one without meal fields.
    const work = await loadGuardWork(t.database.db, {
      companyId: world.a.company.id,
      timeZone: 'America/Puerto_Rico',
      from: FROM,
      to: TO,
      guardIds: [records.id, never.id],
      settings: { roundingMinutes: 0, graceMinutes: 0 },
    });
    expect(work.get(records.id)?.entries.map((e) => [e.breakMinutes, e.mealStartMinute])).toEqual([
      [60, 240],
      [0, 540],
    ]);
    expect(work.get(never.id)?.entries[0]).not.toHaveProperty('mealStartMinute');
  });

  it('ends a meal still open at the check-out there', async () => {
    const guard = await prGuard('Abierta');
    await punches(guard.id, [
      ['check_in', '2026-03-06', '07:00'],
      ['meal_start', '2026-03-06', '15:30'],
      ['check_out', '2026-03-06', '16:00'],
    ]);
    const work = await loadGuardWork(t.database.db, {
      companyId: world.a.company.id,
      timeZone: 'America/Puerto_Rico',
      from: FROM,
      to: TO,
      guardIds: [guard.id],
      settings: { roundingMinutes: 0, graceMinutes: 0 },
    });
    expect(work.get(guard.id)?.entries[0]).toMatchObject({ breakMinutes: 30, mealStartMinute: 510 });
  });
});

describe('a scheduled meal in a pay run', () => {
  let rosterId: string;
  const shiftBody = (guardId: string, meal: { mealStartTime?: string | null; mealMinutes?: number | null }) => ({
    postId: world.a.post.id,
    name: 'Con comida',
    effectiveFrom: '2026-01-01',
    overrideReason: 'Prueba de comida programada',
    scheduleData: {
      days: [
        {
          dayOfWeek: 3,
          shifts: [{ shiftNumber: 1, startTime: '07:00', endTime: '16:00', requiredGuards: 1, guardIds: [guardId], ...meal }],
        },
      ],
    },
  });

  it('refuses a meal without its minutes, one outside the shift and bad minutes (400, worded in es and en)', async () => {
    const guard = await prGuard('Validar');
    const field = 'scheduleData.days.0.shifts.0';
    for (const [meal, path, message] of [
      [{ mealStartTime: '12:00' }, 'mealMinutes', ROSTER_MESSAGES.mealIncomplete],
      [{ mealMinutes: 30 }, 'mealStartTime', ROSTER_MESSAGES.mealIncomplete],
      [{ mealStartTime: '15:45', mealMinutes: 30 }, 'mealStartTime', ROSTER_MESSAGES.mealOutsideShift],
      [{ mealStartTime: '06:00', mealMinutes: 30 }, 'mealStartTime', ROSTER_MESSAGES.mealOutsideShift],
      [{ mealStartTime: '12:00', mealMinutes: 2 }, 'mealMinutes', ROSTER_MESSAGES.mealMinutes],
    ] as const) {
      const res = await adminA.post('/api/rosters', shiftBody(guard.id, meal));
      expect(res.statusCode, JSON.stringify(meal)).toBe(400);
      expect(res.json().details.fieldErrors[`${field}.${path}`], JSON.stringify(meal)).toEqual([message]);
    }
    expect(ES_ROSTERS.validation.mealOutsideShift).toBe('La comida debe empezar y terminar dentro del turno');
    expect(EN_ROSTERS.validation.mealOutsideShift).toBe('The meal must start and end within the shift');
    expect(ES_ROSTERS.validation.mealIncomplete).toContain('comida');
    expect(EN_ROSTERS.validation.mealIncomplete).toContain('meal');
  });

  it('saves the meal with the shift, keeps it when a guard is assigned, and keeps it from another company (404)', async () => {
    const guard = await prGuard('Programado');
    const res = await adminA.post('/api/rosters', shiftBody(guard.id, { mealStartTime: '13:30', mealMinutes: 30 }));
    expect(res.statusCode, res.body).toBe(201);
    rosterId = res.json().id;
    const shift = res.json().scheduleData.days[3].shifts[0];
    expect(shift).toMatchObject({ startTime: '07:00', endTime: '16:00', mealStartTime: '13:30', mealMinutes: 30 });
    const other = await prGuard('Segundo');
    const assigned = await adminA.post(`/api/rosters/${rosterId}/shifts/${shift.id}/guards`, {
      guardId: other.id,
      overrideReason: 'Prueba de comida programada',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().scheduleData.days[3].shifts[0]).toMatchObject({ mealStartTime: '13:30', mealMinutes: 30 });
    expect((await adminB.get(`/api/rosters/${rosterId}`)).statusCode).toBe(404);

    // Wednesday unpunched: the schedule (unverified) with its meal at 6 h 30 → the 60 late minutes; 8 h 30 min paid.
    const { details } = await runLines([guard.id]);
    const line = details.get(guard.id);
    expect(line?.minutes).toMatchObject({ regular: 480, overtime_150: 30, meal_penalty: 60 });
    expect(line?.unverifiedMinutes).toBe(510);
    expect(rulesOf(line as never)).toContain('pr.meal_late');
  });

  it('clears the meal when the shift is saved without one', async () => {
    const roster = (await adminA.get(`/api/rosters/${rosterId}`)).json();
    const [guardId] = roster.scheduleData.days[3].shifts[0].guardIds;
    const res = await adminA.put(`/api/rosters/${rosterId}`, shiftBody(guardId, { mealStartTime: '', mealMinutes: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scheduleData.days[3].shifts[0]).toMatchObject({ mealStartTime: null, mealMinutes: null });
  });
});
