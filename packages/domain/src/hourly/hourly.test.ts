import { describe, expect, it } from 'vitest';
import {
  freeHours,
  hourInterval,
  hourlyRefusal,
  hoursBelowIssued,
  hoursInMonth,
  hoursOfDays,
  mwhOf,
  numberTakes,
  reserveHours,
  takeHours,
  whOf,
} from '.';

describe('Wh arithmetic', () => {
  it('converts 6-decimal MWh to Wh and back exactly', () => {
    expect(whOf('1.5')).toBe(1_500_000n);
    expect(whOf('123456789012.000001')).toBe(123_456_789_012_000_001n);
    expect(mwhOf(1_500_001n)).toBe('1.500001');
    expect(() => whOf('1.0000001')).toThrow(RangeError);
  });
});

describe('hours of a month', () => {
  it('counts CCEE periods in Brasília time, as UTC intervals', () => {
    expect(hoursInMonth('2026-07')).toBe(744);
    expect(hoursInMonth('2026-02')).toBe(672);
    expect(hourInterval('2026-07', 0).start.toISOString()).toBe('2026-07-01T03:00:00.000Z');
    expect(hourInterval('2026-07', 743).end.toISOString()).toBe('2026-08-01T03:00:00.000Z');
    expect(hoursOfDays('2026-07-02', '2026-07-03')).toEqual({ from: 24, to: 72 });
  });
});

describe('which hours a request takes', () => {
  it('counts the hours of pending requests as taken, in request order, by the same rule', () => {
    // The first takes hour 0 and 2 Wh of hour 1; the second (hours 1–2) the rest of hour 1, 1 Wh of 2.
    expect(
      reserveHours(
        [5n, 7n, 4n],
        [
          { from: 0, to: 3, wanted: 7n },
          { from: 1, to: 3, wanted: 6n },
        ],
      ),
    ).toEqual([0n, 0n, 3n]);
    // One that no longer fits reserves nothing.
    expect(reserveHours([5n, 7n], [{ from: 0, to: 1, wanted: 6n }])).toEqual([5n, 7n]);
  });
  it('takes hours in order, skips empty ones and splits the last', () => {
    expect(takeHours([5n, 0n, 7n, 9n], 0, 4, 10n)).toEqual([
      { hour: 0, wh: 5n },
      { hour: 2, wh: 5n },
    ]);
  });
  it('stays inside the request days and refuses what the hours do not hold', () => {
    expect(takeHours([5n, 5n, 5n], 1, 2, 5n)).toEqual([{ hour: 1, wh: 5n }]);
    expect(takeHours([5n, 5n, 5n], 1, 2, 6n)).toBeUndefined();
  });
  it('continues where earlier hourly issuance left off', () => {
    const free = freeHours(
      [5n, 7n],
      new Map([
        [0, 5n],
        [1, 2n],
      ]),
    );
    expect(free).toEqual([0n, 5n]);
    expect(takeHours(free, 0, 2, 5n)).toEqual([{ hour: 1, wh: 5n }]);
  });
  it('numbers bundles contiguously', () => {
    expect(
      numberTakes(100n, [
        { hour: 0, wh: 3n },
        { hour: 4, wh: 2n },
      ]),
    ).toEqual([
      { hour: 0, wh: 3n, rangeStart: 100n, rangeEnd: 102n },
      { hour: 4, wh: 2n, rangeStart: 103n, rangeEnd: 104n },
    ]);
  });
  it('names the hours a republication lowers below what was issued', () => {
    expect(
      hoursBelowIssued(
        [5n, 1n, 9n],
        new Map([
          [1, 2n],
          [2, 9n],
        ]),
      ),
    ).toEqual([1]);
  });
});

describe('which plant-months may be hourly', () => {
  it('needs CCEE hourly generation with a series, from March 2019', () => {
    expect(hourlyRefusal('2026-07', { origin: 'ccee_hourly', hasSeries: true })).toBeUndefined();
    expect(hourlyRefusal('2026-07', { origin: 'excel', hasSeries: false })).toBe('HOURLY_NOT_AVAILABLE');
    expect(hourlyRefusal('2026-07', undefined)).toBe('HOURLY_NOT_AVAILABLE');
    expect(hourlyRefusal('2019-02', { origin: 'ccee_hourly', hasSeries: true })).toBe('HOURLY_NOT_AVAILABLE');
  });
});
