-- Hourly (granular) certificates, issue 38 (docs/adr/0091-hourly-certificate-storage.md).

-- An emission request asks for monthly certificates (as before) or one bundle per plant-hour.
ALTER TABLE recs ADD COLUMN granularity text NOT NULL DEFAULT 'monthly'
  CHECK (granularity IN ('monthly', 'hourly'));

-- The file's SUBMERCADO of each plant share, kept with its hourly series (null: the file had no
-- such column). A bundle names its plant's submarket, the Scope 2 market boundary by default.
ALTER TABLE ccee_hourly ADD COLUMN submarket text;

-- Certificate numbers (1 certificate = 1 Wh, EnergyTag's bundle_id_range): the next unused number.
-- One row, taken FOR UPDATE by an hourly issuance for the length of its transaction, so ranges
-- never overlap and a rolled-back issuance gives its numbers back.
CREATE TABLE hourly_numbers (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  next_number bigint NOT NULL CHECK (next_number >= 1)
);
INSERT INTO hourly_numbers (one, next_number) VALUES (true, 1);

-- One row per bundle: a plant-hour of one emission request, or (after a partial move, later) a
-- piece of one cut by number range. wh = range_end - range_start + 1 always: a piece keeps the
-- numbers, hence the identity, of the certificates it holds. Partitioned by production month
-- (the Brasília-time month CCEE's file belongs to), one partition a month, created on first use.
-- No foreign keys: a month is ~3 million rows and a row trigger per key per row was the largest
-- cost of an issuance; the rows are written only by the issuance, under the lock of their request,
-- account and plant, and the ledger verifier checks that every named row exists.
CREATE TABLE hourly_bundles (
  id bigint GENERATED ALWAYS AS IDENTITY,
  production_month date NOT NULL CHECK (extract(day FROM production_month) = 1),
  rec_id bigint NOT NULL,
  business_id bigint NOT NULL,
  account_id bigint NOT NULL,
  scheme text NOT NULL,
  source_id bigint NOT NULL,
  technology_id bigint NOT NULL,
  submarket text,
  interval_start timestamptz NOT NULL,
  interval_end timestamptz NOT NULL,
  wh bigint NOT NULL CHECK (wh > 0),
  range_start bigint NOT NULL,
  range_end bigint NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'retired')),
  CHECK (interval_end > interval_start AND interval_end - interval_start <= interval '1 hour'),
  CHECK (range_end - range_start + 1 = wh),
  PRIMARY KEY (production_month, id)
) PARTITION BY RANGE (production_month);
-- Holdings by hour range and the hourly profile: an account's bundles in time order.
CREATE INDEX hourly_bundles_account_idx ON hourly_bundles (account_id, interval_start);
-- Conservation and republication per plant-hour; a request's bundles (revert, verifier).
CREATE INDEX hourly_bundles_plant_idx ON hourly_bundles (business_id, interval_start);
CREATE INDEX hourly_bundles_rec_idx ON hourly_bundles (rec_id);

-- The month's partition, created if missing (under a lock: two first issuances of a month wait
-- for each other instead of one failing). Answers whether it was there already.
CREATE FUNCTION hourly_bundles_partition(p_month date) RETURNS boolean LANGUAGE plpgsql AS $f$
DECLARE
  v_name text := 'hourly_bundles_' || to_char(p_month, 'YYYYMM');
BEGIN
  IF to_regclass(v_name) IS NOT NULL THEN
    RETURN true;
  END IF;
  PERFORM pg_advisory_xact_lock(727304);
  IF to_regclass(v_name) IS NOT NULL THEN
    RETURN true;
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF hourly_bundles FOR VALUES FROM (%L) TO (%L)', v_name,
    p_month, (p_month + interval '1 month')::date);
  RETURN false;
END
$f$;

-- One row per hourly movement (issue, revert; transfer and retirement later): it commits to the
-- Merkle root of the bundles it moved and to the ledger entry it rode on (ledger_entries.hash),
-- and is chained to the movement before it: the audit trail grows by one row per movement, not
-- one per bundle. hash = sha256(prev_hash || seq|kind|rec_id|from|to|bundles|wh|root|ledger_hash).
CREATE TABLE hourly_movements (
  seq bigint PRIMARY KEY CHECK (seq >= 1),
  kind text NOT NULL CHECK (kind IN ('issue', 'revert')),
  rec_id bigint NOT NULL REFERENCES recs(id),
  from_account bigint REFERENCES accounts(id),
  to_account bigint REFERENCES accounts(id),
  bundles integer NOT NULL CHECK (bundles >= 0),
  wh bigint NOT NULL CHECK (wh >= 0),
  merkle_root char(64) NOT NULL,
  ledger_hash char(64) NOT NULL,
  prev_hash char(64) NOT NULL,
  hash char(64) NOT NULL UNIQUE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hourly_movements_rec_idx ON hourly_movements (rec_id);
-- The chain's head, locked by the movement that appends (movements of hourly certificates are
-- serialised on it; each holds it only for the end of its transaction).
CREATE TABLE hourly_chain (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  head_seq bigint NOT NULL,
  head_hash char(64) NOT NULL
);
INSERT INTO hourly_chain (one, head_seq, head_hash) VALUES (true, 0, repeat('0', 64));
