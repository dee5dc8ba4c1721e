// Statement verification codes (ADR 0075): the first 60 bits of a redemption's audit-chain hash,
// written as 12 characters of Crockford's base32, then one check character of the same alphabet.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 data characters × 5 bits = 60 bits = the first 15 hex digits of the hash. */
export const CODE_DATA_LENGTH = 12;
export const CODE_HASH_PREFIX = 15;

// Crockford's reading rules: case does not matter, O reads as 0, I and L as 1; hyphens and
// spaces only group the characters.
const ALIASES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The check character: the codes are words over GF(32) and the check makes Σ 2^(n−i)·dᵢ = 0
 * (Damm's scheme over the field, polynomial x⁵ + x² + 1). Any single changed character and any
 * swap of two different neighbours change that sum, so both are always caught — a mod-37 check
 * (Crockford's) catches the same but needs five symbols outside the alphabet (* ~ $ = U).
 */
const times2 = (v: number): number => (v & 16 ? ((v << 1) ^ 0b100101) & 31 : v << 1);
const run = (digits: readonly number[]): number => digits.reduce((r, d) => times2(r) ^ d, 0);

/** The code of a SHA-256 hex hash, 13 characters without grouping. */
export const verificationCodeOf = (hashHex: string): string => {
  if (!/^[0-9a-f]{15}/i.test(hashHex)) throw new Error('not a hex hash');
  const bits = BigInt(`0x${hashHex.slice(0, CODE_HASH_PREFIX)}`);
  const digits = Array.from({ length: CODE_DATA_LENGTH }, (_, i) =>
    Number((bits >> BigInt(5 * (CODE_DATA_LENGTH - 1 - i))) & 31n),
  );
  return [...digits, times2(run(digits))].map((d) => ALPHABET[d]).join('');
};

/** ABCD-EFGH-JKMN-P: how people read and type it. */
export const formatVerificationCode = (code: string): string => (code.match(/.{1,4}/g) ?? []).join('-');

export type ParsedCode = { ok: true; code: string; hashPrefix: string } | { ok: false; reason: 'malformed' | 'check' };

/** A typed or scanned code → its canonical form and the hash prefix it stands for. */
export const parseVerificationCode = (input: string): ParsedCode => {
  const chars = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .split('')
    .map((c) => ALIASES[c] ?? c);
  const digits = chars.map((c) => ALPHABET.indexOf(c));
  if (digits.length !== CODE_DATA_LENGTH + 1 || digits.includes(-1)) return { ok: false, reason: 'malformed' };
  if (run(digits) !== 0) return { ok: false, reason: 'check' };
  const bits = digits.slice(0, CODE_DATA_LENGTH).reduce((acc, d) => (acc << 5n) | BigInt(d), 0n);
  return { ok: true, code: chars.join(''), hashPrefix: bits.toString(16).padStart(CODE_HASH_PREFIX, '0') };
};
