CREATE TABLE "opportunity_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"opportunities" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_counts_company_id_status_created_by_pk" PRIMARY KEY("company_id","status","created_by")
);
--> statement-breakpoint
-- Custom SQL: opportunity_counts kept by statement triggers with transition tables, one upsert per statement in key
-- order (the lock order rule of migration 0021); an opportunity without creator counts under the zero uuid.
CREATE OR REPLACE FUNCTION count_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO opportunity_counts AS c (company_id, status, created_by, opportunities)
        SELECT company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid), count(*)::int
        FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (company_id, status, created_by) DO UPDATE SET opportunities = c.opportunities + excluded.opportunities;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO opportunity_counts AS c (company_id, status, created_by, opportunities)
        SELECT company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid), -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (company_id, status, created_by) DO UPDATE SET opportunities = c.opportunities + excluded.opportunities;
  ELSE
    INSERT INTO opportunity_counts AS c (company_id, status, created_by, opportunities)
        SELECT company_id, status, created_by, sum(d)::int FROM (
          SELECT company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid) AS created_by, 1 AS d FROM new_rows
          UNION ALL
          SELECT company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid), -1 FROM old_rows
        ) AS changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (company_id, status, created_by) DO UPDATE SET opportunities = c.opportunities + excluded.opportunities;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER opportunities_count_insert AFTER INSERT ON opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_count_update AFTER UPDATE ON opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_count_delete AFTER DELETE ON opportunities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_opportunities();
--> statement-breakpoint
-- Backfill from the opportunities already there (the migration runs in one transaction with the triggers).
INSERT INTO opportunity_counts (company_id, status, created_by, opportunities)
SELECT company_id, status, coalesce(created_by, '00000000-0000-0000-0000-000000000000'::uuid), count(*)::int
FROM opportunities GROUP BY 1, 2, 3;
