import { mwhOf } from '../hourly/wh';
import { factorFor, type ResidualFactor } from './factors';
import { microFactor, tco2eOf } from './figures';
import type { Boundary, Matching, RetiredPiece } from './match';

// The hourly rows of the Scope 2 pack (issue 39 item 5, ADR 0107): one per consumption hour, the
// same columns in XLSX, CSV and JSON, named by EnergyTag's GC terms and the GHG Protocol's Scope 2
// quality criteria. Values are exact texts (Wh as integers, factors and tCO2e with 6 decimals).

export const PACK_COLUMNS = [
  'interval_start_utc',
  'interval_end_utc',
  'interval_start_local',
  'interval_end_local',
  'market_boundary',
  'submarket',
  'consumption_wh',
  'consumption_data_tier',
  'matched_wh',
  'unmatched_wh',
  'bundle_id_ranges',
  'production_devices',
  'residual_mix_factor_tco2e_per_mwh',
  'residual_mix_factor_source',
  'market_based_emissions_tco2e',
  'cancellation_statement_codes',
] as const;
export type PackColumn = (typeof PACK_COLUMNS)[number];
export type PackRow = Record<PackColumn, string>;

/** Columns whose texts are numbers (a spreadsheet may write them as numbers when exact). */
export const PACK_NUMERIC: ReadonlySet<PackColumn> = new Set([
  'consumption_wh',
  'matched_wh',
  'unmatched_wh',
  'residual_mix_factor_tco2e_per_mwh',
  'market_based_emissions_tco2e',
]);

export interface PackHour {
  start: number;
  submarket: string;
  tier: string;
  wh: bigint;
  /** Brasília wall clock 'YYYY-MM-DD HH:MI' of start and end, and their UTC offsets in minutes. */
  local: string;
  localEnd: string;
  offset: number;
  offsetEnd: number;
}
export interface PackBundle extends RetiredPiece {
  range_start: string;
  range_end: string;
  plant: string;
  ceg: string;
}

const HOUR_MS = 3_600_000;
const utc = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
/** '2018-11-04 01:00' at −120 min → '2018-11-04T01:00-02:00'. */
export function localText(wall: string, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall.replace(' ', 'T')}${sign}${hh}:${mm}`;
}

const distinct = (xs: readonly string[]) => [...new Set(xs)].join('; ');

export function packRows(
  year: number,
  boundary: Boundary,
  hours: readonly PackHour[],
  matching: Matching<PackBundle>,
  factors: readonly ResidualFactor[],
  codes: ReadonlyMap<number, string | null>,
): PackRow[] {
  // One lookup per submarket, not per hour (8,760 rows).
  const scopes = new Map<string, { text: string; micro: bigint; source: string } | undefined>();
  const factorOf = (submarket: string) => {
    if (!scopes.has(submarket)) {
      const f = factorFor(factors, year, submarket);
      const micro = f ? microFactor(f.factor) : 0n;
      scopes.set(submarket, f ? { text: mwhOf(micro), micro, source: f.source } : undefined);
    }
    return scopes.get(submarket);
  };
  // An hour's end is usually the next hour's start: its texts are made once (8,760 rows).
  let endAt = Number.NaN;
  let endUtc = '';
  let endWall = '';
  let endOffset = Number.NaN;
  let endLocal = '';
  return hours.map((h, i) => {
    const startUtc = h.start === endAt ? endUtc : utc(h.start);
    const startLocal = h.local === endWall && h.offset === endOffset ? endLocal : localText(h.local, h.offset);
    endAt = h.start + HOUR_MS;
    endUtc = utc(endAt);
    endWall = h.localEnd;
    endOffset = h.offsetEnd;
    endLocal = localText(h.localEnd, h.offsetEnd);
    const matched = matching.matched[i] ?? 0n;
    const used = matching.used[i] ?? [];
    const unmatched = h.wh - matched;
    const f = factorOf(h.submarket);
    return {
      interval_start_utc: startUtc,
      interval_end_utc: endUtc,
      interval_start_local: startLocal,
      interval_end_local: endLocal,
      market_boundary: boundary === 'SIN' ? 'SIN' : h.submarket,
      submarket: h.submarket,
      consumption_wh: h.wh.toString(),
      consumption_data_tier: h.tier,
      matched_wh: matched.toString(),
      unmatched_wh: unmatched.toString(),
      bundle_id_ranges: used.length ? used.map((b) => `${b.range_start}-${b.range_end}`).join('; ') : '',
      production_devices: used.length ? distinct(used.map((b) => `${b.plant} (${b.ceg})`)) : '',
      residual_mix_factor_tco2e_per_mwh: f?.text ?? '',
      residual_mix_factor_source: f?.source ?? '',
      market_based_emissions_tco2e: f ? tco2eOf(unmatched * f.micro) : '',
      cancellation_statement_codes: used.length
        ? distinct(used.map((b) => codes.get(b.redemption_id) ?? '').filter(Boolean))
        : '',
    };
  });
}
