// Wh arithmetic of hourly certificates (ADR 0091): 1 certificate = 1 Wh, and the product's
// 6-decimal MWh is exactly Wh (1 MWh = 1,000,000 Wh), so volumes convert without rounding.

const MWH = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** '1.5' → 1_500_000n (a non-negative MWh text with at most 6 decimals); throws otherwise. */
export function whOf(mwh: string): bigint {
  const m = MWH.exec(mwh.trim());
  if (!m) throw new RangeError(`not an MWh volume: ${mwh}`);
  return BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** 1_500_000n → '1.500000', the text NUMERIC(18,6) gives back. */
export function mwhOf(wh: bigint): string {
  const sign = wh < 0n ? '-' : '';
  const abs = wh < 0n ? -wh : wh;
  return `${sign}${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`;
}

/** The exact sum of Wh figures. */
export const sumWh = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
