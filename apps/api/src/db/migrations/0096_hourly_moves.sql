-- Hourly certificates moved by hours (issue 38 item 3, ADR 0092 addendum): transfers and
-- retirements of bundles selected by hour range, window, plant, source, submarket and volume.

-- A hourly movement rides on the monthly ledger's transfer or redemption entry of the same move.
ALTER TABLE hourly_movements DROP CONSTRAINT hourly_movements_kind_check;
ALTER TABLE hourly_movements ADD CONSTRAINT hourly_movements_kind_check
  CHECK (kind IN ('issue', 'revert', 'transfer', 'redemption'));

-- The bundles one movement moved, as its Merkle leaves (certificate-number order = ordinal): the
-- verifier recomputes the movement's root from them, and a statement can prove each bundle. A
-- split bundle changes later; these rows keep what the movement committed to.
CREATE TABLE hourly_movement_leaves (
  seq bigint NOT NULL REFERENCES hourly_movements(seq),
  ordinal integer NOT NULL,
  rec_id bigint NOT NULL,
  business_id bigint NOT NULL,
  interval_start timestamptz NOT NULL,
  wh bigint NOT NULL CHECK (wh > 0),
  range_start bigint NOT NULL,
  range_end bigint NOT NULL,
  CHECK (range_end - range_start + 1 = wh),
  PRIMARY KEY (seq, ordinal)
);

-- A retired bundle names its beneficiary and the redemption that retired it.
ALTER TABLE hourly_bundles ADD COLUMN beneficiary_id bigint;
ALTER TABLE hourly_bundles ADD COLUMN redemption_id bigint;
ALTER TABLE hourly_bundles ADD CONSTRAINT hourly_bundles_retired_check
  CHECK ((state = 'retired') = (beneficiary_id IS NOT NULL AND redemption_id IS NOT NULL));

-- The 0095 guard lets through the monthly entries of an hourly move: the move sets
-- rec.hourly_move for its own transaction only (SET LOCAL), after it has split the bundles.
CREATE OR REPLACE FUNCTION ledger_hourly_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF coalesce(current_setting('rec.hourly_move', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM recs WHERE id = NEW.rec_id AND granularity = 'hourly') THEN
    RAISE EXCEPTION USING ERRCODE = 'RL006',
      MESSAGE = format('A emissão %s é horária: seus certificados são movidos por faixa de horas', NEW.rec_id);
  END IF;
  RETURN NEW;
END
$f$;
