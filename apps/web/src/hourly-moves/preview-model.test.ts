import { describe, expect, it } from 'vitest';
import { brasiliaHour, clock, distinctHours, hourRuns, previewDays, previewPlants } from './preview-model';

// A preview read per Brasília day: UTC 21:00 is 18:00 in Brasília, UTC 02:00 is the day before.

const hour = (business_id: number, interval_start: string, wh: string, bundles = 1) => ({
  business_id,
  interval_start,
  bundles,
  wh,
});

describe('the preview of an hourly move, per day', () => {
  it('reads UTC hours in Brasília time', () => {
    expect(brasiliaHour('2026-07-01T21:00:00.000Z')).toEqual({ day: '2026-07-01', hour: 18 });
    expect(brasiliaHour('2026-07-02T02:00:00.000Z')).toEqual({ day: '2026-07-01', hour: 23 });
    expect(brasiliaHour('2026-07-01T03:00:00.000Z')).toEqual({ day: '2026-07-01', hour: 0 });
  });

  it('groups plant-hours by day, with hour runs and exact sums', () => {
    const hours = [
      hour(1, '2026-07-01T21:00:00.000Z', '104729000'),
      hour(2, '2026-07-01T21:00:00.000Z', '1'),
      hour(1, '2026-07-01T22:00:00.000Z', '89458000'),
      hour(1, '2026-07-02T00:00:00.000Z', '999999999999999999', 2),
      hour(1, '2026-07-02T21:00:00.000Z', '1000'),
    ];
    expect(previewDays(hours)).toEqual([
      {
        day: '2026-07-01',
        hours: [
          [18, 20],
          [21, 22],
        ],
        bundles: 5,
        wh: 1_000_000_000_194_187_000n,
      },
      { day: '2026-07-02', hours: [[18, 19]], bundles: 1, wh: 1000n },
    ]);
    expect(previewPlants(hours)).toEqual([
      { business_id: 1, wh: 1_000_000_000_194_188_000n - 1n },
      { business_id: 2, wh: 1n },
    ]);
    expect(distinctHours(hours)).toBe(4);
  });

  it('writes hour runs as a clock reads them', () => {
    expect(hourRuns([23, 0, 1, 5])).toEqual([
      [0, 2],
      [5, 6],
      [23, 24],
    ]);
    expect(clock(24)).toBe('24:00');
    expect(clock(7)).toBe('07:00');
  });
});
