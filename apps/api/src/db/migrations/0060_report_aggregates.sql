-- Aggregates for the dashboards and the heaviest reports (docs/adr/0051-report-aggregates.md).
-- Kept by triggers on recs, generation and redemptions, in the transaction of the write: a reader
-- never sees a figure older than the last committed movement. Their size grows with the calendar
-- (months x statuses x schemes x 8 shards), not with the number of emissions, except
-- agg_plant_month (one row per plant and month, read only a page at a time).
-- Shards: rows of different registrants (recs) or plants (generation) spread over 8 rows per key,
-- so concurrent approvals of different registrants rarely wait on the same aggregate row.

-- Who decided an emission (approval, refusal, block, revert): the emission_revision report.
ALTER TABLE recs ADD COLUMN decided_by bigint REFERENCES users(id) ON DELETE SET NULL;

-- A certificate's history (every audit entry of one emission, any kind) replaces the issue-only
-- partial index of 0012, which (rec_id, kind) also serves.
DROP INDEX IF EXISTS ledger_entries_issue_idx;
CREATE INDEX ledger_entries_rec_idx ON ledger_entries (rec_id, kind);

-- Report filters on recs: the same indexes the lists use (migration 0040 creates them first).
CREATE INDEX IF NOT EXISTS recs_period_idx ON recs (generation_period, id);
CREATE INDEX IF NOT EXISTS recs_business_idx ON recs (business_id, id);
CREATE INDEX IF NOT EXISTS recs_participant_idx ON recs (participant_id, id);
CREATE INDEX recs_revision_idx ON recs (id) WHERE status IN ('refused', 'blocked', 'reverted');

CREATE TABLE agg_recs (
  generation_period char(7) NOT NULL,
  status text NOT NULL,
  scheme text NOT NULL,
  approval_month char(7) NOT NULL, -- '' while not approved; Brasília calendar
  shard smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  volume numeric(20,6) NOT NULL DEFAULT 0,
  PRIMARY KEY (generation_period, status, scheme, approval_month, shard)
);

-- One plant in one month: CCEE generation, volume requested (pending) and certified (approved).
CREATE TABLE agg_plant_month (
  business_id bigint NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  period char(7) NOT NULL,
  registrant_id bigint NOT NULL,
  metering text NOT NULL, -- the plant's mwh_debit_credit: credit (grid) or debit (self-consumption)
  generation numeric(18,6) NOT NULL DEFAULT 0,
  pending numeric(18,6) NOT NULL DEFAULT 0,
  approved numeric(18,6) NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, period)
);
-- consolidation and the adjustments list the newest month first, plants in id order.
CREATE INDEX agg_plant_month_period_idx ON agg_plant_month (period DESC, business_id);
CREATE INDEX agg_plant_month_registrant_idx ON agg_plant_month (registrant_id, period, business_id);
CREATE INDEX agg_plant_month_open_idx ON agg_plant_month (period, business_id)
  WHERE generation - pending - approved > 0;
-- The emission adjustments: plant-months with volume requested or certified that differs from generation.
CREATE INDEX agg_plant_month_adjust_idx ON agg_plant_month (metering, period DESC, business_id)
  WHERE pending + approved > 0 AND generation - pending - approved <> 0;

-- agg_plant_month summed per registrant (the registrant report).
CREATE TABLE agg_registrant (
  registrant_id bigint PRIMARY KEY,
  generation numeric(20,6) NOT NULL DEFAULT 0,
  pending numeric(20,6) NOT NULL DEFAULT 0,
  approved numeric(20,6) NOT NULL DEFAULT 0
);

-- The adjustment plant-months (see the index above) summed per month, shard and metering.
CREATE TABLE agg_adjustment (
  period char(7) NOT NULL,
  shard smallint NOT NULL,
  metering text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  generation numeric(20,6) NOT NULL DEFAULT 0,
  certified numeric(20,6) NOT NULL DEFAULT 0,
  PRIMARY KEY (period, shard, metering)
);

-- agg_plant_month summed per month: report totals and paging counts without a scan.
CREATE TABLE agg_period (
  period char(7) NOT NULL,
  shard smallint NOT NULL,
  generation numeric(20,6) NOT NULL DEFAULT 0,
  pending numeric(20,6) NOT NULL DEFAULT 0,
  approved numeric(20,6) NOT NULL DEFAULT 0,
  plant_months bigint NOT NULL DEFAULT 0,
  open_plant_months bigint NOT NULL DEFAULT 0, -- rows whose residual is > 0
  open_residual numeric(20,6) NOT NULL DEFAULT 0, -- the sum of those residuals
  PRIMARY KEY (period, shard)
);

