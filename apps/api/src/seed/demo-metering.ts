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

/** The generation rows of the 12 months before `now`, and the latest month's metering held back. */
export function demoMetering(
  approved: readonly { plant: DemoPlant; row: { id: number; codeCEG: string } }[],
  now: Date,
) {
  const months = lastMonths(now, 12);
  const generation = approved.flatMap(({ plant, row }, i) => {
    const rand = prng(1000 + i);
    const plantPermille = intBetween(rand, 920, 1080);
    return months
      .filter((m) => `${m.year}-${String(m.month).padStart(2, '0')}` >= plant.cod.slice(0, 7))
      .map((m) => {
        const base = CAPACITY_FACTOR[plant.tech][m.month - 1] as number;
        const pcm = Math.min(95_000, Math.floor((base * plantPermille * intBetween(rand, 940, 1060)) / 10_000));
        const g = monthlyGeneration(plant.kw, pcm, m);
        const imported = new Date(Date.UTC(m.year, m.month, 5, 12));
        return {
          codeCEG: row.codeCEG,
          business_id: row.id,
          month: g.month,
          year: g.year,
          average_mw: g.average_mw,
          hours_in_month: g.hours_in_month,
          accounted_mwh: g.total,
          total: g.total,
          origin: 'excel',
          import_date: imported,
        };
      });
  });
  const latest = months.at(-1);
  const isLatest = (g: { month: number; year: number }) => g.month === latest?.month && g.year === latest?.year;
  const latestMetering: DemoMetering[] = generation
    .filter(isLatest)
    .map(({ business_id: _, origin: __, import_date: ___, ...g }) => g);
  const stored = generation.filter((g) => !isLatest(g)).map(({ codeCEG: _, ...g }) => g);
  return { stored, latestMetering };
}
