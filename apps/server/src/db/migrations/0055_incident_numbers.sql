-- Incidents get the company's number (decision 0022, series 'incident'): existing incidents are numbered in the order
-- they were filed, per company, and each company's series continues after its highest number.
ALTER TABLE "incidents" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "incidents" i SET "number" = n."number"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "created_at", "id") AS "number" FROM "incidents") n
  WHERE n."id" = i."id";--> statement-breakpoint
ALTER TABLE "incidents" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_company_number_idx" ON "incidents" USING btree ("company_id","number");--> statement-breakpoint
INSERT INTO "number_series" ("company_id", "series", "next")
  SELECT "company_id", 'incident', max("number") + 1 FROM "incidents" GROUP BY "company_id"
  ON CONFLICT ("company_id", "series") DO UPDATE SET "next" = excluded."next";
