-- Two-factor sign-in (issue 42 item 2, ADR 0121) and what a session shows its owner (item 3, ADR 0122).

-- A registry setting: admins must sign in with a second factor. On unless the registry turns it off
-- (the demo seed does, and says so to its admins).
ALTER TABLE configs ADD COLUMN "adminTwoFactorRequired" boolean NOT NULL DEFAULT true;

-- The TOTP secret (RFC 6238), sealed with the server's key like other stored credentials. A pending
-- secret waits for its first code; totp_last_step is the last time step accepted, so a code is
-- never accepted twice (nor an older one).
ALTER TABLE users
  ADD COLUMN totp_secret_enc text,
  ADD COLUMN totp_pending_enc text,
  ADD COLUMN totp_enabled_at timestamptz,
  ADD COLUMN totp_last_step bigint;

-- Ten single-use recovery codes per enrolment, only their SHA-256 kept (they are random, 50 bits).
CREATE TABLE recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);

-- A correct password of an account with two factors answers a challenge, not a session: a
-- short-lived, single-use token that only the second step accepts.
CREATE TABLE login_challenges (
  token_hash char(64) PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_challenges_user ON login_challenges (user_id);

-- What the "Sessões" screen shows of a session: the device and address it began from, when it
-- was last refreshed.
ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN address text,
  ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
