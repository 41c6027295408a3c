// Invoicing (issue 30): a month's invoices of 200 customers × 20 posts (≈ 120,000 shifts) generated in ≤ 10 s on
// PostgreSQL, and the invoice list at p99 ≤ 50 ms with 10 connections over 100,000 invoices.
// Seed: 200 customers with 20 posts each (4,000 posts) and a customer-wide rate card each; 4,000 guards each punching
// one 8-hour shift a day at their own post, every day of March 2026 and the week before (so whole workweeks are read:
// 56 h a week, overtime every week); 100,000 issued invoices spread over the customers for the list.
// Needs about --users 6000 (the base's first 4,000 employed guards).
import { sql } from 'drizzle-orm';
import type { TBenchScenario, TCustomResult } from '../support/types';

const CUSTOMERS = 200;
const POSTS_PER_CUSTOMER = 20;
const FROM = '2026-03-01';
const TO = '2026-03-31';
const INVOICES = 100_000;

const generateMonth =
  () =>
  async ({ baseUrl, cookie }: { baseUrl: string; cookie: string }): Promise<TCustomResult> => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/invoicing/invoices/generate-all`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ periodStart: FROM, periodEnd: TO }),
    });
    const ms = Math.round(performance.now() - t0);
    const body = (await res.json()) as { generated?: number; skipped?: number; message?: string };
    return {
      requestsPerSecond: 0,
      p50Ms: ms,
      p99Ms: ms,
      errors: res.ok ? 0 : 1,
      note: res.ok ? `${body.generated} drafts, ${body.skipped} customers skipped` : `${res.status} ${body.message ?? ''}`.slice(0, 200),
    };
  };

export const invoicingScenario: TBenchScenario<{ customerIds: string[] }> = {
  name: 'invoicing',
  seed: async ({ db, base }) => {
    const companyId = base.companyId;
    const customers = (await db.execute(sql`
      insert into customer_companies (company_id, name)
      select ${companyId}::uuid, 'Bench customer ' || lpad(n::text, 3, '0') from generate_series(1, ${CUSTOMERS}) n
      returning id`)) as unknown as { rows: { id: string }[] };
    const customerIds = customers.rows.map((r) => r.id);
    const ids = `{${customerIds.join(',')}}`;
    await db.execute(sql`
      insert into posts (company_id, customer_company_id, name, time_zone)
      select ${companyId}::uuid, c, 'Post ' || p, 'America/Puerto_Rico'
      from unnest(${ids}::uuid[]) as c, generate_series(1, ${POSTS_PER_CUSTOMER}) p`);
    await db.execute(sql`
      insert into rate_cards (company_id, customer_company_id, from_date, bill_rate_cents, overtime_billing, overtime_factor, holiday_billing)
      select ${companyId}::uuid, c, '2026-01-01', 2300, 'factor', 150, 'none' from unnest(${ids}::uuid[]) as c`);
    // Each of the first 4,000 guards at one post: one 07:00–15:00 shift a day.
    const guardIds = base.guardIds.slice(0, CUSTOMERS * POSTS_PER_CUSTOMER);
    await db.execute(sql`update users set hourly_wage_cents = 1500 where id = any(${`{${guardIds.join(',')}}`}::uuid[])`);
    for (const [type, time] of [
      ['check_in', '07:00'],
      ['check_out', '15:00'],
    ] as const) {
      await db.execute(sql`
        with g as (select g, row_number() over () as n from unnest(${`{${guardIds.join(',')}}`}::uuid[]) as g),
             p as (select id, row_number() over (order by id) as n from posts
                   where company_id = ${companyId}::uuid and customer_company_id = any(${ids}::uuid[]))
        insert into attendance_records (company_id, guard_id, post_id, type, "timestamp", source)
        select ${companyId}::uuid, g.g, p.id, ${type}, ((${FROM}::date + d) + ${time}::time) at time zone 'America/Puerto_Rico', 'kiosk'
        from g join p on p.n = g.n, generate_series(-7, 30) as d`);
    }
    // The list: 100,000 issued invoices over the customers and the last 500 days.
    await db.execute(sql`
      insert into invoices (company_id, customer_company_id, status, prefix, year, sequence, number, period_start, period_end,
                            issue_date, due_date, language, currency, subtotal_cents, tax_cents, total_cents, created_at)
      select ${companyId}::uuid, (${ids}::uuid[])[1 + n % ${CUSTOMERS}], 'sent', 'F', 2025, n, 'F-2025-' || lpad(n::text, 6, '0'),
             '2025-01-01'::date + (n % 500), '2025-01-01'::date + (n % 500) + 29, '2025-02-01'::date + (n % 500),
             '2025-03-03'::date + (n % 500), 'es', 'USD', 100000, 11500, 111500, now() - make_interval(mins => n)
      from generate_series(1, ${INVOICES}) n`);
    await db.execute(sql`analyze invoices`);
    return { customerIds };
  },
  routes: ({ extra }) => [
    { name: 'invoice list: first page (100,000 invoices)', path: '/api/invoicing/invoices?pageSize=25', budgetP99Ms: 50 },
    {
      name: 'invoice list: one customer, sent',
      path: extra.customerIds.slice(0, 20).map((id) => `/api/invoicing/invoices?customerCompanyId=${id}&status=sent&pageSize=25`),
      budgetP99Ms: 50,
    },
    {
      name: `month's drafts of ${CUSTOMERS} customers × ${POSTS_PER_CUSTOMER} posts (≈ 120,000 shifts), ms`,
      path: '/api/invoicing/invoices/generate-all',
      custom: generateMonth(),
      budgetP99Ms: 10_000,
    },
  ],
};
