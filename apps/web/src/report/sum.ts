// Sums for a report's chart, exact: decimal strings in millionths (MWh keeps 6 places) as BigInt,
// written back as a decimal string for the cell formatter. Floats draw the bars, never the figures.
const SCALE = 6;

export const toMicro = (value: unknown): bigint => {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const micro = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign ? -micro : micro;
};

export const fromMicro = (micro: bigint): string => {
  const negative = micro < 0n;
  const digits = (negative ? -micro : micro).toString().padStart(SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
};
