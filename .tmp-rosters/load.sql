with occ as (
  select a.guard_id, s.id as shift_id, r.id as roster_id, p.id as post_id, p.name as post_name, d.day::date as day,
    (d.day::date - $DATE::date) * 1440 + s.start_minute as s_min,
    (d.day::date - $DATE::date) * 1440 + s.end_minute + case when s.end_minute <= s.start_minute then 1440 else 0 end as e_min
  from generate_series($FROM::date, ($TO::date + 3), interval '1 day') as d(day)
  join roster_shifts s on s.company_id = $COMPANY and s.day_of_week = extract(dow from d.day)::int
  join rosters r on r.id = s.roster_id and r.is_active
    and r.effective_from <= d.day::date and (r.effective_to is null or r.effective_to >= d.day::date)
  join posts p on p.id = r.post_id and p.status = 'active'
  join roster_shift_assignments a on a.shift_id = s.id
  where r.company_id = $COMPANY
)
select guard_id,
  coalesce(sum(e_min - s_min) filter (where day between $FROM::date and $TO::date), 0)::int as week_minutes,
  json_agg(json_build_object('shiftId', shift_id, 'rosterId', roster_id, 'postId', post_id, 'postName', post_name,
      'date', day::text, 'start', s_min, 'end', e_min))
    filter (where e_min > 360 - 480 and s_min < 840 + 480) as near
from occ group by guard_id
