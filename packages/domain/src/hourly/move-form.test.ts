import { describe, expect, it } from 'vitest';
import { emptySelectionForm, exactMwh, type MoveSelectionForm, selectionFieldOf, selectionOf } from './move-form';

// The hour-range selection a participant fills, as the API receives it: Brasília days and hours
// become UTC instants, MWh stay exact text, defaults are left out.

const form = (over: Partial<MoveSelectionForm> = {}): MoveSelectionForm => ({
  ...emptySelectionForm('2026-07'),
  account_id: '3',
  ...over,
});

describe('the hour-range selection of an hourly move', () => {
  it('reads the issue example: all hours of 07/2026 from 18:00 to 22:00 of one plant, 500 MWh', () => {
    const check = selectionOf(
      form({ business_id: '7', hour_from: '18', hour_to: '22', volume: '500', all_hours: false }),
    );
    expect(check).toEqual({
      ok: true,
      selection: {
        account_id: 3,
        // July 1st 00:00 in Brasília is 03:00 UTC; the month ends at August 1st 00:00 Brasília.
        from: '2026-07-01T03:00:00.000Z',
        to: '2026-08-01T03:00:00.000Z',
        hour_from: 18,
        hour_to: 22,
        business_id: 7,
        volume: '500.000000',
      },
    });
  });

  it('takes a day range with its last day included, on the chosen weekdays', () => {
    const check = selectionOf(
      form({ period: 'days', day_from: '2026-07-06', day_to: '2026-07-10', weekdays: [5, 1, 1], submarket: ' sul ' }),
    );
    expect(check.ok && check.selection).toEqual({
      account_id: 3,
      from: '2026-07-06T03:00:00.000Z',
      to: '2026-07-11T03:00:00.000Z',
      weekdays: [1, 5],
      submarket: 'SUL',
      volume: 'all',
    });
  });

  it('keeps MWh exact to the Wh, with a comma or a point, and refuses a seventh decimal', () => {
    expect(exactMwh('0,000001')).toBe('0.000001');
    expect(exactMwh('123456789012.999999')).toBe('123456789012.999999');
    expect(exactMwh('1.0000001')).toBeUndefined();
    expect(exactMwh('0')).toBeUndefined();
    expect(exactMwh('1e3')).toBeUndefined();
    const check = selectionOf(form({ volume: '10.1234567', all_hours: false }));
    expect(check).toEqual({ ok: false, problems: { volume: 'volume' } });
  });

  it('says what is wrong, field by field', () => {
    expect(
      selectionOf(
        form({ account_id: '', month: '2026-13', weekdays: [], hour_from: '22', hour_to: '18', all_hours: false }),
      ),
    ).toEqual({
      ok: false,
      problems: { account_id: 'required', month: 'month', weekdays: 'weekdays', hour_to: 'hours', volume: 'required' },
    });
    expect(selectionOf(form({ period: 'days', day_from: '2026-02-30', day_to: '' })).ok).toBe(false);
    expect(selectionOf(form({ period: 'days', day_from: '2026-07-10', day_to: '2026-07-09' }))).toEqual({
      ok: false,
      problems: { day_to: 'dayOrder' },
    });
    expect(selectionOf(form({ period: 'days', day_from: '2025-01-01', day_to: '2026-01-02' }))).toEqual({
      ok: false,
      problems: { day_to: 'tooLong' },
    });
  });

  it('places a server refusal under the input it names', () => {
    expect(selectionFieldOf('selection.hour_to')).toBe('hour_to');
    expect(selectionFieldOf('selection.volume')).toBe('volume');
    expect(selectionFieldOf('selection.from')).toBeUndefined();
  });
});
