CREATE TABLE "shift_guard_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"shift_id" uuid NOT NULL,
	"date" date NOT NULL,
	"post_id" uuid NOT NULL,
	"roster_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"guard_id" uuid NOT NULL,
	"performed_by" uuid,
	"reason" text,
	"absence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_occurrence_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"date" date NOT NULL,
	"guard_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"date" date NOT NULL,
	"guard_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_presences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"date" date NOT NULL,
	"guard_id" uuid NOT NULL,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_guard_actions" ADD CONSTRAINT "shift_guard_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_occurrence_changes" ADD CONSTRAINT "shift_occurrence_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_occurrence_changes" ADD CONSTRAINT "shift_occurrence_changes_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_occurrence_changes" ADD CONSTRAINT "shift_occurrence_changes_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_presences" ADD CONSTRAINT "shift_presences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_presences" ADD CONSTRAINT "shift_presences_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_presences" ADD CONSTRAINT "shift_presences_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_guard_actions_company_idx" ON "shift_guard_actions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_occurrence_changes_unique" ON "shift_occurrence_changes" USING btree ("shift_id","date","guard_id");--> statement-breakpoint
CREATE INDEX "shift_occurrence_changes_company_date_idx" ON "shift_occurrence_changes" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "shift_offers_company_idx" ON "shift_offers" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "shift_offers_guards_idx" ON "shift_offers" USING gin ("guard_ids") WHERE "shift_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shift_presences_unique" ON "shift_presences" USING btree ("shift_id","date","guard_id");--> statement-breakpoint
CREATE INDEX "shift_presences_company_date_idx" ON "shift_presences" USING btree ("company_id","date");