-- Batch approval issues its N requests in one call (ADR 0100): each account named is locked once
-- (id order, as every movement), its audit chain extended entry by entry in the order given (the
-- same hash as ledger_issue), then holdings, entries and balances written as sets. Answers each
-- request's entry hash. Requests must be distinct (one holding row per account and request).
CREATE FUNCTION ledger_issue_many(p_accounts bigint[], p_recs bigint[], p_deltas numeric[])
RETURNS TABLE (rec_id bigint, hash text) LANGUAGE plpgsql AS $f$
#variable_conflict use_column
DECLARE
  v_at timestamptz := date_trunc('milliseconds', now());
  a record;
  i int;
  v_seq bigint;
  v_prev text;
  v_sum numeric;
  e_acc bigint[] := '{}';
  e_rec bigint[] := '{}';
  e_delta numeric[] := '{}';
  e_seq bigint[] := '{}';
  e_prev text[] := '{}';
  e_hash text[] := '{}';
BEGIN
  FOR a IN SELECT id, ledger_seq, ledger_hash FROM accounts WHERE id = ANY (p_accounts) ORDER BY id FOR NO KEY UPDATE
  LOOP
    v_seq := a.ledger_seq;
    v_prev := a.ledger_hash;
    v_sum := 0;
    FOR i IN 1 .. coalesce(array_length(p_accounts, 1), 0) LOOP
      CONTINUE WHEN p_accounts[i] <> a.id;
      v_seq := v_seq + 1;
      e_acc := e_acc || a.id;
      e_rec := e_rec || p_recs[i];
      e_delta := e_delta || p_deltas[i];
      e_seq := e_seq || v_seq;
      e_prev := e_prev || v_prev;
      v_prev := ledger_hash(v_prev, a.id, v_seq, 'issue', p_recs[i], p_recs[i], p_deltas[i], v_at);
      e_hash := e_hash || v_prev;
      v_sum := v_sum + p_deltas[i];
    END LOOP;
    UPDATE accounts SET balance = balance + v_sum, ledger_seq = v_seq, ledger_hash = v_prev, updated_at = now()
    WHERE id = a.id;
  END LOOP;
  IF coalesce(array_length(e_acc, 1), 0) <> coalesce(array_length(p_accounts, 1), 0) THEN
    RAISE EXCEPTION 'ledger_issue_many: an account does not exist';
  END IF;
  INSERT INTO holdings (account_id, rec_id, volume, received)
  SELECT x.a, x.r, x.d, x.d FROM unnest(e_acc, e_rec, e_delta) AS x(a, r, d)
  ON CONFLICT (account_id, rec_id) DO UPDATE
  SET volume = holdings.volume + excluded.volume, received = holdings.received + excluded.received;
  INSERT INTO ledger_entries (kind, ref_id, account_id, rec_id, delta, at, seq, prev_hash, hash)
  SELECT 'issue', x.r, x.a, x.r, x.d, v_at, x.s, x.p, x.h
  FROM unnest(e_acc, e_rec, e_delta, e_seq, e_prev, e_hash) WITH ORDINALITY AS x(a, r, d, s, p, h, n) ORDER BY x.n;
  RETURN QUERY SELECT x.r, x.h FROM unnest(e_rec, e_hash) AS x(r, h);
END
$f$;
