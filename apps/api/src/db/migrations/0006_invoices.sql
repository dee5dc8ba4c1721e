-- Invoices (notas) of approved emissions and of redemptions, their numbering, and exchange rates
-- (docs/adr/0008-invoices.md). Money is NUMERIC(15,2), rates NUMERIC(18,6). Invoices are never
-- deleted: a cancelled one is blocked with a justification.

-- One numbering series per year for both kinds: number = YYYY || 6 digits. Taking a number
-- increments this row inside the raising transaction, so numbers are gapless and unique.
CREATE TABLE invoice_numbers (
  year smallint PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
  last integer NOT NULL CHECK (last BETWEEN 1 AND 999999)
);

CREATE TABLE invoices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- emission: raised to a registrant for an approved emission (rec_id);
  -- redemption: raised to a participant for a redemption (redemption_id, volume).
  kind text NOT NULL CHECK (kind IN ('emission', 'redemption')),
  number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{10}$'),
  registrant_id bigint REFERENCES registrants(id),
  participant_id bigint REFERENCES participants(id),
  rec_id bigint REFERENCES recs(id),
  redemption_id bigint REFERENCES redemptions(id),
  volume numeric(18,6),
  emission_date date NOT NULL,
  due_date date NOT NULL,
  value numeric(15,2) NOT NULL,
  -- The part of value that is the new-plant fee (0 when not charged): how value was reached.
  new_plant_fee numeric(15,2) NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'BRL' CHECK (currency IN ('BRL', 'USD', 'EUR')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'blocked')),
  flow_status text NOT NULL DEFAULT 'issued' CHECK (flow_status IN ('issued', 'receipt_uploaded', 'confirmed')),
  description text,
  justification text,
  observations text,
  receipt_file_id bigint REFERENCES stored_files(id) ON DELETE SET NULL,
  paid_at timestamptz,
  cloned_from bigint REFERENCES invoices(id),
  converted_value numeric(15,2),
  converted_currency text CHECK (converted_currency IN ('BRL', 'USD', 'EUR')),
  exchange_rate numeric(18,6) CHECK (exchange_rate > 0 AND exchange_rate < 1000000000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'emission' OR registrant_id IS NOT NULL),
  CHECK (kind <> 'redemption' OR (participant_id IS NOT NULL AND volume IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK ((converted_value IS NULL) = (converted_currency IS NULL) AND (converted_value IS NULL) = (exchange_rate IS NULL))
);
CREATE INDEX invoices_registrant_idx ON invoices (kind, registrant_id, id);
CREATE INDEX invoices_participant_idx ON invoices (kind, participant_id, id);
CREATE INDEX invoices_rec_idx ON invoices (rec_id) WHERE rec_id IS NOT NULL;
-- What blockOverdueInvoices scans: open invoices by due date.
CREATE INDEX invoices_open_due_idx ON invoices (due_date) WHERE status = 'open';

ALTER TABLE recs ADD CONSTRAINT recs_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES invoices(id);

-- Exchange rates: 1 source_currency = rate destination_currency on date. Filled by the exchange
-- workbook import; one row per pair and date (imports upsert on that key).
CREATE TABLE exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_currency text NOT NULL CHECK (source_currency IN ('BRL', 'USD', 'EUR')),
  destination_currency text NOT NULL CHECK (destination_currency IN ('BRL', 'USD', 'EUR')),
  rate numeric(18,6) NOT NULL CHECK (rate > 0 AND rate < 1000000000),
  date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (source_currency <> destination_currency),
  UNIQUE (source_currency, destination_currency, date)
);
