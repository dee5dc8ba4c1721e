import { describe, expect, it } from 'vitest';
import { sumDecimals } from './decimal';

describe('sumDecimals', () => {
  it('adds contract decimals exactly, where floats would not', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.300000');
    expect(sumDecimals(['12.345678', '7.654322', 'x'])).toBe('20.000000');
    expect(sumDecimals([])).toBe('0.000000');
    expect(sumDecimals(['-1.5', '0.25'])).toBe('-1.250000');
  });
});
