ALTER TABLE "tax_profiles" ADD COLUMN "rounding" text DEFAULT 'per_invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD COLUMN "component_rounding" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
-- Profiles written before the settings existed take their kind's reading (rules/invoice-tax.ts).
UPDATE "tax_profiles" SET "rounding" = 'per_line' WHERE "kind" = 'mx_iva';--> statement-breakpoint
UPDATE "tax_profiles" SET "component_rounding" = 'combined' WHERE "kind" = 'us_sales';
