-- Notifications (issue 42 item 1, ADR 0120). The fan-out job reads `events` in id order with its
-- own cursor and writes one row per (user, event) that should learn of it: the unique key makes a
-- replay, or two API nodes, unable to notify anyone twice. Mail goes through the outbox.

-- The language a user's mail is written in (the app's seven locales; the web keeps it in step
-- with the language the user picks).
ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'pt'
  CHECK (locale IN ('pt', 'en', 'zh', 'ar', 'it', 'es', 'fr'));

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, event_id)
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

-- One last-seen event id per consumer of `events` (the contract: consumers never modify events).
CREATE TABLE event_cursors (
  consumer text PRIMARY KEY,
  last_event_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO event_cursors (consumer) VALUES ('notifications');

-- A user's choice of e-mail per kind of notification (the event type's family); no row: the
-- kind's default (ADR 0120).
CREATE TABLE notification_preferences (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z_]+$'),
  email boolean NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- The outbox learns retries: a transient SMTP failure (4xx, a lost connection) is tried again
-- after an exponential backoff; a permanent one (5xx) is recorded as failed and never retried.
ALTER TABLE outbox
  ADD COLUMN html text,
  ADD COLUMN state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN notification_id bigint REFERENCES notifications(id) ON DELETE SET NULL;
UPDATE outbox SET state = 'sent', attempts = 1 WHERE sent_at IS NOT NULL;
UPDATE outbox SET state = 'failed', attempts = 1 WHERE sent_at IS NULL AND error IS NOT NULL;
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'pending';
