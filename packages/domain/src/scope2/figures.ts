import { mwhOf } from '../hourly/wh';

// Exact figures of coverage and Scope 2 (ADR 0106): shares and tCO2e are computed in integers and
// cut (never rounded up), so a share reads 1.0000 only when all is covered and no emission is
// overstated by rounding. No floating point anywhere.

const SHARE_SCALE = 10_000n;

/** part / whole with 4 decimals, cut; '0.0000' when nothing was consumed. */
export function shareOf(part: bigint, whole: bigint): string {
  if (whole <= 0n || part <= 0n) return '0.0000';
  const q = part >= whole ? SHARE_SCALE : (part * SHARE_SCALE) / whole;
  return `${q / SHARE_SCALE}.${(q % SHARE_SCALE).toString().padStart(4, '0')}`;
}

const FACTOR = /^(\d{1,6})(?:\.(\d{1,6}))?$/;

/** A factor's text (tCO2e/MWh, ≤ 6 decimals) in millionths: '0.0385' → 38_500n. */
export function microFactor(text: string): bigint {
  const m = FACTOR.exec(text.trim());
  if (!m) throw new RangeError(`not an emission factor: ${text}`);
  return BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/**
 * Wh × millionths of tCO2e/MWh are 10⁻¹² t: a sum of such products, as tonnes with 6 decimals
 * (cut). Summing the products first and cutting once keeps a total exact.
 */
export const tco2eOf = (whMicro: bigint): string => mwhOf(whMicro / 1_000_000n);

export const minWh = (a: bigint, b: bigint): bigint => (a < b ? a : b);
