CREATE TABLE "domain_event_keys" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE INDEX "domain_event_keys_created_idx" ON "domain_event_keys" USING btree ("created_at");