-- Aggregates for the dashboards and the heaviest reports (docs/adr/0051-report-aggregates.md): the
-- tables here, the triggers that keep them in 0061.
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

-- Report filters on recs that the existing indexes do not serve.
CREATE INDEX recs_period_idx ON recs (generation_period, id);
CREATE INDEX recs_business_idx ON recs (business_id, id);
CREATE INDEX recs_participant_idx ON recs (participant_id, id);
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
