-- Custom SQL migration (drizzle-kit generate --custom): the dashboard's maintained counts (decision 0015).
-- Row triggers on users, posts, customer_companies and system_logs add each write's difference to company_counts /
-- customer_counts in the writer's own transaction (an upsert that adds, so concurrent writers serialise on the counts
-- row and commit or roll back with their write). Triggers rather than services: every path that writes these tables
-- (services, seeds, bulk SQL, cascaded deletes, areas not written yet) keeps the counts exact without knowing them.
-- Updates fire only on the columns a count depends on, and write nothing when the difference is zero.
CREATE OR REPLACE FUNCTION bump_company_counts(company uuid, guards integer, active_posts integer, customers integer, alerts integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_counts AS c (company_id, employed_guards, active_posts, active_customers, alert_logs)
  VALUES (company, guards, active_posts, customers, alerts)
  ON CONFLICT (company_id) DO UPDATE SET
    employed_guards = c.employed_guards + excluded.employed_guards,
    active_posts = c.active_posts + excluded.active_posts,
    active_customers = c.active_customers + excluded.active_customers,
    alert_logs = c.alert_logs + excluded.alert_logs;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := 0;
  now_counted integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'security_guard' AND OLD.still_employed THEN was := 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'security_guard' AND NEW.still_employed THEN now_counted := 1; END IF;
  IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id THEN
    IF now_counted <> was THEN PERFORM bump_company_counts(NEW.company_id, now_counted - was, 0, 0, 0); END IF;
  ELSE
    IF was = 1 THEN PERFORM bump_company_counts(OLD.company_id, -1, 0, 0, 0); END IF;
    IF now_counted = 1 THEN PERFORM bump_company_counts(NEW.company_id, 1, 0, 0, 0); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_write AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE OF company_id, role, still_employed ON users
  FOR EACH ROW EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    PERFORM bump_company_counts(OLD.company_id, 0, -1, 0, 0);
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts) VALUES (OLD.customer_company_id, OLD.company_id, -1)
    ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    PERFORM bump_company_counts(NEW.company_id, 0, 1, 0, 0);
    INSERT INTO customer_counts AS c (customer_id, company_id, active_posts) VALUES (NEW.customer_company_id, NEW.company_id, 1)
    ON CONFLICT (customer_id) DO UPDATE SET active_posts = c.active_posts + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_count_write AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION count_posts();
--> statement-breakpoint
-- WHEN: an update that leaves the counted columns as they were writes nothing (no lock on the counts rows).
CREATE TRIGGER posts_count_update AFTER UPDATE OF company_id, customer_company_id, status ON posts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.customer_company_id IS DISTINCT FROM NEW.customer_company_id)
  EXECUTE FUNCTION count_posts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_customer_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_active THEN PERFORM bump_company_counts(OLD.company_id, 0, 0, -1, 0); END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_active THEN PERFORM bump_company_counts(NEW.company_id, 0, 0, 1, 0); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_companies_count_write AFTER INSERT OR DELETE ON customer_companies
  FOR EACH ROW EXECUTE FUNCTION count_customer_companies();
--> statement-breakpoint
CREATE TRIGGER customer_companies_count_update AFTER UPDATE OF company_id, is_active ON customer_companies
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION count_customer_companies();
--> statement-breakpoint
-- Alert actions: ALERT_LOG_ACTIONS in packages/shared/src/enums.ts (a test compares the two). Entries without a
-- company count under the all-zero id (PLATFORM_COUNTS_ID).
CREATE OR REPLACE FUNCTION count_system_logs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.action IN ('ERROR', 'ALERT', 'CRITICAL') THEN
    PERFORM bump_company_counts(coalesce(OLD.company_id, '00000000-0000-0000-0000-000000000000'), 0, 0, 0, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.action IN ('ERROR', 'ALERT', 'CRITICAL') THEN
    PERFORM bump_company_counts(coalesce(NEW.company_id, '00000000-0000-0000-0000-000000000000'), 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER system_logs_count_write AFTER INSERT OR DELETE ON system_logs FOR EACH ROW EXECUTE FUNCTION count_system_logs();
--> statement-breakpoint
CREATE TRIGGER system_logs_count_update AFTER UPDATE OF company_id, action ON system_logs
  FOR EACH ROW WHEN (OLD.action IS DISTINCT FROM NEW.action OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION count_system_logs();
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
  SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'), 0, 0, 0, count(*) FROM system_logs
    WHERE action IN ('ERROR', 'ALERT', 'CRITICAL') GROUP BY 1
) AS counted
GROUP BY company_id
ON CONFLICT (company_id) DO UPDATE SET
  employed_guards = excluded.employed_guards, active_posts = excluded.active_posts,
  active_customers = excluded.active_customers, alert_logs = excluded.alert_logs;
--> statement-breakpoint
INSERT INTO customer_counts (customer_id, company_id, active_posts)
SELECT customer_company_id, min(company_id::text)::uuid, count(*) FROM posts WHERE status = 'active' GROUP BY customer_company_id
ON CONFLICT (customer_id) DO UPDATE SET active_posts = excluded.active_posts;
