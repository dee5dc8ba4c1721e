-- CCEE's public hourly generation (docs/adr/0041-ccee-hourly.md): the admin's mapping of CCEE plant
-- share codes to plants (CEG), the `ccee_hourly` import kind with month versions and rollback, the
-- hourly series kept per share and month, and what each commit replaced (for the rollback).

CREATE TABLE ccee_share_mappings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- CODIGO_PARCELA_USINA as CCEE writes it (trimmed).
  share_code text NOT NULL UNIQUE CHECK (share_code <> '' AND length(share_code) <= 40),
  -- The plant's CEG, normalised (two-digit version); must be in the CEG register.
  "codeCEG" text NOT NULL REFERENCES ceg_codes(code) ON UPDATE CASCADE,
  -- SIGLA_USINA as last seen or typed (a label for the admin).
  plant_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ccee_share_mappings_ceg_idx ON ccee_share_mappings ("codeCEG");

ALTER TABLE import_batches DROP CONSTRAINT import_batches_kind_check;
ALTER TABLE import_batches ADD CONSTRAINT import_batches_kind_check CHECK (kind IN ('generation_excel',
  'generation_api', 'generation_month', 'pre_generation', 'external', 'exchange', 'beneficiary_consumption',
  'ccee_hourly'));
ALTER TABLE import_batches DROP CONSTRAINT import_batches_status_check;
ALTER TABLE import_batches ADD CONSTRAINT import_batches_status_check
  CHECK (status IN ('preview', 'committing', 'committed', 'failed', 'rolled_back'));
-- ccee_hourly: the month's version this batch becomes, the committed batch it was compared with
-- (a commit after another version landed is stale), and the rollback.
ALTER TABLE import_batches ADD COLUMN version smallint;
ALTER TABLE import_batches ADD COLUMN base_import_id bigint REFERENCES import_batches(id) ON DELETE SET NULL;
ALTER TABLE import_batches ADD COLUMN rolled_back_at timestamptz;
ALTER TABLE import_batches ADD COLUMN rolled_back_by bigint REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX import_batches_period_idx ON import_batches (kind, period_year, period_month, id)
  WHERE period_year IS NOT NULL;

-- The hourly series of one plant share in one month of one batch, compact: `micro_mwh` holds one
-- signed 64-bit little-endian integer per hour of the month (8 × 672…744 bytes): the hour's
-- generation in micro-MWh (MWh × 10^6, exact), or -1 where the file has no valid line for it
-- (measures are never negative). The month's current series is the one of its latest committed
-- batch. Read it with src/imports/ccee-hourly/series.ts (hoursOf).
CREATE TABLE ccee_hourly (
  import_id bigint NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  share_code text NOT NULL,
  business_id bigint,
  year smallint NOT NULL,
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  micro_mwh bytea NOT NULL,
  PRIMARY KEY (import_id, share_code)
);
CREATE INDEX ccee_hourly_business_idx ON ccee_hourly (business_id, year, month) WHERE business_id IS NOT NULL;

-- What a ccee_hourly commit wrote into `generation`, and what it replaced (null: a new plant-month),
-- so that a rollback restores the previous version exactly.
CREATE TABLE ccee_generation_changes (
  import_id bigint NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  business_id bigint NOT NULL,
  year smallint NOT NULL,
  month smallint NOT NULL,
  total numeric(18,6) NOT NULL,
  previous_total numeric(18,6),
  previous_import_id bigint,
  PRIMARY KEY (import_id, business_id)
);
