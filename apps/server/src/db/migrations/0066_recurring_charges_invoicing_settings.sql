CREATE TABLE "invoicing_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"invoice_prefix" text DEFAULT 'F' NOT NULL,
	"credit_note_prefix" text DEFAULT 'NC' NOT NULL,
	"employer_burden_bp" integer DEFAULT 0 NOT NULL,
	"income_account" text,
	"tax_account" text,
	"receivable_account" text,
	"cfdi_issuer" jsonb,
	"cfdi_product_code" text DEFAULT '92121504' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"post_id" uuid,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_profile_id" uuid,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"days_of_week" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"billing" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"issued_until" date,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_charges_amount_check" CHECK ("recurring_charges"."amount_cents" > 0 and "recurring_charges"."interval" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "invoicing_settings" ADD CONSTRAINT "invoicing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_tax_profile_id_tax_profiles_id_fk" FOREIGN KEY ("tax_profile_id") REFERENCES "public"."tax_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_charges_customer_idx" ON "recurring_charges" USING btree ("company_id","customer_company_id");