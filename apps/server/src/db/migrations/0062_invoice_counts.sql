CREATE TABLE "invoice_counts" (
	"company_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counts_company_id_customer_company_id_kind_status_pk" PRIMARY KEY("company_id","customer_company_id","kind","status")
);
--> statement-breakpoint
-- Custom SQL: invoice_counts kept by statement triggers with transition tables, one upsert per statement in key order
-- (the lock order rule of migration 0021), as opportunity_counts (migration 0044).
CREATE OR REPLACE FUNCTION count_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counts AS c (company_id, customer_company_id, kind, status, invoices)
        SELECT company_id, customer_company_id, kind, status, count(*)::int
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, customer_company_id, kind, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counts AS c (company_id, customer_company_id, kind, status, invoices)
        SELECT company_id, customer_company_id, kind, status, -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, customer_company_id, kind, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSE
    INSERT INTO invoice_counts AS c (company_id, customer_company_id, kind, status, invoices)
        SELECT company_id, customer_company_id, kind, status, sum(d)::int FROM (
          SELECT company_id, customer_company_id, kind, status, 1 AS d FROM new_rows
          UNION ALL
          SELECT company_id, customer_company_id, kind, status, -1 FROM old_rows
        ) AS changed GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (company_id, customer_company_id, kind, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_count_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_count_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_count_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_invoices();
--> statement-breakpoint
INSERT INTO invoice_counts (company_id, customer_company_id, kind, status, invoices)
SELECT company_id, customer_company_id, kind, status, count(*)::int FROM invoices GROUP BY 1, 2, 3, 4;
