-- Custom SQL migration (drizzle-kit generate --custom): the users page's word index (user_search_tokens, decision 0016).
-- The words of a user: names, email and ID number split on white space, each word also from after each separator
-- ("garcía-lópez" → "lópez"; "ana.rivera@bench.test" → "rivera@bench.test", "bench.test", "test"), and phones as
-- digits (the whole number and its last 10 digits, so "787…" finds "+1 787…"). A search word matches a user when it
-- is the beginning of one of their words.
CREATE OR REPLACE FUNCTION user_search_words(
  name text, last_name text, mothers_maiden_name text, email text, phone text, mobile text, id_number text
) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT w FROM regexp_split_to_table(
      lower(coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(mothers_maiden_name, '') || ' '
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
-- Kept by statement triggers on users: new users' words on insert; on update, the words of the users whose searched,
-- filtered or sorted columns changed are replaced (an update of anything else, such as last_login_at, writes nothing).
CREATE OR REPLACE FUNCTION index_user_search_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_search_tokens (user_id, token, company_id, still_employed, role_order, is_coordinator, sort_name)
      SELECT n.id, w, n.company_id, n.still_employed, n.role_order, n.is_coordinator, n.sort_name
      FROM new_rows n, user_search_words(n.name, n.last_name, n.mothers_maiden_name, n.email, n.phone, n.mobile, n.company_identification_number) AS w;
  ELSE
    DELETE FROM user_search_tokens t USING new_rows n JOIN old_rows o ON o.id = n.id
      WHERE t.user_id = n.id AND (o.name, o.last_name, o.mothers_maiden_name, o.email, o.phone, o.mobile, o.company_identification_number,
             o.company_id, o.still_employed, o.role_order, o.is_coordinator, o.sort_name)
        IS DISTINCT FROM (n.name, n.last_name, n.mothers_maiden_name, n.email, n.phone, n.mobile, n.company_identification_number,
             n.company_id, n.still_employed, n.role_order, n.is_coordinator, n.sort_name);
    INSERT INTO user_search_tokens (user_id, token, company_id, still_employed, role_order, is_coordinator, sort_name)
      SELECT n.id, w, n.company_id, n.still_employed, n.role_order, n.is_coordinator, n.sort_name
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
        user_search_words(n.name, n.last_name, n.mothers_maiden_name, n.email, n.phone, n.mobile, n.company_identification_number) AS w
      WHERE (o.name, o.last_name, o.mothers_maiden_name, o.email, o.phone, o.mobile, o.company_identification_number,
             o.company_id, o.still_employed, o.role_order, o.is_coordinator, o.sort_name)
        IS DISTINCT FROM (n.name, n.last_name, n.mothers_maiden_name, n.email, n.phone, n.mobile, n.company_identification_number,
             n.company_id, n.still_employed, n.role_order, n.is_coordinator, n.sort_name);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_tokens_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION index_user_search_tokens();
--> statement-breakpoint
CREATE TRIGGER users_search_tokens_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION index_user_search_tokens();
--> statement-breakpoint
-- A search is a range of words per company (or across companies for platform admins), with everything the page
-- filters, sorts and counts on in the index: an index-only scan.
CREATE INDEX user_search_tokens_company_idx ON user_search_tokens (company_id, still_employed, token text_pattern_ops)
  INCLUDE (role_order, is_coordinator, sort_name, user_id);
--> statement-breakpoint
CREATE INDEX user_search_tokens_all_idx ON user_search_tokens (still_employed, token text_pattern_ops)
  INCLUDE (company_id, role_order, is_coordinator, sort_name, user_id);
--> statement-breakpoint
-- Backfill: the words of the users already there.
INSERT INTO user_search_tokens (user_id, token, company_id, still_employed, role_order, is_coordinator, sort_name)
  SELECT u.id, w, u.company_id, u.still_employed, u.role_order, u.is_coordinator, u.sort_name
  FROM users u, user_search_words(u.name, u.last_name, u.mothers_maiden_name, u.email, u.phone, u.mobile, u.company_identification_number) AS w
ON CONFLICT DO NOTHING;
