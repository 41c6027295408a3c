// Migration 0015_money_cents turns numeric rates and wages into integer cents without changing a value
// (decision 0010). It runs the committed SQL files on an empty database: every migration before it, then rows with
// awkward amounts (12.35, 0.07, 99999.99, 4.35: 4.35 * 100 is 434.99999999999994 as a float), then 0015.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from './migration-harness';

const { targetIndex, rows, applyTarget, database } = migrationUnderTest('0015_money_cents');

describe('migration 0015_money_cents', () => {
  it('converts every stored amount to the exact integer cents and sets Mexican companies to MXN', async () => {
    expect(targetIndex).toBeGreaterThan(0);
    const [pr] = await rows<{ id: string }>(`insert into companies (name, address) values ('PR Co', '{"country":"PR"}') returning id`);
    const [mx] = await rows<{ id: string }>(`insert into companies (name, address) values ('MX Co', '{"country":"MX"}') returning id`);
    const [customer] = await rows<{ id: string }>(
      `insert into customer_companies (company_id, name) values ('${pr?.id}', 'Cliente') returning id`,
    );
    const amounts = [
      ['12.35', '0.07'],
      ['99999.99', '4.35'],
      [null, '0.10'],
    ];
    for (const [i, [bill, pay]] of amounts.entries()) {
      await database().db.execute(
        sql.raw(`insert into posts (company_id, customer_company_id, name, time_zone, bill_rate, pay_rate)
          values ('${pr?.id}', '${customer?.id}', 'Puesto ${i}', 'America/Puerto_Rico', ${bill ?? 'null'}, ${pay})`),
      );
      await database().db.execute(
        sql.raw(`insert into users (company_id, email, password_hash, role, hourly_wage, overtime_rate)
          values ('${mx?.id}', 'g${i}@x.test', 'x', 'security_guard', ${pay}, ${bill ?? 'null'})`),
      );
    }

    await applyTarget();

    const posts = await rows<{ name: string; bill_rate_cents: number | null; pay_rate_cents: number }>(
      'select name, bill_rate_cents, pay_rate_cents from posts order by name',
    );
    expect(posts).toEqual([
      { name: 'Puesto 0', bill_rate_cents: 1235, pay_rate_cents: 7 },
      { name: 'Puesto 1', bill_rate_cents: 9_999_999, pay_rate_cents: 435 },
      { name: 'Puesto 2', bill_rate_cents: null, pay_rate_cents: 10 },
    ]);
    const users = await rows<{ email: string; hourly_wage_cents: number; overtime_rate_cents: number | null }>(
      'select email, hourly_wage_cents, overtime_rate_cents from users order by email',
    );
    expect(users).toEqual([
      { email: 'g0@x.test', hourly_wage_cents: 7, overtime_rate_cents: 1235 },
      { email: 'g1@x.test', hourly_wage_cents: 435, overtime_rate_cents: 9_999_999 },
      { email: 'g2@x.test', hourly_wage_cents: 10, overtime_rate_cents: null },
    ]);
    const companies = await rows<{ name: string; currency: string }>('select name, currency from companies order by name');
    expect(companies).toEqual([
      { name: 'MX Co', currency: 'MXN' },
      { name: 'PR Co', currency: 'USD' },
    ]);
    const columns = await rows<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
        where table_name in ('posts', 'users') and column_name in ('bill_rate', 'pay_rate', 'hourly_wage', 'overtime_rate',
          'bill_rate_cents', 'pay_rate_cents', 'hourly_wage_cents', 'overtime_rate_cents') order by column_name`,
    );
    expect(columns.map((c) => `${c.column_name}:${c.data_type}`)).toEqual([
      'bill_rate_cents:integer',
      'hourly_wage_cents:integer',
      'overtime_rate_cents:integer',
      'pay_rate_cents:integer',
    ]);
  }, 60_000);
});
