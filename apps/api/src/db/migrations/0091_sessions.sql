-- Sessions end on the server (issue 35 #4, ADR 0077). A session is one sign-in: its refresh
-- tokens are one family (refresh_tokens.family_id = sessions.id) and every access token it issues
-- names it (claim `sid`). Signing out revokes the row; each request checks it, so the access
-- token stops working on the next request, not 15 minutes later. One row per family (rather than
-- the family's token rows) so that revoking cannot miss a token a concurrent rotation inserts.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- The families already out keep working: each becomes a session (revoked if any token was).
INSERT INTO sessions (id, user_id, created_at, revoked_at)
  SELECT family_id, min(user_id), min(created_at), max(revoked_at) FROM refresh_tokens GROUP BY family_id;

-- What a token says about its user (role, organisation, active, password) holds while this
-- number is the one the token carries (claim `ver`). Kept by a trigger, so that every way of
-- changing a user — an admin's edit, a deactivation, a password reset, psql — counts, not only
-- the handlers that remember to.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- A new password also ends every session of the account: a refresh token must not mint a fresh
-- access token for whoever held the old password.
CREATE FUNCTION users_session_version() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role
    OR NEW.active IS DISTINCT FROM OLD.active
    OR NEW.registrant_id IS DISTINCT FROM OLD.registrant_id
    OR NEW.participant_id IS DISTINCT FROM OLD.participant_id
    OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END $f$;

CREATE TRIGGER users_session_version BEFORE UPDATE OF role, active, registrant_id, participant_id, password_hash
  ON users FOR EACH ROW EXECUTE FUNCTION users_session_version();
