import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ShareSeries } from './parse';

// The hourly series of the mapped shares, kept with the batch (ccee_hourly): one row per share and
// month, the hours as a bigint[] of micro-MWh (NULL = no valid line). A few hundred shares per
// statement, each array sent as its literal text.

const PER_STATEMENT = 250;

const literal = (micro: Float64Array) => {
  let s = '{';
  for (let h = 0; h < micro.length; h++) {
    const v = micro[h] as number;
    s += (h ? ',' : '') + (Number.isNaN(v) ? 'NULL' : String(v));
  }
  return `${s}}`;
};

export async function stageSeries(
  db: Kysely<DB>,
  importId: number,
  year: number,
  month: number,
  shares: readonly { series: ShareSeries; business_id: number | null }[],
): Promise<void> {
  for (let k = 0; k < shares.length; k += PER_STATEMENT) {
    const json = JSON.stringify(
      shares
        .slice(k, k + PER_STATEMENT)
        .map(({ series, business_id }) => [series.code, business_id, literal(series.micro)]),
    );
    await sql`INSERT INTO ccee_hourly (import_id, share_code, business_id, year, month, micro_mwh)
      SELECT ${importId}, x->>0, (x->>1)::bigint, ${year}, ${month}, (x->>2)::bigint[]
      FROM json_array_elements(${json}::json) AS x`.execute(db);
  }
}
