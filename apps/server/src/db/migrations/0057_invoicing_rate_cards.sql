CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"post_id" uuid,
	"rank" text,
	"from_date" date NOT NULL,
	"bill_rate_cents" integer NOT NULL,
	"overtime_billing" text NOT NULL,
	"overtime_factor" integer,
	"overtime_rate_cents" integer,
	"holiday_billing" text NOT NULL,
	"holiday_factor" integer,
	"holiday_rate_cents" integer,
	"minimum_minutes" integer DEFAULT 0 NOT NULL,
	"rounding_minutes" integer DEFAULT 0 NOT NULL,
	"rounding_mode" text DEFAULT 'nearest' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"po_number" text,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"tax_profile_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_version_unique" UNIQUE NULLS NOT DISTINCT("customer_company_id","post_id","rank","from_date"),
	CONSTRAINT "rate_cards_amounts_check" CHECK ("rate_cards"."bill_rate_cents" > 0 and "rate_cards"."minimum_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"jurisdiction" text,
	"exemption_certificate" text,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_tax_profile_id_tax_profiles_id_fk" FOREIGN KEY ("tax_profile_id") REFERENCES "public"."tax_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_cards_company_idx" ON "rate_cards" USING btree ("company_id","customer_company_id");--> statement-breakpoint
CREATE INDEX "rate_cards_tax_profile_idx" ON "rate_cards" USING btree ("tax_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_profiles_company_name_unique" ON "tax_profiles" USING btree ("company_id",lower("name"));