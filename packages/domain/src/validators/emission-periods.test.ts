import { describe, expect, it } from 'vitest';
import { emissionRefusal, emittableMonths, periodClosed, periodState, registryToday } from './emission-periods';

describe('periods the registry accepts (issue 36 items 1 and 12)', () => {
  it('takes today from the Brasília calendar, not UTC', () => {
    // 01:30 UTC on 1 December is still 30 November in Brasília (UTC-3).
    expect(registryToday(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(registryToday(new Date('2026-12-01T03:30:00Z'))).toBe('2026-12-01');
  });

  it('closes a month when the next one starts, and a day when the next day starts', () => {
    expect(periodState('2026-11', '2026-12-05')).toBe('closed');
    expect(periodState('2026-12', '2026-12-05')).toBe('open');
    expect(periodState('2027-01', '2026-12-05')).toBe('future');
    expect(periodClosed('2026-12', '2026-12-31')).toBe(false);
    expect(periodClosed('2026-12', '2027-01-01')).toBe(true);
    expect(periodState('2026-12-04', '2026-12-05')).toBe('closed');
    expect(periodState('2026-12-05', '2026-12-05')).toBe('open');
    expect(periodState('2026-12-06', '2026-12-05')).toBe('future');
    expect(() => periodState('2026-13', '2026-12-05')).toThrow(RangeError);
  });

  it('refuses the unfinished month and a month past its deadline, and accepts the rest', () => {
    expect(emissionRefusal('2026-12', '2026-12-05')).toEqual({ code: 'PERIOD_NOT_CLOSED', period: '2026-12' });
    expect(emissionRefusal('2025-12', '2026-12-05')).toEqual({
      code: 'EMISSION_DEADLINE_PASSED',
      period: '2025-12',
      deadline: '2026-09-30',
      deadlineText: '30/09/2026',
    });
    expect(emissionRefusal('2026-01', '2026-12-05')).toBeUndefined();
    expect(emissionRefusal('2026-11', '2026-12-05')).toBeUndefined();
    // The deadline day itself is still open.
    expect(emissionRefusal('2025-12', '2026-09-30')).toBeUndefined();
  });

  it('splits a plant’s months into offered and refused, keeping their order and data', () => {
    const rows = [
      { period: '2025-12', available: '13408.182' },
      { period: '2026-11', available: '10' },
      { period: '2026-12', available: '2' },
    ];
    const { offered, refused } = emittableMonths(rows, '2026-12-05');
    expect(offered).toEqual([{ period: '2026-11', available: '10' }]);
    expect(refused.map((r) => [r.period, r.refusal.code])).toEqual([
      ['2025-12', 'EMISSION_DEADLINE_PASSED'],
      ['2026-12', 'PERIOD_NOT_CLOSED'],
    ]);
  });
});
