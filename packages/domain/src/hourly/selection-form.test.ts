import { describe, expect, it } from 'vitest';
import { emptySelectionForm, type MoveSelectionForm, selectionFieldOf, selectionOf } from './move-form';
import { asHourlySelection, selectionFormOf } from './selection-form';

// A rule's stored selection shown again as the form's Brasília days and hours (ADR 0101
// addendum): what the form sends and what an edit shows are the same choice.

const form = (over: Partial<MoveSelectionForm> = {}): MoveSelectionForm => ({
  ...emptySelectionForm('2026-07'),
  account_id: '3',
  ...over,
});

const roundTrip = (f: MoveSelectionForm) => {
  const check = selectionOf(f);
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  return selectionFormOf(check.selection);
};

describe('a stored hourly selection read back into the form', () => {
  it('gives back a whole Brasília month, evenings of one plant, 500 MWh', () => {
    const f = form({ business_id: '7', hour_from: '18', hour_to: '22', volume: '500', all_hours: false });
    expect(roundTrip(f)).toEqual(f);
  });

  it('gives back a day range with its last day included, weekdays, source and submarket', () => {
    const f = form({
      period: 'days',
      month: '',
      day_from: '2026-07-06',
      day_to: '2026-07-10',
      weekdays: [1, 2, 3],
      source_id: '2',
      submarket: 'NORDESTE',
      volume: '0.25',
      all_hours: false,
    });
    expect(roundTrip(f)).toEqual(f);
  });

  it('reads the UTC instants as Brasília days: 03:00 UTC on the 1st is midnight of the 1st', () => {
    const back = selectionFormOf({
      account_id: 3,
      from: '2026-02-01T03:00:00.000Z',
      to: '2026-03-01T03:00:00.000Z',
      volume: 'all',
    });
    expect(back).toMatchObject({ period: 'month', month: '2026-02', hour_from: '0', hour_to: '24', all_hours: true });
  });

  it('shows a month that does not start at Brasília midnight as the days it touches', () => {
    const back = selectionFormOf({
      account_id: 3,
      from: '2026-07-01T00:00:00.000Z',
      to: '2026-08-01T00:00:00.000Z',
      volume: '1.000000',
    });
    // 00:00 UTC on July 1st is 21:00 on June 30th in Brasília; the range ends at 20:59 on July 31st.
    expect(back).toMatchObject({ period: 'days', day_from: '2026-06-30', day_to: '2026-07-31', volume: '1' });
  });

  it('keeps the volume exact: the form sends back the same Wh', () => {
    const stored = {
      account_id: 3,
      from: '2026-07-01T03:00:00.000Z',
      to: '2026-08-01T03:00:00.000Z',
      volume: '12.345678',
    };
    const again = selectionOf(selectionFormOf(stored));
    expect(again).toEqual({ ok: true, selection: stored });
  });

  it('takes only what has a selection shape from the API record', () => {
    expect(asHourlySelection(null)).toBeNull();
    expect(asHourlySelection({ account_id: 3, from: 'x', to: 'y', volume: 'all' })).toBeNull();
    expect(
      asHourlySelection({ account_id: '3', from: '2026-07-01T03:00:00Z', to: '2026-08-01T03:00:00Z', volume: 'all' }),
    ).toBeNull();
    const ok = { account_id: 3, from: '2026-07-01T03:00:00Z', to: '2026-08-01T03:00:00Z', volume: 'all' };
    expect(asHourlySelection(ok)).toBe(ok);
  });

  it('places a rule refusal under the selection input it names', () => {
    expect(selectionFieldOf('hourly_selection.hour_to')).toBe('hour_to');
    expect(selectionFieldOf('hourly_selection.business_id')).toBe('business_id');
    expect(selectionFieldOf('hourly_selection.from')).toBeUndefined();
  });
});
