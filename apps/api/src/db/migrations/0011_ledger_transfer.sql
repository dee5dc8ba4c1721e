-- A transfer in one statement (ADR 0006): finds and checks both accounts, inserts the transfer and
-- its items, moves the volume (ledger_move) and answers what the API shows. Called on its own it is
-- its own transaction: one round trip instead of six, with the inner plans cached by PL/pgSQL.
-- Refusals raise RL002–RL005; src/ledger/movements.ts turns them into the API's errors.
CREATE FUNCTION ledger_transfer(p_scope bigint, p_from_code text, p_to_code text, p_volume numeric,
  p_evident text, p_notes text, p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $f$
DECLARE
  s accounts;
  d accounts;
  t transfers;
  v_items jsonb;
BEGIN
  SELECT * INTO s FROM accounts WHERE "accountCode" = p_from_code;
  IF NOT FOUND OR (p_scope IS NOT NULL AND s.participant_id <> p_scope) THEN
    RAISE EXCEPTION USING ERRCODE = 'RL002', MESSAGE = 'source account not found';
  END IF;
  SELECT * INTO d FROM accounts WHERE "accountCode" = p_to_code;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RL003', MESSAGE = 'destination account not found';
  END IF;
  IF s.id = d.id THEN
    RAISE EXCEPTION USING ERRCODE = 'RL004', MESSAGE = 'same account';
  END IF;
  IF s."accountType" <> 'trade' OR d."accountType" <> 'trade' THEN
    RAISE EXCEPTION USING ERRCODE = 'RL005', MESSAGE = 'not a trade account';
  END IF;
  INSERT INTO transfers (participant_id, source_account_id, destination_account_id, source_account_code,
    destination_account_code, volume, evident_code, notes, status)
  VALUES (s.participant_id, s.id, d.id, s."accountCode", d."accountCode", p_volume, p_evident, p_notes, 'completed')
  RETURNING * INTO t;
  INSERT INTO transfer_items (transfer_id, rec_id, volume)
  SELECT t.id, (e->>'rec_id')::bigint, (e->>'volume')::numeric FROM jsonb_array_elements(p_items) AS x(e);
  SELECT jsonb_agg(jsonb_build_object('rec_id', i.rec_id, 'volume', i.volume::numeric(18,6)::text,
      'business_name', b.name, 'period_start', r.initial_period, 'period_end', r.final_period, 'scheme', r.scheme)
    ORDER BY i.rec_id)
  INTO v_items
  FROM transfer_items i JOIN recs r ON r.id = i.rec_id JOIN businesses b ON b.id = r.business_id
  WHERE i.transfer_id = t.id;
  PERFORM ledger_move('transfer', t.id, s.id, d.id, p_items);
  RETURN jsonb_build_object('id', t.id, 'participant_id', t.participant_id, 'source_account_id', s.id,
    'destination_account_id', d.id, 'source_account_code', s."accountCode",
    'destination_account_code', d."accountCode", 'date_transfer', t.date_transfer, 'created_at', t.created_at,
    'updated_at', t.updated_at, 'items', v_items);
END
$f$;
