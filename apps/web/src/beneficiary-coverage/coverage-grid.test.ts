import { describe, expect, it } from 'vitest';
import { coverageGrid, percentOf, shareGap, shareLevel, sharePercent } from './coverage-grid';

describe('the day × hour coverage grid of a beneficiary month', () => {
  it('places each hour on the Brasília day and hour the server names, exact to the Wh', () => {
    const grid = coverageGrid('2026-02', [
      { day: '2026-02-01', hour: 0, consumed: '1.000001', matched: '1.000001' },
      { day: '2026-02-01', hour: 23, consumed: '2.000000', matched: '0.500000' },
      { day: '2026-02-28', hour: 12, consumed: '0.000004', matched: '0.000000' },
      { day: '2026-03-01', hour: 0, consumed: '9.000000', matched: '9.000000' }, // not this month
    ]);
    expect(grid.days).toHaveLength(28);
    expect(grid.days[0]?.cells[0]).toEqual({ consumed: 1_000_001n, matched: 1_000_001n, level: 4 });
    expect(grid.days[0]?.cells[23]).toEqual({ consumed: 2_000_000n, matched: 500_000n, level: 1 });
    expect(grid.days[0]?.cells[1]?.level).toBeNull();
    expect(grid.days[27]?.cells[12]?.level).toBe(0);
    expect(grid.consumed).toBe(3_000_005n);
    expect(grid.matched).toBe(1_500_001n);
  });

  it('shades by quarters of the hour covered: none, uncovered, then up to ¼, ½, ¾, all', () => {
    expect(shareLevel(0n, 0n)).toBeNull();
    expect(shareLevel(0n, 4n)).toBe(0);
    expect(shareLevel(1n, 4n)).toBe(1);
    expect(shareLevel(3n, 4n)).toBe(3);
    expect(shareLevel(4n, 4n)).toBe(4);
  });

  it('writes shares as exact percentages', () => {
    expect(sharePercent('0.8123')).toBe('81.23');
    expect(sharePercent('1.0000')).toBe('100.00');
    expect(sharePercent('0.0005')).toBe('0.05');
    expect(shareGap('0.9000', '0.4125')).toBe('48.75');
    expect(shareGap('0.5000', '0.5000')).toBe('0.00');
    expect(percentOf(2n, 3n)).toBe('66.7');
    expect(percentOf(1n, 8n)).toBe('12.5');
    expect(percentOf(0n, 0n)).toBe('0.0');
  });
});
