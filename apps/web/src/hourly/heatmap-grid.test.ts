import { describe, expect, it } from 'vitest';
import { heatGrid, levelOf, monthRange } from './heatmap-grid';

describe('the day × hour grid of an hourly profile', () => {
  it('asks for the month in Brasília hours', () => {
    expect(monthRange('2026-07')).toEqual({ from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' });
  });

  it('places each UTC hour on its Brasília day and hour, exact to the Wh', () => {
    const grid = heatGrid('2026-07', [
      { interval_start: '2026-07-01T03:00:00.000Z', wh: '1500001' }, // 01/07 00:00
      { interval_start: '2026-07-02T02:00:00.000Z', wh: '2' }, // 01/07 23:00
      { interval_start: '2026-08-01T02:00:00.000Z', wh: '4000000' }, // 31/07 23:00
    ]);
    expect(grid.days).toHaveLength(31);
    expect(grid.days[0]?.cells[0]?.wh).toBe(1_500_001n);
    expect(grid.days[0]?.cells[23]?.wh).toBe(2n);
    expect(grid.days[0]?.wh).toBe(1_500_003n);
    expect(grid.days[30]?.cells[23]?.wh).toBe(4_000_000n);
    expect(grid.wh).toBe(5_500_003n);
    expect(grid.max).toBe(4_000_000n);
    expect(grid.bands).toEqual([1_000_000n, 2_000_000n, 3_000_000n, 4_000_000n]);
    expect(grid.days[0]?.cells.map((c) => c.level).slice(0, 2)).toEqual([2, 0]);
    expect(grid.days[0]?.cells[23]?.level).toBe(1);
  });

  it('colours by quarters of the busiest hour, empty hours apart', () => {
    expect(levelOf(0n, 100n)).toBe(0);
    expect(levelOf(25n, 100n)).toBe(1);
    expect(levelOf(26n, 100n)).toBe(2);
    expect(levelOf(100n, 100n)).toBe(4);
    expect(levelOf(5n, 0n)).toBe(0);
  });

  it('an empty month is all zeros', () => {
    const grid = heatGrid('2026-02', []);
    expect(grid.days).toHaveLength(28);
    expect(grid.wh).toBe(0n);
  });
});
