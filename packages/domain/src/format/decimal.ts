// Exact decimal strings: the API sends MWh and money as "1234.500000"; binary floats would lose digits.

export type Decimal = { readonly negative: boolean; readonly integer: string; readonly fraction: string };

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

export const parseDecimalString = (value: string): Decimal | undefined => {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign, integer = '0', fraction = ''] = match;
  return normalise({ negative: sign === '-', integer, fraction });
};

export const normalise = ({ negative, integer, fraction }: Decimal): Decimal => {
  const int = integer.replace(/^0+(?=\d)/, '');
  const zero = /^0*$/.test(int) && /^0*$/.test(fraction);
  return { negative: negative && !zero, integer: int, fraction };
};

// Half away from zero, the rounding people expect on a certificate statement.
export const roundDecimal = (value: Decimal, precision: number): Decimal => {
  if (value.fraction.length <= precision) {
    return { ...value, fraction: value.fraction.padEnd(precision, '0') };
  }
  const kept = BigInt(value.integer + value.fraction.slice(0, precision));
  const roundUp = Number(value.fraction[precision]) >= 5;
  const digits = (roundUp ? kept + 1n : kept).toString().padStart(precision + 1, '0');
  const cut = digits.length - precision;
  return normalise({ negative: value.negative, integer: digits.slice(0, cut), fraction: digits.slice(cut) });
};

export const decimalToString = ({ negative, integer, fraction }: Decimal): string =>
  `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;

// Numbers from a caller (counts, percentages) go through the same exact path.
export const toDecimal = (value: string | number | bigint): Decimal | undefined => {
  if (typeof value === 'bigint') return parseDecimalString(value.toString());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return parseDecimalString(value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }));
  }
  return parseDecimalString(value);
};

// The exact sum of contract decimals ("1.5", "2.250000"), at the given precision: the total a
// summary shows must be the one the ledger books.
export const sumDecimals = (values: readonly string[], precision = 6): string => {
  const scale = 10n ** BigInt(precision);
  let total = 0n;
  for (const value of values) {
    const d = parseDecimalString(value);
    if (!d) continue;
    const rounded = roundDecimal(d, precision);
    const units = BigInt(rounded.integer) * scale + BigInt(rounded.fraction || '0');
    total += rounded.negative ? -units : units;
  }
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return decimalToString({
    negative,
    integer: (abs / scale).toString(),
    fraction: (abs % scale).toString().padStart(precision, '0'),
  });
};
