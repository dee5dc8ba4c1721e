-- Domain events (issues 40, 41, 42; docs/adr/0115). A change that other systems or people must
-- learn of writes its event in the same transaction as the change, so an event exists exactly when
-- its change committed. Webhook delivery, the /events feed and notifications all read this table;
-- none of them is written to directly by a ledger path.
--
-- One row per organisation that learns of it: a transfer writes transfer.booked for the sender's
-- participant and transfer.received for the receiver's. The registry (admins) sees every row.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the envelope's id: stable across redeliveries (Standard Webhooks' webhook-id)
  uid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  type text NOT NULL CHECK (type ~ '^[a-z_]+\.[a-z_]+$'),
  registrant_id bigint REFERENCES registrants(id) ON DELETE CASCADE,
  participant_id bigint REFERENCES participants(id) ON DELETE CASCADE,
  -- the record the event is about, for links ('recs', 42)
  resource text NOT NULL,
  resource_id text NOT NULL,
  -- who caused it, when a person or a machine client did (null: the registry's own jobs)
  actor_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (registrant_id IS NULL OR participant_id IS NULL)
);
CREATE INDEX events_registrant ON events (registrant_id, id) WHERE registrant_id IS NOT NULL;
CREATE INDEX events_participant ON events (participant_id, id) WHERE participant_id IS NOT NULL;
