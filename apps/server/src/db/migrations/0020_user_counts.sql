CREATE TABLE "user_counts" (
	"company_id" uuid NOT NULL,
	"still_employed" boolean NOT NULL,
	"role_order" smallint NOT NULL,
	"is_coordinator" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_company_id_still_employed_role_order_is_coordinator_pk" PRIMARY KEY("company_id","still_employed","role_order","is_coordinator")
);
