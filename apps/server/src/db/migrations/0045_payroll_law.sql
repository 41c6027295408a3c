CREATE TABLE "post_pay_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"rate_cents" integer NOT NULL,
	"differential_cents" integer DEFAULT 0 NOT NULL,
	"night_differential_cents" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_pay_rates_amounts_check" CHECK ("post_pay_rates"."rate_cents" >= 0 and "post_pay_rates"."differential_cents" >= 0 and "post_pay_rates"."night_differential_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "week_start_minute" integer;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "day_cycle_start_minute" integer;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "workday_start_minute" integer;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD COLUMN "rest_day" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rest_day" integer;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "flsa_covered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "pr_pre2017_day" text DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "meal_penalty_reading" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "mx_sunday_reading" text DEFAULT 'shift_start' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "overtime_rate_basis" text DEFAULT 'weighted' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "night_from_minute" integer DEFAULT 1320 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "night_to_minute" integer DEFAULT 360 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_pay_rates" ADD CONSTRAINT "post_pay_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_pay_rates" ADD CONSTRAINT "post_pay_rates_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_pay_rates" ADD CONSTRAINT "post_pay_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_pay_rates_post_from_unique" ON "post_pay_rates" USING btree ("post_id","from_date");--> statement-breakpoint
CREATE INDEX "post_pay_rates_company_idx" ON "post_pay_rates" USING btree ("company_id");