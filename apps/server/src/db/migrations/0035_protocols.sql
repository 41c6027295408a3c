CREATE TABLE "protocol_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_acknowledgements_uq" UNIQUE("protocol_id","version","user_id")
);
--> statement-breakpoint
CREATE TABLE "protocol_posts" (
	"protocol_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "protocol_posts_protocol_id_post_id_pk" PRIMARY KEY("protocol_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "protocol_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"note" text,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protocol_versions_protocol_version_uq" UNIQUE("protocol_id","version")
);
--> statement-breakpoint
ALTER TABLE "protocol_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "current_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "draft_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protocol_acknowledgements" ADD CONSTRAINT "protocol_acknowledgements_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_acknowledgements" ADD CONSTRAINT "protocol_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_posts" ADD CONSTRAINT "protocol_posts_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_posts" ADD CONSTRAINT "protocol_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_posts_post_idx" ON "protocol_posts" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_categories_company_name_uq" ON "protocol_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "protocols_category_idx" ON "protocols" USING btree ("category_id");