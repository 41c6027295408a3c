CREATE TABLE "incident_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "novelties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_company_id" uuid,
	"post_id" uuid NOT NULL,
	"shift_id" uuid,
	"occurrence_date" date,
	"guard_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "incidents_customer_idx";--> statement-breakpoint
DROP INDEX "daily_reports_company_time_idx";--> statement-breakpoint
DROP INDEX "incidents_company_time_idx";--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "category_name" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "severity_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "severity_name" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "severity_level" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "people_involved" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "police_called" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "ambulance_called" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "emergency_report_number" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "internal_notes" text;--> statement-breakpoint
ALTER TABLE "incident_list_items" ADD CONSTRAINT "incident_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelties" ADD CONSTRAINT "novelties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelties" ADD CONSTRAINT "novelties_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelties" ADD CONSTRAINT "novelties_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelties" ADD CONSTRAINT "novelties_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelties" ADD CONSTRAINT "novelties_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_list_items_name_unique" ON "incident_list_items" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "novelties_company_time_idx" ON "novelties" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "novelties_post_time_idx" ON "novelties" USING btree ("post_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "novelties_guard_time_idx" ON "novelties" USING btree ("guard_id","occurred_at","id");--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_category_id_incident_list_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."incident_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_severity_id_incident_list_items_id_fk" FOREIGN KEY ("severity_id") REFERENCES "public"."incident_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_reports_customer_time_idx" ON "daily_reports" USING btree ("customer_company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_occurrence_unique" ON "daily_reports" USING btree ("post_id","shift_id","occurrence_date");--> statement-breakpoint
CREATE INDEX "incidents_company_status_time_idx" ON "incidents" USING btree ("company_id","status","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_company_post_time_idx" ON "incidents" USING btree ("company_id","post_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_company_category_time_idx" ON "incidents" USING btree ("company_id","category_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_company_severity_time_idx" ON "incidents" USING btree ("company_id","severity_level","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_customer_time_idx" ON "incidents" USING btree ("customer_company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_guard_time_idx" ON "incidents" USING btree ("reporting_guard_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incidents_open_alerts_idx" ON "incidents" USING btree ("company_id") WHERE status in ('pending', 'reviewed') and severity_level in ('high', 'critical');--> statement-breakpoint
CREATE INDEX "daily_reports_company_time_idx" ON "daily_reports" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "incidents_company_time_idx" ON "incidents" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
ALTER TABLE "incidents" DROP COLUMN "kind";