-- Offers: two-phase transfers (issue 41 item 1, ADR 0119). The offered volume is reserved by a
-- ledger movement into the sender's reserve account (one per trade account, accountType
-- 'reserve'), so every spending path — transfers, retirements, automations, other offers — finds
-- it gone from the trade holding and refuses an overdraft as it always did (RL001). Acceptance
-- moves it from the reserve to the receiver (a transfer); rejection, withdrawal and expiry move it
-- back (kind 'offer'). The audit chains, the verifier and conservation are untouched.

ALTER TABLE accounts DROP CONSTRAINT "accounts_accountType_check";
ALTER TABLE accounts ADD CONSTRAINT "accounts_accountType_check"
  CHECK ("accountType" IN ('trade', 'retirement', 'reserve'));
-- The trade account a reserve account holds offered volume for (one each).
ALTER TABLE accounts ADD COLUMN reserve_for bigint UNIQUE REFERENCES accounts(id);
ALTER TABLE accounts ADD CONSTRAINT accounts_reserve_for_check
  CHECK (("accountType" = 'reserve') = (reserve_for IS NOT NULL));

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('issue', 'transfer', 'redemption', 'revert', 'offer'));

-- Hourly certificates move only by hours (ADR 0091): an offer of an hourly holding is refused
-- like a monthly transfer of one (RL006). Offers are monthly-only (ADR 0119).
DROP TRIGGER ledger_entries_hourly_guard ON ledger_entries;
CREATE TRIGGER ledger_entries_hourly_guard BEFORE INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind IN ('transfer', 'redemption', 'offer')) EXECUTE FUNCTION ledger_hourly_guard();

-- The receiver's setting: direct transfers into its accounts (default allowed, ADR 0119).
ALTER TABLE participants ADD COLUMN accepts_direct_transfers boolean NOT NULL DEFAULT true;

-- The registry's setting: days an offer waits for an answer before it expires.
ALTER TABLE configs ADD COLUMN "offerExpiryDays" integer NOT NULL DEFAULT 7
  CHECK ("offerExpiryDays" BETWEEN 1 AND 90);

CREATE TABLE offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_participant_id bigint NOT NULL REFERENCES participants(id),
  receiver_participant_id bigint NOT NULL REFERENCES participants(id),
  source_account_id bigint NOT NULL REFERENCES accounts(id),
  reserve_account_id bigint NOT NULL REFERENCES accounts(id),
  destination_account_id bigint NOT NULL REFERENCES accounts(id),
  source_account_code text NOT NULL,
  destination_account_code text NOT NULL,
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'accepted', 'rejected', 'withdrawn', 'expired')),
  notes text,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  transfer_id bigint REFERENCES transfers(id),
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'accepted') = (transfer_id IS NOT NULL))
);
CREATE INDEX offers_sender_idx ON offers (sender_participant_id, id);
CREATE INDEX offers_receiver_idx ON offers (receiver_participant_id, id);
CREATE INDEX offers_expiry_idx ON offers (expires_at) WHERE state = 'pending';

CREATE TABLE offer_items (
  offer_id bigint NOT NULL REFERENCES offers(id),
  rec_id bigint NOT NULL REFERENCES recs(id),
  volume numeric(18,6) NOT NULL CHECK (volume > 0),
  PRIMARY KEY (offer_id, rec_id)
);

-- Each state an offer entered, who moved it and when: the offer's history on screen.
CREATE TABLE offer_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id bigint NOT NULL REFERENCES offers(id),
  state text NOT NULL CHECK (state IN ('pending', 'accepted', 'rejected', 'withdrawn', 'expired')),
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  automatic boolean NOT NULL DEFAULT false,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_history_offer_idx ON offer_history (offer_id, id);

-- Senders whose offers a receiver accepts automatically, by the sender's trade account.
CREATE TABLE offer_auto_accept (
  participant_id bigint NOT NULL REFERENCES participants(id),
  sender_account_id bigint NOT NULL REFERENCES accounts(id),
  PRIMARY KEY (participant_id, sender_account_id)
);

-- ledger_transfer (0011) with the receiver's setting: a direct transfer to another participant
-- that takes offers only is refused (RL007); between one participant's own accounts it stays.
CREATE OR REPLACE FUNCTION ledger_transfer(p_scope bigint, p_from_code text, p_to_code text, p_volume numeric,
  p_evident text, p_notes text, p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $f$
DECLARE
  s accounts;
  d accounts;
  t transfers;
  v_items jsonb;
BEGIN
  SELECT * INTO s FROM accounts WHERE "accountCode" = p_from_code;
  IF NOT FOUND OR (p_scope IS NOT NULL AND s.participant_id <> p_scope) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL002', MESSAGE = 'source account not found';
  END IF;
  SELECT * INTO d FROM accounts WHERE "accountCode" = p_to_code;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RL003', MESSAGE = 'destination account not found';
  END IF;
  IF s.id = d.id THEN
    RAISE EXCEPTION USING ERRCODE = 'RL004', MESSAGE = 'same account';
  END IF;
  IF s."accountType" <> 'trade' OR d."accountType" <> 'trade' THEN
    RAISE EXCEPTION USING ERRCODE = 'RL005', MESSAGE = 'not a trade account';
  END IF;
  IF s.participant_id <> d.participant_id
     AND NOT (SELECT accepts_direct_transfers FROM participants WHERE id = d.participant_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL007', MESSAGE = 'receiver takes offers only';
  END IF;
  INSERT INTO transfers (participant_id, source_account_id, destination_account_id, source_account_code,
    destination_account_code, volume, evident_code, notes, status)
  VALUES (s.participant_id, s.id, d.id, s."accountCode", d."accountCode", p_volume, p_evident, p_notes, 'completed')
  RETURNING * INTO t;
  INSERT INTO transfer_items (transfer_id, rec_id, volume)
  SELECT t.id, (e->>'rec_id')::bigint, (e->>'volume')::numeric FROM jsonb_array_elements(p_items) AS x(e);
  SELECT jsonb_agg(jsonb_build_object('rec_id', i.rec_id, 'volume', i.volume::numeric(18,6)::text,
      'business_name', b.name, 'period_start', r.initial_period, 'period_end', r.final_period, 'scheme', r.scheme)
    ORDER BY i.rec_id)
  INTO v_items
  FROM transfer_items i JOIN recs r ON r.id = i.rec_id JOIN businesses b ON b.id = r.business_id
  WHERE i.transfer_id = t.id;
  PERFORM ledger_move('transfer', t.id, s.id, d.id, p_items);
  RETURN jsonb_build_object('id', t.id, 'participant_id', t.participant_id, 'source_account_id', s.id,
    'destination_account_id', d.id, 'source_account_code', s."accountCode",
    'destination_account_code', d."accountCode", 'date_transfer', t.date_transfer, 'created_at', t.created_at,
    'updated_at', t.updated_at, 'items', v_items);
END
$f$;
