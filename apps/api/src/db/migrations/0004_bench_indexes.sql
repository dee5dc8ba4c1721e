-- Trigram indexes for the enterprise list's search (ILIKE '%term%' on name and codeCEG), which the
-- btree indexes of 0001 cannot serve (leading wildcard).
-- GiST rather than GIN: with GIN, PostgreSQL 15's default costs (random_page_cost 4) still choose a
-- sequential scan for '%Petrolina%' over 100k plants (87 ms) although the GIN bitmap takes 6 ms;
-- the GiST bitmap is chosen (13 ms).
-- PostgreSQL ships pg_trgm (a trusted extension). Embedded PGlite offers it only when loaded at
-- start-up, which db/connect.ts does not do: there (and on a server that refuses CREATE EXTENSION)
-- this does nothing and the search scans, which is fine at demo sizes.
-- The extension lives in public, never in a test schema: dropping a test schema must not drop it.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  -- Test files migrate their own schemas concurrently: one CREATE EXTENSION at a time.
  PERFORM pg_advisory_xact_lock(727204);
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm not installed (insufficient privilege): enterprise search will scan';
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX businesses_name_trgm_idx ON businesses USING gist (name %I.gist_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX businesses_codeceg_trgm_idx ON businesses USING gist ("codeCEG" %I.gist_trgm_ops)', trgm_schema);
END $$;
