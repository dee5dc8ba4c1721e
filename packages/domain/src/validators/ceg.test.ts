import { describe, expect, it } from 'vitest';
import { cegCheckDigit } from './ceg';

describe('cegCheckDigit', () => {
  it('weighs the core from the right by 2, 3, … and answers 11 − (sum mod 11)', () => {
    // 012345: 5·2 + 4·3 + 3·4 + 2·5 + 1·6 + 0·7 = 50; 50 mod 11 = 6; 11 − 6 = 5.
    expect(cegCheckDigit('012345')).toBe('5');
  });

  it('answers 0 where the remainder leaves 10 or 11', () => {
    // 000000: sum 0 → 11 → 0. 000001: 2 → 9. 000006: 12, remainder 1 → 10 → 0.
    expect(cegCheckDigit('000000')).toBe('0');
    expect(cegCheckDigit('000001')).toBe('9');
    expect(cegCheckDigit('000006')).toBe('0');
  });
});
