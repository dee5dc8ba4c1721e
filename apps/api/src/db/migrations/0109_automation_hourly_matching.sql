-- Hourly matching mode of the redemption automation, issue 39 item 2 (docs/adr/0111).

-- The rule's matching preference as given (the contract's AutomationHourlyMatching); null: the
-- rule is monthly or by hour selection. A rule is in one mode at most.
ALTER TABLE redemption_automations ADD COLUMN hourly_matching jsonb
  CHECK (hourly_matching IS NULL OR jsonb_typeof(hourly_matching) = 'object');
ALTER TABLE redemption_automations ADD CONSTRAINT redemption_automations_one_hourly_mode
  CHECK (hourly_selection IS NULL OR hourly_matching IS NULL);

-- The Brasília months a matching rule has retired: the key makes a month's retirement happen once
-- per rule, whatever replays or concurrent runs (the second insert waits on the first's row, then
-- conflicts). Matched and unmatched MWh as the matching answered them, for the log and the screen.
CREATE TABLE automation_matching_months (
  automation_id bigint NOT NULL REFERENCES redemption_automations(id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  redemption_id bigint NOT NULL REFERENCES redemptions(id),
  matched numeric(18,6) NOT NULL CHECK (matched > 0),
  unmatched numeric(18,6) NOT NULL CHECK (unmatched >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (automation_id, month)
);
