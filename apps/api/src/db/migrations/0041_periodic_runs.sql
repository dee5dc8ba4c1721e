-- Periodic tasks run once per slot across API nodes (ADR 0031): a node claims (task, slot) by
-- inserting this row in the transaction that does the work; the other nodes' inserts conflict and
-- they skip. If the work fails the claim rolls back with it, and the next tick of any node retries.
CREATE TABLE periodic_runs (
  task text NOT NULL,
  slot timestamptz NOT NULL,
  node text NOT NULL,
  result integer,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task, slot)
);
