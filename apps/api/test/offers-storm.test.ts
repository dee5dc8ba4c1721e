import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffers } from '../src/jobs/offer-expiry';
import { fromMicro, toMicro } from '../src/ledger/decimal';
import { verifyLedger } from '../src/ledger/verify';
import { offerBody, RECEIVER, SENDER, startOffersWorld } from './support/offers-world';

// Issue 41's acceptance: offers accepted, rejected, withdrawn and expiring concurrently with direct
// transfers and retirements never spend reserved volume twice; the verifier passes; and a
// property over random sequences of offer operations agrees with a model of the balances.
let w: Awaited<ReturnType<typeof startOffersWorld>>;
beforeAll(async () => {
  w = await startOffersWorld();
});
afterAll(() => w.s.close());

const retire = (rec: number, volume: string) =>
  w.sender.POST('/redemptions', {
    body: {
      trade_account_id: w.acc.trade,
      retirement_account_id: w.acc.retire,
      beneficiary_id: w.beneficiary,
      purpose: 'Consumo',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      items: [{ rec_id: rec, volume }],
    },
  });
const transfer = (rec: number, volume: string) => w.sender.POST('/transfers', { body: offerBody(rec, volume) });
const offer = (rec: number, volume: string) => w.sender.POST('/offers', { body: offerBody(rec, volume) });
const act = (who: 'sender' | 'receiver', action: 'accept' | 'reject' | 'withdraw', id: number) =>
  w[who].POST(`/offers/{id}/${action}`, { params: { path: { id } } });
const expireNow = (ids: number[]) =>
  sql`UPDATE offers SET expires_at = now() - interval '1 second' WHERE id = ANY(${ids}::bigint[])`.execute(w.db);
const sum = (volumes: string[]) => fromMicro(volumes.reduce((a, v) => a + toMicro(v), 0n));

describe('storm: offers answered and expiring while transfers and retirements race for the same balance', () => {
  it('spends each reserved MWh once and conserves the issued volume exactly', async () => {
    const rec = await w.issued('300.000000', 2);
    const phase1 = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        i % 3 === 0 ? offer(rec, '10.000000') : i % 3 === 1 ? transfer(rec, '5.000000') : retire(rec, '5.000000'),
      ),
    );
    for (const r of phase1) expect([201, 409]).toContain(r.response.status);
    const offers = phase1.filter((_, i) => i % 3 === 0 && phase1[i]?.response.status === 201);
    const ids = offers.map((r) => (r.data as { id: number }).id);
    expect(ids.length).toBeGreaterThan(0);
    // Every offer gets two competing answers at once; a third of them also expire meanwhile.
    await expireNow(ids.filter((_, i) => i % 3 === 2));
    const answers = ids.flatMap((id, i) => [
      i % 2 ? act('receiver', 'accept', id) : act('receiver', 'reject', id),
      i % 3 ? act('sender', 'withdraw', id) : act('receiver', 'accept', id),
    ]);
    const more = Array.from({ length: 30 }, (_, i) => (i % 2 ? transfer(rec, '3.000000') : retire(rec, '3.000000')));
    const [results] = await Promise.all([Promise.all(answers), Promise.all(more), expireOffers(w.db)]);
    for (const r of results) expect([200, 409]).toContain(r.response.status);
    await expireOffers(w.db);
    const states = await w.db.selectFrom('offers').select(['id', 'state']).where('id', 'in', ids).execute();
    expect(states.every((o) => o.state !== 'pending')).toBe(true);
    // Each offer moved its volume out of the reserve exactly once: the reserve is empty.
    const h = await w.holdings(rec);
    expect(h[`${SENDER}-RES`]).toBe('0.000000');
    expect(sum(Object.values(h))).toBe('300.000000');
    const accepted = states.filter((o) => o.state === 'accepted').length;
    const transfersIn = await sql<{ v: string }>`SELECT coalesce(sum(i.volume), 0)::numeric(18,6)::text AS v
      FROM transfer_items i JOIN transfers t ON t.id = i.transfer_id
      WHERE i.rec_id = ${rec} AND t.destination_account_code = ${RECEIVER}`.execute(w.db);
    expect(h[RECEIVER] ?? '0.000000').toBe(transfersIn.rows[0]?.v);
    expect(toMicro(h[RECEIVER] ?? '0') >= BigInt(accepted) * toMicro('10')).toBe(true);
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  }, 180_000);
});

type Op =
  | { kind: 'offer' | 'transfer' | 'retire'; micro: number }
  | { kind: 'accept' | 'reject' | 'withdraw' | 'expire'; pick: number };

const volume = fc.integer({ min: 1, max: 6_000_000 });
const pick = fc.nat(20);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('offer' as const, 'transfer' as const, 'retire' as const), micro: volume }),
  fc.record({
    kind: fc.constantFrom('accept' as const, 'reject' as const, 'withdraw' as const, 'expire' as const),
    pick,
  }),
);

describe('property: random sequences of offer operations agree with a model of the balances', () => {
  it('free, reserved, received and retired volumes match the model after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const rec = await w.issued('20.000000', 3);
        const m = { free: toMicro('20'), received: 0n, retired: 0n };
        const pending = new Map<number, bigint>();
        for (const o of ops) {
          if ('micro' in o) {
            const v = BigInt(o.micro);
            const call = { offer, transfer, retire }[o.kind];
            const r = await call(rec, fromMicro(v));
            expect(r.response.status).toBe(v <= m.free ? 201 : 409);
            if (r.response.status !== 201) continue;
            m.free -= v;
            if (o.kind === 'offer') pending.set((r.data as { id: number }).id, v);
            else if (o.kind === 'transfer') m.received += v;
            else m.retired += v;
            continue;
          }
          const ids = [...pending.keys()];
          const id = ids[o.pick % Math.max(ids.length, 1)];
          if (id === undefined) continue;
          const v = pending.get(id) ?? 0n;
          pending.delete(id);
          if (o.kind === 'expire') {
            await expireNow([id]);
            expect(await expireOffers(w.db)).toBe(1);
          } else {
            const r = await act(o.kind === 'withdraw' ? 'sender' : 'receiver', o.kind, id);
            expect(r.response.status).toBe(200);
            // A final offer refuses every further answer.
            expect((await act('receiver', 'accept', id)).response.status).toBe(409);
          }
          if (o.kind === 'accept') m.received += v;
          else m.free += v;
        }
        const h = await w.holdings(rec);
        const reserved = [...pending.values()].reduce((a, v) => a + v, 0n);
        expect(h[SENDER]).toBe(fromMicro(m.free));
        expect(h[`${SENDER}-RES`] ?? '0.000000').toBe(fromMicro(reserved));
        expect(h[RECEIVER] ?? '0.000000').toBe(fromMicro(m.received));
        expect(h['BR-VERDE-RT-01'] ?? '0.000000').toBe(fromMicro(m.retired));
        for (const id of pending.keys()) await act('sender', 'withdraw', id);
      }),
      { numRuns: 12 },
    );
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  }, 300_000);
});
