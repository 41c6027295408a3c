-- Custom SQL migration (drizzle-kit generate --custom): triggers drizzle-kit cannot express.
-- Every change to posts, rosters, roster shifts or assignments bumps the company's counter in
-- roster_versions; availability reloads its in-memory weekly patterns when the counter moves.
CREATE OR REPLACE FUNCTION bump_roster_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_company := OLD.company_id;
  ELSE
    changed_company := NEW.company_id;
  END IF;
  INSERT INTO roster_versions (company_id, version) VALUES (changed_company, 1)
  ON CONFLICT (company_id) DO UPDATE SET version = roster_versions.version + 1;
  IF TG_OP = 'UPDATE' AND OLD.company_id IS DISTINCT FROM NEW.company_id THEN
    INSERT INTO roster_versions (company_id, version) VALUES (OLD.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = roster_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER roster_shift_assignments_bump_version AFTER INSERT OR UPDATE OR DELETE ON roster_shift_assignments
  FOR EACH ROW EXECUTE FUNCTION bump_roster_version();
--> statement-breakpoint
CREATE TRIGGER roster_shifts_bump_version AFTER INSERT OR UPDATE OR DELETE ON roster_shifts
  FOR EACH ROW EXECUTE FUNCTION bump_roster_version();
--> statement-breakpoint
CREATE TRIGGER rosters_bump_version AFTER INSERT OR UPDATE OR DELETE ON rosters
  FOR EACH ROW EXECUTE FUNCTION bump_roster_version();
--> statement-breakpoint
CREATE TRIGGER posts_bump_version AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION bump_roster_version();
