CREATE TABLE "payroll_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "rule_set" text;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "alternate_week" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "short_meal_agreement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "meal_penalty_percent" integer;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "mexico_shift" text;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "week_starts_on" integer;--> statement-breakpoint
ALTER TABLE "payroll_holidays" ADD CONSTRAINT "payroll_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_holidays_company_date_unique" ON "payroll_holidays" USING btree ("company_id","date");