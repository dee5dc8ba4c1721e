import { freeHours, hoursBelowIssued, mwhOf, numberTakes, takeHours } from '@rec/domain/hourly';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { verifyLedger } from '../src/ledger/verify';
import { type HourlyWorld, requestJuly, startHourlyWorld } from './support/hourly';

// Property-based: whatever the hours and the requests, what an hourly issuance takes adds up
// exactly to the request, never exceeds an hour, and numbers it contiguously; on the database,
// random sequences of hourly requests, approvals and reverts keep conservation per plant-hour.

const wh = fc.bigInt({ min: 0n, max: 200_000_000n });

describe('the partial-request rule, for any hours', () => {
  it('takes exactly the volume, within each hour, in order, numbered contiguously', () => {
    fc.assert(
      fc.property(
        fc.array(wh, { minLength: 1, maxLength: 80 }),
        fc.array(wh, { maxLength: 80 }),
        fc.nat({ max: 80 }),
        fc.nat({ max: 80 }),
        fc.bigInt({ min: 1n, max: 5_000_000_000n }),
        fc.bigInt({ min: 1n, max: 2n ** 50n }),
        (gen, taken, a, b, wanted, first) => {
          const issued = new Map(taken.map((t, h) => [h, t]));
          const free = freeHours(gen, issued);
          const [from, to] = a <= b ? [a, b] : [b, a];
          const takes = takeHours(free, from, to, wanted);
          const room = free.slice(from, to).reduce((s, x) => s + x, 0n);
          if (!takes) {
            expect(room < wanted).toBe(true);
            return;
          }
          expect(takes.reduce((s, t) => s + t.wh, 0n)).toBe(wanted);
          for (const t of takes) {
            expect(t.wh > 0n && t.wh <= (free[t.hour] as bigint)).toBe(true);
            expect(t.hour >= from && t.hour < to).toBe(true);
          }
          expect(takes.map((t) => t.hour)).toEqual([...takes.map((t) => t.hour)].sort((x, y) => x - y));
          // Every hour before the last taken one was taken whole.
          for (const t of takes.slice(0, -1)) expect(t.wh).toBe(free[t.hour]);
          const numbered = numberTakes(first, takes);
          expect(numbered[0]?.rangeStart).toBe(first);
          expect((numbered.at(-1)?.rangeEnd ?? 0n) - first + 1n).toBe(wanted);
          // Issued on top of what was there, no hour goes beyond its generation.
          const after = new Map(issued);
          for (const t of takes) after.set(t.hour, (after.get(t.hour) ?? 0n) + t.wh);
          const capped = new Map(
            [...after].filter(([h]) => h < gen.length && (issued.get(h) ?? 0n) <= (gen[h] as bigint)),
          );
          expect(hoursBelowIssued(gen, capped)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('conservation per plant-hour on the ledger, for random sequences', () => {
  let w: HourlyWorld;
  const HOURS = 48;
  const p1At = (h: number) => BigInt(microAt(0, h) + microAt(1, h));
  beforeAll(async () => {
    w = await startHourlyWorld();
  });
  afterAll(() => w.close());

  it('requests, approvals and reverts never issue an hour twice nor lose a Wh', async () => {
    let approved = 0;
    const step = fc.record({
      day: fc.integer({ min: 1, max: 2 }),
      share: fc.integer({ min: 1, max: 60 }),
      revert: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const s of steps) {
          const day = `2026-07-0${s.day}`;
          let room = 0n;
          for (let h = (s.day - 1) * 24 + 1; h <= s.day * 24; h++) room += p1At(h);
          const r = await requestJuly(w, w.plant.p1.id, mwhOf((room * BigInt(s.share)) / 100n + 1n), {
            first: day,
            last: day,
          });
          if (r.response.status !== 201) {
            expect(r.error?.code).toBe('EXCEEDS_AVAILABLE');
            continue;
          }
          const id = r.data?.id as number;
          const a = await w.admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: {} });
          expect([200, 422]).toContain(a.response.status);
          if (a.response.status === 200) approved++;
          if (a.response.status === 200 && s.revert)
            expect((await w.admin.POST('/recs/revert', { body: { rec_emission_id: id } })).response.status).toBe(200);
          if (a.response.status === 422)
            await w.admin.POST('/recs/refuse/{id}', { params: { path: { id } }, body: { reason: 'sem horas' } });
        }
        const perHour = await sql<{
          h: number;
          wh: string;
        }>`SELECT (extract(epoch FROM interval_start - '2026-07-01T03:00:00Z'::timestamptz) / 3600)::int + 1 AS h,
            sum(wh)::text AS wh FROM hourly_bundles WHERE business_id = ${w.plant.p1.id} GROUP BY 1`.execute(
          w.s.database.db,
        );
        for (const r of perHour.rows) expect(BigInt(r.wh) <= p1At(Number(r.h)), `hour ${r.h}`).toBe(true);
        expect(perHour.rows.every((r) => Number(r.h) >= 1 && Number(r.h) <= HOURS)).toBe(true);
        const issued = await sql<{
          ok: boolean;
        }>`SELECT coalesce(bool_and(b.wh = (r."emissionVolume" * 1000000)::bigint), true) AS ok
          FROM recs r JOIN (SELECT rec_id, sum(wh) AS wh FROM hourly_bundles GROUP BY rec_id) b ON b.rec_id = r.id`.execute(
          w.s.database.db,
        );
        expect(issued.rows[0]?.ok).toBe(true);
        expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
      }),
      { numRuns: 6 },
    );
    expect(approved).toBeGreaterThan(0);
  });
});
