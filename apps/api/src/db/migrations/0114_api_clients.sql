-- Machine clients (issue 40 item 1, docs/adr/0117): OAuth 2.0 client credentials. A client belongs
-- to one organisation (the registry, a registrant or a participant) and acts through a user of role
-- `service` of that organisation: that user is the actor of what the client writes (events,
-- created_by, idempotency keys) and, being `service`, can never sign in through /auth/login.
CREATE TABLE api_clients (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the public client_id of RFC 6749 §2.2 ('rc_' + random)
  client_id text NOT NULL UNIQUE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  user_id bigint NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  organization text NOT NULL CHECK (organization IN ('registry', 'registrant', 'participant')),
  registrant_id bigint REFERENCES registrants(id) ON DELETE CASCADE,
  participant_id bigint REFERENCES participants(id) ON DELETE CASCADE,
  -- family:read / family:write, from packages/domain's scope table
  scopes text[] NOT NULL,
  -- requests per minute (the RateLimit-Policy it is told)
  rate_limit integer NOT NULL DEFAULT 600 CHECK (rate_limit > 0),
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  CHECK ((organization = 'registry' AND registrant_id IS NULL AND participant_id IS NULL)
      OR (organization = 'registrant' AND registrant_id IS NOT NULL AND participant_id IS NULL)
      OR (organization = 'participant' AND participant_id IS NOT NULL AND registrant_id IS NULL))
);
CREATE INDEX api_clients_registrant ON api_clients (registrant_id) WHERE registrant_id IS NOT NULL;
CREATE INDEX api_clients_participant ON api_clients (participant_id) WHERE participant_id IS NOT NULL;

-- Its secrets, hashed (SHA-256 of 32 random bytes: no dictionary to guess from). A rotation adds a
-- secret and gives the previous ones an expiry (the overlap); a revocation ends the client itself.
CREATE TABLE api_client_secrets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  api_client_id bigint NOT NULL REFERENCES api_clients(id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- null: live until the next rotation
  expires_at timestamptz
);
CREATE INDEX api_client_secrets_client ON api_client_secrets (api_client_id);
