-- One search for every list (issue 28, decision 0023). search_fold(): the folded search text, the same steps as
-- foldSearchText in packages/shared/src/rules/search-text.ts — decompose (NFD), drop the combining diacritical marks
-- (SEARCH_FOLD_MARKS), lower-case — so "José" and "ÑANDÚ" are stored as "jose" and "nandu" and a folded query finds
-- them. IMMUTABLE (normalize, regexp_replace and lower are), so generated columns and indexes may use it. lower() in
-- ICU's root collation: the same lower case as JavaScript's, whatever the database's own locale (C, C.UTF-8, PGlite).
-- Needs a UTF8 database (normalize).
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g') COLLATE "und-x-icu")
$$;
--> statement-breakpoint
-- Every list's search_text: a stored generated column over its searchable columns, so adding it folds the rows
-- already there (the backfill) and every later write keeps it. users and opportunities had lower-case-only texts:
-- their columns are replaced (PostgreSQL 15 cannot change a generation expression in place) and their trigram
-- indexes, dropped with the old columns, are made again below.
ALTER TABLE "opportunities" drop column "search_text";--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(contact_person, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(regexp_replace(coalesce(phone, '') || ' ' || coalesce(mobile, ''), '[^0-9 ]', '', 'g'), '') || ' ' || coalesce(company_identification_number, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(legal_name, '') || ' ' || coalesce(tax_id, '') || ' ' || coalesce(email, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(contact_person, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(notes, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(title, '') || ' ' || coalesce(description, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "novelties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(address->>'city', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(title, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, '') || ' ' || coalesce(location_name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(message_text, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(title, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "uniform_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(license_plate, '') || ' ' || coalesce(vin_number, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "incidents_search_trgm_idx" ON "incidents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "novelties_search_trgm_idx" ON "novelties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_messages_search_trgm_idx" ON "sms_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_search_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The users page's word index (decision 0016) is folded the same way: its words function folds instead of only
-- lower-casing (the rest is migration 0023's definition, unchanged) ...
CREATE OR REPLACE FUNCTION user_search_words(
  name text, last_name text, mothers_maiden_name text, email text, phone text, mobile text, id_number text
) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT w FROM regexp_split_to_table(
      search_fold(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, '') || ' '
        || coalesce(email, '') || ' ' || coalesce(id_number, '')), '\s+') AS w
    WHERE w <> ''
  ), digits AS (
    SELECT regexp_replace(p, '\D', '', 'g') AS d FROM (VALUES (phone), (mobile)) AS v (p) WHERE p IS NOT NULL
  )
  SELECT DISTINCT t FROM (
    SELECT w AS t FROM words
    UNION ALL
    SELECT substr(w, i) FROM words, generate_series(2, length(w)) AS i
      WHERE substr(w, i - 1, 1) ~ '[-@._+/()]' AND substr(w, i, 1) !~ '[-@._+/()]'
    UNION ALL SELECT d FROM digits WHERE length(d) >= 3
    UNION ALL SELECT right(d, 10) FROM digits WHERE length(d) > 10
  ) AS tokens
  WHERE t <> ''
$$;
--> statement-breakpoint
-- ... and the words of the users whose folded text differs from their lower-cased one (accents, letters lower() did
-- not lower) are made again; every other user's words are the same under both definitions.
DELETE FROM user_search_tokens t USING users u
  WHERE t.user_id = u.id
    AND search_fold(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.mothers_maiden_name, '') || ' '
          || coalesce(u.email, '') || ' ' || coalesce(u.company_identification_number, ''))
      <> lower(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.mothers_maiden_name, '') || ' '
          || coalesce(u.email, '') || ' ' || coalesce(u.company_identification_number, ''));
--> statement-breakpoint
INSERT INTO user_search_tokens (user_id, token, company_id, still_employed, role_order, is_coordinator, sort_name)
  SELECT u.id, w, u.company_id, u.still_employed, u.role_order, u.is_coordinator, u.sort_name
  FROM users u,
    user_search_words(u.name, u.last_name, u.mothers_maiden_name, u.email, u.phone, u.mobile, u.company_identification_number) AS w
  WHERE search_fold(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.mothers_maiden_name, '') || ' '
        || coalesce(u.email, '') || ' ' || coalesce(u.company_identification_number, ''))
    <> lower(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.mothers_maiden_name, '') || ' '
        || coalesce(u.email, '') || ' ' || coalesce(u.company_identification_number, ''))
ON CONFLICT DO NOTHING;
