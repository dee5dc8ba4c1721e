import { SERVER_TEXTS, serverText } from '@rec/domain';
import { hourInterval, hoursBelowIssued, productionMonth } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

import { issuedByHour } from './issued';
import { plantSeries } from './series';

// A republished CCEE month (a new version of the hourly file) may not lower an hour of a plant
// below what was issued hourly of it (ADR 0091), as the month's total may not fall below what
// requests drew (GENERATION_IN_USE). Only plants with bundles in the month are read.

export interface LoweredHour {
  business_id: number;
  line: number;
  /** [start, end) in UTC of the first hour found below what was issued. */
  start: Date;
  hours: number;
}

export async function loweredHours(db: Kysely<DB>, importId: number, year: number, month: number) {
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const pm = productionMonth(period);
  const plants = await sql<{ business_id: number; line: number }>`
    SELECT r.business_id, min(r.line) AS line FROM import_rows r
    WHERE r.import_id = ${importId} AND r.errors = '{}' AND EXISTS (SELECT 1 FROM hourly_bundles b
      WHERE b.production_month = ${pm}::date AND b.business_id = r.business_id)
    GROUP BY r.business_id ORDER BY min(r.line)`.execute(db);
  const out: LoweredHour[] = [];
  for (const p of plants.rows) {
    const series = await plantSeries(db, importId, Number(p.business_id));
    const issued = await issuedByHour(db, Number(p.business_id), pm, hourInterval(period, 0).start);
    const below = hoursBelowIssued(series?.hours ?? [], issued);
    if (below.length)
      out.push({
        business_id: Number(p.business_id),
        line: Number(p.line),
        start: hourInterval(period, below[0] as number).start,
        hours: below.length,
      });
  }
  return out;
}

/** GENERATION_IN_USE's text for lowered hours, naming the lines and each plant's first hour. */
export const loweredText = (lowered: readonly LoweredHour[]): string =>
  serverText(SERVER_TEXTS.horasAbaixoDoEmitido, {
    lines: lowered
      .slice(0, 10)
      .map((l) =>
        serverText(SERVER_TEXTS.linhaHorasAPartirDe, { line: l.line, hours: l.hours, start: l.start.toISOString() }),
      )
      .join('; '),
  });
