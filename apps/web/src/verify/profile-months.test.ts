import { describe, expect, it } from 'vitest';
import { brasiliaHour, profileMonths } from './profile-months';

describe('an hourly profile by Brasília month', () => {
  it('puts an hour in the month of its Brasília time, months in order', () => {
    const points = [
      { interval_start: '2026-08-01T02:00:00.000Z', wh: '2' }, // 31/07 23:00 in Brasília
      { interval_start: '2026-07-01T03:00:00.000Z', wh: '1' },
      { interval_start: '2026-08-01T03:00:00.000Z', wh: '3' },
    ];
    expect(profileMonths(points).map((m) => [m.period, m.points.map((p) => p.wh)])).toEqual([
      ['2026-07', ['2', '1']],
      ['2026-08', ['3']],
    ]);
  });

  it('names the Brasília day and hour of an interval', () => {
    expect(brasiliaHour('2026-07-01T21:00:00.000Z')).toEqual({ day: '2026-07-01', hours: '18:00–19:00' });
    expect(brasiliaHour('2026-07-02T02:00:00.000Z')).toEqual({ day: '2026-07-01', hours: '23:00–24:00' });
  });
});
