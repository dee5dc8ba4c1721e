import { describe, expect, it } from 'vitest';
import { coverageOf, factorFor, matchHours, microFactor, type ResidualFactor, shareOf, tco2eOf } from '.';

const H = 3_600_000;
const t0 = Date.parse('2025-03-01T03:00:00Z'); // 00:00 in Brasília
const hour = (i: number, wh: bigint, submarket = 'SUL') => ({ start: t0 + i * H, submarket, wh, month: '2025-03' });
const piece = (i: number, wh: bigint, redemption_id: number, submarket: string | null = 'SUL') => ({
  start: t0 + i * H,
  submarket,
  redemption_id,
  wh,
  month: '2025-03',
});

describe('matching an hour', () => {
  it('never matches more than the hour consumed, older retirements first', () => {
    const m = matchHours([hour(0, 100n)], [piece(0, 80n, 2), piece(0, 70n, 1)], 'submarket');
    expect(m.matched).toEqual([100n]);
    expect(m.byRedemption).toEqual(
      new Map([
        [1, 70n],
        [2, 30n],
      ]),
    );
  });
  it('keeps certificates of another hour or submarket out, unless the boundary is the SIN', () => {
    const hours = [hour(0, 100n)];
    const pieces = [piece(1, 50n, 1), piece(0, 40n, 1, 'NORTE'), piece(0, 10n, 1, null)];
    expect(matchHours(hours, pieces, 'submarket').matched).toEqual([0n]);
    expect(matchHours(hours, pieces, 'SIN').matched).toEqual([50n]);
  });
});

describe('exact figures', () => {
  it('cuts shares at 4 decimals and says 1.0000 only when all is covered', () => {
    expect(shareOf(99_999n, 100_000n)).toBe('0.9999');
    expect(shareOf(5n, 4n)).toBe('1.0000');
    expect(shareOf(1n, 3n)).toBe('0.3333');
    expect(shareOf(0n, 0n)).toBe('0.0000');
  });
  it('multiplies Wh by a factor without floating point', () => {
    // 1 MWh × 0.1 t/MWh = 0.1 t; 3 Wh × 0.333333 = 0.000000999999 t → cut to 0.000000.
    expect(tco2eOf(1_000_000n * microFactor('0.1'))).toBe('0.100000');
    expect(tco2eOf(3n * microFactor('0.333333'))).toBe('0.000000');
    expect(tco2eOf(123_456_789_012n * microFactor('0.0385'))).toBe('4753.086376');
  });
  it("takes the submarket's factor of the year, else the SIN's", () => {
    const fs: ResidualFactor[] = [
      { year: 2025, submarket: 'SIN', factor: '0.05', source: 'MCTI' },
      { year: 2025, submarket: 'SUL', factor: '0.07', source: 'Estudo' },
      { year: 2024, submarket: 'NORTE', factor: '0.09', source: 'Antigo' },
    ];
    expect(factorFor(fs, 2025, 'SUL')?.source).toBe('Estudo');
    expect(factorFor(fs, 2025, 'NORTE')?.source).toBe('MCTI');
    expect(factorFor(fs, 2026, 'SUL')).toBeUndefined();
  });
});

describe('a beneficiary-year', () => {
  const FACTORS: ResidualFactor[] = [
    { year: 2025, submarket: 'SUL', factor: '0.100000', source: 'Estudo SUL' },
    { year: 2025, submarket: 'SIN', factor: '0.050000', source: 'MCTI' },
  ];
  const input = {
    year: 2025,
    boundary: 'submarket' as const,
    hours: [hour(0, 1_000_000n), hour(1, 2_000_000n), hour(2, 1_000_000n, 'NORTE')],
    pieces: [piece(0, 1_500_000n, 7), piece(1, 500_000n, 8), piece(5, 1_000_000n, 8)],
    monthly: [{ month: '2025-06', wh: 500_000n }],
    factors: FACTORS,
  };
  const c = coverageOf(input);
  it('matches per hour and counts every retired certificate of the year annually', () => {
    expect(c.totals).toEqual({
      hours: 3,
      consumed: '4.000000',
      matched: '1.500000',
      unmatched: '2.500000',
      retired: '3.500000',
      hourly_share: '0.3750',
      annual_share: '0.8750',
    });
    expect(c.months).toHaveLength(12);
    expect(c.months[2]).toMatchObject({ month: '2025-03', matched: '1.500000', annual_share: '0.7500' });
    expect(c.months[5]).toMatchObject({ month: '2025-06', consumed: '0.000000', annual_share: '0.0000' });
    expect(c.matching.byRedemption).toEqual(
      new Map([
        [7, 1_000_000n],
        [8, 500_000n],
      ]),
    );
  });
  it('prices unmatched MWh by the factor of each hour, and the annual gap pro rata', () => {
    // Hourly: 1.5 MWh SUL × 0.1 + 1 MWh NORTE × 0.05 (SIN) = 0.2 t.
    expect(c.scope2.hourly).toEqual({ unmatched: '2.500000', tco2e: '0.200000' });
    // Annual: 0.5 MWh unmatched of 4; (3 × 0.1 + 1 × 0.05) × 0.5 / 4 = 0.04375 t.
    expect(c.scope2.annual).toEqual({ unmatched: '0.500000', tco2e: '0.043750' });
    expect(c.scope2.factors.map((f) => f.submarket)).toEqual(['SIN', 'SUL']);
    expect(c.scope2.missing_factor).toBe(false);
  });
  it('flags unmatched MWh without any factor', () => {
    const none = coverageOf({ ...input, factors: input.factors.slice(0, 1) });
    expect(none.scope2.missing_factor).toBe(true);
    expect(none.scope2.hourly.tco2e).toBe('0.150000');
  });
});