CREATE TABLE agg_redemptions (
  status text NOT NULL,
  shard smallint NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  volume numeric(20,6) NOT NULL DEFAULT 0,
  PRIMARY KEY (status, shard)
);

-- Enterprises per technology (admin dashboard), any approval state.
CREATE TABLE agg_businesses (
  technology_id bigint PRIMARY KEY,
  n bigint NOT NULL DEFAULT 0
);

-- YYYY-MM of an instant on the registry's calendar (Brasília), '' for none.
CREATE FUNCTION agg_month_of(p_at timestamptz) RETURNS char(7) LANGUAGE sql STABLE AS $f$
  SELECT coalesce(to_char(p_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), '')
$f$;

-- The I-REC issuance deadline of a production month: Jan–Jun until 31 May of the next year,
-- Jul–Dec until 30 September of the next year.
CREATE FUNCTION irec_deadline(p_period text) RETURNS date LANGUAGE sql IMMUTABLE AS $f$
  SELECT CASE WHEN substr(p_period, 6, 2)::int <= 6
    THEN make_date(left(p_period, 4)::int + 1, 5, 31)
    ELSE make_date(left(p_period, 4)::int + 1, 9, 30) END
$f$;

-- Adds (p_sign 1) or takes away (-1) one plant-month's part of agg_adjustment, given its volumes.
CREATE FUNCTION agg_adjustment_add(p_period char(7), p_business bigint, p_metering text, p_sign int,
  p_gen numeric, p_cert numeric) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  IF p_cert > 0 AND p_gen - p_cert <> 0 THEN
    INSERT INTO agg_adjustment AS a (period, shard, metering, n, generation, certified)
    VALUES (p_period, p_business % 8, p_metering, p_sign, p_sign * p_gen, p_sign * p_cert)
    ON CONFLICT (period, shard, metering) DO UPDATE SET n = a.n + excluded.n,
      generation = a.generation + excluded.generation, certified = a.certified + excluded.certified;
  END IF;
END
$f$;

CREATE FUNCTION agg_plant_month_add(p_business bigint, p_period char(7), p_gen numeric, p_pending numeric,
  p_approved numeric) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  v_new int;
  o agg_plant_month;
  v_before numeric;
  v_after numeric;
BEGIN
  INSERT INTO agg_plant_month (business_id, period, registrant_id, metering)
  SELECT p_business, p_period, b.registrant_id, b.mwh_debit_credit FROM businesses b WHERE b.id = p_business
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_new = ROW_COUNT;
  UPDATE agg_plant_month SET generation = generation + p_gen, pending = pending + p_pending,
    approved = approved + p_approved
  WHERE business_id = p_business AND period = p_period
  RETURNING * INTO o;
  v_after := o.generation - o.pending - o.approved;
  v_before := v_after - p_gen + p_pending + p_approved;
  INSERT INTO agg_period AS a (period, shard, generation, pending, approved, plant_months, open_plant_months,
    open_residual)
  VALUES (p_period, p_business % 8, p_gen, p_pending, p_approved, v_new,
    (v_after > 0)::int - (v_before > 0)::int, greatest(v_after, 0) - greatest(v_before, 0))
  ON CONFLICT (period, shard) DO UPDATE SET generation = a.generation + excluded.generation,
    pending = a.pending + excluded.pending, approved = a.approved + excluded.approved,
    plant_months = a.plant_months + excluded.plant_months,
    open_plant_months = a.open_plant_months + excluded.open_plant_months,
    open_residual = a.open_residual + excluded.open_residual;
  INSERT INTO agg_registrant AS a (registrant_id, generation, pending, approved)
  VALUES (o.registrant_id, p_gen, p_pending, p_approved)
  ON CONFLICT (registrant_id) DO UPDATE SET generation = a.generation + excluded.generation,
    pending = a.pending + excluded.pending, approved = a.approved + excluded.approved;
  PERFORM agg_adjustment_add(p_period, p_business, o.metering, -1, o.generation - p_gen,
    o.pending + o.approved - p_pending - p_approved);
  PERFORM agg_adjustment_add(p_period, p_business, o.metering, 1, o.generation, o.pending + o.approved);
END
$f$;

