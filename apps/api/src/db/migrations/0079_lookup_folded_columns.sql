-- Searches through the lookup tables at 1M rows (ADR 0030 addendum of migration 0043, issue 12 #3):
-- those tables grow with the ledger too (10 064 plants and 1 006 beneficiaries on the 1M one), and
-- fold_search() costs about 15 µs a row (translate() over 50 accented letters): the planner, which
-- prices the function as cheap, reads the whole table and folds every row (1 006 beneficiary names:
-- 15 ms of each redemption search; 1 438 plant names: 24 ms of each certificate search's count).
-- Their searched text is now stored folded, as 0043 did for the big tables; the lists match the
-- stored column. The expression indexes of migration 0040 stay for the lists that still fold.
ALTER TABLE businesses
  ADD COLUMN name_folded text GENERATED ALWAYS AS (fold_search(name)) STORED,
  ADD COLUMN code_folded text GENERATED ALWAYS AS (fold_search("codeCEG")) STORED;
ALTER TABLE registrants ADD COLUMN social_reason_folded text GENERATED ALWAYS AS (fold_search(social_reason)) STORED;
ALTER TABLE beneficiaries ADD COLUMN name_folded text GENERATED ALWAYS AS (fold_search(name)) STORED;
ALTER TABLE import_batches ADD COLUMN file_name_folded text GENERATED ALWAYS AS (fold_search(file_name)) STORED;

-- Trigram indexes where pg_trgm was installed (migration 0040), without a pending list (0078).
DO $$
DECLARE
  s text;
BEGIN
  SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF s IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX businesses_name_folded_idx ON businesses USING gin (name_folded %I.gin_trgm_ops) WITH (fastupdate = off)', s);
  EXECUTE format('CREATE INDEX businesses_code_folded_idx ON businesses USING gin (code_folded %I.gin_trgm_ops) WITH (fastupdate = off)', s);
  EXECUTE format('CREATE INDEX registrants_social_reason_folded_idx ON registrants USING gin (social_reason_folded %I.gin_trgm_ops) WITH (fastupdate = off)', s);
  EXECUTE format('CREATE INDEX beneficiaries_name_folded_idx ON beneficiaries USING gin (name_folded %I.gin_trgm_ops) WITH (fastupdate = off)', s);
  EXECUTE format('CREATE INDEX import_batches_file_name_folded_idx ON import_batches USING gin (file_name_folded %I.gin_trgm_ops) WITH (fastupdate = off)', s);
END $$;
-- New columns have no statistics until ANALYZE; the planner needs them to tell a rare term.
ANALYZE businesses;
ANALYZE registrants;
ANALYZE beneficiaries;
ANALYZE import_batches;
