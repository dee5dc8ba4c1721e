-- The transfer search by account code at 1M rows (ADR 0030, 4th addendum, issue 12 #3): a part of
-- a code ("L4-28-TR") is made of trigrams that are in almost every code, so the trigram indexes on
-- the transfers' stored codes gave ~1 000 candidates spread over ~870 of the table's pages, each
-- page read and rechecked twice per request (the capped count and the page): 6–7 ms each, 2.6×
-- the 10k ledger's time. Codes repeat (203 distinct among 104 446 transfers), so the search now
-- matches the term against this dictionary of the codes transfers hold and finds the transfers
-- through the btree indexes on (code, id): index-only scans, 0.5 ms.
-- The dictionary holds the codes as the transfers stored them (an account's code can change; a
-- transfer keeps the code it was made with), kept by a trigger whatever writes the transfer.
CREATE TABLE transfer_account_codes (
  code text PRIMARY KEY,
  code_folded text GENERATED ALWAYS AS (fold_search(code)) STORED
);

INSERT INTO transfer_account_codes (code)
  SELECT source_account_code FROM transfers UNION SELECT destination_account_code FROM transfers;

-- Sorted, so that two first transfers between the same two new codes never wait on each other in
-- opposite orders (a deadlock); a known code is a no-op that takes no lock.
CREATE FUNCTION transfer_account_codes_keep() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO transfer_account_codes (code)
    SELECT c FROM unnest(ARRAY[NEW.source_account_code, NEW.destination_account_code]) AS c ORDER BY c
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $f$;

CREATE TRIGGER transfers_account_codes AFTER INSERT OR UPDATE OF source_account_code, destination_account_code
  ON transfers FOR EACH ROW EXECUTE FUNCTION transfer_account_codes_keep();

-- The stored folded codes and their trigram indexes served only that search.
DROP INDEX IF EXISTS transfers_source_folded_idx;
DROP INDEX IF EXISTS transfers_destination_folded_idx;
ALTER TABLE transfers DROP COLUMN source_folded, DROP COLUMN destination_folded;

-- A trigram index where pg_trgm was installed (migration 0040), without a pending list (0078): the
-- block that migrations 0040, 0043 and 0079 each wrote out, kept once for this one and those to come.
CREATE FUNCTION trigram_index(p_index text, p_table text, p_column text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  s text;
BEGIN
  SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF s IS NOT NULL THEN
    EXECUTE format('CREATE INDEX %I ON %I USING gin (%I %I.gin_trgm_ops) WITH (fastupdate = off)',
      p_index, p_table, p_column, s);
  END IF;
END $f$;

-- The dictionary grows with the registry's accounts, not with its transfers.
SELECT trigram_index('transfer_account_codes_folded_idx', 'transfer_account_codes', 'code_folded');
ANALYZE transfer_account_codes;
