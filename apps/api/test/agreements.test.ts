import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAgreementsDue } from '../src/jobs/agreement-ending';
import { verifyLedger } from '../src/ledger/verify';
import { RECEIVER, SECOND, SENDER, startAgreementsWorld, THIRD } from './support/agreements-world';
import { type ApiProcess, startApiProcess } from './support/api-process';

// Standing agreements (issue 41 item 2, ADR 0126): proposal and answers, execution on each kind of
// arrival, exact shares, exactly once under replays and races, the notice, failures kept.
let w: Awaited<ReturnType<typeof startAgreementsWorld>>;
beforeAll(async () => {
  w = await startAgreementsWorld();
}, 300_000);
afterAll(() => w?.s.close());

const act = (who: 'sender' | 'receiver', action: 'accept' | 'reject' | 'withdraw' | 'end', id: number) =>
  w[who].POST(`/agreements/{id}/${action}`, { params: { path: { id } } });
const show = async (id: number) => (await w.sender.GET('/agreements/{id}', { params: { path: { id } } })).data;
const approve = (id: number, key?: string) =>
  w.admin.POST('/recs/approve/{id}', {
    params: { path: { id }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
    body: {},
  });

describe('a proposal waits for the receiver', () => {
  it('is accepted, rejected or withdrawn by the right side only, and refuses bad terms', async () => {
    const made = await w.propose({ share: '37.5', notice: 30 });
    expect(made.response.status).toBe(201);
    const id = made.data?.id as number;
    expect(made.data).toMatchObject({ state: 'proposed', direction: 'outgoing', share: '37.50', all_plants: true });
    const incoming = await w.receiver.GET('/agreements', { params: { query: { direction: 'incoming' } } });
    expect(incoming.data?.data.map((a) => a.id)).toContain(id);
    expect((await act('sender', 'accept', id)).response.status).toBe(403);
    expect((await act('receiver', 'withdraw', id)).response.status).toBe(403);
    expect((await act('receiver', 'reject', id)).data).toMatchObject({ state: 'rejected', direction: 'incoming' });
    expect((await act('receiver', 'accept', id)).error?.code).toBe('ILLEGAL_TRANSITION');
    const other = (await w.propose({})).data?.id as number;
    expect((await act('sender', 'withdraw', other)).data?.state).toBe('withdrawn');
    expect(await w.events(id)).toEqual(['agreement.proposed@receiver', 'agreement.rejected@sender']);
    expect(await w.events(other)).toEqual(['agreement.proposed@receiver', 'agreement.withdrawn@receiver']);
    // Terms a caller gets wrong: its own account as receiver, a share past 100 %, an end before the start.
    const self = await w.propose({ destination: SECOND });
    expect([self.response.status, self.error?.code]).toEqual([422, 'AGREEMENT_TO_SELF']);
    const direct = await w.s.client('participant', 'direct');
    const over = await direct.POST('/agreements', {
      body: {
        source_account_code: SENDER,
        destination_account_code: RECEIVER,
        starts_on: '2026-01-01',
        share: '100.01',
        notice_days: 0,
      },
    });
    expect([over.error?.code, over.error?.fields?.[0]?.field]).toEqual(['VALIDATION_FAILED', 'share']);
    const backwards = await w.sender.POST('/agreements', {
      body: {
        source_account_code: SENDER,
        destination_account_code: RECEIVER,
        starts_on: '2026-05-01',
        ends_on: '2026-04-30',
        share: '10',
        notice_days: 0,
      },
    });
    expect(backwards.error?.fields?.[0]?.field).toBe('ends_on');
    // The admin oversees every agreement; neither side of someone else's sees it.
    const all = await w.admin.GET('/agreements', {});
    expect(all.data?.data.map((a) => a.id)).toEqual(expect.arrayContaining([id, other]));
    expect(all.data?.data.find((a) => a.id === id)?.direction).toBeNull();
  });
});

describe('an active agreement executes on each approval in the sender account', () => {
  let agreement = 0;
  it('moves the exact share (floored to the ledger unit) once, however the approval is replayed', async () => {
    agreement = await w.active({ share: '33.33', notice: 30 });
    expect((await show(agreement))?.state).toBe('active');
    const rec = await w.requested('100.000001', 1);
    const key = randomUUID();
    const first = await approve(rec, key);
    expect(first.response.status).toBe(200);
    // The same request again (its key) answers the stored reply; a retry without it is refused.
    expect((await approve(rec, key)).response.status).toBe(200);
    expect((await approve(rec)).error?.code).toBe('ILLEGAL_TRANSITION');
    // 100.000001 × 33.33 % = 33.330000333… → 33.330000 moves; 66.670001 stays.
    expect(await w.holdings(rec)).toEqual({ [SENDER]: '66.670001', [RECEIVER]: '33.330000' });
    const seen = await show(agreement);
    expect(seen?.executions).toHaveLength(1);
    expect(seen?.executions?.[0]).toMatchObject({
      source_kind: 'emission',
      source_id: rec,
      arrived: '100.000001',
      volume: '33.330000',
      state: 'booked',
      reason: null,
    });
    const transfer = await w.receiver.GET('/transfers/{id}', {
      params: { path: { id: seen?.executions?.[0]?.transfer_id as number } },
    });
    expect(transfer.data).toMatchObject({ source_account_code: SENDER, destination_account_code: RECEIVER });
    expect(await w.events(agreement)).toEqual([
      'agreement.proposed@receiver',
      'agreement.accepted@sender',
      'agreement.executed@sender',
      'agreement.executed@receiver',
    ]);
  });

  it('moves once when the same approval races on two connections', async () => {
    const rec = await w.requested('10', 2);
    const answers = await Promise.all([approve(rec), approve(rec)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
    expect(await w.holdings(rec)).toEqual({ [SENDER]: '6.667000', [RECEIVER]: '3.333000' });
    expect((await show(agreement))?.executions).toHaveLength(2);
  });

  it('keeps executing while its notice runs, then stops and ends', async () => {
    const ending = await act('receiver', 'end', agreement);
    expect(ending.data?.state).toBe('ending');
    const endsAt = new Date(ending.data?.ends_at as string).getTime();
    expect(Math.round((endsAt - Date.now()) / 86_400_000)).toBe(30);
    expect((await act('sender', 'end', agreement)).error?.code).toBe('ILLEGAL_TRANSITION');
    const during = await w.requested('1', 3);
    await approve(during);
    expect(await w.holdings(during)).toEqual({ [SENDER]: '0.666700', [RECEIVER]: '0.333300' });
    // The notice runs out: nothing more moves, and the registry's pass ends it once.
    await w.db
      .updateTable('agreements')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', agreement)
      .execute();
    const after = await w.requested('1', 4);
    await approve(after);
    expect(await w.holdings(after)).toEqual({ [SENDER]: '1.000000' });
    const passes = await Promise.all([endAgreementsDue(w.db), endAgreementsDue(w.db)]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    const ended = await show(agreement);
    expect(ended?.state).toBe('ended');
    expect(ended?.history?.map((h) => h.state)).toEqual(['proposed', 'active', 'ending', 'ended']);
    expect(ended?.executions).toHaveLength(3);
    expect((await w.events(agreement)).slice(-6)).toEqual([
      'agreement.ending@sender',
      'agreement.ending@receiver',
      'agreement.executed@sender',
      'agreement.executed@receiver',
      'agreement.ended@sender',
      'agreement.ended@receiver',
    ]);
  });
});

describe('arrivals by transfer and by accepted offer', () => {
  it('executes on an incoming transfer and an accepted offer, for its plants only, without chaining', async () => {
    const rec = await w.requested('100', 1);
    await approve(rec); // no agreement on SENDER is live any more: all 100 stay
    const other = await w.active({ source: SECOND, share: '50', plants: [w.s.fixture.businesses.approvedB] });
    const mine = await w.active({ source: SECOND, share: '50', plants: [w.s.fixture.businesses.approvedA] });
    const sent = await w.sender.POST('/transfers', {
      body: {
        source_account_code: SENDER,
        destination_account_code: SECOND,
        items: [{ rec_id: rec, volume: '10.000001' }],
      },
    });
    expect([sent.response.status, sent.error]).toEqual([201, undefined]);
    expect(await w.holdings(rec)).toEqual({ [SENDER]: '89.999999', [SECOND]: '5.000001', [RECEIVER]: '5.000000' });
    expect((await show(other))?.executions).toEqual([]);
    expect((await show(mine))?.executions?.[0]).toMatchObject({
      source_kind: 'transfer',
      source_id: sent.data?.data.id,
    });
    // The receiver offers 4 back to SECOND; accepting it is an arrival: half returns to the receiver.
    const offer = await w.receiver.POST('/offers', {
      body: { source_account_code: RECEIVER, destination_account_code: SECOND, items: [{ rec_id: rec, volume: '4' }] },
    });
    await w.sender.POST('/offers/{id}/accept', { params: { path: { id: offer.data?.id as number } } });
    expect(await w.holdings(rec)).toMatchObject({ [SECOND]: '7.000001', [RECEIVER]: '3.000000' });
    expect((await show(mine))?.executions).toHaveLength(2);
  });

  it('keeps an execution the ledger refuses as failed with its reason, and the arrival stands', async () => {
    const first = await w.active({ source: THIRD, share: '100' });
    const second = await w.active({ source: THIRD, share: '100' });
    const rec = await w.requested('50', 2);
    await approve(rec);
    const sent = await w.sender.POST('/transfers', {
      body: { source_account_code: SENDER, destination_account_code: THIRD, items: [{ rec_id: rec, volume: '8' }] },
    });
    expect(sent.response.status).toBe(201);
    expect((await show(first))?.executions?.[0]).toMatchObject({ state: 'booked', volume: '8.000000' });
    const failed = (await show(second))?.executions?.[0];
    expect(failed).toMatchObject({ state: 'failed', volume: '8.000000', transfer_id: null });
    expect(failed?.reason).toMatch(/^Não foi possível transferir: .*saldo/i);
    expect(await w.holdings(rec)).toMatchObject({ [SENDER]: '42.000000', [THIRD]: '0.000000', [RECEIVER]: '8.000000' });
    expect((await w.events(second)).slice(-2)).toEqual([
      'agreement.execution_failed@sender',
      'agreement.execution_failed@receiver',
    ]);
  });

  it('conserves every MWh: the ledger verifier passes', async () => {
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });
});

// ADR 0031: a second API node (src/main.ts in a child process) on the same PostgreSQL approves the
// same requests at the same time as this one, one by one there and as a batch here.
const DATABASE_URL = process.env.DATABASE_URL;
describe.skipIf(!DATABASE_URL)('two API nodes approving the same emissions', () => {
  let b: ApiProcess;
  afterAll(() => b?.stop());
  it('execute each arrival once, whichever node books it', async () => {
    const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(w.db)).rows[0]?.s as string;
    b = await startApiProcess(DATABASE_URL as string, schema);
    const login = await fetch(`${w.s.direct}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(w.s.fixture.logins.admin),
    });
    const token = ((await login.json()) as { token: string }).token;
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const agreement = await w.active({ share: '25' });
    const ids = [await w.requested('40', 3), await w.requested('40', 4)];
    const statuses = await Promise.all([
      post(w.s.direct, '/recs/batchapprove', { ids }),
      ...ids.map((id) => post(b.url, `/recs/approve/${id}`, {})),
    ]);
    expect(statuses.filter((st) => st === 200).length).toBeGreaterThanOrEqual(1);
    for (const id of ids) expect(await w.holdings(id)).toEqual({ [SENDER]: '30.000000', [RECEIVER]: '10.000000' });
    expect((await show(agreement))?.executions?.map((e) => e.source_id).sort()).toEqual([...ids].sort());
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  }, 120_000);
});
