import { describe, expect, it } from 'vitest';
import { MATCHING_PREFERENCES } from './match';
import { asMatchingRule, emptyMatchingRule, matchingRuleFormOf, matchingRuleOf } from './matching-rule';

// The automation's hourly matching mode on the form (ADR 0111): what it sends, what it refuses,
// and that an edit shows again what was sent.

describe('hourly matching rule form', () => {
  it('sends oldest first by default, and the preferred source when the user chose it', () => {
    expect(matchingRuleOf(emptyMatchingRule())).toEqual({ ok: true, body: { preference: ['oldest'] } });
    expect(matchingRuleOf({ first: 'source', second: 'plant', third: '', source_id: '2' })).toEqual({
      ok: true,
      body: { preference: ['source', 'plant'], source_ids: [2] },
    });
  });

  it('refuses no first choice, a repeated choice and "source" without a source', () => {
    expect(matchingRuleOf({ first: '', second: 'plant', third: '', source_id: '' })).toEqual({
      ok: false,
      problems: { first: 'required' },
    });
    expect(matchingRuleOf({ first: 'plant', second: 'plant', third: 'source', source_id: '' })).toEqual({
      ok: false,
      problems: { second: 'repeated', source_id: 'sourceRequired' },
    });
  });

  it('reads a stored mode only when it has the shape', () => {
    expect(asMatchingRule(null)).toBeNull();
    expect(asMatchingRule({ preference: [] })).toBeNull();
    expect(asMatchingRule({ preference: ['newest'] })).toBeNull();
    expect(asMatchingRule({ preference: ['plant'], plant_ids: [7] })).toEqual({
      preference: ['plant'],
      plant_ids: [7],
    });
  });

  it('round-trips every preference order through the form (all 15 of them)', () => {
    const orders: (typeof MATCHING_PREFERENCES)[number][][] = [];
    const grow = (order: (typeof MATCHING_PREFERENCES)[number][]) => {
      if (order.length) orders.push(order);
      for (const p of MATCHING_PREFERENCES) if (!order.includes(p)) grow([...order, p]);
    };
    grow([]);
    expect(orders).toHaveLength(15);
    for (const preference of orders) {
      const stored = { preference, ...(preference.includes('source') ? { source_ids: [4] } : {}) };
      expect(matchingRuleOf(matchingRuleFormOf(stored))).toEqual({ ok: true, body: stored });
    }
  });
});
