import { describe, expect, it } from 'vitest';
import { MATCHING_PREFERENCES } from './match';
import {
  emptyMatchingForm,
  emptyMatchingRetirement,
  type MatchingForm,
  type MatchingPreference,
  matchingInputOf,
  matchingRetirementOf,
  moveItem,
  preferenceOf,
  yearSpan,
} from './matching-form';

// The 24/7 matching screen's choices as the API receives them: a Brasília month or year becomes
// UTC instants, the preference order is what the user ticked in the user's order.

const form = (over: Partial<MatchingForm> = {}): MatchingForm => ({
  ...emptyMatchingForm('2026-07'),
  account_id: '3',
  beneficiary_id: '9',
  ...over,
});

const orders = (items: readonly MatchingPreference[]): MatchingPreference[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((first, i) => orders(items.filter((_, j) => j !== i)).map((rest) => [first, ...rest]));
// Every choice of criteria (the empty one included): bit i of the mask ticks criterion i.
const subsets = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => MATCHING_PREFERENCES.filter((_, i) => mask & (1 << i)));

describe('the 24/7 matching input', () => {
  it('sends a Brasília month as its UTC instants, oldest first by default', () => {
    expect(matchingInputOf(form())).toEqual({
      ok: true,
      input: {
        account_id: 3,
        beneficiary_id: 9,
        // July 1st 00:00 in Brasília is 03:00 UTC; the month ends at August 1st 00:00 Brasília.
        from: '2026-07-01T03:00:00.000Z',
        to: '2026-08-01T03:00:00.000Z',
        preference: ['oldest'],
      },
    });
  });

  it('sends a whole Brasília year, New Year’s Eve 21:00 UTC included', () => {
    const check = matchingInputOf(form({ period: 'year', year: '2025' }));
    expect(check.ok && [check.input.from, check.input.to]).toEqual([
      '2025-01-01T03:00:00.000Z',
      '2026-01-01T03:00:00.000Z',
    ]);
    expect(yearSpan('2024')?.to).toBe(Date.parse('2025-01-01T03:00:00Z'));
    // 2024 is a leap year: 8,784 hours; 2025 has 8,760.
    const hours = (y: string) => {
      const s = yearSpan(y);
      return s ? (s.to - s.from) / 3_600_000 : 0;
    };
    expect([hours('2024'), hours('2025')]).toEqual([8784, 8760]);
  });

  it('keeps the preferred plants and sources in the user’s order, once each, only with their criterion', () => {
    const check = matchingInputOf(
      form({
        order: ['source', 'plant', 'oldest'],
        used: ['plant', 'source', 'oldest'],
        plant_ids: ['12', '4', '12'],
        source_ids: ['2'],
      }),
    );
    expect(check.ok && check.input).toMatchObject({
      preference: ['source', 'plant', 'oldest'],
      plant_ids: [12, 4],
      source_ids: [2],
    });
    const unticked = matchingInputOf(form({ plant_ids: ['12'], source_ids: ['2'] }));
    expect(unticked.ok && unticked.input).not.toHaveProperty('plant_ids');
    expect(unticked.ok && unticked.input).not.toHaveProperty('source_ids');
  });

  it('sends, for every order and every choice of criteria, exactly the ticked ones in that order', () => {
    for (const order of orders(MATCHING_PREFERENCES)) {
      for (const used of subsets) {
        const check = matchingInputOf(form({ order, used, plant_ids: ['1'], source_ids: ['1'] }));
        if (!used.length) {
          expect(check).toEqual({ ok: false, problems: { order: 'preference' } });
          continue;
        }
        expect(check.ok && check.input.preference).toEqual(order.filter((p) => used.includes(p)));
      }
    }
  });

  it('says which field is missing or wrong', () => {
    expect(matchingInputOf(form({ account_id: '', beneficiary_id: 'x', month: '2026-13' }))).toEqual({
      ok: false,
      problems: { account_id: 'required', beneficiary_id: 'required', month: 'month' },
    });
    expect(matchingInputOf(form({ period: 'year', year: '' }))).toEqual({
      ok: false,
      problems: { year: 'required' },
    });
    expect(matchingInputOf(form({ used: ['plant', 'source'] }))).toEqual({
      ok: false,
      problems: { plant_ids: 'plants', source_ids: 'sources' },
    });
  });

  it('reorders one step at a time and leaves the edges alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(preferenceOf({ order: ['plant', 'oldest', 'plant'], used: ['oldest', 'plant'] })).toEqual([
      'plant',
      'oldest',
    ]);
  });
});

describe('confirming a matching', () => {
  const input = { account_id: 3, beneficiary_id: 9, from: 'a', to: 'b', preference: ['oldest' as const] };

  it('adds the retirement account, the purpose and notes when written', () => {
    const check = matchingRetirementOf(input, { retirement_account_id: '5', purpose: ' Escopo 2 ', notes: '' });
    expect(check).toEqual({ ok: true, body: { ...input, retirement_account_id: 5, purpose: 'Escopo 2' } });
  });

  it('asks for the retirement account and the purpose', () => {
    expect(matchingRetirementOf(input, emptyMatchingRetirement())).toEqual({
      ok: false,
      problems: { retirement_account_id: 'required', purpose: 'required' },
    });
  });
});
