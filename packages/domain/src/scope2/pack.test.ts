import { describe, expect, it } from 'vitest';
import { localText, matchHours, PACK_COLUMNS, type PackBundle, packRows, type ResidualFactor } from '.';

const t0 = Date.parse('2025-03-01T21:00:00Z'); // 18:00 in Brasília
const hour = {
  start: t0,
  submarket: 'SUL',
  tier: 'meter',
  wh: 3_000_000n,
  local: '2025-03-01 18:00',
  localEnd: '2025-03-01 19:00',
  offset: -180,
  offsetEnd: -180,
};
const bundle = (n: number, wh: bigint, redemption_id: number, plant: string): PackBundle => ({
  start: t0,
  submarket: 'SUL',
  redemption_id,
  wh,
  range_start: String(n),
  range_end: String(n + Number(wh) - 1),
  plant,
  ceg: `CEG-${plant}`,
});
const FACTORS: ResidualFactor[] = [{ year: 2025, submarket: 'SIN', factor: '0.0385', source: 'MCTI' }];

describe("the pack's hourly rows", () => {
  it('writes the local clock with its offset, summer time included', () => {
    expect(localText('2018-11-04 01:00', -120)).toBe('2018-11-04T01:00-02:00');
    expect(localText('2025-03-01 18:00', -180)).toBe('2025-03-01T18:00-03:00');
  });

  it('lists the bundles that matched, their plants and statements, and prices the rest', () => {
    const bundles = [bundle(1, 1_000_000n, 1, 'A'), bundle(2_000_001, 1_000_000n, 2, 'A')];
    const m = matchHours([hour], bundles, 'submarket');
    const codes = new Map<number, string | null>([
      [1, 'C1'],
      [2, null],
    ]);
    const [row] = packRows(2025, 'submarket', [hour], m, FACTORS, codes);
    expect(Object.keys(row ?? {})).toEqual([...PACK_COLUMNS]);
    expect(row).toMatchObject({
      interval_start_utc: '2025-03-01T21:00:00Z',
      interval_end_utc: '2025-03-01T22:00:00Z',
      interval_start_local: '2025-03-01T18:00-03:00',
      market_boundary: 'SUL',
      consumption_wh: '3000000',
      matched_wh: '2000000',
      unmatched_wh: '1000000',
      bundle_id_ranges: '1-1000000; 2000001-3000000',
      production_devices: 'A (CEG-A)',
      residual_mix_factor_tco2e_per_mwh: '0.038500',
      residual_mix_factor_source: 'MCTI',
      market_based_emissions_tco2e: '0.038500',
      cancellation_statement_codes: 'C1',
    });
  });

  it('leaves the certificate and factor cells empty when there are none', () => {
    const m = matchHours([hour], [], 'SIN');
    const [row] = packRows(2026, 'SIN', [hour], m, FACTORS, new Map());
    expect(row).toMatchObject({
      market_boundary: 'SIN',
      bundle_id_ranges: '',
      residual_mix_factor_tco2e_per_mwh: '',
      market_based_emissions_tco2e: '',
      cancellation_statement_codes: '',
    });
  });
});
