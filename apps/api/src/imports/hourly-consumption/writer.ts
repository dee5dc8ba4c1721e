import { SERVER_TEXTS, serverText } from '@rec/domain';
import { sql } from 'kysely';
import { insertChunk, refuseTaken, type Writer } from '../writer-kit';

// The commit of an hourly-consumption preview: its valid hours into beneficiary_hourly_consumptions
// (MWh staged with 6 decimals, so × 10^6 is the exact Wh). An hour recorded since the preview
// fails the commit whole (refuseTaken, and ON CONFLICT leaves the count short).
export const hourlyConsumptionWriter: Writer = {
  precheck: (tx, importId) =>
    refuseTaken(
      tx,
      importId,
      sql`JOIN beneficiary_hourly_consumptions c ON c.beneficiary_id = r.beneficiary_id
        AND c.hour_start = r.hour_start`,
      serverText(SERVER_TEXTS.consumoHorarioCadastrado),
    ),
  chunk: (tx, importId, after, size) =>
    insertChunk(
      tx,
      importId,
      after,
      size,
      sql`beneficiary_id, hour_start, total, tier, submarket`,
      sql`INSERT INTO beneficiary_hourly_consumptions (beneficiary_id, hour_start, wh, tier, submarket, import_id)
        SELECT beneficiary_id, hour_start, (total * 1000000)::bigint, tier, submarket, ${importId}
        FROM src ORDER BY line
        ON CONFLICT (beneficiary_id, hour_start) DO NOTHING`,
    ),
};
