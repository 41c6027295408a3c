-- Custom SQL migration (drizzle-kit generate --custom): the collations names sort by (decision 0015).
-- centinela_es: Spanish (ñ is a letter after n; accents are a secondary difference, so Ángel sorts with A).
-- centinela_en: English (ñ sorts with n). Both ICU, deterministic, so they can back indexes.
-- PostgreSQL 15 ships ICU's locale data: locale 'es' tailors ñ. PGlite (PostgreSQL 18 in WebAssembly) has ICU's root
-- collation only, so 'es' silently falls back to root; there the same order comes from an ICU rule (PostgreSQL 16+),
-- checked below rather than assumed.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'centinela_es') THEN
    CREATE COLLATION centinela_es (provider = icu, locale = 'es');
  END IF;
  IF NOT ('ña' COLLATE centinela_es > 'nz' COLLATE centinela_es) THEN
    DROP COLLATION centinela_es;
    EXECUTE 'CREATE COLLATION centinela_es (provider = icu, locale = ''und'', rules = ''&N < ñ <<< Ñ'')';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'centinela_en') THEN
    CREATE COLLATION centinela_en (provider = icu, locale = 'en');
  END IF;
END $$;
