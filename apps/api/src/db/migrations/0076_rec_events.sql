-- What happened to an emission request, and who did it (ADR 0021). recs.decided_by keeps only
-- the last decision: a revert overwrote who had approved. Each decision and hub send now leaves
-- a row here; the request itself (created_at, created_by) and its invoice (created_at, paid_at)
-- already say when they happened.
CREATE TABLE rec_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rec_id bigint NOT NULL REFERENCES recs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('approved', 'refused', 'blocked', 'reverted', 'sent_to_hub')),
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  detail text
);
CREATE INDEX rec_events_rec_idx ON rec_events (rec_id, at);

-- The decisions taken before this table existed, as far as the rows still tell them.
INSERT INTO rec_events (rec_id, kind, user_id, at, detail)
SELECT id, 'approved', CASE WHEN status = 'approved' THEN decided_by END, approval_date, NULL
FROM recs WHERE approval_date IS NOT NULL;
INSERT INTO rec_events (rec_id, kind, user_id, at, detail)
SELECT id, status, decided_by, rejection_date, status_reason
FROM recs WHERE status IN ('refused', 'blocked') AND rejection_date IS NOT NULL;
INSERT INTO rec_events (rec_id, kind, user_id, at, detail)
SELECT id, 'reverted', decided_by, updated_at, NULL FROM recs WHERE status = 'reverted';
INSERT INTO rec_events (rec_id, kind, user_id, at, detail)
SELECT id, 'sent_to_hub', NULL, blockchain_registration_date, "transactionHash"
FROM recs WHERE blockchain_registration_date IS NOT NULL;
