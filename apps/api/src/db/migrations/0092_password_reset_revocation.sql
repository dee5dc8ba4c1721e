-- Reset tokens (issue #35 item 5): a new request, a use or a password change revokes every other
-- outstanding token of the account, so at most one is ever live; the partial unique index holds
-- the invariant even against two requests at once. Tokens already outstanding: the newest stays.
ALTER TABLE password_resets ADD COLUMN revoked_at timestamptz;

UPDATE password_resets p SET revoked_at = now()
WHERE p.used_at IS NULL
  AND p.id < (SELECT max(q.id) FROM password_resets q WHERE q.user_id = p.user_id AND q.used_at IS NULL);

CREATE UNIQUE INDEX password_resets_one_live_idx ON password_resets (user_id)
  WHERE used_at IS NULL AND revoked_at IS NULL;
