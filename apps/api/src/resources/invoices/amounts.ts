import { toMicro } from '../../ledger/decimal';

// Exact money arithmetic in integer cents (BigInt) and the calendar rules of invoices.
// No float touches a value (docs/adr/0002-exact-decimals.md).

const MONEY = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

export const isMoney = (value: string): boolean => MONEY.test(value);

export function toCents(value: string): bigint {
  const m = MONEY.exec(value.trim());
  if (!m) throw new RangeError(`not a money decimal: ${value}`);
  const cents = BigInt(m[2] as string) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** n / d rounded half away from zero (half-up for the non-negative amounts invoiced); d > 0, even. */
function divRound(n: bigint, d: bigint): bigint {
  const abs = n < 0n ? -n : n;
  const q = (abs + d / 2n) / d;
  return n < 0n ? -q : q;
}

/** A volume (MWh, up to 6 decimals) at a unit price per MWh, rounded half-up to the cent. */
export const priceCents = (volume: string, unitPrice: string): bigint =>
  divRound(toMicro(volume) * toCents(unitPrice), 1_000_000n);

/** The business calendar is Brazil's: an invoice raised at 22:00 in São Paulo is dated that day. */
export const TIME_ZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in the business time zone. */
export const businessDate = (now: Date): string => dateFormat.format(now);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The next occurrence of day-of-month `day` (1–27, so it exists in every month) strictly after
 * `from`: this month when `from` is before that day, else next month.
 */
export function nextDueDate(from: string, day: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  if (d < day) return `${y}-${pad(m)}-${pad(day)}`;
  return m === 12 ? `${y + 1}-01-${pad(day)}` : `${y}-${pad(m + 1)}-${pad(day)}`;
}

/** 'YYYY-MM' → 'MM/YYYY', as invoice descriptions show a month. */
export const monthLabel = (period: string): string => `${period.slice(5, 7)}/${period.slice(0, 4)}`;
