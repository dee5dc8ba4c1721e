-- Signed webhooks (issue 40 item 2, docs/adr/0116). A subscription belongs to one organisation
-- (a registrant, a participant, or neither: the registry's own, which reads every event) and
-- receives the events of its chosen types. Delivery reads `events` with its own cursor and never
-- writes to it; each (subscription, event) becomes one delivery, each try of it one attempt.
CREATE TABLE webhook_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  registrant_id bigint REFERENCES registrants(id) ON DELETE CASCADE,
  participant_id bigint REFERENCES participants(id) ON DELETE CASCADE,
  url text NOT NULL,
  description text,
  event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
  -- the whsec_ signing key, sealed (AES-256-GCM): it must be read back to sign, so not hashed
  secret_enc text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- every events.id <= cursor has been turned into deliveries (or did not match); `scanned` is
  -- the highest id read so far (ids between them were missing when read: in flight or rolled
  -- back). Both start at the newest event at creation: a subscription gets what happens from then on
  cursor bigint NOT NULL DEFAULT 0,
  scanned bigint NOT NULL DEFAULT 0,
  -- the first id above the cursor that was missing when last scanned, and since when (a
  -- transaction still in flight, or rolled back: skipped once older than the grace, ADR 0116)
  gap_id bigint,
  gap_since timestamptz,
  -- the first failed attempt of the current run of failures (null after a success)
  failing_since timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- why and when delivery stopped by itself; the screen shows it (null while it works)
  disabled_reason text CHECK (disabled_reason IN ('failing')),
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (registrant_id IS NULL OR participant_id IS NULL)
);
CREATE INDEX webhook_subscriptions_registrant ON webhook_subscriptions (registrant_id) WHERE registrant_id IS NOT NULL;
CREATE INDEX webhook_subscriptions_participant ON webhook_subscriptions (participant_id) WHERE participant_id IS NOT NULL;

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES webhook_subscriptions(id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  -- pending: to be sent at next_attempt_at (a node that claims it moves that by a lease);
  -- delivered: a 2xx came back; failed: no 2xx within the retry window
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  last_response_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';

CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  -- the receiver's HTTP status; null when none came (refused, timed out, not allowed)
  response_code integer,
  error text,
  -- a person's "Reenviar" (null: the worker's schedule)
  requested_by bigint REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
