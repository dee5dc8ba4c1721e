-- Security events (issue 42 item 3, ADR 0122): what happened to an account's access — sign-ins,
-- failed second factors, password and two-factor changes, sessions revoked, machine-client
-- secrets rotated. Kept apart from the domain `events` (0110): these are read only by the
-- registry's admins, never sent to an organisation's webhooks, and may name an account that has
-- no organisation (an admin). Written in the transaction of the change they describe.
CREATE TABLE security_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type ~ '^[a-z_]+\.[a-z_]+$'),
  -- the account the event is about (null: an unknown e-mail, or a machine client's secret)
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- who did it when not the account itself (an admin revoking a user's sessions)
  actor_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  address text,
  user_agent text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_created ON security_events (created_at DESC, id DESC);
CREATE INDEX security_events_user ON security_events (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX security_events_type ON security_events (type, id DESC);
