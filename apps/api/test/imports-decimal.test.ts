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

  it('reads every decimal of up to 6 places (and 15 digits) typed in a cell as itself, on both sides of 10^9', () => {
    // A seeded generator: the same 30 000 decimals on every run.
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let checked = 0;
    for (let k = 0; k < 30_000; k++) {
      const intDigits = 1 + next(12);
      const places = next(7);
      if (intDigits + places > 15) continue;
      const units = String(next(10 ** Math.min(intDigits, 9)) * (intDigits > 9 ? 10 ** (intDigits - 9) : 1) + next(10));
      const frac = places ? String(next(10 ** places)).padStart(places, '0') : '';
      const typed = frac ? `${units}.${frac}` : units;
      expect(decimal(Number(typed))).toBe(`${BigInt(units)}.${frac.padEnd(6, '0')}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(15_000);
    // Doubles that are no decimal of 6 places: read at 15 digits, or refused, never rounded to 6.
    expect(() => decimal(1 / 3)).toThrow('casas decimais');
    expect(decimal(0.000001)).toBe('0.000001');
    expect(() => decimal(1e-7)).toThrow();
    expect(decimal(999999999.999999)).toBe('999999999.999999');
    expect(decimal(1e9)).toBe('1000000000.000000');
  });
});
