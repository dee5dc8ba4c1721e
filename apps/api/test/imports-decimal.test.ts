import { describe, expect, it } from 'vitest';
import { decimal } from '../src/imports/cells';

// The import's reading of decimal cells (ADR 0009): exact, at most 6 decimals, never rounded.

describe('reading decimal cells exactly', () => {
  it("reads a number at Excel's 15 significant digits, text in pt or dot form, and never rounds", () => {
    expect(decimal(3720)).toBe('3720.000000');
    expect(decimal(918.517848)).toBe('918.517848');
    expect(decimal(0.1 + 0.2)).toBe('0.300000'); // a formula's binary noise, as the sheet shows it
    expect(decimal(3794.3999999999996)).toBe('3794.400000');
    expect(decimal(123456789012.12346)).toBe('123456789012.123000'); // 15 digits, what Excel shows
    expect(decimal('1.234,567891')).toBe('1234.567891');
    expect(decimal('1234.5')).toBe('1234.500000');
    expect(decimal({ formula: 'B2*2', result: 2.5 })).toBe('2.500000');
    expect(decimal(undefined)).toBeUndefined();
    expect(() => decimal(0.1234567)).toThrow('casas decimais');
    expect(() => decimal('1,2345678')).toThrow('casas decimais');
    expect(() => decimal(-1)).toThrow('negativo');
    expect(() => decimal(1e13)).toThrow();
  });
});
