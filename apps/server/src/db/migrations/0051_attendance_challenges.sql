CREATE TABLE "attendance_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"device_id" uuid,
	"user_id" uuid,
	"challenge" text,
	"nonce_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_attempts" ADD COLUMN "frames_hash" text;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "face_recognition_settings" ADD COLUMN "anti_spoof_threshold" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_challenges" ADD CONSTRAINT "attendance_challenges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_challenges" ADD CONSTRAINT "attendance_challenges_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_challenges" ADD CONSTRAINT "attendance_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_challenges_company_idx" ON "attendance_challenges" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "attendance_attempts_frames_idx" ON "attendance_attempts" USING btree ("company_id","frames_hash");