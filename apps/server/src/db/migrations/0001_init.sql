CREATE TABLE "absence_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"shift_info" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"marked_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"is_success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"is_persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"tax_id" text,
	"phone" text,
	"email" text,
	"address" jsonb,
	"time_zone" text DEFAULT 'America/Puerto_Rico' NOT NULL,
	"default_language" text DEFAULT 'es' NOT NULL,
	"logo_file_id" uuid,
	"is_platform" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_rest_hours" integer DEFAULT 8 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_webrtc_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"primary_stun_server" text,
	"backup_stun_server" text,
	"turn_server" text,
	"turn_username" text,
	"turn_password_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" jsonb,
	"billing" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "payroll_profile_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"daily_overtime_threshold_hours" numeric(5, 2) DEFAULT '8' NOT NULL,
	"weekly_overtime_threshold_hours" numeric(5, 2) DEFAULT '40' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"geofence_radius_m" integer DEFAULT 100 NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"post_orders" text,
	"required_rank" text,
	"site_contact_name" text,
	"site_contact_phone" text,
	"bill_rate" numeric(10, 2),
	"pay_rate" numeric(10, 2),
	"assigned_guard_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_superadmin" boolean DEFAULT false NOT NULL,
	"default_for_role" text,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_shift_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"guard_id" uuid NOT NULL,
	"assigned_by" uuid,
	"override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"roster_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"shift_number" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"required_guards" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"name" text,
	"location_name" text,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_banned_posts" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"banned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_banned_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"expiry_date" date,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_face_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"descriptor" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_memos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permission_overrides" (
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"effect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permission_overrides_user_id_action_resource_pk" PRIMARY KEY("user_id","action","resource")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"initial" text,
	"last_name" text,
	"mothers_maiden_name" text,
	"photo_file_id" uuid,
	"role" text NOT NULL,
	"role_record_id" uuid,
	"phone" text,
	"phone_whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"mobile" text,
	"mobile_whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"still_employed" boolean DEFAULT true NOT NULL,
	"employment_start_date" date,
	"termination_date" date,
	"termination_reason" text,
	"rank" text,
	"is_coordinator" boolean DEFAULT false NOT NULL,
	"company_identification_number" text,
	"ssn_encrypted" text,
	"ssn_last4" text,
	"date_of_birth" date,
	"hourly_wage" numeric(10, 2),
	"overtime_rate" numeric(10, 2),
	"runner_for_companies" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payroll_profile_type_id" uuid,
	"face_recognition_complete" boolean DEFAULT false NOT NULL,
	"face_video_file_id" uuid,
	"sip_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (coalesce(nullif(trim(lower(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, ''))), ''), lower(email))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, '') || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile, '') || ' ' || regexp_replace(coalesce(phone, '') || ' ' || coalesce(mobile, ''), '[^0-9 ]', '', 'g') || ' ' || coalesce(company_identification_number, ''))) STORED NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absence_categories" ADD CONSTRAINT "absence_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_category_id_absence_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."absence_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_webrtc_settings" ADD CONSTRAINT "company_webrtc_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_profile_types" ADD CONSTRAINT "payroll_profile_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_assigned_guard_id_users_id_fk" FOREIGN KEY ("assigned_guard_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_records" ADD CONSTRAINT "role_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shift_assignments" ADD CONSTRAINT "roster_shift_assignments_shift_id_roster_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."roster_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shift_assignments" ADD CONSTRAINT "roster_shift_assignments_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD CONSTRAINT "roster_shifts_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banned_posts" ADD CONSTRAINT "user_banned_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banned_posts" ADD CONSTRAINT "user_banned_posts_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_face_photos" ADD CONSTRAINT "user_face_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memos" ADD CONSTRAINT "user_memos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memos" ADD CONSTRAINT "user_memos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permission_overrides" ADD CONSTRAINT "user_permission_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customer_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_record_id_role_records_id_fk" FOREIGN KEY ("role_record_id") REFERENCES "public"."role_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_categories_company_idx" ON "absence_categories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "absences_user_dates_idx" ON "absences" USING btree ("user_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "absences_company_idx" ON "absences" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_active_idx" ON "companies" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_companies_name_unique" ON "customer_companies" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customer_companies_company_idx" ON "customer_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "payroll_profile_types_company_idx" ON "payroll_profile_types" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_name_unique" ON "posts" USING btree ("customer_company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "posts_company_status_idx" ON "posts" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "posts_customer_idx" ON "posts" USING btree ("customer_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_records_name_unique" ON "role_records" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "role_records_company_idx" ON "role_records" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_shift_assignments_unique" ON "roster_shift_assignments" USING btree ("shift_id","guard_id");--> statement-breakpoint
CREATE INDEX "roster_shift_assignments_guard_idx" ON "roster_shift_assignments" USING btree ("guard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_shifts_number_unique" ON "roster_shifts" USING btree ("roster_id","day_of_week","shift_number");--> statement-breakpoint
CREATE INDEX "roster_shifts_company_day_idx" ON "roster_shifts" USING btree ("company_id","day_of_week");--> statement-breakpoint
CREATE INDEX "rosters_company_idx" ON "rosters" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rosters_post_idx" ON "rosters" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "system_logs_company_time_idx" ON "system_logs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_logs_time_idx" ON "system_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_logs_company_action_idx" ON "system_logs" USING btree ("company_id","action");--> statement-breakpoint
CREATE INDEX "user_banned_posts_post_idx" ON "user_banned_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_documents_expiry_idx" ON "user_documents" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE INDEX "user_face_photos_user_idx" ON "user_face_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_memos_user_idx" ON "user_memos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_unique" ON "users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_list_idx" ON "users" USING btree ("company_id","still_employed","role","sort_name");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);