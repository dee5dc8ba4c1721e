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

-- Many transfers in one call (a bulk job's chunk), each line exactly what ledger_transfer books
-- alone — its transfers and transfer_items rows, a debit and a credit entry chained on each
-- account in line order — but every account row and every holding updated ONCE per call: a row
-- updated thousands of times in one transaction leaves a chain of versions each later update
-- walks (quadratic). Balances are checked per (account, certificate) for the whole chunk under the
-- accounts' locks (id order, as lockAccounts): a short holding raises RL001 and nothing is booked.
-- p_rows: [{ n, src, dst, rec, vol }] in line order. Answers [{ n, id }].
CREATE FUNCTION ledger_transfer_many(p_scope bigint, p_rows jsonb) RETURNS jsonb LANGUAGE plpgsql AS $f$
DECLARE
  r record;
  a record;
  v_at timestamptz := date_trunc('milliseconds', now());
  v_seq jsonb := '{}';
  v_hash jsonb := '{}';
  v_id bigint;
  v_h text;
  v_seqn bigint;
  v_out jsonb := '[]';
  e_acc bigint[] := '{}';
  e_rec bigint[] := '{}';
  e_delta numeric[] := '{}';
  e_seq bigint[] := '{}';
  e_prev text[] := '{}';
  e_hash text[] := '{}';
  e_ref bigint[] := '{}';
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS _bulk_rows (n int, src bigint, dst bigint, src_code text, dst_code text,
    participant bigint, rec bigint, vol numeric(18,6)) ON COMMIT DROP;
  TRUNCATE _bulk_rows;
  INSERT INTO _bulk_rows
  SELECT x.n, s.id, d.id, s."accountCode", d."accountCode", s.participant_id, x.rec, x.vol::numeric(18,6)
  FROM jsonb_to_recordset(p_rows) AS x(n int, src text, dst text, rec bigint, vol text)
  LEFT JOIN accounts s ON s."accountCode" = x.src AND (p_scope IS NULL OR s.participant_id = p_scope)
  LEFT JOIN accounts d ON d."accountCode" = x.dst;
  IF EXISTS (SELECT 1 FROM _bulk_rows WHERE src IS NULL) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL002', MESSAGE = 'source account not found';
  END IF;
  IF EXISTS (SELECT 1 FROM _bulk_rows WHERE dst IS NULL) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL003', MESSAGE = 'destination account not found';
  END IF;
  IF EXISTS (SELECT 1 FROM _bulk_rows WHERE src = dst) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL004', MESSAGE = 'same account';
  END IF;
  FOR a IN SELECT id, ledger_seq, ledger_hash, "accountType" AS type FROM accounts
    WHERE id IN (SELECT src FROM _bulk_rows UNION SELECT dst FROM _bulk_rows) ORDER BY id FOR NO KEY UPDATE LOOP
    IF a.type <> 'trade' THEN
      RAISE EXCEPTION USING ERRCODE = 'RL005', MESSAGE = 'not a trade account';
    END IF;
    v_seq := v_seq || jsonb_build_object(a.id::text, a.ledger_seq);
    v_hash := v_hash || jsonb_build_object(a.id::text, a.ledger_hash);
  END LOOP;
  IF EXISTS (SELECT 1 FROM _bulk_rows b JOIN accounts d ON d.id = b.dst JOIN participants p ON p.id = d.participant_id
    WHERE d.participant_id <> b.participant AND NOT p.accepts_direct_transfers) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL007', MESSAGE = 'receiver takes offers only';
  END IF;
  -- Every (account, certificate) the chunk takes from must hold the chunk's sum.
  FOR r IN SELECT b.src, b.rec, sum(b.vol) AS vol FROM _bulk_rows b GROUP BY b.src, b.rec LOOP
    UPDATE holdings SET volume = volume - r.vol WHERE account_id = r.src AND rec_id = r.rec AND volume >= r.vol;
    IF NOT FOUND THEN
      PERFORM ledger_short(r.src, r.rec, r.vol);
    END IF;
  END LOOP;
  INSERT INTO holdings (account_id, rec_id, volume, received)
  SELECT b.dst, b.rec, sum(b.vol), sum(b.vol) FROM _bulk_rows b GROUP BY b.dst, b.rec
  ON CONFLICT (account_id, rec_id) DO UPDATE
  SET volume = holdings.volume + excluded.volume, received = holdings.received + excluded.received;
  FOR r IN SELECT * FROM _bulk_rows ORDER BY n LOOP
    INSERT INTO transfers (participant_id, source_account_id, destination_account_id, source_account_code,
      destination_account_code, volume, evident_code, notes, status)
    VALUES (r.participant, r.src, r.dst, r.src_code, r.dst_code, r.vol, NULL, NULL, 'completed')
    RETURNING id INTO v_id;
    INSERT INTO transfer_items (transfer_id, rec_id, volume) VALUES (v_id, r.rec, r.vol);
    v_seqn := (v_seq->>r.src::text)::bigint + 1;
    v_h := ledger_hash(v_hash->>r.src::text, r.src, v_seqn, 'transfer', v_id, r.rec, -r.vol, v_at);
    e_acc := e_acc || r.src; e_rec := e_rec || r.rec; e_delta := e_delta || -r.vol; e_seq := e_seq || v_seqn;
    e_prev := e_prev || (v_hash->>r.src::text); e_hash := e_hash || v_h; e_ref := e_ref || v_id;
    v_seq := v_seq || jsonb_build_object(r.src::text, v_seqn);
    v_hash := v_hash || jsonb_build_object(r.src::text, v_h);
    v_seqn := (v_seq->>r.dst::text)::bigint + 1;
    v_h := ledger_hash(v_hash->>r.dst::text, r.dst, v_seqn, 'transfer', v_id, r.rec, r.vol, v_at);
    e_acc := e_acc || r.dst; e_rec := e_rec || r.rec; e_delta := e_delta || r.vol; e_seq := e_seq || v_seqn;
    e_prev := e_prev || (v_hash->>r.dst::text); e_hash := e_hash || v_h; e_ref := e_ref || v_id;
    v_seq := v_seq || jsonb_build_object(r.dst::text, v_seqn);
    v_hash := v_hash || jsonb_build_object(r.dst::text, v_h);
    v_out := v_out || jsonb_build_object('n', r.n, 'id', v_id);
  END LOOP;
  INSERT INTO ledger_entries (kind, ref_id, account_id, rec_id, delta, at, seq, prev_hash, hash)
  SELECT 'transfer', u.f, u.a, u.r, u.d, v_at, u.sq, u.pv, u.h
  FROM unnest(e_acc, e_rec, e_delta, e_seq, e_prev, e_hash, e_ref) AS u(a, r, d, sq, pv, h, f);
  UPDATE accounts SET balance = balance + t.delta, ledger_seq = (v_seq->>accounts.id::text)::bigint,
    ledger_hash = v_hash->>accounts.id::text, updated_at = now()
  FROM (SELECT m.id, sum(m.delta) AS delta FROM (
          SELECT src AS id, -vol AS delta FROM _bulk_rows UNION ALL SELECT dst, vol FROM _bulk_rows) m
        GROUP BY m.id) t
  WHERE accounts.id = t.id;
  RETURN v_out;
END
$f$;
