import type { DemoPlant } from './demo-data';
import { CAPACITY_FACTOR } from './demo-plants';
import { intBetween, lastMonths, monthlyGeneration, prng } from './generation';

// A year of CCEE metering for the demo's approved plants (the month import, origin excel), each
// plant at its own steady share of its technology's capacity factor.

/** One plant-month of CCEE metering, as a generation workbook row carries it. */
export interface DemoMetering {
  codeCEG: string;
  month: number;
  year: number;
  average_mw: string;
  hours_in_month: number;
  accounted_mwh: string;
  total: string;
}

/**
 * The metering of the 12 closed months before `now`, one row per approved plant × month, in month
 * order: seedDemoLedger imports it month by month through the generation import, as an admin would.
 */
export function demoMetering(
  approved: readonly { plant: DemoPlant; row: { id: number; codeCEG: string } }[],
  now: Date,
): DemoMetering[] {
  const months = lastMonths(now, 12);
  const rows = approved.flatMap(({ plant, row }, i) => {
    const rand = prng(1000 + i);
    const plantPermille = intBetween(rand, 920, 1080);
    return months
      .filter((m) => `${m.year}-${String(m.month).padStart(2, '0')}` >= plant.cod.slice(0, 7))
      .map((m) => {
        const base = CAPACITY_FACTOR[plant.tech][m.month - 1] as number;
        const pcm = Math.min(95_000, Math.floor((base * plantPermille * intBetween(rand, 940, 1060)) / 10_000));
        const g = monthlyGeneration(plant.kw, pcm, m);
        return {
          codeCEG: row.codeCEG,
          month: g.month,
          year: g.year,
          average_mw: g.average_mw,
          hours_in_month: g.hours_in_month,
          accounted_mwh: g.total,
          total: g.total,
        };
      });
  });
  // Stable: within a month the plants keep the seed's order.
  return rows.sort((a, b) => a.year - b.year || a.month - b.month);
}
