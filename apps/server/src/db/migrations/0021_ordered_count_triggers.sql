-- Custom SQL migration (drizzle-kit generate --custom): counts kept in a fixed lock order, and the users page's counts.
-- Why: a statement that writes users of several companies (a bulk import, a multi-row update) upserts one counts row
-- per company; two such statements running at once upserted them in different orders (hash order, or row order for
-- the per-row guard-version trigger) and deadlocked (CI saw it: dashboard-counts.test.ts on PostgreSQL 15). Every
-- upsert of a counts or versions row now goes in company-id order (ORDER BY), and the users guard-version trigger
-- is a statement trigger (one ordered upsert per statement instead of one per row).
-- Users: employed guards per company (company_counts) and users per company, employment, role order and
-- coordinator flag (user_counts, the users page's totals: decision 0015).
CREATE OR REPLACE FUNCTION count_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, count(*)::int FROM new_rows WHERE role = 'security_guard' AND still_employed GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
    INSERT INTO user_counts AS c (company_id, still_employed, role_order, is_coordinator, users)
        SELECT company_id, still_employed, role_order, is_coordinator, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, still_employed, role_order, is_coordinator) DO UPDATE SET users = c.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, -count(*)::int FROM old_rows WHERE role = 'security_guard' AND still_employed GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
    INSERT INTO user_counts AS c (company_id, still_employed, role_order, is_coordinator, users)
        SELECT company_id, still_employed, role_order, is_coordinator, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, still_employed, role_order, is_coordinator) DO UPDATE SET users = c.users + excluded.users;
  ELSE
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE role = 'security_guard' AND still_employed UNION ALL SELECT company_id, -1 FROM old_rows WHERE role = 'security_guard' AND still_employed) AS changed GROUP BY company_id HAVING sum(d) <> 0 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
    INSERT INTO user_counts AS c (company_id, still_employed, role_order, is_coordinator, users)
        SELECT company_id, still_employed, role_order, is_coordinator, sum(d)::int FROM (
          SELECT company_id, still_employed, role_order, is_coordinator, 1 AS d FROM new_rows
          UNION ALL SELECT company_id, still_employed, role_order, is_coordinator, -1 FROM old_rows
        ) AS changed GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, still_employed, role_order, is_coordinator) DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The users guard-version bump (migration 0010) as statement triggers: the companies whose guard list changed, bumped
-- once each, in company-id order. An update counts when a column the schedule cache reads changed (the column list
-- of the old row trigger; transition tables cannot be combined with UPDATE OF).
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
                 o.termination_date, o.payroll_profile_type_id)
            IS DISTINCT FROM (n.company_id, n.email, n.name, n.last_name, n.role, n.rank, n.still_employed,
                 n.employment_start_date, n.termination_date, n.payroll_profile_type_id)
        ) AS moved CROSS JOIN LATERAL (VALUES (moved.company_id), (moved.old_company_id)) AS changed (company_id)
        ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET guard_version = roster_versions.guard_version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER users_bump_guard_version_write ON users;
--> statement-breakpoint
DROP TRIGGER users_bump_guard_version_update ON users;
--> statement-breakpoint
CREATE TRIGGER users_bump_guard_version_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_guard_version();
--> statement-breakpoint
CREATE TRIGGER users_bump_guard_version_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_guard_version();
--> statement-breakpoint
CREATE TRIGGER users_bump_guard_version_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_users_guard_version();
--> statement-breakpoint
-- Posts, customer companies and system logs: the functions of migration 0019 with their upserts in key order.
CREATE OR REPLACE FUNCTION count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, count(*)::int FROM new_rows WHERE status = 'active' GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, count(*)::int FROM new_rows WHERE status = 'active' GROUP BY customer_company_id, company_id ORDER BY 1, 2
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, -count(*)::int FROM old_rows WHERE status = 'active' GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, -count(*)::int FROM old_rows WHERE status = 'active' GROUP BY customer_company_id, company_id ORDER BY 1, 2
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  ELSE
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE status = 'active' UNION ALL SELECT company_id, -1 FROM old_rows WHERE status = 'active') AS changed GROUP BY company_id HAVING sum(d) <> 0 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, sum(d)::int FROM (SELECT customer_company_id, company_id, 1 AS d FROM new_rows WHERE status = 'active' UNION ALL SELECT customer_company_id, company_id, -1 FROM old_rows WHERE status = 'active') AS changed GROUP BY customer_company_id, company_id HAVING sum(d) <> 0 ORDER BY 1, 2
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_customer_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, count(*)::int FROM new_rows WHERE is_active GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, -count(*)::int FROM old_rows WHERE is_active GROUP BY company_id ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  ELSE
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE is_active UNION ALL SELECT company_id, -1 FROM old_rows WHERE is_active) AS changed GROUP BY company_id HAVING sum(d) <> 0 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_system_logs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), count(*)::int FROM new_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), -count(*)::int FROM old_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  ELSE
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT company_id, sum(d)::int FROM (SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid) AS company_id, 1 AS d FROM new_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') UNION ALL SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), -1 FROM old_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL')) AS changed GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Backfill of user_counts from the users already there (the migration runs in one transaction with the triggers).
INSERT INTO user_counts (company_id, still_employed, role_order, is_coordinator, users)
SELECT company_id, still_employed, role_order, is_coordinator, count(*)::int FROM users GROUP BY 1, 2, 3, 4
ON CONFLICT (company_id, still_employed, role_order, is_coordinator) DO UPDATE SET users = excluded.users;
