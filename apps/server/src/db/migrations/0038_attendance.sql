CREATE TABLE "attendance_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"guard_id" uuid NOT NULL,
	"source" text NOT NULL,
	"device_id" uuid,
	"post_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"stamp_nonce" text,
	"challenge" text,
	"frame_file_id" uuid,
	"match_score" real,
	"liveness_passed" boolean,
	"liveness_score" real,
	"real_score" real,
	"live_score" real,
	"latitude" double precision,
	"longitude" double precision,
	"distance_meters" real,
	"outcome" text NOT NULL,
	"reason" text,
	"record_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_device_keys" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_recognition_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"match_threshold" real DEFAULT 0.7 NOT NULL,
	"grace_before_minutes" integer DEFAULT 60 NOT NULL,
	"grace_after_minutes" integer DEFAULT 120 NOT NULL,
	"allow_unscheduled" boolean DEFAULT false NOT NULL,
	"challenge_kind" text DEFAULT 'any' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"channels" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"revoked_at" timestamp with time zone,
	"photo_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"video_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "source" text DEFAULT 'kiosk' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "unscheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "late_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "distance_meters" real;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "user_face_photos" ADD COLUMN "descriptor_model" text;--> statement-breakpoint
ALTER TABLE "user_face_photos" ADD COLUMN "face_count" smallint;--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD CONSTRAINT "attendance_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD CONSTRAINT "attendance_attempts_guard_id_users_id_fk" FOREIGN KEY ("guard_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD CONSTRAINT "attendance_attempts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD CONSTRAINT "attendance_attempts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_device_keys" ADD CONSTRAINT "attendance_device_keys_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_recognition_settings" ADD CONSTRAINT "face_recognition_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_registrations" ADD CONSTRAINT "face_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_registrations" ADD CONSTRAINT "face_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_attempts_company_idx" ON "attendance_attempts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_attempts_stamp_unique" ON "attendance_attempts" USING btree ("device_id","stamp_nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "face_registrations_token_unique" ON "face_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "face_registrations_user_idx" ON "face_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_company_time_idx" ON "attendance_records" USING btree ("company_id","timestamp");