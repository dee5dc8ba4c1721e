-- A plant-month whose generation goes away with nothing else left on it (a rolled-back import
-- of a month no request drew on) no longer stays counted in agg_period.plant_months or listed
-- as a zero row by the consolidation report: agg_plant_month_add removes it (ADR 0051).
CREATE OR REPLACE FUNCTION agg_plant_month_add(p_business bigint, p_period char(7), p_gen numeric, p_pending numeric,
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
  -- Nothing left of this plant-month (its only generation deleted, e.g. a rolled-back import, and
  -- no open request): it leaves the aggregates, as agg_rebuild would not count it.
  IF o.generation = 0 AND o.pending = 0 AND o.approved = 0 AND NOT EXISTS (
    SELECT 1 FROM generation g WHERE g.business_id = p_business
      AND g.year = left(p_period, 4)::int AND g.month = substr(p_period, 6, 2)::int) THEN
    DELETE FROM agg_plant_month WHERE business_id = p_business AND period = p_period;
    UPDATE agg_period SET plant_months = plant_months - 1 WHERE period = p_period AND shard = p_business % 8;
  END IF;
END
$f$;
