import { mwhOf } from '../hourly/wh';
import { factorFor, type ResidualFactor } from './factors';
import { microFactor, minWh, shareOf, tco2eOf } from './figures';
import { type Boundary, type ConsumedHour, type Matching, matchHours, type RetiredPiece } from './match';

// A beneficiary-year's coverage and Scope 2 figures (issue 39 items 3–4, ADR 0106), from its
// consumption hours, the hourly certificates retired for it produced in the year and the monthly
// certificates retired for it produced in the year. The server reads those rows; this decides.

export interface CoverageHourIn extends ConsumedHour {
  /** The Brasília month of the hour, 'YYYY-MM'. */
  month: string;
}
export interface CoveragePieceIn extends RetiredPiece {
  /** The Brasília month the certificates were produced in, 'YYYY-MM'. */
  month: string;
}

export interface CoverageInput<P extends CoveragePieceIn> {
  year: number;
  boundary: Boundary;
  hours: readonly CoverageHourIn[];
  pieces: readonly P[];
  /** Monthly certificates retired for the beneficiary, Wh per production month of the year. */
  monthly: readonly { month: string; wh: bigint }[];
  factors: readonly ResidualFactor[];
}

interface Sums {
  hours: number;
  consumed: bigint;
  matched: bigint;
  retired: bigint;
}

const months = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

export function coverageOf<P extends CoveragePieceIn>(input: CoverageInput<P>) {
  const matching: Matching<P> = matchHours(input.hours, input.pieces, input.boundary);
  const total: Sums = { hours: 0, consumed: 0n, matched: 0n, retired: 0n };
  const perMonth = new Map<string, Sums>(
    months(input.year).map((m) => [m, { hours: 0, consumed: 0n, matched: 0n, retired: 0n }]),
  );
  const sums = (month: string) => perMonth.get(month) ?? { hours: 0, consumed: 0n, matched: 0n, retired: 0n };
  input.hours.forEach((h, i) => {
    const matched = matching.matched[i] ?? 0n;
    for (const s of [total, sums(h.month)]) {
      s.hours += 1;
      s.consumed += h.wh;
      s.matched += matched;
    }
  });
  for (const p of [...input.pieces, ...input.monthly]) {
    total.retired += p.wh;
    sums(p.month).retired += p.wh;
  }
  const figures = (s: Sums) => ({
    consumed: mwhOf(s.consumed),
    matched: mwhOf(s.matched),
    unmatched: mwhOf(s.consumed - s.matched),
    hourly_share: shareOf(s.matched, s.consumed),
    annual_share: shareOf(minWh(s.retired, s.consumed), s.consumed),
  });
  return {
    totals: { hours: total.hours, ...figures(total), retired: mwhOf(total.retired) },
    months: [...perMonth].map(([month, s]) => ({ month, ...figures(s) })),
    scope2: scope2Of(input, matching.matched, total),
    matching,
  };
}

/** Hourly: Σ per hour unmatched × its factor. Annual: the year's unmatched spread over the submarkets pro rata. */
function scope2Of(input: CoverageInput<CoveragePieceIn>, matched: readonly bigint[], total: Sums) {
  const applied = new Map<string, ResidualFactor>();
  let missing = false;
  // One lookup per submarket (a year has 8,760 hours and at most four submarkets).
  const micro = new Map<string, bigint | undefined>();
  const factorOf = (submarket: string): bigint | undefined => {
    if (!micro.has(submarket)) {
      const f = factorFor(input.factors, input.year, submarket);
      if (f) applied.set(`${f.year}:${f.submarket}`, f);
      micro.set(submarket, f ? microFactor(f.factor) : undefined);
    }
    const m = micro.get(submarket);
    if (m === undefined) missing = true;
    return m;
  };
  let hourly = 0n;
  const consumedBySubmarket = new Map<string, bigint>();
  input.hours.forEach((h, i) => {
    consumedBySubmarket.set(h.submarket, (consumedBySubmarket.get(h.submarket) ?? 0n) + h.wh);
    const unmatched = h.wh - (matched[i] ?? 0n);
    if (unmatched === 0n) return;
    hourly += unmatched * (factorOf(h.submarket) ?? 0n);
  });
  const annualUnmatched = total.consumed - minWh(total.retired, total.consumed);
  let weighted = 0n;
  if (annualUnmatched > 0n)
    for (const [submarket, wh] of consumedBySubmarket) if (wh > 0n) weighted += wh * (factorOf(submarket) ?? 0n);
  // Σ consumed_s × f_s × U / C, divided once: exact up to the final cut.
  const annual = total.consumed > 0n ? (weighted * annualUnmatched) / total.consumed : 0n;
  return {
    hourly: { unmatched: mwhOf(total.consumed - total.matched), tco2e: tco2eOf(hourly) },
    annual: { unmatched: mwhOf(annualUnmatched), tco2e: tco2eOf(annual) },
    factors: [...applied.values()]
      .sort((a, b) => a.submarket.localeCompare(b.submarket))
      .map((f) => ({ year: f.year, submarket: f.submarket, factor: mwhOf(microFactor(f.factor)), source: f.source })),
    missing_factor: missing,
  };
}
