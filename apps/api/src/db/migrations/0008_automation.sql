-- Redemption automation (docs/adr/0010-automation-and-statements.md): a participant's standing
-- order to redeem a percentage of the volume it holds from its linked plants, run in `order`,
-- and the log of every run (success, skipped or failed — a failed run is logged after rollback).

CREATE TABLE redemption_automations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  percentage numeric(5,2) NOT NULL CHECK (percentage > 0 AND percentage <= 100),
  "order" integer NOT NULL CHECK ("order" BETWEEN 1 AND 1000),
  beneficiary_id bigint NOT NULL REFERENCES beneficiaries(id),
  trade_account_id bigint NOT NULL REFERENCES accounts(id),
  retirement_account_id bigint NOT NULL REFERENCES accounts(id),
  purpose text NOT NULL CHECK (length(purpose) BETWEEN 1 AND 500),
  active boolean NOT NULL DEFAULT true,
  last_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A participant's rules in the order they run.
CREATE INDEX redemption_automations_participant_idx ON redemption_automations (participant_id, "order", id);

-- The plants (enterprises) a rule redeems from.
CREATE TABLE redemption_automation_businesses (
  automation_id bigint NOT NULL REFERENCES redemption_automations(id) ON DELETE CASCADE,
  business_id bigint NOT NULL REFERENCES businesses(id),
  PRIMARY KEY (automation_id, business_id)
);
CREATE INDEX redemption_automation_businesses_business_idx ON redemption_automation_businesses (business_id);

-- One row per run. automation_id carries no foreign key on purpose: deleting a rule keeps the
-- history of what it did (the name is kept with each row, as redemptions keep automation_id).
CREATE TABLE automation_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  automation_id bigint NOT NULL,
  automation_name text NOT NULL,
  participant_id bigint NOT NULL REFERENCES participants(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('success', 'skipped', 'failed')),
  message text NOT NULL,
  volume numeric(18,6) NOT NULL DEFAULT 0 CHECK (volume >= 0),
  redemption_id bigint REFERENCES redemptions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automation_logs_automation_idx ON automation_logs (automation_id, id);
CREATE INDEX automation_logs_participant_idx ON automation_logs (participant_id, id);
