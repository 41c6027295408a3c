ALTER TABLE "sms_messages" ADD COLUMN "provider" text DEFAULT 'development' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_company_received_idx" ON "sms_messages" USING btree ("company_id","received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_provider_message_idx" ON "sms_messages" USING btree ("company_id","provider_message_id") WHERE "sms_messages"."provider_message_id" is not null;