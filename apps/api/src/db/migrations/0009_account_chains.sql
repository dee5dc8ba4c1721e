-- One audit chain per account instead of one global chain (ADR 0006, revised): each entry links
-- to the previous entry of the SAME account, and the account row — which every movement locks —
-- holds that chain's head. Movements on different accounts no longer wait for each other.
-- The movements themselves run here, in one round trip each (ledger_move, ledger_issue): the
-- accounts stay locked only while the function runs and the transaction commits.
-- hash = sha256(prev_hash || account_id|seq|kind|ref_id|rec_id|delta|at in epoch ms); the server's
-- verifier (src/ledger/verify.ts) recomputes it independently. Existing entries are re-chained.
ALTER TABLE accounts
  ADD COLUMN ledger_seq bigint NOT NULL DEFAULT 0 CHECK (ledger_seq >= 0),
  ADD COLUMN ledger_hash char(64) NOT NULL DEFAULT repeat('0', 64);
ALTER TABLE ledger_entries ADD COLUMN seq bigint;
ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_hash_key;
UPDATE ledger_entries SET at = date_trunc('milliseconds', at);
CREATE FUNCTION ledger_hash(p_prev text, p_account bigint, p_seq bigint, p_kind text, p_ref bigint, p_rec bigint,
  p_delta numeric, p_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT encode(sha256(convert_to(p_prev || p_account || '|' || p_seq || '|' || p_kind || '|' || p_ref || '|' || p_rec
    || '|' || p_delta::numeric(18,6)::text || '|' || (extract(epoch FROM p_at) * 1000)::bigint, 'UTF8')), 'hex')
$f$;

-- Raises RL001 for a holding too short for p_volume, saying what is available.
CREATE FUNCTION ledger_short(p_account bigint, p_rec bigint, p_volume numeric) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  v_have numeric;
BEGIN
  SELECT volume INTO v_have FROM holdings WHERE account_id = p_account AND rec_id = p_rec;
  RAISE EXCEPTION USING ERRCODE = 'RL001',
    MESSAGE = format('Saldo insuficiente na emissão %s: disponível %s MWh, solicitado %s MWh',
      p_rec, coalesce(v_have, 0)::numeric(18,6), p_volume::numeric(18,6));
END
$f$;

-- Moves items [{rec_id, volume}] from one account to another: both accounts locked in id order
-- (a global order: no deadlocks; NO KEY UPDATE, compatible with the KEY SHARE of foreign keys) and
-- their chain heads read in the same statement; each holding changed under its row lock, in rec_id
-- order; the entries (per item: the debit, then the credit) inserted at once; each account updated
-- once. Plain variables and arrays, no JSON in the loop: this is the ledger's hot path. Answers the
-- last hash.
CREATE FUNCTION ledger_move(p_kind text, p_ref bigint, p_from bigint, p_to bigint, p_items jsonb)
RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  it record;
  v_at timestamptz := date_trunc('milliseconds', now());
  f_seq bigint;
  f_hash text;
  t_seq bigint;
  t_hash text;
  v_h text;
  v_total numeric := 0;
  e_acc bigint[] := '{}';
  e_rec bigint[] := '{}';
  e_delta numeric[] := '{}';
  e_seq bigint[] := '{}';
  e_prev text[] := '{}';
  e_hash text[] := '{}';
BEGIN
  FOR it IN SELECT id, ledger_seq, ledger_hash FROM accounts WHERE id IN (p_from, p_to) ORDER BY id FOR NO KEY UPDATE LOOP
    IF it.id = p_from THEN
      f_seq := it.ledger_seq;
      f_hash := it.ledger_hash;
    ELSE
      t_seq := it.ledger_seq;
      t_hash := it.ledger_hash;
    END IF;
  END LOOP;
  IF f_seq IS NULL OR t_seq IS NULL THEN
    RAISE EXCEPTION 'account % or % does not exist', p_from, p_to;
  END IF;
  FOR it IN
    SELECT (e->>'rec_id')::bigint AS rec_id, (e->>'volume')::numeric(18,6) AS volume
    FROM jsonb_array_elements(p_items) AS x(e) ORDER BY 1
  LOOP
    UPDATE holdings SET volume = volume - it.volume
    WHERE account_id = p_from AND rec_id = it.rec_id AND volume >= it.volume;
    IF NOT FOUND THEN
      PERFORM ledger_short(p_from, it.rec_id, it.volume);
    END IF;
    INSERT INTO holdings (account_id, rec_id, volume, received) VALUES (p_to, it.rec_id, it.volume, it.volume)
    ON CONFLICT (account_id, rec_id) DO UPDATE
    SET volume = holdings.volume + excluded.volume, received = holdings.received + excluded.received;
    f_seq := f_seq + 1;
    v_h := ledger_hash(f_hash, p_from, f_seq, p_kind, p_ref, it.rec_id, -it.volume, v_at);
    e_acc := e_acc || p_from;
    e_rec := e_rec || it.rec_id;
    e_delta := e_delta || -it.volume;
    e_seq := e_seq || f_seq;
    e_prev := e_prev || f_hash;
    e_hash := e_hash || v_h;
    f_hash := v_h;
    t_seq := t_seq + 1;
    v_h := ledger_hash(t_hash, p_to, t_seq, p_kind, p_ref, it.rec_id, it.volume, v_at);
    e_acc := e_acc || p_to;
    e_rec := e_rec || it.rec_id;
    e_delta := e_delta || it.volume;
    e_seq := e_seq || t_seq;
    e_prev := e_prev || t_hash;
    e_hash := e_hash || v_h;
    t_hash := v_h;
    v_total := v_total + it.volume;
  END LOOP;
  INSERT INTO ledger_entries (kind, ref_id, account_id, rec_id, delta, at, seq, prev_hash, hash)
  SELECT p_kind, p_ref, u.a, u.r, u.d, v_at, u.sq, u.pv, u.h
  FROM unnest(e_acc, e_rec, e_delta, e_seq, e_prev, e_hash) AS u(a, r, d, sq, pv, h);
  UPDATE accounts SET balance = balance - v_total, ledger_seq = f_seq, ledger_hash = f_hash, updated_at = now()
  WHERE id = p_from;
  UPDATE accounts SET balance = balance + v_total, ledger_seq = t_seq, ledger_hash = t_hash, updated_at = now()
  WHERE id = p_to;
  RETURN t_hash;
END
$f$;

-- Issues volume into an account (p_delta > 0, kind 'issue') or takes it back out (p_delta < 0,
-- kind 'revert'). Answers the entry's hash.
CREATE FUNCTION ledger_issue(p_kind text, p_ref bigint, p_account bigint, p_rec bigint, p_delta numeric)
RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  v_at timestamptz := date_trunc('milliseconds', now());
  v_seq bigint;
  v_prev text;
  v_hash text;
BEGIN
  SELECT ledger_seq + 1, ledger_hash INTO v_seq, v_prev FROM accounts WHERE id = p_account FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % does not exist', p_account;
  END IF;
  IF p_delta < 0 THEN
    UPDATE holdings SET volume = volume + p_delta
    WHERE account_id = p_account AND rec_id = p_rec AND volume >= -p_delta;
    IF NOT FOUND THEN
      PERFORM ledger_short(p_account, p_rec, -p_delta);
    END IF;
  ELSE
    INSERT INTO holdings (account_id, rec_id, volume, received) VALUES (p_account, p_rec, p_delta, p_delta)
    ON CONFLICT (account_id, rec_id) DO UPDATE
    SET volume = holdings.volume + excluded.volume, received = holdings.received + excluded.received;
  END IF;
  v_hash := ledger_hash(v_prev, p_account, v_seq, p_kind, p_ref, p_rec, p_delta, v_at);
  INSERT INTO ledger_entries (kind, ref_id, account_id, rec_id, delta, at, seq, prev_hash, hash)
  VALUES (p_kind, p_ref, p_account, p_rec, p_delta, v_at, v_seq, v_prev, v_hash);
  UPDATE accounts SET balance = balance + p_delta, ledger_seq = v_seq, ledger_hash = v_hash, updated_at = now()
  WHERE id = p_account;
  RETURN v_hash;
END
$f$;

DO $$
DECLARE
  r record;
  cur bigint := NULL;
  n bigint := 0;
  prev text := repeat('0', 64);
  h text;
BEGIN
  FOR r IN SELECT id, kind, ref_id, account_id, rec_id, delta, at FROM ledger_entries ORDER BY account_id, id LOOP
    IF cur IS DISTINCT FROM r.account_id THEN
      IF cur IS NOT NULL THEN
        UPDATE accounts SET ledger_seq = n, ledger_hash = prev WHERE id = cur;
      END IF;
      cur := r.account_id;
      n := 0;
      prev := repeat('0', 64);
    END IF;
    n := n + 1;
    h := ledger_hash(prev, r.account_id, n, r.kind, r.ref_id, r.rec_id, r.delta, r.at);
    UPDATE ledger_entries SET seq = n, prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
  IF cur IS NOT NULL THEN
    UPDATE accounts SET ledger_seq = n, ledger_hash = prev WHERE id = cur;
  END IF;
END $$;
ALTER TABLE ledger_entries ALTER COLUMN seq SET NOT NULL;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_seq_key UNIQUE (account_id, seq);
DROP TABLE ledger_head;
