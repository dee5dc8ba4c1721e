-- Standing agreements between participants (issue 41 item 2, ADR 0126). A sender proposes to move
-- a share (basis points, 10000 = 100 %) of the monthly certificates arriving in one of its trade
-- accounts — from chosen plants or any — into a receiver's trade account, from a start date and
-- optionally until an end date; the receiver accepts once. An arrival (emission approval, incoming
-- transfer, accepted offer) executes the active agreements in its own transaction; the unique
-- (agreement_id, source_kind, source_id) key makes each execution happen once.

CREATE TABLE agreements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_participant_id bigint NOT NULL REFERENCES participants(id),
  receiver_participant_id bigint NOT NULL REFERENCES participants(id),
  source_account_id bigint NOT NULL REFERENCES accounts(id),
  destination_account_id bigint NOT NULL REFERENCES accounts(id),
  source_account_code text NOT NULL,
  destination_account_code text NOT NULL,
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on >= starts_on),
  all_plants boolean NOT NULL,
  share_bp integer NOT NULL CHECK (share_bp BETWEEN 1 AND 10000),
  notice_days integer NOT NULL CHECK (notice_days BETWEEN 0 AND 365),
  state text NOT NULL DEFAULT 'proposed'
    CHECK (state IN ('proposed', 'active', 'ending', 'ended', 'rejected', 'withdrawn')),
  notes text,
  accepted_at timestamptz,
  -- When the notice runs out (set by an end request): executions stop and the job ends it.
  ends_at timestamptz,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_participant_id <> receiver_participant_id),
  CHECK ((state = 'ending') <= (ends_at IS NOT NULL))
);
CREATE INDEX agreements_sender_idx ON agreements (sender_participant_id, id);
CREATE INDEX agreements_receiver_idx ON agreements (receiver_participant_id, id);
-- What an arrival asks: the live agreements of the account it arrived in.
CREATE INDEX agreements_source_live_idx ON agreements (source_account_id) WHERE state IN ('active', 'ending');
CREATE INDEX agreements_ending_idx ON agreements (ends_at) WHERE state = 'ending';

-- The chosen plants (none when all_plants).
CREATE TABLE agreement_plants (
  agreement_id bigint NOT NULL REFERENCES agreements(id),
  business_id bigint NOT NULL REFERENCES businesses(id),
  PRIMARY KEY (agreement_id, business_id)
);

CREATE TABLE agreement_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id bigint NOT NULL REFERENCES agreements(id),
  state text NOT NULL CHECK (state IN ('proposed', 'active', 'ending', 'ended', 'rejected', 'withdrawn')),
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreement_history_agreement_idx ON agreement_history (agreement_id, id);

-- One row per (agreement, arrival): booked with its transfer, or failed with the reason.
CREATE TABLE agreement_executions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id bigint NOT NULL REFERENCES agreements(id),
  source_kind text NOT NULL CHECK (source_kind IN ('emission', 'transfer')),
  source_id bigint NOT NULL,
  arrived numeric(18,6) NOT NULL CHECK (arrived > 0),
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  state text NOT NULL CHECK (state IN ('booked', 'failed')),
  reason text,
  transfer_id bigint REFERENCES transfers(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agreement_id, source_kind, source_id),
  CHECK ((state = 'booked') = (transfer_id IS NOT NULL)),
  CHECK ((state = 'failed') = (reason IS NOT NULL))
);
CREATE INDEX agreement_executions_agreement_idx ON agreement_executions (agreement_id, id);
