// Monthly generation of a plant, computed in integers (Wh and W) so that every total is an exact
// 6-decimal MWh string and never exceeds capacity × hours in the month.

export interface YearMonth {
  year: number;
  month: number;
}

export interface MonthlyGeneration extends YearMonth {
  hours_in_month: number;
  /** MWh, 6 decimals. */
  total: string;
  /** MW, 6 decimals (total / hours, rounded down to the watt). */
  average_mw: string;
}

/** The `count` full months before the month of `now`, oldest first. */
export function lastMonths(now: Date, count = 12): YearMonth[] {
  const months: YearMonth[] = [];
  for (let back = count; back >= 1; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
  }
  return months;
}

/** Brazil has kept one offset all year since 2019: every month has days × 24 hours. */
export const hoursInMonth = ({ year, month }: YearMonth): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate() * 24;

/** Micro-units (Wh for MWh, W for MW) as a 6-decimal string. */
export function microToDecimal(micro: bigint): string {
  if (micro < 0n) throw new RangeError('negative volume');
  return `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/** kW (integer) as MW with 6 decimals. */
export const kwToMw = (kw: number): string => microToDecimal(BigInt(kw) * 1000n);

/**
 * Energy of a plant of `kw` kilowatts in a month at a capacity factor of `pcm` parts per 100,000
 * (e.g. 22,000 = 22 %). Wh = kW × h × 1000 × pcm / 100,000 = kW × h × pcm / 100, rounded down.
 */
export function monthlyGeneration(kw: number, pcm: number, ym: YearMonth): MonthlyGeneration {
  if (!Number.isInteger(kw) || kw <= 0) throw new RangeError(`capacity must be whole kW: ${kw}`);
  if (!Number.isInteger(pcm) || pcm < 0 || pcm > 100_000) throw new RangeError(`capacity factor out of range: ${pcm}`);
  const hours = hoursInMonth(ym);
  const wh = (BigInt(kw) * BigInt(hours) * BigInt(pcm)) / 100n;
  return { ...ym, hours_in_month: hours, total: microToDecimal(wh), average_mw: microToDecimal(wh / BigInt(hours)) };
}

/** A small deterministic PRNG (mulberry32): the demo is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] from a PRNG. */
export const intBetween = (rand: () => number, min: number, max: number): number =>
  min + Math.floor(rand() * (max - min + 1));
