-- Standing agreements that move only what the receiver's beneficiaries consumed in each hour
-- (issue 41 item 2, ADR 0133). `volume` is the agreement of migration 0124 (all or a share of the
-- monthly certificates); `hourly_consumption` moves, of each arriving hourly bundle's hour, at most
-- the receiver's beneficiaries' recorded consumption of that hour not yet covered by earlier
-- hourly executions into the receiver. Its share is always 100 % (the consumption sets the volume).
ALTER TABLE agreements ADD COLUMN mode text NOT NULL DEFAULT 'volume'
  CHECK (mode IN ('volume', 'hourly_consumption'));
ALTER TABLE agreements ADD CONSTRAINT agreements_hourly_share_check
  CHECK (mode = 'volume' OR share_bp = 10000);

-- The hours (UTC instant the hour starts) and Wh an hourly execution moved, summed over plants.
-- The receiver is kept on the row: "covered" is what every earlier hourly execution into that
-- participant moved for the hour, whichever agreement booked it.
CREATE TABLE agreement_execution_hours (
  execution_id bigint NOT NULL REFERENCES agreement_executions(id),
  receiver_participant_id bigint NOT NULL REFERENCES participants(id),
  hour_start timestamptz NOT NULL CHECK (date_trunc('hour', hour_start) = hour_start),
  wh bigint NOT NULL CHECK (wh > 0),
  PRIMARY KEY (execution_id, hour_start)
);
CREATE INDEX agreement_execution_hours_receiver_idx ON agreement_execution_hours (receiver_participant_id, hour_start);
