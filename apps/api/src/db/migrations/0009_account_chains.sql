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

-- Appends signed movements [{account_id, rec_id, delta}] to their accounts' chains, in order, and
-- applies them to the balances: the heads are read once, the entries go in with one INSERT and
-- each account is updated once, however many items. The caller holds the accounts' row locks.
-- Answers the last hash.
CREATE FUNCTION ledger_append(p_kind text, p_ref bigint, p_moves jsonb) RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  m record;
  v_at timestamptz := date_trunc('milliseconds', now());
  v_heads jsonb;
  v_head jsonb;
  v_seq bigint;
  v_hash text;
  v_acc bigint[] := '{}';
  v_rec bigint[] := '{}';
  v_delta numeric[] := '{}';
  v_seqs bigint[] := '{}';
  v_prevs text[] := '{}';
  v_hashes text[] := '{}';
BEGIN
  SELECT jsonb_object_agg(id::text, jsonb_build_array(ledger_seq, ledger_hash)) INTO v_heads
  FROM accounts WHERE id IN (SELECT (e->>'account_id')::bigint FROM jsonb_array_elements(p_moves) AS x(e));
  FOR m IN
    SELECT (e->>'account_id')::bigint AS account_id, (e->>'rec_id')::bigint AS rec_id,
      (e->>'delta')::numeric(18,6) AS delta
    FROM jsonb_array_elements(p_moves) WITH ORDINALITY AS x(e, n) ORDER BY n
  LOOP
    v_head := v_heads -> (m.account_id::text);
    IF v_head IS NULL THEN
      RAISE EXCEPTION 'account % does not exist', m.account_id;
    END IF;
    v_seq := (v_head ->> 0)::bigint + 1;
    v_hash := ledger_hash(v_head ->> 1, m.account_id, v_seq, p_kind, p_ref, m.rec_id, m.delta, v_at);
    v_acc := v_acc || m.account_id;
    v_rec := v_rec || m.rec_id;
    v_delta := v_delta || m.delta;
    v_seqs := v_seqs || v_seq;
    v_prevs := v_prevs || (v_head ->> 1);
    v_hashes := v_hashes || v_hash;
    v_heads := jsonb_set(v_heads, ARRAY[m.account_id::text], jsonb_build_array(v_seq, v_hash));
  END LOOP;
  INSERT INTO ledger_entries (kind, ref_id, account_id, rec_id, delta, at, seq, prev_hash, hash)
  SELECT p_kind, p_ref, u.a, u.r, u.d, v_at, u.sq, u.pv, u.h
  FROM unnest(v_acc, v_rec, v_delta, v_seqs, v_prevs, v_hashes) AS u(a, r, d, sq, pv, h);
  UPDATE accounts a
  SET balance = a.balance + t.net, ledger_seq = t.seq, ledger_hash = t.hash, updated_at = now()
  FROM (
    SELECT u.a, sum(u.d) AS net, max(u.sq) AS seq, (array_agg(u.h ORDER BY u.sq DESC))[1] AS hash
    FROM unnest(v_acc, v_delta, v_seqs, v_hashes) AS u(a, d, sq, h) GROUP BY u.a
  ) t
  WHERE a.id = t.a;
  RETURN v_hash;
END
$f$;

-- Takes volume from a holding under its row lock, or raises RL001 with what is available.
CREATE FUNCTION ledger_debit(p_account bigint, p_rec bigint, p_volume numeric) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  v_have numeric;
BEGIN
  UPDATE holdings SET volume = volume - p_volume
  WHERE account_id = p_account AND rec_id = p_rec AND volume >= p_volume;
  IF NOT FOUND THEN
    SELECT volume INTO v_have FROM holdings WHERE account_id = p_account AND rec_id = p_rec;
    RAISE EXCEPTION USING ERRCODE = 'RL001',
      MESSAGE = format('Saldo insuficiente na emissão %s: disponível %s MWh, solicitado %s MWh',
        p_rec, coalesce(v_have, 0)::numeric(18,6), p_volume::numeric(18,6));
  END IF;
END
$f$;

CREATE FUNCTION ledger_credit(p_account bigint, p_rec bigint, p_volume numeric) RETURNS void LANGUAGE sql AS $f$
  INSERT INTO holdings (account_id, rec_id, volume, received) VALUES (p_account, p_rec, p_volume, p_volume)
  ON CONFLICT (account_id, rec_id) DO UPDATE
  SET volume = holdings.volume + excluded.volume, received = holdings.received + excluded.received
$f$;

-- Moves items [{rec_id, volume}] from one account to another: both accounts locked in id order
-- (a global order: no deadlocks; NO KEY UPDATE, compatible with the KEY SHARE of foreign keys),
-- each holding changed under its row lock, in rec_id order. Answers the last hash.
CREATE FUNCTION ledger_move(p_kind text, p_ref bigint, p_from bigint, p_to bigint, p_items jsonb)
RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  it record;
  v_moves jsonb := '[]'::jsonb;
BEGIN
  PERFORM 1 FROM accounts WHERE id IN (p_from, p_to) ORDER BY id FOR NO KEY UPDATE;
  FOR it IN
    SELECT (e->>'rec_id')::bigint AS rec_id, (e->>'volume')::numeric(18,6) AS volume
    FROM jsonb_array_elements(p_items) AS x(e) ORDER BY 1
  LOOP
    PERFORM ledger_debit(p_from, it.rec_id, it.volume);
    PERFORM ledger_credit(p_to, it.rec_id, it.volume);
    v_moves := v_moves || jsonb_build_array(
      jsonb_build_object('account_id', p_from, 'rec_id', it.rec_id, 'delta', -it.volume),
      jsonb_build_object('account_id', p_to, 'rec_id', it.rec_id, 'delta', it.volume));
  END LOOP;
  RETURN ledger_append(p_kind, p_ref, v_moves);
END
$f$;

-- Issues volume into an account (p_delta > 0, kind 'issue') or takes it back out (p_delta < 0,
-- kind 'revert'). Answers the entry's hash.
CREATE FUNCTION ledger_issue(p_kind text, p_ref bigint, p_account bigint, p_rec bigint, p_delta numeric)
RETURNS text LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_account FOR NO KEY UPDATE;
  IF p_delta < 0 THEN
    PERFORM ledger_debit(p_account, p_rec, -p_delta);
  ELSE
    PERFORM ledger_credit(p_account, p_rec, p_delta);
  END IF;
  RETURN ledger_append(p_kind, p_ref,
    jsonb_build_array(jsonb_build_object('account_id', p_account, 'rec_id', p_rec, 'delta', p_delta)));
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
