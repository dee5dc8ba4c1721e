-- Bulk transfers and retirements by file (issue 41 item 3, ADR 0127). A file is read and checked
-- into a `preview` (nothing booked); confirming queues it; a worker books every line in ONE
-- transaction that also marks the job done, so a failure or a dead node leaves nothing booked and
-- the job still `queued` for another worker (its row lock is what claims it: FOR UPDATE SKIP LOCKED).
CREATE TABLE bulk_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('transfers', 'retirements')),
  participant_id bigint NOT NULL REFERENCES participants(id),
  created_by bigint REFERENCES users(id),
  status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'queued', 'done', 'failed')),
  file_name text,
  total integer NOT NULL,
  valid integer NOT NULL,
  invalid integer NOT NULL,
  total_volume numeric(18,6) NOT NULL,
  -- [{ key, rows, volume }]: per receiving account or beneficiary.
  summary jsonb NOT NULL,
  -- Every line as read and checked (the contract's BulkRow), in line order.
  rows jsonb NOT NULL,
  -- [[line, transfer or redemption id], …] once done.
  results jsonb,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX bulk_jobs_queued ON bulk_jobs (id) WHERE status = 'queued';
CREATE INDEX bulk_jobs_participant ON bulk_jobs (participant_id, id);

-- A job's progress, written outside the booking transaction (which holds the job row) so that
-- pollers see it; `attempts` counts the workers that took the job up (a node that died is one).
CREATE TABLE bulk_job_progress (
  job_id bigint PRIMARY KEY REFERENCES bulk_jobs(id) ON DELETE CASCADE,
  processed integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  worker text,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
