CREATE TABLE "company_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"employed_guards" integer DEFAULT 0 NOT NULL,
	"active_posts" integer DEFAULT 0 NOT NULL,
	"active_customers" integer DEFAULT 0 NOT NULL,
	"alert_logs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_counts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"active_posts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_list_idx";--> statement-breakpoint
DROP INDEX "users_company_name_idx";--> statement-breakpoint
DROP INDEX "users_page_idx";--> statement-breakpoint
DROP INDEX "users_page_all_idx";--> statement-breakpoint
CREATE INDEX "users_list_es_idx" ON "users" USING btree ("company_id","still_employed","role","sort_name" collate "centinela_es");--> statement-breakpoint
CREATE INDEX "users_list_en_idx" ON "users" USING btree ("company_id","still_employed","role","sort_name" collate "centinela_en");--> statement-breakpoint
CREATE INDEX "users_company_name_es_idx" ON "users" USING btree ("company_id","still_employed","sort_name" collate "centinela_es");--> statement-breakpoint
CREATE INDEX "users_company_name_en_idx" ON "users" USING btree ("company_id","still_employed","sort_name" collate "centinela_en");--> statement-breakpoint
CREATE INDEX "users_page_es_idx" ON "users" USING btree ("company_id","still_employed","role_order","sort_name" collate "centinela_es","id");--> statement-breakpoint
CREATE INDEX "users_page_en_idx" ON "users" USING btree ("company_id","still_employed","role_order","sort_name" collate "centinela_en","id");--> statement-breakpoint
CREATE INDEX "users_page_all_es_idx" ON "users" USING btree ("still_employed","role_order","sort_name" collate "centinela_es","id");--> statement-breakpoint
CREATE INDEX "users_page_all_en_idx" ON "users" USING btree ("still_employed","role_order","sort_name" collate "centinela_en","id");