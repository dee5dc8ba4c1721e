import { describe, expect, it } from 'vitest';
import { earliestRegistrationDate, earliestRegistrationText, withinRetroactiveLimit } from './retroactive-registration';

describe('retroactive registration of a plant (12 months)', () => {
  it('accepts a date back to the same day a year before, and refuses the day before that', () => {
    expect(earliestRegistrationDate('2026-11-24')).toBe('2025-11-24');
    expect(withinRetroactiveLimit('2025-11-24', '2026-11-24')).toBe(true);
    expect(withinRetroactiveLimit('2025-11-23', '2026-11-24T23:59:59Z')).toBe(false);
    expect(withinRetroactiveLimit('2026-11-24', '2026-11-24')).toBe(true);
  });

  it('takes the last day of February when the year before has no 29th', () => {
    expect(earliestRegistrationDate('2028-02-29')).toBe('2027-02-28');
  });

  it('writes the earliest date as dd/mm/aaaa', () => {
    expect(earliestRegistrationText('2026-11-24')).toBe('24/11/2025');
  });
});
