import { type Boundary, coverageOf, inBoundary, matchHours, minWh, shareOf } from '@rec/domain/scope2';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Properties of coverage's matching (ADR 0106), over random hours and retired certificates: an
// hour is never matched beyond its consumption nor by certificates of another hour or outside the
// boundary; what the retirements matched adds up to what the hours matched; the order pieces come
// in does not change the figures. (The domain package has no fast-check; its examples are beside
// the code in packages/domain/src/scope2/scope2.test.ts.)

const H = 3_600_000;
const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'] as const;
const hourArb = fc.record({
  i: fc.integer({ min: 0, max: 11 }),
  submarket: fc.constantFrom(...SUBMARKETS),
  wh: fc.bigInt({ min: 0n, max: 2_000_000n }),
});
const pieceArb = fc.record({
  i: fc.integer({ min: 0, max: 11 }),
  submarket: fc.option(fc.constantFrom(...SUBMARKETS), { nil: null }),
  redemption_id: fc.integer({ min: 1, max: 4 }),
  wh: fc.bigInt({ min: 1n, max: 1_500_000n }),
});
const world = fc.record({
  hours: fc.uniqueArray(hourArb, { selector: (h) => h.i, maxLength: 12 }),
  pieces: fc.array(pieceArb, { maxLength: 30 }),
  boundary: fc.constantFrom<Boundary>('submarket', 'SIN'),
});
const at = <T extends { i: number }>(x: T) => ({ ...x, start: x.i * H, month: '2025-01' });

describe('coverage matching (properties)', () => {
  it('never over-matches, never crosses an hour or the boundary, and conserves', () => {
    fc.assert(
      fc.property(world, ({ hours, pieces, boundary }) => {
        const hs = hours.map(at);
        const ps = pieces.map(at);
        const m = matchHours(hs, ps, boundary);
        hs.forEach((h, k) => {
          const matched = m.matched[k] ?? 0n;
          expect(matched >= 0n && matched <= h.wh).toBe(true);
          const eligible = ps
            .filter((p) => p.start === h.start && inBoundary(boundary, h.submarket, p.submarket))
            .reduce((t, p) => t + p.wh, 0n);
          // Matched is exactly min(consumption, eligible certificates of that hour).
          expect(matched).toBe(minWh(eligible, h.wh));
          for (const p of m.used[k] ?? []) {
            expect(p.start).toBe(h.start);
            expect(inBoundary(boundary, h.submarket, p.submarket)).toBe(true);
          }
        });
        const byHours = m.matched.reduce((t, x) => t + x, 0n);
        const byRetirements = [...m.byRedemption.values()].reduce((t, x) => t + x, 0n);
        expect(byRetirements).toBe(byHours);
        for (const [id, wh] of m.byRedemption)
          expect(wh <= ps.filter((p) => p.redemption_id === id).reduce((t, p) => t + p.wh, 0n)).toBe(true);
      }),
    );
  });

  it('gives the same figures whatever order the pieces are read in', () => {
    fc.assert(
      fc.property(world, fc.integer(), ({ hours, pieces, boundary }, seed) => {
        const input = { year: 2025, boundary, hours: hours.map(at), monthly: [], factors: [] };
        const shuffled = [...pieces.map(at)].sort((a, b) => ((a.i * 31 + seed) % 7) - ((b.i * 31 + seed) % 7));
        const a = coverageOf({ ...input, pieces: pieces.map(at) });
        const b = coverageOf({ ...input, pieces: shuffled });
        expect(b.totals).toEqual(a.totals);
        expect(b.matching.byRedemption).toEqual(a.matching.byRedemption);
        // Hourly matching never beats annual matching of the same certificates.
        expect(a.totals.hourly_share <= a.totals.annual_share).toBe(true);
      }),
    );
  });

  it('cuts shares: never above the exact quotient, within 0.0001 of it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 15n }), (part, whole) => {
        const s = shareOf(part, whole);
        const q = BigInt(s.replace('.', ''));
        const capped = minWh(part, whole);
        expect(q * whole <= capped * 10_000n).toBe(true);
        expect((q + 1n) * whole > capped * 10_000n || q === 10_000n).toBe(true);
      }),
    );
  });
});
