-- Packed hourly bundles (issue 38, docs/adr/0138-packed-hourly-bundles.md): an approval writes one
-- row per request holding its hours as arrays instead of one indexed row per bundle; the bundles
-- stay individually addressable (stable ids, number ranges) through the view `hourly_bundles`, and
-- a pack becomes ordinary bundle rows the first time something moves, retires or tampers with part
-- of it (`hourly_bundles_unpack`). Existing bundles stay rows.

ALTER TABLE hourly_bundles RENAME TO hourly_bundle_rows;

-- A request's bundles, packed: bundle i (1-based) is hour hour0 + hours[i] h, wh[i] Wh, numbers
-- rs[i] .. rs[i] + wh[i] - 1, id first_id + i - 1, active in account_id. A pack is deleted when it
-- is unpacked (its rows then hold everything). Not partitioned: one row per request, ~4 k a month.
CREATE TABLE hourly_bundle_packs (
  first_id bigint PRIMARY KEY CHECK (first_id >= 1000000000000000 AND (first_id - 1000000000000000) % 1024 = 0),
  production_month date NOT NULL CHECK (extract(day FROM production_month) = 1),
  rec_id bigint NOT NULL,
  business_id bigint NOT NULL,
  account_id bigint NOT NULL,
  scheme text NOT NULL,
  source_id bigint NOT NULL,
  technology_id bigint NOT NULL,
  submarket text,
  hour0 timestamptz NOT NULL,
  hours smallint[] NOT NULL,
  wh bigint[] NOT NULL,
  rs bigint[] NOT NULL,
  CHECK (cardinality(hours) BETWEEN 1 AND 1024 AND cardinality(wh) = cardinality(hours)
    AND cardinality(rs) = cardinality(hours))
);
CREATE INDEX hourly_bundle_packs_account_idx ON hourly_bundle_packs (account_id, production_month);
CREATE INDEX hourly_bundle_packs_plant_idx ON hourly_bundle_packs (business_id, production_month);
CREATE INDEX hourly_bundle_packs_rec_idx ON hourly_bundle_packs (rec_id);

-- Each pack takes a block of 1,024 bundle ids (a month has at most 744 hours) far above the rows'
-- own identity (36 M a year) and below 2^53 (ids are JS numbers in the API): unpacking inserts the
-- rows with these ids, so a bundle's id, hence its leaf and API id, never changes.
CREATE SEQUENCE hourly_bundle_pack_ids START 1000000000000000 INCREMENT 1024;

-- Every bundle, packed or not, with the columns the table had.
CREATE VIEW hourly_bundles AS
  SELECT id, production_month, rec_id, business_id, account_id, scheme, source_id, technology_id, submarket,
    interval_start, interval_end, wh, range_start, range_end, state, beneficiary_id, redemption_id
  FROM hourly_bundle_rows
  UNION ALL
  SELECT p.first_id + u.o - 1, p.production_month, p.rec_id, p.business_id, p.account_id, p.scheme, p.source_id,
    p.technology_id, p.submarket, p.hour0 + u.h * interval '1 hour', p.hour0 + (u.h + 1) * interval '1 hour', u.w,
    u.r, u.r + u.w - 1, 'active'::text, NULL::bigint, NULL::bigint
  FROM hourly_bundle_packs p CROSS JOIN LATERAL unnest(p.hours, p.wh, p.rs) WITH ORDINALITY AS u(h, w, r, o);

-- The pack a bundle id belongs to (null for a row's own id).
CREATE FUNCTION hourly_bundle_pack_of(p_id bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE WHEN p_id >= 1000000000000000 THEN p_id - (p_id - 1000000000000000) % 1024 END
$f$;

-- Unpacks the named packs into bundle rows (ids, numbers and hours kept); answers the rows made.
-- One statement: the DELETE locks each pack, so of two transactions unpacking one pack the second
-- waits, then finds it gone and makes nothing.
CREATE FUNCTION hourly_bundles_unpack(p_packs bigint[]) RETURNS bigint LANGUAGE sql AS $f$
  WITH gone AS (DELETE FROM hourly_bundle_packs WHERE first_id = ANY (p_packs) RETURNING *),
  made AS (
    INSERT INTO hourly_bundle_rows (id, production_month, rec_id, business_id, account_id, scheme, source_id,
      technology_id, submarket, interval_start, interval_end, wh, range_start, range_end)
    OVERRIDING SYSTEM VALUE
    SELECT p.first_id + u.o - 1, p.production_month, p.rec_id, p.business_id, p.account_id, p.scheme, p.source_id,
      p.technology_id, p.submarket, p.hour0 + u.h * interval '1 hour', p.hour0 + (u.h + 1) * interval '1 hour', u.w,
      u.r, u.r + u.w - 1
    FROM gone p CROSS JOIN LATERAL unnest(p.hours, p.wh, p.rs) WITH ORDINALITY AS u(h, w, r, o)
    RETURNING 1)
  SELECT count(*) FROM made
$f$;

-- Month partitions of the rows, as before (the function keeps its name: callers make sure a month
-- exists before an issuance, whose unpacking later needs it).
CREATE OR REPLACE FUNCTION hourly_bundles_partition(p_month date) RETURNS boolean LANGUAGE plpgsql AS $f$
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
  EXECUTE format('CREATE TABLE %I PARTITION OF hourly_bundle_rows FOR VALUES FROM (%L) TO (%L)', v_name,
    p_month, (p_month + interval '1 month')::date);
  RETURN false;
END
$f$;
