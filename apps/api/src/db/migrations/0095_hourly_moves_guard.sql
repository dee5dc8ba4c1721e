-- Hourly certificates move only as bundles (ADR 0091): until moves by hour range exist, a monthly
-- transfer or redemption of an hourly request's holding is refused (RL006 → 422
-- HOURLY_MOVE_BY_HOURS), whatever path books it (ledger_transfer, ledger_move), so the holding
-- and its bundles can never disagree. Issue and revert entries are not checked (WHEN clause): the
-- ledger's hot path pays one primary-key lookup per transfer or redemption entry only.
CREATE FUNCTION ledger_hourly_guard() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM recs WHERE id = NEW.rec_id AND granularity = 'hourly') THEN
    RAISE EXCEPTION USING ERRCODE = 'RL006',
      MESSAGE = format('A emissão %s é horária: seus certificados são movidos por faixa de horas', NEW.rec_id);
  END IF;
  RETURN NEW;
END
$f$;
CREATE TRIGGER ledger_entries_hourly_guard BEFORE INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind IN ('transfer', 'redemption')) EXECUTE FUNCTION ledger_hourly_guard();
