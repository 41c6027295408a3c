CREATE INDEX "users_role_record_idx" ON "users" USING btree ("role_record_id") WHERE "users"."role_record_id" is not null;--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","still_employed","sort_name");--> statement-breakpoint
CREATE INDEX "users_default_role_idx" ON "users" USING btree ("company_id","role") WHERE "users"."role_record_id" is null;