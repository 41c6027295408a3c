ALTER TABLE "companies" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bill_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pay_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_wage_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "overtime_rate_cents" integer;--> statement-breakpoint
-- Money becomes integer cents (decision 0010): numeric(10,2) values convert exactly, round(value * 100) in numeric.
UPDATE "companies" SET "currency" = 'MXN' WHERE "address"->>'country' = 'MX';--> statement-breakpoint
UPDATE "posts" SET "bill_rate_cents" = round("bill_rate" * 100)::integer, "pay_rate_cents" = round("pay_rate" * 100)::integer WHERE "bill_rate" IS NOT NULL OR "pay_rate" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "hourly_wage_cents" = round("hourly_wage" * 100)::integer, "overtime_rate_cents" = round("overtime_rate" * 100)::integer WHERE "hourly_wage" IS NOT NULL OR "overtime_rate" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "bill_rate";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "pay_rate";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "hourly_wage";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "overtime_rate";