import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/all';
import {
  emissionDeadline,
  emissionDeadlineHint,
  emissionDeadlineText,
  withinEmissionDeadline,
} from './emission-deadline';

describe('emission deadline (I-REC residual mix)', () => {
  it('is 31 May of the next year for January–June production', () => {
    expect(emissionDeadline('2025-01')).toBe('2026-05-31');
    expect(emissionDeadline('2025-06-15')).toBe('2026-05-31');
  });

  it('is 30 September of the next year for July–December production', () => {
    expect(emissionDeadline('2025-07')).toBe('2026-09-30');
    expect(emissionDeadline('2025-12')).toBe('2026-09-30');
  });

  it('accepts January production in April of the next year and refuses it in June', () => {
    expect(withinEmissionDeadline('2025-01', '2026-04-20')).toBe(true);
    expect(withinEmissionDeadline('2025-01', '2026-05-31')).toBe(true);
    expect(withinEmissionDeadline('2025-01', '2026-06-01')).toBe(false);
    expect(withinEmissionDeadline('2025-08', '2026-09-30')).toBe(true);
    expect(withinEmissionDeadline('2025-08', '2026-10-01')).toBe(false);
  });

  it('writes the deadline as dd/mm/aaaa and refuses what is not a month', () => {
    expect(emissionDeadlineText('2025-03')).toBe('31/05/2026');
    expect(() => emissionDeadline('2025-13')).toThrow(RangeError);
    expect(() => emissionDeadline('maio')).toThrow(RangeError);
  });
});

describe('emission form hint', () => {
  it('names the deadline of the chosen period, and nothing before one is chosen', () => {
    expect(emissionDeadlineHint('2025-02-01')).toMatchObject({
      id: 'resources.recs.hints.emissionDeadline',
      values: { deadline: '31/05/2026' },
    });
    expect(emissionDeadlineHint('')).toBeUndefined();
    expect(emissionDeadlineHint(undefined)).toBeUndefined();
  });

  it('is the hint of the emission form’s initial period', () => {
    const field = RESOURCES.recs.fields.find((f) => f.name === 'initial_period');
    expect(field?.hint?.('2025-08-10')).toMatchObject({ values: { deadline: '30/09/2026' } });
  });
});
