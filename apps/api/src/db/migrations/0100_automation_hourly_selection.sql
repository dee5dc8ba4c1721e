-- A redemption automation may retire hourly certificates by hours (issue 38, ADR 0101): the
-- rule keeps the contract's HourlySelection as given (null: a monthly rule, as before).
ALTER TABLE redemption_automations ADD COLUMN hourly_selection jsonb
  CHECK (hourly_selection IS NULL OR jsonb_typeof(hourly_selection) = 'object');
