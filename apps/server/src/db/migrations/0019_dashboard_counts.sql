-- Custom SQL migration (drizzle-kit generate --custom): the dashboard's maintained counts (decision 0015).
-- Statement triggers on users, posts, customer_companies and system_logs add each statement's net difference per
-- company (and per customer) to company_counts / customer_counts in the writer's own transaction: an upsert that
-- adds, so concurrent writers serialise on the counts row and commit or roll back with their write. Statement
-- triggers with transition tables, not row triggers: a bulk statement (an import, the bench's 20,000-row inserts)
-- makes one upsert per company, where a row trigger updates the same counts row once per row and each update walks
-- the row's growing chain of versions in that transaction (20,000 rows: 0.2 s against about 40 s).
-- Triggers rather than services: every path that writes these tables (services, seeds, bulk SQL, cascaded deletes,
-- areas not written yet) keeps the counts exact without knowing them. An update that changes no counted column
-- writes nothing (HAVING sum(d) <> 0), so it neither writes nor locks a counts row.
-- Users: employed security guards per company.
CREATE OR REPLACE FUNCTION count_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, count(*)::int FROM new_rows WHERE role = 'security_guard' AND still_employed GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, -count(*)::int FROM old_rows WHERE role = 'security_guard' AND still_employed GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
  ELSE
    INSERT INTO company_counts AS c (company_id, employed_guards)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE role = 'security_guard' AND still_employed UNION ALL SELECT company_id, -1 FROM old_rows WHERE role = 'security_guard' AND still_employed) AS changed GROUP BY company_id HAVING sum(d) <> 0
        ON CONFLICT (company_id) DO UPDATE SET employed_guards = c.employed_guards + excluded.employed_guards;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();
--> statement-breakpoint
-- Posts: active posts per company and per customer.
CREATE OR REPLACE FUNCTION count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, count(*)::int FROM new_rows WHERE status = 'active' GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, count(*)::int FROM new_rows WHERE status = 'active' GROUP BY customer_company_id, company_id
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, -count(*)::int FROM old_rows WHERE status = 'active' GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, -count(*)::int FROM old_rows WHERE status = 'active' GROUP BY customer_company_id, company_id
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  ELSE
    INSERT INTO company_counts AS c (company_id, active_posts)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE status = 'active' UNION ALL SELECT company_id, -1 FROM old_rows WHERE status = 'active') AS changed GROUP BY company_id HAVING sum(d) <> 0
        ON CONFLICT (company_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts)
        SELECT customer_company_id, company_id, sum(d)::int FROM (SELECT customer_company_id, company_id, 1 AS d FROM new_rows WHERE status = 'active' UNION ALL SELECT customer_company_id, company_id, -1 FROM old_rows WHERE status = 'active') AS changed GROUP BY customer_company_id, company_id HAVING sum(d) <> 0
        ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + excluded.active_posts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_count_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_posts();
--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_posts();
--> statement-breakpoint
CREATE TRIGGER posts_count_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_posts();
--> statement-breakpoint
-- Customer companies: active customers per company.
CREATE OR REPLACE FUNCTION count_customer_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, count(*)::int FROM new_rows WHERE is_active GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, -count(*)::int FROM old_rows WHERE is_active GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  ELSE
    INSERT INTO company_counts AS c (company_id, active_customers)
        SELECT company_id, sum(d)::int FROM (SELECT company_id, 1 AS d FROM new_rows WHERE is_active UNION ALL SELECT company_id, -1 FROM old_rows WHERE is_active) AS changed GROUP BY company_id HAVING sum(d) <> 0
        ON CONFLICT (company_id) DO UPDATE SET active_customers = c.active_customers + excluded.active_customers;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_companies_count_insert AFTER INSERT ON customer_companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customer_companies();
--> statement-breakpoint
CREATE TRIGGER customer_companies_count_update AFTER UPDATE ON customer_companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customer_companies();
--> statement-breakpoint
CREATE TRIGGER customer_companies_count_delete AFTER DELETE ON customer_companies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_customer_companies();
--> statement-breakpoint
-- System logs: alert entries per company; entries without a company count under the all-zero id (PLATFORM_COUNTS_ID).
-- The alert actions are ALERT_LOG_ACTIONS of packages/shared/src/enums.ts (dashboard-counts.test.ts compares them).
CREATE OR REPLACE FUNCTION count_system_logs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), count(*)::int FROM new_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), -count(*)::int FROM old_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  ELSE
    INSERT INTO company_counts AS c (company_id, alert_logs)
        SELECT company_id, sum(d)::int FROM (SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid) AS company_id, 1 AS d FROM new_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') UNION ALL SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), -1 FROM old_rows WHERE action IN ('ERROR', 'ALERT', 'CRITICAL')) AS changed GROUP BY 1 HAVING sum(d) <> 0
        ON CONFLICT (company_id) DO UPDATE SET alert_logs = c.alert_logs + excluded.alert_logs;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER system_logs_count_insert AFTER INSERT ON system_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_system_logs();
--> statement-breakpoint
CREATE TRIGGER system_logs_count_update AFTER UPDATE ON system_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_system_logs();
--> statement-breakpoint
CREATE TRIGGER system_logs_count_delete AFTER DELETE ON system_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_system_logs();
--> statement-breakpoint
-- Backfill from the data already there (the migration runs in one transaction with the triggers' creation).
INSERT INTO company_counts (company_id, employed_guards, active_posts, active_customers, alert_logs)
SELECT company_id, sum(g), sum(p), sum(c), sum(a) FROM (
  SELECT company_id, count(*) AS g, 0 AS p, 0 AS c, 0 AS a FROM users
    WHERE role = 'security_guard' AND still_employed GROUP BY company_id
  UNION ALL
  SELECT company_id, 0, count(*), 0, 0 FROM posts WHERE status = 'active' GROUP BY company_id
  UNION ALL
  SELECT company_id, 0, 0, count(*), 0 FROM customer_companies WHERE is_active GROUP BY company_id
  UNION ALL
  SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), 0, 0, 0, count(*) FROM system_logs
    WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1
) AS counted
GROUP BY company_id
ON CONFLICT (company_id) DO UPDATE SET
  employed_guards = excluded.employed_guards, active_posts = excluded.active_posts,
  active_customers = excluded.active_customers, alert_logs = excluded.alert_logs;
--> statement-breakpoint
INSERT INTO customer_counts (customer_id, company_id, active_posts)
SELECT customer_company_id, company_id, count(*) FROM posts WHERE status = 'active' GROUP BY customer_company_id, company_id
ON CONFLICT (customer_id) DO UPDATE SET active_posts = excluded.active_posts;
