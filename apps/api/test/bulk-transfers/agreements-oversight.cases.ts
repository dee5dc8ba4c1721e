import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify';
import { other, rec, w } from '../support/bulk-suite';
import { csv, RECEIVER, RETIREMENT_HEADER, SENDER, TRANSFER_HEADER } from '../support/bulk-world';
import { addAccount } from '../support/ledger-world';

// A line into an account with a standing agreement executes it as a transfer sent alone does (ADR
// 0126); the registry's admin oversees every organisation's jobs.

describe('standing agreements on the receiving accounts', () => {
  it('moves the agreed share of a line on, once, when the job is confirmed twice with one Idempotency-Key', async () => {
    const SECOND = 'BR-VERDE-TR-02';
    await addAccount(w.db, w.s.fixture.participants.p1, 'trade', SECOND);
    const made = await w.sender.POST('/agreements', {
      body: {
        source_account_code: SECOND,
        destination_account_code: RECEIVER,
        starts_on: '2020-01-01',
        share: '25',
        notice_days: 0,
      },
    });
    const agreement = made.data?.id as number;
    const accepted = await w.receiver.POST('/agreements/{id}/accept', { params: { path: { id: agreement } } });
    expect(accepted.data?.state).toBe('active');
    const before = await w.holdings(other);
    const sent = await w.upload(
      'transfers',
      csv([TRANSFER_HEADER, `${SENDER};${other};10;${SECOND}`, `${SENDER};${other};2;${RECEIVER}`]),
    );
    const id = sent.data?.id as number;
    const key = randomUUID();
    expect((await w.commit(id, key)).response.status).toBe(202);
    const again = await w.commit(id, key);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await w.worker.drain()).toBe(1);
    expect(await w.worker.drain()).toBe(0);
    expect(await w.job(id)).toMatchObject({ status: 'done', processed: 2 });
    // 10 arrived in SECOND: 25 % (2.5) went on to the receiver; the line sent to it directly runs nothing.
    const micro = (v?: string) => Math.round(Number(v ?? 0) * 1e6);
    expect(await w.holdings(other)).toMatchObject({
      [SENDER]: ((micro(before[SENDER]) - 12_000_000) / 1e6).toFixed(6),
      [SECOND]: '7.500000',
      [RECEIVER]: ((micro(before[RECEIVER]) + 4_500_000) / 1e6).toFixed(6),
    });
    const result = await w.sender.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'text' });
    const line2 = Number(String(result.data).trim().split('\r\n')[1]?.split(';').at(-1));
    const seen = await w.receiver.GET('/agreements/{id}', { params: { path: { id: agreement } } });
    expect(seen.data?.executions).toHaveLength(1);
    expect(seen.data?.executions?.[0]).toMatchObject({
      source_kind: 'transfer',
      source_id: line2,
      arrived: '10.000000',
      volume: '2.500000',
      state: 'booked',
    });
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });
});

describe('the registry’s oversight (issue 41 item 4, ADR 0134)', () => {
  it('lists every organisation’s jobs newest first, filtered, to the admin only', async () => {
    const sent = await w.upload(
      'retirements',
      csv([RETIREMENT_HEADER, `${SENDER};${rec};abc;x;y;2026-01;2026-01`], 'supervisao.csv'),
    );
    const id = sent.data?.id as number;
    const list = await w.admin.GET('/bulk/jobs', { params: { query: { amount: 2 } } });
    expect(list.response.status).toBe(200);
    expect(list.data?.data[0]).toMatchObject({
      id,
      kind: 'retirements',
      status: 'preview',
      participant_id: w.s.fixture.participants.p1,
      file_name: 'supervisao.csv',
      total: 1,
      invalid: 1,
      processed: 0,
      total_volume: '0.000000',
    });
    expect(list.data?.data[0]?.participant_name).toBeTruthy();
    expect(list.data?.data[0]?.created_by_name).toBeTruthy();
    expect(list.data?.data.map((j) => j.id)).toEqual(
      [...(list.data?.data.map((j) => j.id) ?? [])].sort((a, b) => b - a),
    );
    // The cursor walks on from the page's last id.
    const next = await w.admin.GET('/bulk/jobs', {
      params: { query: { amount: 2, cursor: list.data?.next_cursor as string } },
    });
    expect(next.data?.data.every((j) => j.id < (list.data?.data[1]?.id as number))).toBe(true);
    const query = async (q: Record<string, unknown>) =>
      (await w.admin.GET('/bulk/jobs', { params: { query: { amount: 100, ...q } } })).data?.data.map((j) => j.id) ?? [];
    expect(await query({ kind: 'retirements', status: 'preview' })).toContain(id);
    expect(await query({ kind: 'transfers' })).not.toContain(id);
    expect(await query({ status: 'done' })).not.toContain(id);
    expect((await query({ status: 'done' })).length).toBeGreaterThan(0);
    expect(await query({ participant_id: w.s.fixture.participants.p2 })).toEqual([]);
    expect(await query({ participant_id: w.s.fixture.participants.p1, search: 'supervisao' })).toEqual([id]);
    const month = new Date().toISOString().slice(0, 7);
    expect(await query({ period: month })).toContain(id);
    expect(await query({ period: '2001-01' })).toEqual([]);
    // A participant has its own "Envio em lote", not the registry's list.
    const refused = await w.sender.GET('/bulk/jobs', {});
    expect(refused.response.status).toBe(403);
    // The admin opens any job and its result file as the participant does.
    expect((await w.admin.GET('/bulk/jobs/{id}', { params: { path: { id } } })).data?.status).toBe('preview');
  });
});