-- A plant that changes registrant or metering takes its plant-months along: their parts of
-- agg_registrant and agg_adjustment move from the old key to the new one.
CREATE FUNCTION agg_businesses_move() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  m agg_plant_month;
BEGIN
  FOR m IN SELECT * FROM agg_plant_month WHERE business_id = NEW.id ORDER BY period FOR UPDATE LOOP
    PERFORM agg_adjustment_add(m.period, m.business_id, m.metering, -1, m.generation, m.pending + m.approved);
    PERFORM agg_adjustment_add(m.period, m.business_id, NEW.mwh_debit_credit, 1, m.generation, m.pending + m.approved);
  END LOOP;
  IF OLD.registrant_id IS DISTINCT FROM NEW.registrant_id THEN
    INSERT INTO agg_registrant AS a (registrant_id, generation, pending, approved)
    SELECT r.id, r.sign * sum(m.generation), r.sign * sum(m.pending), r.sign * sum(m.approved)
    FROM agg_plant_month m CROSS JOIN (VALUES (OLD.registrant_id, -1), (NEW.registrant_id, 1)) AS r(id, sign)
    WHERE m.business_id = NEW.id
    GROUP BY r.id, r.sign
    ON CONFLICT (registrant_id) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved;
  END IF;
  UPDATE agg_plant_month SET registrant_id = NEW.registrant_id, metering = NEW.mwh_debit_credit
  WHERE business_id = NEW.id;
  RETURN NULL;
END
$f$;
CREATE TRIGGER businesses_aggregates_move AFTER UPDATE ON businesses FOR EACH ROW
  WHEN (OLD.registrant_id IS DISTINCT FROM NEW.registrant_id OR OLD.mwh_debit_credit IS DISTINCT FROM NEW.mwh_debit_credit)
  EXECUTE FUNCTION agg_businesses_move();

CREATE FUNCTION agg_recs_add(r recs, p_sign int) RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO agg_recs AS a (generation_period, status, scheme, approval_month, shard, n, volume)
  VALUES (r.generation_period, r.status, r.scheme, agg_month_of(r.approval_date), r.registrant_id % 8, p_sign,
    p_sign * r."emissionVolume")
  ON CONFLICT (generation_period, status, scheme, approval_month, shard)
  DO UPDATE SET n = a.n + excluded.n, volume = a.volume + excluded.volume;
  IF r.status IN ('pending', 'approved') THEN
    PERFORM agg_plant_month_add(r.business_id, r.generation_period, 0,
      CASE WHEN r.status = 'pending' THEN p_sign * r."emissionVolume" ELSE 0 END,
      CASE WHEN r.status = 'approved' THEN p_sign * r."emissionVolume" ELSE 0 END);
  END IF;
END
$f$;

CREATE FUNCTION agg_recs_trigger() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM agg_recs_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM agg_recs_add(NEW, 1); END IF;
  RETURN NULL;
END
$f$;
CREATE TRIGGER recs_aggregates AFTER INSERT OR DELETE ON recs FOR EACH ROW EXECUTE FUNCTION agg_recs_trigger();
CREATE TRIGGER recs_aggregates_update AFTER UPDATE ON recs FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD."emissionVolume" IS DISTINCT FROM NEW."emissionVolume"
    OR OLD.approval_date IS DISTINCT FROM NEW.approval_date OR OLD.scheme IS DISTINCT FROM NEW.scheme
    OR OLD.generation_period IS DISTINCT FROM NEW.generation_period OR OLD.business_id IS DISTINCT FROM NEW.business_id
    OR OLD.registrant_id IS DISTINCT FROM NEW.registrant_id)
  EXECUTE FUNCTION agg_recs_trigger();

CREATE FUNCTION agg_generation_trigger() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM agg_plant_month_add(OLD.business_id, OLD.year || '-' || lpad(OLD.month::text, 2, '0'), -OLD.total, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM agg_plant_month_add(NEW.business_id, NEW.year || '-' || lpad(NEW.month::text, 2, '0'), NEW.total, 0, 0);
  END IF;
  RETURN NULL;
END
$f$;
CREATE TRIGGER generation_aggregates AFTER INSERT OR DELETE ON generation FOR EACH ROW
  EXECUTE FUNCTION agg_generation_trigger();
CREATE TRIGGER generation_aggregates_update AFTER UPDATE ON generation FOR EACH ROW
  WHEN (OLD.total IS DISTINCT FROM NEW.total OR OLD.business_id IS DISTINCT FROM NEW.business_id
    OR OLD.year IS DISTINCT FROM NEW.year OR OLD.month IS DISTINCT FROM NEW.month)
  EXECUTE FUNCTION agg_generation_trigger();

CREATE FUNCTION agg_redemptions_trigger() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO agg_redemptions AS a (status, shard, n, volume) VALUES (OLD.status, OLD.participant_id % 8, -1, -OLD.volume)
    ON CONFLICT (status, shard) DO UPDATE SET n = a.n + excluded.n, volume = a.volume + excluded.volume;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO agg_redemptions AS a (status, shard, n, volume) VALUES (NEW.status, NEW.participant_id % 8, 1, NEW.volume)
    ON CONFLICT (status, shard) DO UPDATE SET n = a.n + excluded.n, volume = a.volume + excluded.volume;
  END IF;
  RETURN NULL;
END
$f$;
CREATE TRIGGER redemptions_aggregates AFTER INSERT OR DELETE ON redemptions FOR EACH ROW
  EXECUTE FUNCTION agg_redemptions_trigger();
CREATE TRIGGER redemptions_aggregates_update AFTER UPDATE ON redemptions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.volume IS DISTINCT FROM NEW.volume
    OR OLD.participant_id IS DISTINCT FROM NEW.participant_id)
  EXECUTE FUNCTION agg_redemptions_trigger();

