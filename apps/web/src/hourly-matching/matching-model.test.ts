import type { HourlyMatchingPreview } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { matchedBars, monthRows, percentText, runState, sharePercent } from './matching-model';

const preview = (over: Partial<HourlyMatchingPreview> = {}): HourlyMatchingPreview => ({
  boundary: 'submarket',
  totals: {
    hours: 48,
    consumed: '10.000000',
    matched: '8.750000',
    unmatched: '1.250000',
    hours_fully_matched: 40,
    matched_share: '0.8750',
  },
  months: [{ month: '2026-05', consumed: '10.000000', matched: '8.750000', unmatched: '1.250000' }],
  days: [
    { day: '2026-05-01', consumed: '5.000000', matched: '5.000000' },
    { day: '2026-05-02', consumed: '5.000000', matched: '3.750000' },
  ],
  plants: [],
  ...over,
});

describe('the dry run as the screen writes it', () => {
  it('turns the 4-decimal share into a percentage exactly', () => {
    expect(['0.8750', '1.0000', '0.0000', '0.0001', '0.123'].map(sharePercent)).toEqual([
      '87.50',
      '100.00',
      '0.00',
      '0.01',
      '12.30',
    ]);
    expect(percentText('0.8750', 'pt')).toBe('87,50');
    expect(percentText('1.0000', 'en')).toBe('100.00');
  });

  it('writes each month in the locale with its exact MWh', () => {
    expect(monthRows(preview(), 'pt')).toEqual([
      { key: '2026-05', label: '05/2026', consumed: '10,000000', matched: '8,750000', unmatched: '1,250000' },
    ]);
  });

  it('charts the days of a month and the months of a year', () => {
    const days = matchedBars(preview(), 'pt');
    expect(days.byDay).toBe(true);
    expect(days.bars.map((b) => [b.label, b.value, b.text])).toEqual([
      ['\u206801/05/2026\u2069', 5, '5,000000'],
      ['\u206802/05/2026\u2069', 3.75, '3,750000'],
    ]);
    const year = preview({
      months: [
        { month: '2026-01', consumed: '1.000000', matched: '0.500000', unmatched: '0.500000' },
        { month: '2026-02', consumed: '1.000000', matched: '1.000000', unmatched: '0.000000' },
      ],
    });
    expect(matchedBars(year, 'pt')).toMatchObject({
      byDay: false,
      bars: [{ label: '\u206801/2026\u2069' }, { label: '\u206802/2026\u2069' }],
    });
  });

  it('tells an empty period from a period nothing held covers', () => {
    expect(runState(preview())).toBe('matched');
    const none = { hours: 0, consumed: '0.000000', matched: '0.000000', unmatched: '0.000000' };
    expect(runState(preview({ totals: { ...preview().totals, ...none } }))).toBe('noConsumption');
    expect(runState(preview({ totals: { ...preview().totals, matched: '0.000000' } }))).toBe('nothingHeld');
    // Every hour already covered by earlier retirements: its hours are there, nothing left to cover.
    const covered = { consumed: '0.000000', matched: '0.000000', unmatched: '0.000000', hours_fully_matched: 48 };
    expect(runState(preview({ totals: { ...preview().totals, ...covered } }))).toBe('allCovered');
  });
});
