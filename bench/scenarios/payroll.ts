// Payroll (issues 18 and 27): one pay run of 5,000 guards × two weeks must calculate in ≤ 10 s, loading the whole
// workweeks around the period (decision 0021): punches every day 07:00–15:00 in Puerto Rico from a week before the
// period to a week after it (56 h a week, so each guard has overtime; Puerto Rico's weeks start Monday 12:01 a.m., so the
// Sunday-to-Saturday period cuts two of them). Measured from POST /api/payroll/runs/:id/calculate to the run reading
// `calculated` (the job payroll.calculate_run on the server's own job runner), once per repetition.
// Needs about --users 6000 (the base's first 5,000 employed guards).
import { sql } from 'drizzle-orm';
import type { TBenchScenario, TCustomResult } from '../support/types';

const FROM = '2026-03-01';
const TO = '2026-03-14';
const REPEATS = 2;

const calculateRun =
  (guardIds: string[]) =>
  async ({ baseUrl, cookie }: { baseUrl: string; cookie: string }): Promise<TCustomResult> => {
    const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
    const samples: number[] = [];
    let errors = 0;
    let lines = 0;
    let firstError = '';
    for (let i = 0; i < REPEATS; i++) {
      const created = await fetch(`${baseUrl}/api/payroll/runs`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ periodKind: 'biweekly', periodStart: FROM, periodEnd: TO, selection: 'guards', guardIds }),
      });
      if (!created.ok) {
        errors++;
        continue;
      }
      const run = (await created.json()) as { id: string };
      const t0 = performance.now();
      // No body: a JSON content type without one is a 400.
      const queued = await fetch(`${baseUrl}/api/payroll/runs/${run.id}/calculate`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl },
      });
      if (!queued.ok) {
        errors++;
        firstError ||= `calculate ${queued.status}: ${await queued.text()}`;
      }
      let status = 'calculating';
      while (status === 'calculating' && performance.now() - t0 < 120_000) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await fetch(`${baseUrl}/api/payroll/runs/${run.id}`, { headers });
        const body = (await res.json()) as { status: string; error: string | null; lines: unknown[] };
        status = body.status;
        if (status !== 'calculating') {
          lines = body.lines.length;
          if (status !== 'calculated') {
            errors++;
            firstError ||= `run ${status}: ${body.error}`;
          }
        }
      }
      samples.push(performance.now() - t0);
      await fetch(`${baseUrl}/api/payroll/runs/${run.id}`, { method: 'DELETE', headers: { cookie, origin: baseUrl } });
    }
    samples.sort((a, b) => a - b);
    return {
      requestsPerSecond: 0,
      p50Ms: Math.round(samples[0] ?? 0),
      p99Ms: Math.round(samples[samples.length - 1] ?? 0),
      errors,
      note: `${guardIds.length} guards × 2 weeks (21 days of punches loaded), ${lines} lines; ${REPEATS} runs (fastest, slowest)${firstError ? `; ${firstError.slice(0, 200)}` : ''}`,
    };
  };

export const payrollScenario: TBenchScenario<{ guardIds: string[] }> = {
  name: 'payroll',
  seed: async ({ db, base }) => {
    const guardIds = base.guardIds.slice(0, 5000);
    const ids = `{${guardIds.join(',')}}`;
    await db.execute(sql`update users set hourly_wage_cents = 1500 where id = any(${ids}::uuid[])`);
    for (const [type, time] of [
      ['check_in', '07:00'],
      ['check_out', '15:00'],
    ] as const) {
      await db.execute(sql`
        insert into attendance_records (company_id, guard_id, type, "timestamp", source)
        select ${base.companyId}::uuid, g, ${type}, ((${FROM}::date + d) + ${time}::time) at time zone 'America/Puerto_Rico', 'kiosk'
        from unnest(${ids}::uuid[]) as g, generate_series(-7, 20) as d`);
    }
    return { guardIds };
  },
  routes: ({ extra }) => [
    {
      name: `payroll run: ${extra.guardIds.length} guards × 2 weeks calculated (ms from calculate to calculated)`,
      path: '/api/payroll/runs',
      custom: calculateRun(extra.guardIds),
      budgetP99Ms: 10_000,
    },
  ],
};
