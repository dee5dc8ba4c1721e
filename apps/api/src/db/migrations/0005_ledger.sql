-- The certificate ledger (docs/adr/0006-ledger.md): emission requests, accounts, holdings,
-- transfers, beneficiaries, redemptions, the hash-chained audit trail and idempotency keys.

CREATE TABLE recs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses(id),
  registrant_id bigint NOT NULL REFERENCES registrants(id),
  participant_id bigint REFERENCES participants(id),
  scheme text NOT NULL CHECK (scheme IN ('irec', 'rec_brazil')),
  initial_period date NOT NULL,
  final_period date NOT NULL,
  generation_period char(7) NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'blocked', 'reverted')),
  "emissionVolume" numeric(18,6) NOT NULL CHECK ("emissionVolume" > 0),
  approval_date timestamptz,
  rejection_date timestamptz,
  status_reason text,
  "transactionId" text,
  "transactionDate" timestamptz,
  "transactionHash" text,
  blockchain_registration_date timestamptz,
  sisrec_approval_date date,
  ccee_hash text,
  rejected_ccee boolean NOT NULL DEFAULT false,
  ccee_status text,
  rejected_external boolean NOT NULL DEFAULT false,
  invoice_id bigint,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (final_period >= initial_period)
);
CREATE INDEX recs_business_period_idx ON recs (business_id, generation_period) WHERE status IN ('pending', 'approved');
CREATE INDEX recs_registrant_idx ON recs (registrant_id, created_at);
CREATE INDEX recs_status_idx ON recs (status, id);

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id),
  "accountType" text NOT NULL CHECK ("accountType" IN ('trade', 'retirement')),
  "accountCode" text NOT NULL UNIQUE,
  "accountName" text NOT NULL,
  "isPrivate" boolean NOT NULL DEFAULT false,
  "isRestricted" boolean NOT NULL DEFAULT false,
  balance numeric(18,6) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  sync_status text NOT NULL DEFAULT 'not_synced',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_participant_idx ON accounts (participant_id, "accountType");

-- The volume of one emission held in one account. received = everything ever credited here.
CREATE TABLE holdings (
  id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  rec_id bigint NOT NULL REFERENCES recs(id),
  volume numeric(18,6) NOT NULL CHECK (volume >= 0),
  received numeric(18,6) NOT NULL CHECK (received >= 0),
  PRIMARY KEY (account_id, rec_id)
);
CREATE INDEX holdings_rec_idx ON holdings (rec_id);

CREATE TABLE transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id),
  source_account_id bigint NOT NULL REFERENCES accounts(id),
  destination_account_id bigint NOT NULL REFERENCES accounts(id),
  source_account_code text NOT NULL,
  destination_account_code text NOT NULL,
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  date_transfer timestamptz NOT NULL DEFAULT now(),
  evident_code text,
  status text NOT NULL DEFAULT 'completed',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE transfer_items (
  transfer_id bigint NOT NULL REFERENCES transfers(id) ON DELETE CASCADE,
  rec_id bigint NOT NULL REFERENCES recs(id),
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  PRIMARY KEY (transfer_id, rec_id)
);

CREATE TABLE beneficiaries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id),
  name text NOT NULL,
  country char(2) NOT NULL,
  code text NOT NULL,
  location text,
  sync_status text NOT NULL DEFAULT 'not_synced',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (participant_id, code)
);

CREATE TABLE beneficiary_consumptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  beneficiary_id bigint NOT NULL REFERENCES beneficiaries(id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  volume numeric(18,6) NOT NULL CHECK (volume >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id),
  registrant_id bigint REFERENCES registrants(id),
  trade_account_id bigint NOT NULL REFERENCES accounts(id),
  retirement_account_id bigint NOT NULL REFERENCES accounts(id),
  source_account_code text NOT NULL,
  beneficiary_id bigint NOT NULL REFERENCES beneficiaries(id),
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  purpose text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  notes text,
  status text NOT NULL DEFAULT 'completed',
  approval_date timestamptz,
  redemption_date timestamptz,
  automation_id bigint,
  sync_status text NOT NULL DEFAULT 'not_synced',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE redemption_items (
  redemption_id bigint NOT NULL REFERENCES redemptions(id) ON DELETE CASCADE,
  rec_id bigint NOT NULL REFERENCES recs(id),
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  PRIMARY KEY (redemption_id, rec_id)
);

-- Append-only audit trail; each row carries the hash of the previous one.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('issue', 'transfer', 'redemption', 'revert')),
  ref_id bigint NOT NULL,
  account_id bigint NOT NULL,
  rec_id bigint NOT NULL,
  delta numeric(18,6) NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  prev_hash char(64) NOT NULL,
  hash char(64) NOT NULL UNIQUE
);
CREATE TABLE ledger_head (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_id bigint NOT NULL,
  hash char(64) NOT NULL
);
INSERT INTO ledger_head (id, last_id, hash) VALUES (1, 0, repeat('0', 64));

CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL,
  key text NOT NULL,
  operation_id text NOT NULL,
  request_hash char(64) NOT NULL,
  status_code smallint,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
