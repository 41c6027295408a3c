-- Custom SQL migration (drizzle-kit generate --custom): triggers drizzle-kit cannot express.
-- Changes to what availability reads about guards (users' names, roles, ranks, employment, payroll
-- profile; payroll profile types' thresholds) bump the company's guard_version in roster_versions.
-- Only the listed columns fire the users trigger, so sign-ins (last_login_at) leave the cache alone.
CREATE OR REPLACE FUNCTION bump_guard_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_company := OLD.company_id;
  ELSE
    changed_company := NEW.company_id;
  END IF;
  INSERT INTO roster_versions (company_id, guard_version) VALUES (changed_company, 1)
  ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  IF TG_OP = 'UPDATE' AND OLD.company_id IS DISTINCT FROM NEW.company_id THEN
    INSERT INTO roster_versions (company_id, guard_version) VALUES (OLD.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_bump_guard_version_write AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bump_guard_version();
--> statement-breakpoint
CREATE TRIGGER users_bump_guard_version_update AFTER UPDATE OF company_id, email, name, last_name, role, rank, still_employed,
  employment_start_date, termination_date, payroll_profile_type_id ON users
  FOR EACH ROW EXECUTE FUNCTION bump_guard_version();
--> statement-breakpoint
CREATE TRIGGER payroll_profile_types_bump_guard_version AFTER INSERT OR UPDATE OR DELETE ON payroll_profile_types
  FOR EACH ROW EXECUTE FUNCTION bump_guard_version();