CREATE FUNCTION agg_businesses_trigger() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE agg_businesses SET n = n - 1 WHERE technology_id = OLD.technology_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO agg_businesses AS a (technology_id, n) VALUES (NEW.technology_id, 1)
    ON CONFLICT (technology_id) DO UPDATE SET n = a.n + 1;
  END IF;
  RETURN NULL;
END
$f$;
CREATE TRIGGER businesses_aggregates AFTER INSERT OR DELETE ON businesses FOR EACH ROW
  EXECUTE FUNCTION agg_businesses_trigger();
CREATE TRIGGER businesses_aggregates_update AFTER UPDATE ON businesses FOR EACH ROW
  WHEN (OLD.technology_id IS DISTINCT FROM NEW.technology_id) EXECUTE FUNCTION agg_businesses_trigger();

-- Recomputes every aggregate from the ledger's tables: for existing data (below) and after a bulk
-- load that bypassed the triggers (the benchmark's generate_series rows).
CREATE FUNCTION agg_rebuild() RETURNS void LANGUAGE plpgsql AS $f$
BEGIN
  DELETE FROM agg_recs;
  DELETE FROM agg_plant_month;
  DELETE FROM agg_period;
  DELETE FROM agg_redemptions;
  DELETE FROM agg_businesses;
  DELETE FROM agg_registrant;
  DELETE FROM agg_adjustment;
  INSERT INTO agg_recs (generation_period, status, scheme, approval_month, shard, n, volume)
  SELECT generation_period, status, scheme, agg_month_of(approval_date), registrant_id % 8, count(*), sum("emissionVolume")
  FROM recs GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO agg_plant_month (business_id, period, registrant_id, metering, generation, pending, approved)
  SELECT k.business_id, k.period, b.registrant_id, b.mwh_debit_credit, sum(k.g), sum(k.p), sum(k.a)
  FROM (
    SELECT business_id, year || '-' || lpad(month::text, 2, '0') AS period, total AS g, 0 AS p, 0 AS a FROM generation
    UNION ALL
    SELECT business_id, generation_period, 0, CASE WHEN status = 'pending' THEN "emissionVolume" ELSE 0 END,
      CASE WHEN status = 'approved' THEN "emissionVolume" ELSE 0 END
    FROM recs WHERE status IN ('pending', 'approved')
  ) k JOIN businesses b ON b.id = k.business_id
  GROUP BY k.business_id, k.period, b.registrant_id, b.mwh_debit_credit;
  INSERT INTO agg_period (period, shard, generation, pending, approved, plant_months, open_plant_months, open_residual)
  SELECT period, business_id % 8, sum(generation), sum(pending), sum(approved), count(*),
    count(*) FILTER (WHERE generation - pending - approved > 0), sum(greatest(generation - pending - approved, 0))
  FROM agg_plant_month GROUP BY 1, 2;
  INSERT INTO agg_redemptions (status, shard, n, volume)
  SELECT status, participant_id % 8, count(*), sum(volume) FROM redemptions GROUP BY 1, 2;
  INSERT INTO agg_businesses (technology_id, n) SELECT technology_id, count(*) FROM businesses GROUP BY 1;
  INSERT INTO agg_registrant (registrant_id, generation, pending, approved)
  SELECT registrant_id, sum(generation), sum(pending), sum(approved) FROM agg_plant_month GROUP BY 1;
  INSERT INTO agg_adjustment (period, shard, metering, n, generation, certified)
  SELECT period, business_id % 8, metering, count(*), sum(generation), sum(pending + approved)
  FROM agg_plant_month WHERE pending + approved > 0 AND generation - pending - approved <> 0 GROUP BY 1, 2, 3;
END
$f$;
SELECT agg_rebuild();
