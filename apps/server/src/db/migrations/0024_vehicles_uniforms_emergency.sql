CREATE TABLE "uniform_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"size_id" uuid NOT NULL,
	"guard_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"issued_on" date NOT NULL,
	"condition" text NOT NULL,
	"returned_on" date,
	"return_condition" text,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uniform_item_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"size" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "uniform_item_sizes_stock_ck" CHECK ("uniform_item_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uniform_stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"size" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"issue_id" uuid,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"post_id" uuid,
	"guard_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"assigned_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_defects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"description" text NOT NULL,
	"fixed_at" timestamp with time zone,
	"fixed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"date" date NOT NULL,
	"checklist" jsonb NOT NULL,
	"notes" text,
	"inspected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"date" date NOT NULL,
	"odometer" integer NOT NULL,
	"fuel_liters" numeric(8, 2),
	"fuel_cost_cents" integer,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uniform_items" DROP CONSTRAINT "uniform_items_issued_to_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "assigned_post_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "assigned_guard_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "odometer" integer;--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_item_id_uniform_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."uniform_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_size_id_uniform_item_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."uniform_item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_issues" ADD CONSTRAINT "uniform_issues_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_item_sizes" ADD CONSTRAINT "uniform_item_sizes_item_id_uniform_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."uniform_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_stock_moves" ADD CONSTRAINT "uniform_stock_moves_item_id_uniform_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."uniform_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uniform_stock_moves" ADD CONSTRAINT "uniform_stock_moves_issue_id_uniform_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."uniform_issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_defects" ADD CONSTRAINT "vehicle_defects_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_defects" ADD CONSTRAINT "vehicle_defects_inspection_id_vehicle_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."vehicle_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_logs" ADD CONSTRAINT "vehicle_logs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uniform_issues_guard_idx" ON "uniform_issues" USING btree ("guard_id");--> statement-breakpoint
CREATE INDEX "uniform_issues_item_idx" ON "uniform_issues" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniform_item_sizes_uq" ON "uniform_item_sizes" USING btree ("item_id","size");--> statement-breakpoint
CREATE INDEX "uniform_stock_moves_item_idx" ON "uniform_stock_moves" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_idx" ON "vehicle_assignments" USING btree ("vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "vehicle_defects_open_idx" ON "vehicle_defects" USING btree ("vehicle_id") WHERE "vehicle_defects"."fixed_at" is null;--> statement-breakpoint
CREATE INDEX "vehicle_inspections_vehicle_idx" ON "vehicle_inspections" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "vehicle_logs_vehicle_idx" ON "vehicle_logs" USING btree ("vehicle_id","date");--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_inspection_id_vehicle_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."vehicle_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_post_id_posts_id_fk" FOREIGN KEY ("assigned_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_guard_id_users_id_fk" FOREIGN KEY ("assigned_guard_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uniform_categories_name_uq" ON "uniform_categories" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "vehicle_files_expiry_idx" ON "vehicle_files" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_vin_uq" ON "vehicles" USING btree ("company_id","vin_number") WHERE "vehicles"."vin_number" is not null;--> statement-breakpoint
ALTER TABLE "emergency_contacts" DROP COLUMN "category";--> statement-breakpoint
ALTER TABLE "emergency_contacts" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "uniform_items" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "uniform_items" DROP COLUMN "stock";--> statement-breakpoint
ALTER TABLE "uniform_items" DROP COLUMN "issued_to_id";--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "phones" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "uniform_items" ADD COLUMN "unit_cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uniform_items" ADD COLUMN "low_stock_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_contacts_post_idx" ON "emergency_contacts" USING btree ("post_id");