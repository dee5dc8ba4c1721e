-- Hourly consumption of beneficiaries, issue 39 item 1 (docs/adr/0102-hourly-consumption-storage.md).

-- One row per beneficiary and hour. The hour is the instant it starts (timestamptz, so UTC by
-- construction: a Brasília-time hour of a daylight-saving changeover is two different keys);
-- Wh exact as bigint (1 MWh = 1,000,000 Wh); the data tier Scope 2 reporting asks for; the
-- submarket (CCEE's SUBMERCADO names, as hourly_bundles keeps them) the matching boundary reads.
CREATE TABLE beneficiary_hourly_consumptions (
  beneficiary_id bigint NOT NULL REFERENCES beneficiaries(id) ON DELETE CASCADE,
  hour_start timestamptz NOT NULL CHECK (date_trunc('hour', hour_start) = hour_start),
  wh bigint NOT NULL CHECK (wh >= 0),
  tier text NOT NULL CHECK (tier IN ('meter', 'profile', 'estimate')),
  submarket text NOT NULL CHECK (submarket IN ('SUDESTE', 'SUL', 'NORDESTE', 'NORTE')),
  import_id bigint REFERENCES import_batches(id) ON DELETE SET NULL,
  PRIMARY KEY (beneficiary_id, hour_start)
);

ALTER TABLE import_batches DROP CONSTRAINT import_batches_kind_check;
ALTER TABLE import_batches ADD CONSTRAINT import_batches_kind_check CHECK (kind IN ('generation_excel',
  'generation_api', 'generation_month', 'pre_generation', 'external', 'exchange', 'beneficiary_consumption',
  'ccee_hourly', 'beneficiary_hourly_consumption'));

-- A staged hour: its start (UTC instant), tier and submarket; `total` carries its MWh (6 decimals,
-- exactly its Wh). Null for every other kind.
ALTER TABLE import_rows ADD COLUMN hour_start timestamptz;
ALTER TABLE import_rows ADD COLUMN tier text;
ALTER TABLE import_rows ADD COLUMN submarket text;
