// Issue 27: the statute vectors with a pay period (packages/shared/src/rules/payroll-hours.vectors.*.ts) through REAL pay
// runs — punches in attendance_records, a payroll profile type with the vector's rule set and options, the company's
// readings in its payroll settings, a run created through the API and calculated by its job — and the line must pay
// exactly the vector's minutes (and cents), covering the vector's workweeks. Vectors the run cannot express from punches
// (breaks, explicit holidays, per-entry rates, special services) are the engine's and the API's alone.
import { PAYROLL_VECTORS, type TPayrollVector } from '@centinela/shared/rules/payroll-hours.vectors';
import { addDays } from '@centinela/shared';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createGuard, createTwoTenantWorld, signIn } from '../../../test/factories';
import { attendanceRecords, companies, payrollProfileTypes, payrollSettings } from '../../db/schema';
import { calculateRun } from './payroll-runs.calculate';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let admin: ReturnType<typeof clientFor>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  admin = clientFor(t.app, await signIn(t.app, world.a.admin));
});
afterAll(() => t.close());

const hm = (v: string) => {
  const [h, m] = v.split(':').map(Number);
  return h * 60 + m;
};

const runnable = (v: TPayrollVector) =>
  v.period &&
  v.periodMinutes &&
  !v.holidays?.length &&
  !v.period.serviceEntries?.length &&
  v.entries.every(([, , , breakMinutes, mealStart, pay]) => !breakMinutes && mealStart === undefined && !pay);

const kindOf = (from: string, to: string) => {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days === 7 ? 'weekly' : days === 14 ? 'biweekly' : days <= 16 ? 'semi_monthly' : 'monthly';
};

const VECTORS = PAYROLL_VECTORS.filter(runnable);

describe('pay runs against the statute vectors (whole workweeks, periods that cut them)', () => {
  it('has period vectors for every jurisdiction that real runs can replay', () => {
    const sets = new Set(VECTORS.map((v) => v.ruleSet));
    for (const ruleSet of ['us-flsa', 'us-ca', 'pr', 'mx']) expect(sets, ruleSet).toContain(ruleSet);
  });

  for (const v of VECTORS) {
    it(v.name, async () => {
      const db = t.database.db;
      const companyId = world.a.company.id;
      const o = v.options ?? {};
      await db.update(companies).set({ timeZone: v.timeZone }).where(eq(companies.id, companyId));
      const readings = {
        flsaCovered: o.flsaCovered ?? true,
        prPre2017Day: o.prPre2017Day ?? 'calendar',
        mealPenaltyReading: o.mealPenaltyReading ?? 'total',
        mxSundayReading: o.mxSundayReading ?? 'shift_start',
        overtimeRateBasis: v.pay?.basis ?? 'weighted',
      } as const;
      await db
        .insert(payrollSettings)
        .values({ companyId, ...readings })
        .onConflictDoUpdate({ target: payrollSettings.companyId, set: readings });
      const [type] = await db
        .insert(payrollProfileTypes)
        .values({
          companyId,
          name: `Law ${v.name}`.slice(0, 100),
          ruleSet: v.ruleSet,
          dailyOvertimeThresholdHours: String((o.dailyThresholdMinutes ?? 480) / 60),
          // The profile type's weekly threshold is a contract only below the law's week (Mexico's 48 h in 2026).
          weeklyOvertimeThresholdHours: String((o.weeklyThresholdMinutes ?? (v.ruleSet === 'mx' ? 2880 : 2400)) / 60),
          alternateWeek: o.alternateWeek ?? false,
          shortMealAgreement: o.shortMealAgreement ?? false,
          mexicoShift: o.mexicoShift ?? null,
          weekStartsOn: o.weekStartsOn ?? null,
          weekStartMinute: o.weekStartMinute ?? null,
          dayCycleStartMinute: o.dayCycleStartMinute ?? null,
          workdayStartMinute: o.workdayStartMinute ?? null,
          restDay: o.restDay ?? null,
        })
        .returning();
      const guard = await createGuard(db, {
        companyId,
        name: 'Ley',
        lastName: v.name.slice(0, 40),
        hourlyWageCents: v.pay?.wageCents ?? 1000,
        payrollProfileTypeId: type.id,
        employmentStartDate: v.hireDate ?? '2020-01-01',
      });
      for (const [date, start, end] of v.entries) {
        const startMs = instantOf(date, hm(start), v.timeZone);
        const endMs = instantOf(hm(end) > hm(start) ? date : addDays(date, 1), hm(end), v.timeZone);
        await db.insert(attendanceRecords).values([
          { companyId, guardId: guard.id, type: 'check_in', timestamp: new Date(startMs) },
          { companyId, guardId: guard.id, type: 'check_out', timestamp: new Date(endMs) },
        ]);
      }
      const { from, to } = v.period as { from: string; to: string };
      const created = await admin.post('/api/payroll/runs', {
        periodKind: kindOf(from, to),
        periodStart: from,
        periodEnd: to,
        selection: 'guards',
        guardIds: [guard.id],
      });
      expect(created.statusCode, created.body).toBe(201);
      const runId = created.json().id;
      expect((await admin.post(`/api/payroll/runs/${runId}/calculate`)).statusCode).toBe(202);
      await calculateRun(t.app.ctx, { runId });
      const run = (await admin.get(`/api/payroll/runs/${runId}`)).json();
      expect(run.status, run.error).toBe('calculated');
      const line = (await admin.get(`/api/payroll/runs/${runId}/lines/${run.lines[0].id}`)).json();
      expect(line.minutes).toEqual(v.periodMinutes);
      if (v.periodWeeks)
        expect(line.weeks.map((w: { start: string; ended: boolean }) => ({ start: w.start, ended: w.ended }))).toEqual(v.periodWeeks);
      if (v.periodPay?.totalCents !== undefined && v.pay && !v.pay.bonusCentsByWeek) expect(line.grossCents).toBe(v.periodPay.totalCents);
      // The run's own answer is the one the what-if gives for the same punches.
      expect(line.ruleSet).toBe(v.ruleSet);
    });
  }
});
