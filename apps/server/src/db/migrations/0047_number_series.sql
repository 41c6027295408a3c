CREATE TABLE "number_series" (
	"company_id" uuid NOT NULL,
	"series" text NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "number_series_company_id_series_pk" PRIMARY KEY("company_id","series")
);
--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom SQL: each series continues where the company's numbers are (decision 0022): pay runs after their highest
-- number, opportunities and quotes from the counters they had on opportunity_settings.
INSERT INTO "number_series" ("company_id", "series", "next")
  SELECT "company_id", 'payroll_run', max("number") + 1 FROM "payroll_runs" GROUP BY "company_id";--> statement-breakpoint
INSERT INTO "number_series" ("company_id", "series", "next")
  SELECT "company_id", 'opportunity', greatest("next_number", coalesce((SELECT max(o."number") + 1 FROM "opportunities" o WHERE o."company_id" = s."company_id"), 1))
  FROM "opportunity_settings" s;--> statement-breakpoint
INSERT INTO "number_series" ("company_id", "series", "next")
  SELECT "company_id", 'opportunity_quote', "next_quote_number" FROM "opportunity_settings";--> statement-breakpoint
ALTER TABLE "opportunity_settings" DROP COLUMN "next_number";--> statement-breakpoint
ALTER TABLE "opportunity_settings" DROP COLUMN "next_quote_number";