CREATE TABLE "opportunity_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"number" text NOT NULL,
	"language" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"file_id" uuid,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_settings" (
	"company_id" uuid NOT NULL,
	"tax_rate_basis_points" integer DEFAULT 1150 NOT NULL,
	"tax_label" text DEFAULT 'IVU' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"next_quote_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "opportunity_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_roster_id_rosters_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_shift_id_roster_shifts_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_created_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "opportunity_guards_opportunity_idx";--> statement-breakpoint
DROP INDEX "opportunities_company_status_idx";--> statement-breakpoint
DROP INDEX "opportunities_customer_idx";--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "hourly_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "total_budget" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "held_from" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "hourly_rate_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "total_budget_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "pay_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "follow_up_note" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunity_history" ADD CONSTRAINT "opportunity_history_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_history" ADD CONSTRAINT "opportunity_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_quotes" ADD CONSTRAINT "opportunity_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_quotes" ADD CONSTRAINT "opportunity_quotes_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_quotes" ADD CONSTRAINT "opportunity_quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_settings" ADD CONSTRAINT "opportunity_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_history_opportunity_idx" ON "opportunity_history" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_quotes_company_number_idx" ON "opportunity_quotes" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "opportunity_quotes_opportunity_idx" ON "opportunity_quotes" USING btree ("opportunity_id");--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_company_created_idx" ON "opportunities" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_company_start_idx" ON "opportunities" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "opportunities_company_creator_idx" ON "opportunities" USING btree ("company_id","created_by","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_post_idx" ON "opportunities" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_company_number_idx" ON "opportunities" USING btree ("company_id","number") WHERE "opportunities"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_guards_unique" ON "opportunity_guards" USING btree ("opportunity_id","guard_id");--> statement-breakpoint
CREATE INDEX "opportunities_company_status_idx" ON "opportunities" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE INDEX "opportunities_customer_idx" ON "opportunities" USING btree ("customer_company_id","start_date");--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN "hourly_rate";--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN "total_budget";--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || location || ' ' || contact_person)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "opportunities_search_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);