DROP INDEX "opportunities_company_start_idx";--> statement-breakpoint
CREATE INDEX "opportunities_company_start_id_status_idx" ON "opportunities" USING btree ("company_id","start_date","id","status");