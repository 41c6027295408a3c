// Incidents at scale (issue 17): 200,000 incidents over a year at 200 posts (BENCH_INCIDENTS makes a smaller set for a
// quick try), 8 categories, 4 severities, every status. Measures the list newest first (keyset paging) unfiltered,
// filtered by status and severity, by post, by category in a 30-day range, and a page deep in the list (cursor);
// budget 50 ms p99 each. Indexes: apps/server/src/db/schema/incidents.ts (company_id first, then the sort keys).
import { addDays, todayIn } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

const INCIDENTS = Number(process.env.BENCH_INCIDENTS ?? 200_000);
const POSTS = 200;

type TIncidentsExtra = { postIds: string[]; categoryIds: string[]; deepCursor: string; from: string; to: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const incidentsScenario: TBenchScenario<TIncidentsExtra> = {
  name: 'incidents',
  seed: async ({ db, base }) => {
    const company = base.companyId;
    const customers = base.customerCompanyIds;
    const guards = base.guardIds.length ? base.guardIds : [null];
    await db.execute(sql`
      insert into posts (company_id, customer_company_id, name, time_zone, geofence_radius_m)
      select ${company}::uuid, (${sql.raw(`array[${customers.map((c) => `'${c}'::uuid`).join(',')}]`)})[1 + (g % ${customers.length})],
             'Incident Post ' || lpad(g::text, 3, '0'), 'America/Puerto_Rico', 100
      from generate_series(1, ${POSTS}::int) as g`);
    await db.execute(sql`
      insert into incident_list_items (company_id, kind, name, level)
      select ${company}::uuid, 'category', 'Category ' || g, null from generate_series(1, 8) g
      union all
      select ${company}::uuid, 'severity', s.name, s.level
      from (values ('Baja', 'low'), ('Media', 'medium'), ('Alta', 'high'), ('Crítica', 'critical')) as s(name, level)`);
    const guardArray = sql.raw(`array[${guards.map((g) => (g ? `'${g}'::uuid` : 'null::uuid')).join(',')}]`);
    await db.execute(sql`
      with p as (select id, customer_company_id, row_number() over (order by name) - 1 as i from posts
                 where company_id = ${company}::uuid and name like 'Incident Post %'),
           c as (select id, name, row_number() over (order by name) - 1 as i from incident_list_items
                 where company_id = ${company}::uuid and kind = 'category'),
           s as (select id, name, level, row_number() over (order by name) - 1 as i from incident_list_items
                 where company_id = ${company}::uuid and kind = 'severity')
      insert into incidents (company_id, number, customer_company_id, post_id, reporting_guard_id, title, description, occurred_at,
                             status, category_id, category_name, severity_id, severity_name, severity_level, audit_trail)
      select ${company}::uuid, (select coalesce(max(number), 0) from incidents where company_id = ${company}::uuid) + g, p.customer_company_id, p.id, (${guardArray})[1 + (g % ${guards.length})],
             'Incident ' || g, 'Bench incident number ' || g, now() - (g * (365 * 86400.0 / ${INCIDENTS})) * interval '1 second',
             (array['pending','reviewed','closed','sealed'])[1 + (g * 7 % 4)], c.id, c.name, s.id, s.name, s.level,
             jsonb_build_array(jsonb_build_object('action', 'created', 'timestamp', now()))
      from generate_series(1, ${INCIDENTS}::int) as g
      join p on p.i = g % ${POSTS}
      join c on c.i = g % 8
      join s on s.i = (g / 5) % 4`);
    // The company's series continues after the generated numbers, as the migration does for real data (decision 0022).
    await db.execute(sql`insert into number_series (company_id, series, next)
      select ${company}::uuid, 'incident', max(number) + 1 from incidents where company_id = ${company}::uuid
      on conflict (company_id, series) do update set next = excluded.next`);
    await db.execute(sql`analyze incidents`);
    const postIds = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from posts where company_id = ${company}::uuid and name like 'Incident Post %' order by name limit 20`,
      ),
    ).map((r) => r.id);
    const categoryIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from incident_list_items where company_id = ${company}::uuid and kind = 'category' order by name`),
    ).map((r) => r.id);
    const [deep] = rowsOf<{ occurred_at: string; id: string }>(
      await db.execute(sql`select occurred_at::text, id from incidents where company_id = ${company}::uuid
        order by occurred_at desc, id desc offset ${Math.floor(INCIDENTS / 2)} limit 1`),
    );
    const deepCursor = Buffer.from(`${new Date(deep.occurred_at).toISOString()}|${deep.id}`).toString('base64url');
    const to = todayIn('America/Puerto_Rico');
    return { postIds, categoryIds, deepCursor, from: addDays(to, -29), to };
  },
  routes: ({ extra }) => [
    { name: 'incidents: first page', path: '/api/incidents?pageSize=25', budgetP99Ms: 50 },
    { name: 'incidents: reviewed + high', path: '/api/incidents?status=reviewed&severityLevel=high&pageSize=25', budgetP99Ms: 50 },
    { name: 'incidents: one post', path: extra.postIds.map((id) => `/api/incidents?postId=${id}&pageSize=25`), budgetP99Ms: 50 },
    {
      name: 'incidents: category in 30 days',
      path: extra.categoryIds.map((id) => `/api/incidents?categoryId=${id}&from=${extra.from}&to=${extra.to}&pageSize=25`),
      budgetP99Ms: 50,
    },
    { name: 'incidents: deep page (cursor)', path: `/api/incidents?pageSize=25&cursor=${extra.deepCursor}`, budgetP99Ms: 50 },
  ],
};
