import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeldBundle, type MatchOptions, matchHours } from './match';
import { matchedShare, matchSummary } from './match-summary';

const H = 3_600_000;
const T0 = Date.UTC(2026, 6, 1, 3); // 2026-07-01 00:00 Brasília
const hour = (i: number, wh: bigint, submarket = 'SUL') => ({ startMs: T0 + i * H, submarket, wh });
const bundle = (i: number, wh: bigint, rangeStart: bigint, extra: Partial<HeldBundle> = {}): HeldBundle => ({
  startMs: T0 + i * H,
  submarket: 'SUL',
  plant: 1,
  source: 1,
  rangeStart,
  wh,
  ...extra,
});
const oldest: MatchOptions = { boundary: 'submarket', preference: ['oldest'] };

describe('24/7 matching (ADR 0105)', () => {
  it('takes only bundles of the same hour, oldest number first, and splits the last one', () => {
    const bundles = [bundle(0, 5n, 200n), bundle(0, 4n, 100n), bundle(1, 9n, 300n)];
    const m = matchHours([hour(0, 7n)], bundles, oldest);
    expect(m.matched).toEqual([7n]);
    expect(m.takes).toEqual([
      { hour: 0, bundle: 1, wh: 4n, split: false },
      { hour: 0, bundle: 0, wh: 3n, split: true },
    ]);
  });

  it('keeps the submarket boundary unless the registry says SIN', () => {
    const bundles = [bundle(0, 5n, 1n, { submarket: 'NORDESTE' }), bundle(0, 5n, 9n, { submarket: null })];
    expect(matchHours([hour(0, 8n)], bundles, oldest).matched).toEqual([0n]);
    expect(matchHours([hour(0, 8n)], bundles, { ...oldest, boundary: 'SIN' }).matched).toEqual([8n]);
  });

  it('follows the preferred plants, then sources, in the order the user gave', () => {
    const bundles = [
      bundle(0, 3n, 1n, { plant: 1, source: 1 }),
      bundle(0, 3n, 10n, { plant: 2, source: 2 }),
      bundle(0, 3n, 20n, { plant: 3, source: 3 }),
    ];
    const first = (o: Partial<MatchOptions>) =>
      matchHours([hour(0, 3n)], bundles, { ...oldest, ...o }).takes[0]?.bundle;
    expect(first({})).toBe(0);
    expect(first({ preference: ['plant'], plantIds: [3, 2] })).toBe(2);
    expect(first({ preference: ['source', 'plant'], sourceIds: [2], plantIds: [3] })).toBe(1);
    expect(first({ preference: ['plant', 'source'], sourceIds: [2], plantIds: [3] })).toBe(2);
    // A plant not on the list comes after every listed one, then by number.
    expect(first({ preference: ['plant'], plantIds: [9] })).toBe(0);
  });

  it('refuses two consumption hours of the same instant', () => {
    expect(() => matchHours([hour(0, 1n), hour(0, 2n)], [], oldest)).toThrow(RangeError);
  });

  it('sums by Brasília month and day, the share rounded down', () => {
    const s = matchSummary([hour(0, 3_000_000n), hour(23, 1_000_000n), hour(24, 2n)], [1_000_000n, 1_000_000n, 0n]);
    expect(s.totals).toEqual({
      hours: 3,
      consumed: '4.000002',
      matched: '2.000000',
      unmatched: '2.000002',
      hours_fully_matched: 1,
      matched_share: '0.4999',
    });
    expect(s.days.map((d) => d.day)).toEqual(['2026-07-01', '2026-07-02']);
    expect(s.months).toEqual([{ month: '2026-07', consumed: '4.000002', matched: '2.000000', unmatched: '2.000002' }]);
    expect([matchedShare(0n, 0n), matchedShare(5n, 5n)]).toEqual(['0.0000', '1.0000']);
  });
});

