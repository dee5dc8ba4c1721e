import { describe, expect, it } from 'vitest';
import { inWindow, pickBundles } from '.';

const c = (id: string, wh: bigint, rangeStart = 1n) => ({ id, wh, rangeStart });

describe('which bundles a move takes', () => {
  it('takes bundles in order and splits the last one', () => {
    expect(pickBundles([c('a', 5n), c('b', 7n), c('c', 9n)], 8n)).toEqual([
      { id: 'a', wh: 5n, split: false },
      { id: 'b', wh: 3n, split: true },
    ]);
  });
  it('takes a bundle whole when the remainder equals it', () => {
    expect(pickBundles([c('a', 5n), c('b', 7n)], 12n)).toEqual([
      { id: 'a', wh: 5n, split: false },
      { id: 'b', wh: 7n, split: false },
    ]);
  });
  it('refuses more than the candidates hold, and takes all of them on "all"', () => {
    expect(pickBundles([c('a', 5n)], 6n)).toBeUndefined();
    expect(pickBundles([c('a', 5n)], 0n)).toBeUndefined();
    expect(pickBundles([c('a', 5n), c('b', 1n)], 'all')).toHaveLength(2);
  });
});

describe('weekday and hour-of-day window in Brasília time', () => {
  // 2026-07-06 is a Monday; 21:00 UTC is 18:00 in Brasília.
  const monday18 = Date.parse('2026-07-06T21:00:00Z');
  it('reads the hour and weekday at UTC−3', () => {
    expect(inWindow(monday18, { hourFrom: 18, hourTo: 22 })).toBe(true);
    expect(inWindow(monday18, { hourFrom: 19, hourTo: 22 })).toBe(false);
    expect(inWindow(monday18, { weekdays: [1] })).toBe(true);
    // 02:00 UTC on Tuesday is still Monday 23:00 in Brasília.
    expect(inWindow(Date.parse('2026-07-07T02:00:00Z'), { weekdays: [1], hourFrom: 23 })).toBe(true);
    expect(inWindow(monday18, { weekdays: [0, 6] })).toBe(false);
  });
});
