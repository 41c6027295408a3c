ALTER TABLE "face_recognition_settings" ADD COLUMN "registration_expiry_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "face_registrations" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "face_registrations" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "face_registrations" ADD COLUMN "rejected_by" uuid;