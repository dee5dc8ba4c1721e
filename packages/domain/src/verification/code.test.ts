import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatVerificationCode, parseVerificationCode, verificationCodeOf } from './code';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const hashes = Array.from({ length: 200 }, (_, i) => createHash('sha256').update(`entry ${i}`).digest('hex'));

describe('verification codes', () => {
  it('round-trips: the code of a hash parses back to the hash prefix', () => {
    for (const hash of hashes) {
      const code = verificationCodeOf(hash);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
      expect(parseVerificationCode(code)).toEqual({ ok: true, code, hashPrefix: hash.slice(0, 15) });
      expect(parseVerificationCode(formatVerificationCode(code).toLowerCase())).toMatchObject({ ok: true, code });
    }
  });

  it('keeps the leading zero bits of a hash', () => {
    const hash = `000000000000001${'f'.repeat(49)}`;
    const code = verificationCodeOf(hash);
    expect(code.startsWith('00000000000')).toBe(true);
    expect(parseVerificationCode(code)).toMatchObject({ hashPrefix: '000000000000001' });
  });

  it('groups in fours for reading', () => {
    expect(formatVerificationCode('ABCDEFGHJKMNP')).toBe('ABCD-EFGH-JKMN-P');
  });

  it('reads O as 0 and I, L as 1 (Crockford)', () => {
    const code = verificationCodeOf(`0110${'0'.repeat(60)}`);
    const typed = code.replaceAll('0', 'o').replaceAll('1', 'L');
    expect(parseVerificationCode(typed)).toMatchObject({ ok: true, code });
  });

  it('catches every single-character substitution', () => {
    for (const hash of hashes.slice(0, 40)) {
      const code = verificationCodeOf(hash);
      for (let i = 0; i < code.length; i++)
        for (const c of ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(parseVerificationCode(typo)).toEqual({ ok: false, reason: 'check' });
        }
    }
  });

  it('catches every swap of two different neighbours, the check character included', () => {
    for (const hash of hashes) {
      const code = verificationCodeOf(hash);
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(parseVerificationCode(swapped)).toEqual({ ok: false, reason: 'check' });
      }
    }
  });

  it('says malformed for wrong length or characters outside the alphabet', () => {
    const code = verificationCodeOf(hashes[0] as string);
    expect(parseVerificationCode(code.slice(1))).toEqual({ ok: false, reason: 'malformed' });
    expect(parseVerificationCode(`${code}0`)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseVerificationCode(`U${code.slice(1)}`)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseVerificationCode('')).toEqual({ ok: false, reason: 'malformed' });
  });
});
