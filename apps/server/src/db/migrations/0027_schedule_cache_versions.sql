-- The shifts board keeps each company's occurrences of a day in memory while roster_versions holds (issue 12): the
-- customer company's name is on every occurrence, so renaming a customer company moves the counter too.
CREATE TRIGGER customer_companies_bump_version AFTER UPDATE OF name ON customer_companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bump_roster_version();
--> statement-breakpoint
-- The schedule cache also keeps each guard's search text (the picker's search: names, e-mail, phones) and overtime
-- rate (the coverage candidates' overtime cost): a change to either moves the guard version too.
CREATE OR REPLACE FUNCTION bump_users_guard_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO roster_versions (company_id, guard_version)
        SELECT DISTINCT company_id, 1 FROM new_rows ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO roster_versions (company_id, guard_version)
        SELECT DISTINCT company_id, 1 FROM old_rows ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  ELSE
    INSERT INTO roster_versions (company_id, guard_version)
        SELECT DISTINCT changed.company_id, 1 FROM (
          SELECT n.company_id, o.company_id AS old_company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (o.company_id, o.email, o.name, o.last_name, o.role, o.rank, o.still_employed, o.employment_start_date,
                 o.termination_date, o.payroll_profile_type_id, o.search_text, o.overtime_rate_cents)
            IS DISTINCT FROM (n.company_id, n.email, n.name, n.last_name, n.role, n.rank, n.still_employed,
                 n.employment_start_date, n.termination_date, n.payroll_profile_type_id, n.search_text, n.overtime_rate_cents)
        ) AS moved CROSS JOIN LATERAL (VALUES (moved.company_id), (moved.old_company_id)) AS changed (company_id)
        ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  END IF;
  RETURN NULL;
END;
$$;
