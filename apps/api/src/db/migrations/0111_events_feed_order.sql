-- The events feed's order (GET /events, issue 40; docs/adr/0115). An identity id is taken when a
-- row is inserted, not when its transaction commits: a reader that has seen id 11 may later find
-- id 10 committed by a slower transaction, and a cursor on the id alone would skip it. Each row
-- keeps the id of the transaction that wrote it (xid8, never wraps); the feed walks (xid, id) and
-- serves only transactions older than every transaction still in flight
-- (pg_snapshot_xmin(pg_current_snapshot())), so no row can later appear before the cursor.
ALTER TABLE events ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();

CREATE INDEX events_feed ON events (xid, id);
CREATE INDEX events_registrant_feed ON events (registrant_id, xid, id) WHERE registrant_id IS NOT NULL;
CREATE INDEX events_participant_feed ON events (participant_id, xid, id) WHERE participant_id IS NOT NULL;
-- The (…, id) indexes of 0110 are kept: consumers that read by id alone (webhook delivery,
-- notifications) use them.
