ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_customer_company_id_customer_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_post_id_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;