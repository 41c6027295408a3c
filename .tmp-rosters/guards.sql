select u.id, coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as name,
          u.rank, u.still_employed, u.employment_start_date::text as employment_start_date,
          u.termination_date::text as termination_date, ppt.weekly_overtime_threshold_hours as weekly_threshold
        from users u
        left join payroll_profile_types ppt on ppt.id = u.payroll_profile_type_id and ppt.company_id = u.company_id
        where u.company_id = $COMPANY and u.role = 'security_guard'
        order by u.sort_name
