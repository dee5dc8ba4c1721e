-- agg_businesses_move of 0060, corrected (docs/adr/0051-report-aggregates.md): the plant's
-- plant-months are locked first and agg_registrant is written before agg_adjustment (the order every
-- other writer follows: agg_recs → agg_plant_month → agg_period → agg_registrant → agg_adjustment);
-- the sums over the plant's months use their own alias (in 0060 the loop variable `m` shadowed it,
-- an ambiguous reference when a plant changed registrant); agg_adjustment is touched only when the
-- metering changes.
-- A plant that changes registrant or metering takes its plant-months along: their parts of
-- agg_registrant and agg_adjustment move from the old key to the new one.
CREATE OR REPLACE FUNCTION agg_businesses_move() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  m agg_plant_month;
BEGIN
  PERFORM 1 FROM agg_plant_month WHERE business_id = NEW.id ORDER BY period FOR UPDATE;
  IF OLD.registrant_id IS DISTINCT FROM NEW.registrant_id THEN
    INSERT INTO agg_registrant AS a (registrant_id, generation, pending, approved)
    SELECT r.id, r.sign * sum(pm.generation), r.sign * sum(pm.pending), r.sign * sum(pm.approved)
    FROM agg_plant_month pm CROSS JOIN (VALUES (OLD.registrant_id, -1), (NEW.registrant_id, 1)) AS r(id, sign)
    WHERE pm.business_id = NEW.id
    GROUP BY r.id, r.sign
    ON CONFLICT (registrant_id) DO UPDATE SET generation = a.generation + excluded.generation,
      pending = a.pending + excluded.pending, approved = a.approved + excluded.approved;
  END IF;
  IF OLD.mwh_debit_credit IS DISTINCT FROM NEW.mwh_debit_credit THEN
    FOR m IN SELECT * FROM agg_plant_month WHERE business_id = NEW.id ORDER BY period LOOP
      PERFORM agg_adjustment_add(m.period, m.business_id, m.metering, -1, m.generation, m.pending + m.approved);
      PERFORM agg_adjustment_add(m.period, m.business_id, NEW.mwh_debit_credit, 1, m.generation,
        m.pending + m.approved);
    END LOOP;
  END IF;
  UPDATE agg_plant_month SET registrant_id = NEW.registrant_id, metering = NEW.mwh_debit_credit
  WHERE business_id = NEW.id;
  RETURN NULL;
END
$f$;
