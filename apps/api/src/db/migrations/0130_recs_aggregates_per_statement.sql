-- An UPDATE of many requests (a batch approval's 1,000) kept the report aggregates of 0060 one row
-- at a time: agg_recs_add and agg_plant_month_add per request, about ten statements each on the
-- same hot rows, ~0.2–0.4 ms a request (issue 38: ~0.3 s of every 1,000-request batch, monthly or
-- hourly). One statement trigger with transition tables now applies the statement's changes as
-- sets. The sums are the same: every column is a sum, and the open and adjustment terms telescope
-- (the argument of agg_plant_months_add, 0086); a plant-month left with nothing (0088) is removed
-- as agg_plant_month_add removes it. Rows are taken in key order, table by table in the writers'
-- order (agg_recs → agg_plant_month → agg_period → agg_registrant → agg_adjustment).
-- INSERT and DELETE keep their row trigger (requests are created and deleted one at a time).
DROP TRIGGER recs_aggregates_update ON recs;

CREATE FUNCTION agg_recs_update_statement() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  v_deltas json;
  v_new json;
BEGIN
  -- The rows whose aggregate columns changed (the row trigger's WHEN), each as -OLD and +NEW: their
  -- agg_recs sums, then each plant-month's pending and approved deltas, as agg_recs_add passes them.
  WITH moved AS (
    SELECT o.id FROM agg_old o JOIN agg_new n ON n.id = o.id
    WHERE o.status IS DISTINCT FROM n.status OR o."emissionVolume" IS DISTINCT FROM n."emissionVolume"
      OR o.approval_date IS DISTINCT FROM n.approval_date OR o.scheme IS DISTINCT FROM n.scheme
      OR o.generation_period IS DISTINCT FROM n.generation_period OR o.business_id IS DISTINCT FROM n.business_id
      OR o.registrant_id IS DISTINCT FROM n.registrant_id
  ), change AS (
    SELECT -1 AS sign, business_id, registrant_id, generation_period, status, scheme, approval_date,
      "emissionVolume" AS volume
    FROM agg_old WHERE id IN (SELECT id FROM moved)
    UNION ALL
    SELECT 1, business_id, registrant_id, generation_period, status, scheme, approval_date, "emissionVolume"
    FROM agg_new WHERE id IN (SELECT id FROM moved)
  ), counted AS (
    INSERT INTO agg_recs AS a (generation_period, status, scheme, approval_month, shard, n, volume)
    SELECT generation_period, status, scheme, agg_month_of(approval_date), registrant_id % 8, sum(sign),
      sum(sign * volume)
    FROM change GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (generation_period, status, scheme, approval_month, shard)
    DO UPDATE SET n = a.n + excluded.n, volume = a.volume + excluded.volume
  )
  SELECT coalesce(json_agg(json_build_object('business_id', business_id, 'period', generation_period,
      'pending', pending, 'approved', approved) ORDER BY business_id, generation_period), '[]')
  INTO v_deltas
  FROM (
    SELECT business_id, generation_period,
      sum(CASE WHEN status = 'pending' THEN sign * volume ELSE 0 END) AS pending,
      sum(CASE WHEN status = 'approved' THEN sign * volume ELSE 0 END) AS approved
    FROM change WHERE status IN ('pending', 'approved') GROUP BY 1, 2
  ) d;
  IF json_array_length(v_deltas) = 0 THEN
    RETURN NULL;
  END IF;

  WITH ins AS (
    INSERT INTO agg_plant_month (business_id, period, registrant_id, metering)
    SELECT d.business_id, d.period, b.registrant_id, b.mwh_debit_credit
    FROM json_to_recordset(v_deltas) AS d(business_id bigint, period char(7), pending numeric, approved numeric)
      JOIN businesses b ON b.id = d.business_id
    ORDER BY d.business_id, d.period
    ON CONFLICT DO NOTHING
    RETURNING business_id, period
  )
  SELECT coalesce(json_agg(json_build_object('business_id', business_id, 'period', period)), '[]') INTO v_new
  FROM ins;
  PERFORM 1 FROM agg_plant_month m
    JOIN json_to_recordset(v_deltas) AS d(business_id bigint, period char(7)) USING (business_id, period)
  ORDER BY m.business_id, m.period FOR UPDATE OF m;

  WITH fresh AS (
    SELECT * FROM json_to_recordset(v_new) AS f(business_id bigint, period char(7))
  ), o AS (
    UPDATE agg_plant_month m SET pending = m.pending + d.pending, approved = m.approved + d.approved
    FROM json_to_recordset(v_deltas) AS d(business_id bigint, period char(7), pending numeric, approved numeric)
    WHERE m.business_id = d.business_id AND m.period = d.period
    RETURNING m.business_id, m.period, m.registrant_id, m.metering, d.pending AS dp, d.approved AS da,
      m.generation - m.pending - m.approved AS after, m.generation AS g, m.pending + m.approved AS cert,
      EXISTS (SELECT 1 FROM fresh f WHERE f.business_id = m.business_id AND f.period = m.period) AS is_new
  ), per AS (
    INSERT INTO agg_period AS a (period, shard, generation, pending, approved, plant_months, open_plant_months,
      open_residual)
    SELECT period, business_id % 8, 0, sum(dp), sum(da), count(*) FILTER (WHERE is_new),
      sum((after > 0)::int - (after + dp + da > 0)::int), sum(greatest(after, 0) - greatest(after + dp + da, 0))
    FROM o GROUP BY period, business_id % 8 ORDER BY 1, 2
    ON CONFLICT (period, shard) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved,
      plant_months = a.plant_months + excluded.plant_months,
      open_plant_months = a.open_plant_months + excluded.open_plant_months,
      open_residual = a.open_residual + excluded.open_residual
  ), reg AS (
    INSERT INTO agg_registrant AS a (registrant_id, generation, pending, approved)
    SELECT registrant_id, 0, sum(dp), sum(da) FROM o GROUP BY registrant_id ORDER BY 1
    ON CONFLICT (registrant_id) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved
  ), terms AS (
    -- agg_adjustment_add(…, -1, before) and (…, +1, after) of each plant-month, where they count.
    SELECT period, business_id % 8 AS shard, metering, t.sign, t.gen, t.cert
    FROM o CROSS JOIN LATERAL (VALUES (-1, o.g, o.cert - o.dp - o.da), (1, o.g, o.cert)) AS t(sign, gen, cert)
    WHERE t.cert > 0 AND t.gen - t.cert <> 0
  )
  INSERT INTO agg_adjustment AS a (period, shard, metering, n, generation, certified)
  SELECT period, shard, metering, sum(sign), sum(sign * gen), sum(sign * cert)
  FROM terms GROUP BY period, shard, metering ORDER BY 1, 2, 3
  ON CONFLICT (period, shard, metering) DO UPDATE SET n = a.n + excluded.n,
    generation = a.generation + excluded.generation, certified = a.certified + excluded.certified;

  -- Nothing left of a plant-month (no generation, no open request): it leaves the aggregates.
  WITH gone AS (
    DELETE FROM agg_plant_month m
    USING json_to_recordset(v_deltas) AS d(business_id bigint, period char(7))
    WHERE m.business_id = d.business_id AND m.period = d.period
      AND m.generation = 0 AND m.pending = 0 AND m.approved = 0
      AND NOT EXISTS (SELECT 1 FROM generation g WHERE g.business_id = m.business_id
        AND g.year = left(m.period, 4)::int AND g.month = substr(m.period, 6, 2)::int)
    RETURNING m.business_id, m.period
  )
  UPDATE agg_period p SET plant_months = p.plant_months - x.n
  FROM (SELECT period, business_id % 8 AS shard, count(*) AS n FROM gone GROUP BY 1, 2) x
  WHERE p.period = x.period AND p.shard = x.shard;
  RETURN NULL;
END
$f$;

CREATE TRIGGER recs_aggregates_update AFTER UPDATE ON recs
  REFERENCING OLD TABLE AS agg_old NEW TABLE AS agg_new
  FOR EACH STATEMENT EXECUTE FUNCTION agg_recs_update_statement();
