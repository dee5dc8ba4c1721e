-- A bulk writer of `generation` (the CCEE hourly commit: ~4,000 plant-months a month, 12,000 at 3×)
-- may keep the aggregates of 0060 itself, set-based (agg_plant_months_add below), instead of one
-- agg_plant_month_add per row: six statements per row on the same hot rows (the month's 8
-- agg_period shards, the registrant's agg_registrant row) cost ~0.2 ms a row and grew faster than
-- the rows (issue 16's benchmark). It says so for its own statements only, in its transaction:
--   SELECT set_config('rec.generation_bulk', 'on', true)  …write…  set_config(…, 'off', true)
-- Every other writer (and the rollback) still goes through the row triggers.
DROP TRIGGER generation_aggregates ON generation;
DROP TRIGGER generation_aggregates_update ON generation;
CREATE TRIGGER generation_aggregates AFTER INSERT OR DELETE ON generation FOR EACH ROW
  WHEN (current_setting('rec.generation_bulk', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION agg_generation_trigger();
CREATE TRIGGER generation_aggregates_update AFTER UPDATE ON generation FOR EACH ROW
  WHEN (current_setting('rec.generation_bulk', true) IS DISTINCT FROM 'on'
    AND (OLD.total IS DISTINCT FROM NEW.total OR OLD.business_id IS DISTINCT FROM NEW.business_id
      OR OLD.year IS DISTINCT FROM NEW.year OR OLD.month IS DISTINCT FROM NEW.month))
  EXECUTE FUNCTION agg_generation_trigger();

-- agg_plant_month_add(business, period, gen, 0, 0) for many plant-months at once, each at most once
-- (p_deltas: a JSON array of [business_id, 'YYYY-MM', generation delta as text]). The same sums:
-- applying one plant-month's changes one by one or their total once gives the same rows, because
-- every column is a sum and the open/adjustment terms telescope (only all-zero rows may differ,
-- which no reader distinguishes from absent ones). Rows are taken in key order, as agg_rebuild does.
CREATE FUNCTION agg_plant_month_deltas(p_deltas json) RETURNS TABLE (business_id bigint, period char(7), gen numeric)
LANGUAGE sql IMMUTABLE AS $f$
  SELECT (x->>0)::bigint, (x->>1)::char(7), (x->>2)::numeric FROM json_array_elements(p_deltas) x
$f$;

CREATE FUNCTION agg_plant_months_add(p_deltas json) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  v_new json;
BEGIN
  WITH ins AS (
    INSERT INTO agg_plant_month (business_id, period, registrant_id, metering)
    SELECT d.business_id, d.period, b.registrant_id, b.mwh_debit_credit
    FROM agg_plant_month_deltas(p_deltas) d JOIN businesses b ON b.id = d.business_id
    ORDER BY d.business_id, d.period
    ON CONFLICT DO NOTHING
    RETURNING business_id, period
  )
  SELECT coalesce(json_agg(json_build_array(business_id, period)), '[]') INTO v_new FROM ins;
  -- Locked in key order (a row-by-row writer locks them one at a time, in its own order).
  PERFORM 1 FROM agg_plant_month m JOIN agg_plant_month_deltas(p_deltas) d USING (business_id, period)
  ORDER BY m.business_id, m.period FOR UPDATE OF m;

  WITH fresh AS (
    SELECT (x->>0)::bigint AS business_id, (x->>1)::char(7) AS period FROM json_array_elements(v_new) x
  ), o AS (
    UPDATE agg_plant_month m SET generation = m.generation + d.gen
    FROM agg_plant_month_deltas(p_deltas) d WHERE m.business_id = d.business_id AND m.period = d.period
    RETURNING m.business_id, m.period, m.registrant_id, m.metering, d.gen,
      m.generation - m.pending - m.approved AS after, m.generation AS g, m.pending + m.approved AS cert,
      EXISTS (SELECT 1 FROM fresh f WHERE f.business_id = m.business_id AND f.period = m.period) AS is_new
  ), per AS (
    INSERT INTO agg_period AS a (period, shard, generation, pending, approved, plant_months, open_plant_months,
      open_residual)
    SELECT period, business_id % 8, sum(gen), 0, 0, count(*) FILTER (WHERE is_new),
      sum((after > 0)::int - (after - gen > 0)::int), sum(greatest(after, 0) - greatest(after - gen, 0))
    FROM o GROUP BY period, business_id % 8 ORDER BY 1, 2
    ON CONFLICT (period, shard) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved,
      plant_months = a.plant_months + excluded.plant_months,
      open_plant_months = a.open_plant_months + excluded.open_plant_months,
      open_residual = a.open_residual + excluded.open_residual
  ), reg AS (
    INSERT INTO agg_registrant AS a (registrant_id, generation, pending, approved)
    SELECT registrant_id, sum(gen), 0, 0 FROM o GROUP BY registrant_id ORDER BY 1
    ON CONFLICT (registrant_id) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved
  ), terms AS (
    -- agg_adjustment_add(…, -1, before) and (…, +1, after) of each plant-month, where they count.
    SELECT period, business_id % 8 AS shard, metering, t.sign, t.gen, cert
    FROM o CROSS JOIN LATERAL (VALUES (-1, o.g - o.gen), (1, o.g)) AS t(sign, gen)
    WHERE cert > 0 AND t.gen - cert <> 0
  )
  INSERT INTO agg_adjustment AS a (period, shard, metering, n, generation, certified)
  SELECT period, shard, metering, sum(sign), sum(sign * gen), sum(sign * cert)
  FROM terms GROUP BY period, shard, metering ORDER BY 1, 2, 3
  ON CONFLICT (period, shard, metering) DO UPDATE SET n = a.n + excluded.n,
    generation = a.generation + excluded.generation, certified = a.certified + excluded.certified;
END
$f$;
