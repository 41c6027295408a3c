// Opportunities (issue 15): 50,000 special service requests in the measured company, spread over statuses, priorities,
// service types, clients and two years of dates; the filtered list (each view and filter the page offers) within
// 50 ms p99. Indexes: opportunities_company_status_idx (company, status, start date), _company_start_id_status_idx (the open and closed views read from the index alone),
// _company_created_idx, _company_creator_idx and _customer_idx — every filter starts with the company.
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

const OPPORTUNITIES = 50_000;

type TOpportunitiesExtra = { customerId: string; from: string; to: string };

export const opportunitiesScenario: TBenchScenario<TOpportunitiesExtra> = {
  name: 'opportunities',
  seed: async ({ db, base }) => {
    const customers = `{${base.customerCompanyIds.join(',')}}`;
    await db.execute(sql`
      insert into opportunities (company_id, number, customer_company_id, title, description, location, service_type, priority,
        status, start_date, end_date, start_time, end_time, guards_required, hourly_rate_cents, total_budget_cents,
        contact_person, contact_phone, contact_email, created_by, created_at)
      select ${base.companyId}::uuid, g, (${customers}::uuid[])[1 + g % ${base.customerCompanyIds.length}::int],
        'Servicio especial ' || g, 'Seguridad del evento número ' || g, 'Ubicación ' || (g % 500),
        (array['event_security','construction_site','retail','corporate','residential','industrial','concert_entertainment',
          'sporting_events','vip_protection','emergency_response','temporary_patrol','access_control','crowd_control','other'])[1 + g % 14],
        (array['low','medium','high','urgent','critical'])[1 + g % 5],
        (array['draft','pending','submitted','underReview','approved','rejected','inProgress','completed','cancelled','onHold'])[1 + (g * 7) % 10],
        date '2025-01-01' + (g % 730), date '2025-01-01' + (g % 730) + (g % 3), '08:00', '16:00', 1 + g % 6, 2500, 100000,
        'Contacto ' || g, '+17875550100', 'contacto' || g || '@bench.test',
        (select id from users where email = ${base.adminEmail} limit 1),
        now() - ((g % 400) || ' days')::interval
      from generate_series(1, ${OPPORTUNITIES}::int) as g`);
    // The company's numbering series continues after the generated ones (decision 0022).
    await db.execute(sql`insert into number_series (company_id, series, next) values (${base.companyId}::uuid, 'opportunity', ${OPPORTUNITIES + 1})
      on conflict (company_id, series) do update set next = excluded.next`);
    // A live database is vacuumed by autovacuum (the visibility map the filtered counts' index-only scans rely on); the
    // generator's bulk insert is not, so vacuum here as the users scenario does.
    await db.execute(sql`vacuum analyze opportunities`);
    return { customerId: base.customerCompanyIds[3] ?? base.customerCompanyIds[0], from: '2025-06-01', to: '2025-06-30' };
  },
  routes: ({ extra }) => [
    { name: 'GET /api/opportunities (open view)', path: '/api/opportunities?view=open', budgetP99Ms: 50 },
    { name: 'GET /api/opportunities (closed view, page 40)', path: '/api/opportunities?view=closed&page=40', budgetP99Ms: 50 },
    { name: 'GET /api/opportunities (recent)', path: '/api/opportunities?view=recent', budgetP99Ms: 50 },
    { name: 'GET /api/opportunities (my)', path: '/api/opportunities?view=my', budgetP99Ms: 50 },
    {
      name: 'GET /api/opportunities (all, status + priority + service type)',
      path: '/api/opportunities?view=all&status=approved&priority=high&serviceType=retail',
      budgetP99Ms: 50,
    },
    {
      name: 'GET /api/opportunities (client + date range)',
      path: `/api/opportunities?view=all&customerCompanyId=${extra.customerId}&from=${extra.from}&to=${extra.to}`,
      budgetP99Ms: 50,
    },
    { name: 'GET /api/opportunities (search)', path: '/api/opportunities?view=all&search=especial%201234', budgetP99Ms: 50 },
  ],
};
