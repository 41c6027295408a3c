ALTER TABLE "companies" ADD COLUMN "listed_at_sign_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sign_in_code" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 8)) NOT NULL;--> statement-breakpoint
-- Custom SQL (issue 29): a number is one company's SMS line. Before its unique index, a line that no digits make (a
-- blank) becomes null, and a line several companies share stays with one of them and is cleared (null) for the others,
-- each of which gets an ALERT entry in its system log saying so: its admins then claim their own number again, with proof
-- (modules/sms/sms-line.ts). No claim date was kept, so the earliest claim is read as: the company whose own Twilio
-- account is set up (it already sends from the number through that account), then the company created first, then the
-- lowest id.
UPDATE "companies" SET "sms_line" = NULL WHERE "sms_line" IS NOT NULL AND regexp_replace("sms_line", '[^0-9]', '', 'g') = '';--> statement-breakpoint
WITH "ranked" AS (
  SELECT c."id", c."sms_line", row_number() OVER (
    PARTITION BY regexp_replace(c."sms_line", '[^0-9]', '', 'g')
    ORDER BY (t."account_sid" IS NOT NULL AND t."auth_token_encrypted" IS NOT NULL) DESC, c."created_at", c."id"
  ) AS "claim"
  FROM "companies" c LEFT JOIN "company_twilio_settings" t ON t."company_id" = c."id"
  WHERE c."sms_line" IS NOT NULL
), "released" AS (
  UPDATE "companies" c SET "sms_line" = NULL FROM "ranked" r WHERE r."id" = c."id" AND r."claim" > 1
  RETURNING c."id", r."sms_line"
)
INSERT INTO "system_logs" ("company_id", "action", "entity_type", "entity_id", "details")
  SELECT "id", 'ALERT', 'companies', "id"::text, jsonb_build_object(
    'messageKey', 'smsLineReleased',
    'messageParams', jsonb_build_object('line', "sms_line"),
    'description', 'SMS line ' || "sms_line" || ' released: another company has it')
  FROM "released";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_sms_line_unique" ON "companies" USING btree (regexp_replace("sms_line", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_sign_in_code_unique" ON "companies" USING btree ("sign_in_code");