// Random consumption and holdings over 6 hours, 2 submarkets, 3 plants and 2 sources.
const SUBMARKETS = ['SUL', 'NORDESTE'] as const;
const hoursArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 })
  .chain((is) =>
    fc.tuple(
      ...is.map((i) =>
        fc.record({ i: fc.constant(i), wh: fc.bigInt({ min: 0n, max: 20n }), sm: fc.constantFrom(...SUBMARKETS) }),
      ),
    ),
  )
  .map((hs) => hs.map((h) => hour(h.i, h.wh, h.sm)));
const bundlesArb = fc
  .array(
    fc.record({
      i: fc.integer({ min: 0, max: 5 }),
      wh: fc.bigInt({ min: 1n, max: 9n }),
      sm: fc.constantFrom<string | null>(...SUBMARKETS, null),
      plant: fc.integer({ min: 1, max: 3 }),
      source: fc.integer({ min: 1, max: 2 }),
    }),
    { maxLength: 25 },
  )
  .map((bs) =>
    bs.map((b, n) => bundle(b.i, b.wh, BigInt(n) * 100n + 1n, { submarket: b.sm, plant: b.plant, source: b.source })),
  );
const optionsArb = fc.record({
  boundary: fc.constantFrom<'submarket' | 'SIN'>('submarket', 'SIN'),
  preference: fc.uniqueArray(fc.constantFrom<'plant' | 'source' | 'oldest'>('plant', 'source', 'oldest'), {
    minLength: 1,
    maxLength: 3,
  }),
  plantIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
  sourceIds: fc.uniqueArray(fc.integer({ min: 1, max: 2 }), { maxLength: 2 }),
});

const sameBoundary = (o: MatchOptions, h: { submarket: string }, b: HeldBundle) =>
  o.boundary === 'SIN' || b.submarket === h.submarket;

describe('24/7 matching properties', () => {
  it('never over-matches an hour, crosses a boundary or takes more than a bundle holds', () => {
    fc.assert(
      fc.property(hoursArb, bundlesArb, optionsArb, (hours, bundles, o) => {
        const m = matchHours(hours, bundles, o);
        const perHour = hours.map(() => 0n);
        const perBundle = bundles.map(() => 0n);
        for (const t of m.takes) {
          const h = hours[t.hour] as (typeof hours)[number];
          const b = bundles[t.bundle] as HeldBundle;
          expect(b.startMs).toBe(h.startMs);
          expect(sameBoundary(o, h, b)).toBe(true);
          expect(t.wh > 0n && t.split === t.wh < b.wh).toBe(true);
          perHour[t.hour] = (perHour[t.hour] as bigint) + t.wh;
          perBundle[t.bundle] = (perBundle[t.bundle] as bigint) + t.wh;
        }
        expect(perHour).toEqual(m.matched);
        expect(hours.every((h, i) => (m.matched[i] as bigint) <= h.wh)).toBe(true);
        expect(bundles.every((b, i) => (perBundle[i] as bigint) <= b.wh)).toBe(true);
      }),
    );
  });

  it('is deterministic for a given preference, whatever order the bundles arrive in', () => {
    fc.assert(
      fc.property(hoursArb, bundlesArb, optionsArb, (hours, bundles, o) => {
        const key = (bs: readonly HeldBundle[]) => (m: ReturnType<typeof matchHours>) =>
          m.takes.map((t) => `${t.hour}:${bs[t.bundle]?.rangeStart}:${t.wh}`).sort();
        const reversed = [...bundles].reverse();
        expect(key(bundles)(matchHours(hours, bundles, o))).toEqual(key(reversed)(matchHours(hours, reversed, o)));
      }),
    );
  });

  it('matches Σ min(consumed, held in the boundary) per hour, whatever the preference', () => {
    fc.assert(
      fc.property(hoursArb, bundlesArb, optionsArb, (hours, bundles, o) => {
        const m = matchHours(hours, bundles, o);
        hours.forEach((h, i) => {
          let held = 0n;
          for (const b of bundles) if (b.startMs === h.startMs && sameBoundary(o, h, b)) held += b.wh;
          expect(m.matched[i]).toBe(held < h.wh ? held : h.wh);
        });
      }),
    );
  });
});
