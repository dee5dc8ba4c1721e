// The residual-mix factor that prices unmatched consumption (ADR 0103's lookup rule, used by
// ADR 0106): the factor of the consumption's submarket for the year where one was published,
// else the year's SIN factor. No factor at all leaves the MWh without emissions, flagged.

/** The submarkets of the SIN, as CCEE names them (hourly bundles and consumption keep these). */
export const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'] as const;
export type Submarket = (typeof SUBMARKETS)[number];
/** A factor's scope: one submarket, or the whole interconnected grid. */
export type FactorScope = Submarket | 'SIN';

export interface ResidualFactor {
  year: number;
  submarket: FactorScope;
  /** tCO2e/MWh, a decimal text of at most 6 decimals. */
  factor: string;
  source: string;
}

export function factorFor(
  factors: readonly ResidualFactor[],
  year: number,
  submarket: string,
): ResidualFactor | undefined {
  return (
    factors.find((f) => f.year === year && f.submarket === submarket) ??
    factors.find((f) => f.year === year && f.submarket === 'SIN')
  );
}
