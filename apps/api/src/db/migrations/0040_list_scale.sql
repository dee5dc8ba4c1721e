-- Lists that stay fast as the ledger grows (ADR 0030): accent-blind search and an index for every
-- filter and sort the ledger lists offer, each ending in id so that "newest first" and the id
-- tiebreak walk one index and stop after a page.

-- Lower case, accents off: "São Gonçalo" and "SAO GONCALO" both fold to "sao goncalo". A plain
-- SQL function of translate/lower, IMMUTABLE (unaccent() is only STABLE), so expression indexes
-- can use it; it needs no extension, so PGlite and any PostgreSQL fold alike. The API folds the
-- search term the same way (http/search.ts).
CREATE OR REPLACE FUNCTION fold_search(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate($1,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;

-- Emission requests and certificates (status approved): filters and sorts.
CREATE INDEX recs_scheme_idx ON recs (scheme, id);
CREATE INDEX recs_status_scheme_idx ON recs (status, scheme, id);
CREATE INDEX recs_business_idx ON recs (business_id, id);
CREATE INDEX recs_registrant_id_idx ON recs (registrant_id, id);
CREATE INDEX recs_participant_idx ON recs (participant_id, id) WHERE participant_id IS NOT NULL;
CREATE INDEX recs_created_idx ON recs (created_at, id);
CREATE INDEX recs_period_idx ON recs (generation_period, id);
CREATE INDEX recs_volume_idx ON recs ("emissionVolume", id);
CREATE INDEX recs_approval_idx ON recs (approval_date, id);

-- Transfers: the participant filter, the account-code filter (either side), the sorts.
CREATE INDEX transfers_participant_idx ON transfers (participant_id, id);
CREATE INDEX transfers_destination_idx ON transfers (destination_account_id, id);
CREATE INDEX transfers_source_code_idx ON transfers (source_account_code, id);
CREATE INDEX transfers_destination_code_idx ON transfers (destination_account_code, id);
CREATE INDEX transfers_date_idx ON transfers (date_transfer, id);
CREATE INDEX transfers_volume_idx ON transfers (volume, id);

-- Redemptions.
CREATE INDEX redemptions_participant_idx ON redemptions (participant_id, id);
CREATE INDEX redemptions_beneficiary_idx ON redemptions (beneficiary_id, id);
CREATE INDEX redemptions_status_idx ON redemptions (status, id);
CREATE INDEX redemptions_date_idx ON redemptions (redemption_date, id);
CREATE INDEX redemptions_volume_idx ON redemptions (volume, id);

-- Invoices of both kinds (kind leads: every list reads one kind).
CREATE INDEX invoices_kind_idx ON invoices (kind, id);
CREATE INDEX invoices_kind_status_idx ON invoices (kind, status, id);
CREATE INDEX invoices_kind_flow_idx ON invoices (kind, flow_status, id);
CREATE INDEX invoices_kind_emission_date_idx ON invoices (kind, emission_date, id);
CREATE INDEX invoices_kind_due_idx ON invoices (kind, due_date, id);
CREATE INDEX invoices_kind_value_idx ON invoices (kind, value, id);

-- Plants.
CREATE INDEX businesses_approved_idx ON businesses (approved, id);
CREATE INDEX businesses_participant_idx ON businesses (participant_id, id) WHERE participant_id IS NOT NULL;
CREATE INDEX businesses_source_idx ON businesses (source_id, id);
CREATE INDEX businesses_technology_idx ON businesses (technology_id, id);

-- Import history: the plant filter (an array column) and the sorts.
CREATE INDEX import_batches_business_ids_idx ON import_batches USING gin (business_ids);
CREATE INDEX import_batches_status_idx ON import_batches (status, id);
CREATE INDEX import_batches_created_idx ON import_batches (created_at, id);

-- Accent-blind search on trigram indexes of the folded text, where pg_trgm exists (PostgreSQL
-- ships it; db/connect.ts loads it into PGlite). GIN: a page of a searched list reads the few
-- matching ids from the index and sorts them, at any table size.
DO $$
DECLARE
  s text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727204);
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm not installed (insufficient privilege): searches will scan';
  END;
  SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF s IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX businesses_name_fold_idx ON businesses USING gin (fold_search(name) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX businesses_code_fold_idx ON businesses USING gin (fold_search("codeCEG") %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX registrants_name_fold_idx ON registrants USING gin (fold_search(social_reason) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX beneficiaries_name_fold_idx ON beneficiaries USING gin (fold_search(name) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_source_fold_idx ON transfers USING gin (fold_search(source_account_code) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_destination_fold_idx ON transfers USING gin (fold_search(destination_account_code) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX transfers_evident_fold_idx ON transfers USING gin (fold_search(evident_code) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX redemptions_purpose_fold_idx ON redemptions USING gin (fold_search(purpose) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX redemptions_source_fold_idx ON redemptions USING gin (fold_search(source_account_code) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX invoices_number_fold_idx ON invoices USING gin (fold_search(number) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX invoices_description_fold_idx ON invoices USING gin (fold_search(description) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX import_batches_file_fold_idx ON import_batches USING gin (fold_search(file_name) %I.gin_trgm_ops)', s);
  EXECUTE format('CREATE INDEX users_email_fold_idx ON users USING gin (fold_search(email) %I.gin_trgm_ops)', s);
END $$;
