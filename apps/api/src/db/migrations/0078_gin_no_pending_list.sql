-- Searched lists at 1M rows (ADR 0030, issue 12 #3): the GIN indexes of the searches and of the
-- import history's plant filter write their new entries straight into the index. With GIN's
-- default `fastupdate` a new row's entries wait in an unsorted pending list that every search
-- reads from end to end until VACUUM merges it; on the 1M ledger one overdue-blocking UPDATE of
-- open invoices (ADR 0031) left 125 618 entries (432 pages) in invoices_description_folded_idx,
-- 12–16 ms of every invoice search whatever the term. The cost moves to the write (a few tree
-- inserts per row), on rows that are written once and read in every searched page.
DO $$
DECLARE
  i regclass;
BEGIN
  FOR i IN
    SELECT c.oid::regclass FROM pg_class c
      JOIN pg_am a ON a.oid = c.relam
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.amname = 'gin' AND c.relkind = 'i' AND n.nspname = current_schema()
       AND c.relname IN ('businesses_name_fold_idx', 'businesses_code_fold_idx', 'registrants_name_fold_idx',
         'beneficiaries_name_fold_idx', 'import_batches_file_fold_idx', 'import_batches_business_ids_idx',
         'users_email_fold_idx', 'invoices_number_folded_idx', 'invoices_description_folded_idx',
         'transfers_source_folded_idx', 'transfers_destination_folded_idx', 'transfers_evident_folded_idx',
         'redemptions_purpose_folded_idx', 'redemptions_source_folded_idx')
  LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', i);
    -- Turning fastupdate off keeps what is already pending: merge it now.
    PERFORM gin_clean_pending_list(i);
  END LOOP;
END $$;
