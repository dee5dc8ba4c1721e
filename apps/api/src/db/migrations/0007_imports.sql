-- Imports (docs/adr/0009-imports.md): every source (CCEE workbook, CCEE API, one plant's month,
-- pre-generation, an API integration, exchange rates, beneficiary consumption) ends in a preview
-- batch with its rows; nothing reaches the ledger tables until a commit job writes all the valid
-- rows of the batch in one transaction.

CREATE TABLE import_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('generation_excel', 'generation_api', 'generation_month', 'pre_generation',
    'external', 'exchange', 'beneficiary_consumption')),
  status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'committing', 'committed', 'failed')),
  file_name text,
  -- The evidence of a pre-generation (the workbooks themselves are not kept: their rows are).
  file_id bigint REFERENCES stored_files(id) ON DELETE SET NULL,
  integration_id bigint REFERENCES api_integrations(id) ON DELETE SET NULL,
  -- Consumption imports belong to one participant (its beneficiaries); null for the others.
  participant_id bigint REFERENCES participants(id) ON DELETE CASCADE,
  period_month smallint CHECK (period_month BETWEEN 1 AND 12),
  period_year smallint CHECK (period_year BETWEEN 2000 AND 2100),
  -- The enterprises the batch's rows name (the history's business_id filter), filled with the rows.
  business_ids bigint[] NOT NULL DEFAULT '{}',
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  valid integer NOT NULL DEFAULT 0 CHECK (valid >= 0),
  invalid integer NOT NULL DEFAULT 0 CHECK (invalid >= 0),
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  committed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_batches_kind_idx ON import_batches (kind, id);
CREATE INDEX import_batches_participant_idx ON import_batches (participant_id, id) WHERE participant_id IS NOT NULL;

-- One row of a preview. Generation rows: subject = CEG, business_id, month/year, the three
-- metering figures and total. Exchange rows: subject = 'USD/BRL', currencies, date_start = the
-- rate's date, total = the rate. Consumption rows: subject = beneficiary code, beneficiary_id,
-- date_start/date_end = the period, total = the volume. `errors` holds GenerationErrorCode values;
-- a row is committed only when it has none. No foreign keys on this staging table (50k-row
-- previews): the commit's inserts into the ledger tables check every reference again.
CREATE TABLE import_rows (
  import_id bigint NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  line integer NOT NULL CHECK (line >= 1),
  subject text NOT NULL,
  business_id bigint,
  beneficiary_id bigint,
  currency_from char(3),
  currency_to char(3),
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  date_start date,
  date_end date,
  average_mw numeric(18,6),
  hours_in_month smallint,
  accounted_mwh numeric(18,6),
  total numeric(18,6) NOT NULL CHECK (total >= 0),
  errors text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (import_id, line)
);

-- The commit of a batch, run by the import worker (src/imports/worker.ts). At most one queued or
-- running job per batch. `code` 5003 = blockchain details present: transaction_hash is the sha256
-- anchor of the committed rows (not a public blockchain; ADR 0009).
CREATE TABLE import_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  import_id bigint NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'committed', 'failed')),
  processed integer NOT NULL DEFAULT 0 CHECK (processed >= 0),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  attempts smallint NOT NULL DEFAULT 0,
  code integer CHECK (code IS NULL OR code = 5003),
  message text,
  transaction_hash text,
  transaction_date timestamptz,
  requested_by bigint REFERENCES users(id) ON DELETE SET NULL,
  worker text,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX import_jobs_active_idx ON import_jobs (import_id) WHERE status IN ('queued', 'running');
CREATE INDEX import_jobs_queue_idx ON import_jobs (status, id) WHERE status IN ('queued', 'running');

-- Exchange rates: owned by the invoices migration (0006); created here only when that migration has
-- not created it, with the same columns, so that either order works.
CREATE TABLE IF NOT EXISTS exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_currency char(3) NOT NULL,
  destination_currency char(3) NOT NULL,
  rate numeric(18,6) NOT NULL,
  date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
