import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { verifyLedger } from '../src/ledger/verify';
import { type HourlyWorld, requestJuly, startHourlyWorld } from './support/hourly';

// Pending hourly requests reserve their hours (issue 38, ADR 0100): a second request for hours a
// pending one will take is refused when it is made (it used to be accepted and fail at approval),
// an edit sees only the requests made before it, and approval — single or batch, in any order —
// takes the hours the requests were accepted for.

let w: HourlyWorld;
/** p1's Wh in hour h (1-based): shares 0 and 1 of the fixture. */
const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
const sum = (from: number, to: number) => {
  let t = 0n;
  for (let h = from; h <= to; h++) t += p1At(h);
  return t;
};
const DAY1 = { first: '2026-07-01', last: '2026-07-01' };
const DAY2 = { first: '2026-07-02', last: '2026-07-02' };
const approve = (id: number) => w.admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
const hoursOf = async (recId: number) =>
  (
    await sql<{
      h: number;
      wh: string;
    }>`SELECT extract(epoch FROM interval_start - '2026-07-01T03:00:00Z')::int / 3600 + 1 AS h,
      wh::text FROM hourly_bundles WHERE rec_id = ${recId} ORDER BY range_start`.execute(w.s.database.db)
  ).rows.map((r) => [Number(r.h), BigInt(r.wh)]);

beforeAll(async () => {
  w = await startHourlyWorld();
});
afterAll(() => w.close());

describe('pending hourly requests reserve their hours', () => {
  let dayOne: number;
  it('refuses at creation the hours a pending request will take, with what is still free', async () => {
    const a = await requestJuly(w, w.plant.p1.id, mwhOf(sum(1, 24)), DAY1);
    expect(a.response.status, JSON.stringify(a.error)).toBe(201);
    dayOne = a.data?.id as number;
    const same = await requestJuly(w, w.plant.p1.id, '0.000001', DAY1);
    expect(same.response.status).toBe(422);
    expect(same.error?.code).toBe('EXCEEDS_AVAILABLE');
    expect(same.error?.fields?.[0]).toMatchObject({ field: 'emissionVolume' });
    expect(same.error?.fields?.[0]?.message).toContain('0.000000');
  });

  it('lets an edit keep its own hours: only requests made before it reserve', async () => {
    const put = await w.client.PUT('/recs/{id}', {
      params: { path: { id: dayOne } },
      body: { emissionVolume: mwhOf(sum(1, 24)) },
    });
    expect(put.response.status, JSON.stringify(put.error)).toBe(200);
  });

  it('approves in batch what each request was accepted for, in request order', async () => {
    // Days 1–2: day 1 is reserved, so it takes the first hours of day 2.
    const b = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(25) + p1At(26)), {
      first: '2026-07-01',
      last: '2026-07-02',
    });
    expect(b.response.status, JSON.stringify(b.error)).toBe(201);
    const ids = [b.data?.id as number, dayOne];
    const batch = await w.admin.POST('/recs/batchapprove', { body: { ids } });
    expect(batch.response.status, JSON.stringify(batch.error)).toBe(200);
    expect(batch.data?.data.map((r) => [r.id, r.status])).toEqual([
      [dayOne, 'approved'],
      [ids[0], 'approved'],
    ]);
    // Invoiced as one by one in id order: the plant's first I-REC approval carries the new-plant
    // fee, the next none; the year's numbers follow each other.
    const inv = await sql<{ rec_id: string; number: string; fee: string; price: string }>`SELECT i.rec_id::text,
        i.number, i.new_plant_fee::text AS fee, g.price_new_plant_irec::text AS price
      FROM invoices i JOIN registrants g ON g.id = i.registrant_id
      WHERE i.rec_id = ANY (${[dayOne, ids[0] as number]}::bigint[]) ORDER BY i.rec_id`.execute(w.s.database.db);
    expect(inv.rows.map((r) => Number(r.rec_id))).toEqual([dayOne, ids[0]]);
    expect(Number(inv.rows[0]?.fee)).toBe(Number(inv.rows[0]?.price));
    expect(Number(inv.rows[1]?.fee)).toBe(0);
    expect(Number(inv.rows[1]?.number)).toBe(Number(inv.rows[0]?.number) + 1);
    expect((await hoursOf(dayOne)).map(([h]) => h)).toEqual(Array.from({ length: 24 }, (_, k) => k + 1));
    expect(await hoursOf(ids[0] as number)).toEqual([
      [25, p1At(25)],
      [26, p1At(26)],
    ]);
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
  });

  it('a later request approved first leaves the earlier one its hours', async () => {
    const early = await requestJuly(w, w.plant.p1.id, mwhOf(sum(27, 30)), DAY2);
    const late = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(31)), DAY2);
    expect(late.response.status, JSON.stringify(late.error)).toBe(201);
    expect((await approve(late.data?.id as number)).response.status).toBe(200);
    expect(await hoursOf(late.data?.id as number)).toEqual([[31, p1At(31)]]);
    const a = await approve(early.data?.id as number);
    expect(a.response.status, JSON.stringify(a.error)).toBe(200);
    expect((await hoursOf(early.data?.id as number)).map(([h]) => h)).toEqual([27, 28, 29, 30]);
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
  });

  it('numbers bundles exactly past 2^53 in a batch (BigInt), the verifier agreeing', async () => {
    await sql`UPDATE hourly_numbers SET next_number = 9007199254740000`.execute(w.s.database.db);
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(sum(33, 35)), DAY2);
    const id = r.data?.id as number;
    const batch = await w.admin.POST('/recs/batchapprove', { body: { ids: [id] } });
    expect(batch.response.status, JSON.stringify(batch.error)).toBe(200);
    const ranges = await sql<{ rs: string; re: string }>`SELECT range_start::text AS rs, range_end::text AS re
      FROM hourly_bundles WHERE rec_id = ${id} ORDER BY range_start`.execute(w.s.database.db);
    expect(ranges.rows[0]?.rs).toBe('9007199254740000');
    expect(BigInt(ranges.rows.at(-1)?.re ?? 0)).toBe(9007199254740000n + sum(33, 35) - 1n);
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
  });
});
