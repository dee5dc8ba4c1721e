import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { hoursOf } from '../imports/ccee-hourly/series';

// A plant's hourly generation for a month: the sum, hour by hour, of its mapped shares' series in
// one committed CCEE hourly batch (ADR 0041), in Wh (= micro-MWh). An hour no valid line gave
// counts as 0 Wh: nothing is issued for it.

export interface PlantSeries {
  importId: number;
  /** Wh per hour of the month. */
  hours: bigint[];
  /** SUBMERCADO of the plant's shares (the first named, by share code); null when none was. */
  submarket: string | null;
}

/** Sums shares' stored series (one per row) hour by hour. */
export function sumSeries(rows: readonly { micro_mwh: Uint8Array }[]): bigint[] {
  const [first, ...others] = rows.map((r) => hoursOf(r.micro_mwh));
  const hours = (first ?? []).map((v) => v ?? 0n);
  for (const series of others) for (const [h, v] of series.entries()) hours[h] = (hours[h] ?? 0n) + (v ?? 0n);
  return hours;
}

/** The month's latest committed CCEE hourly batch (undefined: none). */
export async function latestBatch(db: Kysely<DB>, year: number, month: number): Promise<number | undefined> {
  const r = await sql<{ id: number | null }>`SELECT max(id) AS id FROM import_batches
    WHERE kind = 'ccee_hourly' AND status = 'committed' AND period_year = ${year} AND period_month = ${month}`.execute(
    db,
  );
  const id = r.rows[0]?.id;
  return id == null ? undefined : Number(id);
}

/** The plant's series in batch `importId`; undefined when the batch holds none of its shares. */
export async function plantSeries(
  db: Kysely<DB>,
  importId: number,
  businessId: number,
): Promise<PlantSeries | undefined> {
  const rows = await sql<{ micro_mwh: Uint8Array; submarket: string | null }>`
    SELECT micro_mwh, submarket FROM ccee_hourly WHERE import_id = ${importId} AND business_id = ${businessId}
    ORDER BY share_code`.execute(db);
  if (!rows.rows.length) return undefined;
  return {
    importId,
    hours: sumSeries(rows.rows),
    submarket: rows.rows.find((r) => r.submarket)?.submarket ?? null,
  };
}

/** The plant's series in the month's latest committed batch, in one statement (issuance). */
export async function currentSeries(
  db: Kysely<DB>,
  year: number,
  month: number,
  businessId: number,
): Promise<PlantSeries | undefined> {
  const rows = await sql<{ import_id: number; micro_mwh: Uint8Array; submarket: string | null }>`
    SELECT import_id, micro_mwh, submarket FROM ccee_hourly WHERE business_id = ${businessId}
      AND import_id = (SELECT max(id) FROM import_batches WHERE kind = 'ccee_hourly' AND status = 'committed'
        AND period_year = ${year} AND period_month = ${month})
    ORDER BY share_code`.execute(db);
  const first = rows.rows[0];
  if (!first) return undefined;
  return {
    importId: Number(first.import_id),
    hours: sumSeries(rows.rows),
    submarket: rows.rows.find((r) => r.submarket)?.submarket ?? null,
  };
}
