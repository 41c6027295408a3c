// Posts and rosters at scale (issue 4): 500 posts (100 of them at the first customer), 5,000 guards and
// three shifts a day at every post (day, evening, night), each staffed by a weekday and a weekend guard.
// Measures the availability answer for one shift, one week of the roster view for 100 posts and remove-guard.
import { addDays, startOfWeek, todayIn } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

const POSTS = 500;
const POSTS_AT_FIRST_CUSTOMER = 100;
const GUARDS = 5000;

type TRostersExtra = { postIds: string[]; removableGuardIds: string[]; weekFrom: string; weekTo: string; tuesday: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const rostersScenario: TBenchScenario<TRostersExtra> = {
  name: 'rosters',
  seed: async ({ db, base }) => {
    const company = base.companyId;
    // Top the company up to 5,000 employed guards when the base size has fewer.
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from users where company_id = ${company}::uuid and role = 'security_guard' and still_employed`,
      ),
    );
    if (n < GUARDS) {
      const [{ password_hash: passwordHash }] = rowsOf<{ password_hash: string }>(
        await db.execute(sql`select password_hash from users where company_id = ${company}::uuid limit 1`),
      );
      await db.execute(sql`
        insert into users (company_id, email, password_hash, name, last_name, role, rank, still_employed)
        select ${company}::uuid, 'roster-guard' || g || '@bench.test', ${passwordHash}, 'Roster', 'Guard ' || g, 'security_guard',
               (array['guard','senior_guard','supervisor','team_leader'])[1 + g % 4], true
        from generate_series(1, ${GUARDS - n}::int) as g`);
    }
    const customers = base.customerCompanyIds;
    // 100 posts at the first customer, the other 400 spread over the rest.
    await db.execute(sql`
      insert into posts (company_id, customer_company_id, name, time_zone, geofence_radius_m, bill_rate_cents, pay_rate_cents)
      select ${company}::uuid,
             (${sql.raw(`array[${customers.map((c) => `'${c}'::uuid`).join(',')}]`)})[case when g <= ${POSTS_AT_FIRST_CUSTOMER}
               then 1 else 2 + (g % ${customers.length - 1}) end],
             'Bench Post ' || lpad(g::text, 3, '0'), 'America/Puerto_Rico', 100, 2400, 1200
      from generate_series(1, ${POSTS}::int) as g`);
    const since = `${new Date().getUTCFullYear()}-01-01`;
    await db.execute(sql`
      insert into rosters (company_id, post_id, name, effective_from)
      select ${company}::uuid, id, 'Bench roster', ${since}::date from posts where company_id = ${company}::uuid`);
    await db.execute(sql`
      insert into roster_shifts (company_id, roster_id, day_of_week, shift_number, start_minute, end_minute, required_guards)
      select ${company}::uuid, r.id, d, n, (array[360, 840, 1320])[n], (array[840, 1320, 360])[n], 1
      from rosters r cross join generate_series(0, 6) d cross join generate_series(1, 3) n
      where r.company_id = ${company}::uuid`);
    // Guard k works slot k: (post, shift number) on weekdays for the first 1,500 slots' crews, weekends for the next.
    await db.execute(sql`
      with slots as (
        select r.post_id, n, row_number() over (order by r.post_id, n) as k
        from rosters r cross join generate_series(1, 3) n where r.company_id = ${company}::uuid
      ),
      guards as (
        select id, row_number() over (order by email) as k from users
        where company_id = ${company}::uuid and role = 'security_guard' and still_employed
      ),
      crews as (
        select slots.post_id, slots.n, wd.id as weekday_guard, we.id as weekend_guard
        from slots
        join guards wd on wd.k = slots.k
        join guards we on we.k = slots.k + ${POSTS * 3}
      )
      insert into roster_shift_assignments (company_id, shift_id, guard_id)
      select ${company}::uuid, s.id, case when s.day_of_week between 1 and 5 then c.weekday_guard else c.weekend_guard end
      from roster_shifts s
      join rosters r on r.id = s.roster_id
      join crews c on c.post_id = r.post_id and c.n = s.shift_number
      where r.company_id = ${company}::uuid`);
    const postIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from posts where company_id = ${company}::uuid order by name limit 20`),
    ).map((r) => r.id);
    // Weekend guards (two shifts a week each) for remove-guard.
    const removableGuardIds = rowsOf<{ guard_id: string }>(
      await db.execute(sql`select distinct a.guard_id from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
        where s.company_id = ${company}::uuid and s.day_of_week = 6 limit 200`),
    ).map((r) => r.guard_id);
    const weekFrom = startOfWeek(todayIn('America/Puerto_Rico'));
    return { postIds, removableGuardIds, weekFrom, weekTo: addDays(weekFrom, 6), tuesday: addDays(weekFrom, 9) };
  },
  routes: ({ base, extra }) => [
    {
      // The first call of a process loads the company's guards and weekly patterns into its cache (schedule-cache.ts);
      // measured apart so the budgeted line below is the steady state.
      name: 'GET /api/rosters/availability (warm-up, first call loads the cache)',
      path: `/api/rosters/availability?postId=${extra.postIds[0]}&date=${extra.tuesday}&startTime=06:00&endTime=14:00`,
      connections: 1,
      durationSeconds: 1,
    },
    {
      name: 'GET /api/rosters/availability (5,000 guards)',
      path: extra.postIds.map(
        (postId, i) =>
          `/api/rosters/availability?postId=${postId}&date=${extra.tuesday}&startTime=${i % 2 ? '14:00' : '06:00'}&endTime=${i % 2 ? '22:00' : '14:00'}`,
      ),
      budgetP99Ms: 50,
      connections: 1,
    },
    {
      name: 'GET /api/rosters/occurrences (week, 100 posts)',
      path: `/api/rosters/occurrences?from=${extra.weekFrom}&to=${extra.weekTo}&customerCompanyId=${base.customerCompanyIds[0]}`,
      budgetP99Ms: 200,
      connections: 1,
    },
    {
      name: 'GET /api/reports/post-status (500 posts)',
      path: '/api/reports/post-status?pageSize=100',
      budgetP99Ms: 200,
      connections: 1,
    },
    {
      // The body is fixed: the first call removes the guard's shifts, later ones find none (same statement, same plan).
      name: 'POST /api/rosters/remove-guard',
      method: 'POST',
      path: '/api/rosters/remove-guard',
      body: { guardId: extra.removableGuardIds[0] },
      budgetP99Ms: 100,
      connections: 1,
    },
  ],
};
