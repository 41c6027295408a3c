CREATE TABLE "user_search_tokens" (
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"company_id" uuid NOT NULL,
	"still_employed" boolean NOT NULL,
	"role_order" smallint NOT NULL,
	"is_coordinator" boolean NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "user_search_tokens_user_id_token_pk" PRIMARY KEY("user_id","token")
);
--> statement-breakpoint
ALTER TABLE "user_search_tokens" ADD CONSTRAINT "user_search_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;