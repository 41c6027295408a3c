// The shifts board at scale (issue 12): 1,500 posts, 5,000 guards, three shifts a day at every post (day, evening,
// night), each staffed by a weekday and a weekend guard; 2 % of today's guards absent, half of those covered.
// Measures the board for one day (budget 100 ms p99), the coverage candidates of one occurrence (50 ms p99), and 50
// concurrent accepts of one offer (exactly one winner). BENCH_SHIFTS_POSTS makes a smaller set for a quick try.
import { todayIn } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import type { TBenchScenario, TCustomResult } from '../support/types';

const POSTS = Number(process.env.BENCH_SHIFTS_POSTS ?? 1500);
const GUARDS = 5000;
const ACCEPTS = 50;

type TShiftsExtra = { today: string; occurrenceIds: string[]; offerId: string; guardCookies: string[] };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const shiftsScenario: TBenchScenario<TShiftsExtra> = {
  name: 'shifts',
  seed: async ({ db, base }) => {
    const company = base.companyId;
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
        select ${company}::uuid, 'shift-guard' || g || '@bench.test', ${passwordHash}, 'Shift', 'Guard ' || g, 'security_guard',
               (array['guard','senior_guard','supervisor','team_leader'])[1 + g % 4], true
        from generate_series(1, ${GUARDS - n}::int) as g`);
    }
    const customers = base.customerCompanyIds;
    await db.execute(sql`
      insert into posts (company_id, customer_company_id, name, time_zone, geofence_radius_m, bill_rate_cents, pay_rate_cents)
      select ${company}::uuid, (${sql.raw(`array[${customers.map((c) => `'${c}'::uuid`).join(',')}]`)})[1 + (g % ${customers.length})],
             'Shift Post ' || lpad(g::text, 4, '0'), 'America/Puerto_Rico', 100, 2400, 1200
      from generate_series(1, ${POSTS}::int) as g`);
    const since = `${new Date().getUTCFullYear() - 1}-01-01`;
    await db.execute(sql`
      insert into rosters (company_id, post_id, name, effective_from)
      select ${company}::uuid, id, 'Shift roster', ${since}::date from posts where company_id = ${company}::uuid and name like 'Shift Post %'`);
    await db.execute(sql`
      insert into roster_shifts (company_id, roster_id, day_of_week, shift_number, start_minute, end_minute, required_guards)
      select ${company}::uuid, r.id, d, k, (array[360, 840, 1320])[k], (array[840, 1320, 360])[k], 1
      from rosters r cross join generate_series(0, 6) d cross join generate_series(1, 3) k
      where r.company_id = ${company}::uuid and r.name = 'Shift roster'`);
    // Slot j (post, shift number) has a weekday guard and a weekend guard, cycling through the 5,000 guards.
    await db.execute(sql`
      with slots as (
        select r.post_id, k, row_number() over (order by r.post_id, k) as j
        from rosters r cross join generate_series(1, 3) k where r.company_id = ${company}::uuid and r.name = 'Shift roster'
      ),
      guards as (
        select id, row_number() over (order by email) - 1 as i from users
        where company_id = ${company}::uuid and role = 'security_guard' and still_employed
      ),
      n as (select count(*) as total from guards),
      crews as (
        -- Equality on an expression of slots and n only: a hash join (a join on wd.total was a nested loop of
        -- slots × guards, minutes at 100,000 users).
        select slots.post_id, slots.k, wd.id as weekday_guard, we.id as weekend_guard
        from slots cross join n
        join guards wd on wd.i = (slots.j * 2) % n.total
        join guards we on we.i = (slots.j * 2 + 1) % n.total
      )
      insert into roster_shift_assignments (company_id, shift_id, guard_id)
      select ${company}::uuid, s.id, case when s.day_of_week between 1 and 5 then c.weekday_guard else c.weekend_guard end
      from roster_shifts s
      join rosters r on r.id = s.roster_id
      join crews c on c.post_id = r.post_id and c.k = s.shift_number
      where r.company_id = ${company}::uuid and r.name = 'Shift roster'
      on conflict do nothing`);
    const today = todayIn('America/Puerto_Rico');
    const dow = new Date(`${today}T12:00:00Z`).getUTCDay();
    await db.execute(sql`
      insert into absence_categories (company_id, key) values (${company}::uuid, 'sick') on conflict do nothing`);
    // 2 % of today's assigned guards absent today.
    await db.execute(sql`
      insert into absences (company_id, user_id, category_id, start_date, end_date, status)
      select distinct on (a.guard_id) ${company}::uuid, a.guard_id,
        (select id from absence_categories where company_id = ${company}::uuid and key = 'sick'), ${today}::date, ${today}::date, 'active'
      from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
      where s.company_id = ${company}::uuid and s.day_of_week = ${dow} and abs(hashtext(a.guard_id::text)) % 50 = 0`);
    // Occurrences of today left short (for candidates), and the first of them offered to 50 guards.
    const short = rowsOf<{ shift_id: string }>(
      await db.execute(sql`
        select s.id as shift_id from roster_shifts s
        join roster_shift_assignments a on a.shift_id = s.id
        join absences ab on ab.user_id = a.guard_id and ab.start_date = ${today}::date
        where s.company_id = ${company}::uuid and s.day_of_week = ${dow}
        order by s.start_minute desc, s.id limit 20`),
    );
    const occurrenceIds = short.map((r) => `${r.shift_id}:${today}`);
    const offered = rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from users where company_id = ${company}::uuid and role = 'security_guard' and still_employed
          and id not in (select a.guard_id from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
            where s.company_id = ${company}::uuid and s.day_of_week = ${dow})
        order by id limit ${ACCEPTS}`),
    ).map((r) => r.id);
    // Offered for tomorrow's night shift at the first short post so it is still open whenever the bench runs.
    const [offerShift] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from roster_shifts where company_id = ${company}::uuid and day_of_week = ${(dow + 1) % 7}
        and shift_number = 3 order by id limit 1`),
    );
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const [offer] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into shift_offers (company_id, shift_id, date, guard_ids, status, expires_at)
        values (${company}::uuid, ${offerShift.id}::uuid, ${tomorrow}::date, ${`{${offered.join(',')}}`}::uuid[], 'open',
          now() + interval '2 days')
        returning id`),
    );
    const guardCookies: string[] = [];
    for (const guardId of offered) {
      const session = await createSession(db, { userId: guardId, isPersistent: false });
      guardCookies.push(`centinela_session=${session.token}`);
    }
    return { today, occurrenceIds, offerId: offer.id, guardCookies };
  },
  routes: ({ extra }) => [
    {
      name: 'GET /api/shifts (warm-up, first call loads the cache)',
      path: `/api/shifts?date=${extra.today}`,
      connections: 1,
      durationSeconds: 1,
    },
    {
      name: `GET /api/shifts (one day, ${POSTS} posts × 3 shifts)`,
      path: `/api/shifts?date=${extra.today}`,
      budgetP99Ms: 100,
      connections: 1,
    },
    {
      name: 'GET /api/shifts/:occurrenceId/candidates (5,000 guards)',
      path: extra.occurrenceIds.map((id) => `/api/shifts/${id}/candidates`),
      budgetP99Ms: 50,
      connections: 1,
    },
    {
      name: `POST /api/shift-offers/:id/accept (${ACCEPTS} at once)`,
      path: `/api/shift-offers/${extra.offerId}/accept`,
      custom: async ({ baseUrl }): Promise<TCustomResult> => {
        const times: number[] = [];
        const statuses = await Promise.all(
          extra.guardCookies.map(async (cookie) => {
            const started = performance.now();
            const res = await fetch(`${baseUrl}/api/shift-offers/${extra.offerId}/accept`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
              body: '{}',
            });
            times.push(performance.now() - started);
            return res.status;
          }),
        );
        const winners = statuses.filter((s) => s === 200).length;
        const refused = statuses.filter((s) => s === 409).length;
        const sorted = [...times].sort((a, b) => a - b);
        const total = sorted.at(-1) ?? 1;
        const others = statuses.filter((s) => s !== 200 && s !== 409);
        return {
          requestsPerSecond: (statuses.length / total) * 1000,
          p50Ms: Math.round(percentile(sorted, 50)),
          p99Ms: Math.round(percentile(sorted, 99)),
          errors: statuses.length - winners - refused + (winners === 1 ? 0 : 1),
          note: `${winners} winner, ${refused} refused (409)${others.length ? `, other statuses: ${others.join(' ')}` : ''}`,
        };
      },
    },
  ],
};
