// Migration 0047_number_series (decision 0022) moves every numbered record's counter to number_series without a gap or
// a repeat: it runs the committed SQL files on an empty database up to it, adds pay runs and opportunity counters, then
// 0047.
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from './migration-harness';

const { targetIndex, rows, applyTarget } = migrationUnderTest('0047_number_series');

describe('migration 0047_number_series', () => {
  it("continues each company's series where its numbers are and drops the old counters", async () => {
    expect(targetIndex).toBeGreaterThan(0);
    const [a] = await rows<{ id: string }>(`insert into companies (name) values ('A') returning id`);
    const [b] = await rows<{ id: string }>(`insert into companies (name) values ('B') returning id`);
    for (const n of [1, 2, 7]) {
      await rows(`insert into payroll_runs (company_id, number, period_kind, period_start, period_end)
        values ('${a?.id}', ${n}, 'weekly', '2026-03-01', '2026-03-07')`);
    }
    await rows(
      `insert into opportunity_settings (company_id, next_number, next_quote_number) values ('${a?.id}', 12, 5), ('${b?.id}', 1, 1)`,
    );

    await applyTarget();

    const series = await rows<{ company: string; series: string; next: number }>(
      `select c.name as company, s.series, s.next from number_series s join companies c on c.id = s.company_id order by 1, 2`,
    );
    expect(series).toEqual([
      { company: 'A', series: 'opportunity', next: 12 },
      { company: 'A', series: 'opportunity_quote', next: 5 },
      { company: 'A', series: 'payroll_run', next: 8 },
      { company: 'B', series: 'opportunity', next: 1 },
      { company: 'B', series: 'opportunity_quote', next: 1 },
    ]);
    const columns = await rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'opportunity_settings' and column_name like 'next%'`,
    );
    expect(columns).toEqual([]);
  }, 120_000);
});
