// Exact MWh arithmetic in integers of micro-MWh (BigInt). The database does its own arithmetic
// in NUMERIC; this is for sums and comparisons in the server.

const MWH = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** A text that is no exact MWh decimal ("1e309", "Infinity"): input to refuse (422), not a fault. */
export class NotADecimal extends RangeError {
  constructor(value: string) {
    super(`not an MWh decimal: ${value.slice(0, 40)}`);
    this.name = 'NotADecimal';
  }
}

export function toMicro(value: string): bigint {
  const m = MWH.exec(value.trim());
  if (!m) throw new NotADecimal(value);
  return BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

export function fromMicro(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  return `${sign}${abs / 1_000_000n}.${(abs % 1_000_000n).toString().padStart(6, '0')}`;
}

/** Normalises a NUMERIC text from the database ('12.5', '12.500000') to 6 decimals. */
export const mwh = (value: string | number | bigint | null | undefined): string =>
  value === null || value === undefined ? '0.000000' : fromMicro(toMicro(String(value)));

export const sumMicro = (values: readonly string[]): bigint => values.reduce((acc, v) => acc + toMicro(v), 0n);
