-- Searched lists at 1M rows (ADR 0030 addendum): the folded text of the searched columns of the
-- big tables is stored (a generated column, computed once per write) instead of folded row by row
-- on every search. fold_search() stays the one definition, so a stored value folds exactly as the
-- expression did; the trigram indexes move from the expressions to these columns, and ANALYZE
-- now keeps statistics of the folded text, so the planner estimates a searched list's rows.
ALTER TABLE invoices
  ADD COLUMN number_folded text GENERATED ALWAYS AS (fold_search(number)) STORED,
  ADD COLUMN description_folded text GENERATED ALWAYS AS (fold_search(description)) STORED;
ALTER TABLE transfers
  ADD COLUMN source_folded text GENERATED ALWAYS AS (fold_search(source_account_code)) STORED,
  ADD COLUMN destination_folded text GENERATED ALWAYS AS (fold_search(destination_account_code)) STORED,
  ADD COLUMN evident_folded text GENERATED ALWAYS AS (fold_search(evident_code)) STORED;
ALTER TABLE redemptions
  ADD COLUMN purpose_folded text GENERATED ALWAYS AS (fold_search(purpose)) STORED,
  ADD COLUMN source_folded text GENERATED ALWAYS AS (fold_search(source_account_code)) STORED;

DROP INDEX IF EXISTS invoices_number_fold_idx;
DROP INDEX IF EXISTS invoices_description_fold_idx;
DROP INDEX IF EXISTS transfers_source_fold_idx;
DROP INDEX IF EXISTS transfers_destination_fold_idx;
DROP INDEX IF EXISTS transfers_evident_fold_idx;
DROP INDEX IF EXISTS redemptions_purpose_fold_idx;
DROP INDEX IF EXISTS redemptions_source_fold_idx;

-- Trigram indexes where pg_trgm was installed (migration 0040 installs it when it can).
DO $$
DECLARE
  s text;
BEGIN
  SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF s IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX invoices_number_folded_idx ON invoices USING gin (number_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX invoices_description_folded_idx ON invoices USING gin (description_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_source_folded_idx ON transfers USING gin (source_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_destination_folded_idx ON transfers USING gin (destination_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_evident_folded_idx ON transfers USING gin (evident_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX redemptions_purpose_folded_idx ON redemptions USING gin (purpose_folded %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX redemptions_source_folded_idx ON redemptions USING gin (source_folded %I.gin_trgm_ops)', s);
END $$;

-- The plants list sums each plant's emission volume (businesses/select.ts): an index-only scan.
CREATE INDEX recs_business_volume_idx ON recs (business_id) INCLUDE ("emissionVolume", status);
