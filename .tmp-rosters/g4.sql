select a.guard_id, s.day_of_week, s.start_minute, s.end_minute from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id where s.company_id = $COMPANY
