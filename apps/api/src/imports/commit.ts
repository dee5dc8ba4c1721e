import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { ImportKind } from '../db/schema-imports';
import { cceeHourlyWriter } from './ccee-hourly/commit';
import { hourlyConsumptionWriter } from './hourly-consumption/writer';
import { insertChunk, refuseTaken, type Writer } from './writer-kit';

// What a commit writes for each kind of batch, in chunks of valid rows (line order), inside the
// worker's transaction (the writers' parts: writer-kit.ts).

const ORIGIN: Partial<Record<ImportKind, string>> = {
  generation_excel: 'excel',
  generation_api: 'api',
  generation_month: 'month',
  pre_generation: 'pre_generation',
  external: 'external',
};

function generationWriter(origin: string): Writer {
  return {
    precheck: (tx, importId) =>
      refuseTaken(
        tx,
        importId,
        sql`JOIN generation g ON g.business_id = r.business_id AND g.year = r.year AND g.month = r.month`,
        serverText(SERVER_TEXTS.registroGeracaoFoiCadastrado),
      ),
    // ON CONFLICT DO NOTHING waits for a concurrent writer of the same plant-month and then
    // skips the row: a count below n means someone recorded it meanwhile, and the commit fails.
    chunk: (tx, importId, after, size) =>
      insertChunk(
        tx,
        importId,
        after,
        size,
        sql`business_id, month, year, average_mw, hours_in_month, accounted_mwh, total`,
        sql`INSERT INTO generation (business_id, month, year, average_mw, hours_in_month, accounted_mwh, total, origin, import_id, import_date)
          SELECT business_id, month, year, average_mw, hours_in_month, accounted_mwh, total, ${origin}, ${importId}, now()
          FROM src ORDER BY line
          ON CONFLICT (business_id, year, month) DO NOTHING`,
      ),
  };
}

const exchangeWriter: Writer = {
  async precheck(tx, importId) {
    // exchanges has no unique key: exchange commits take one lock, so two cannot interleave.
    await sql`SELECT pg_advisory_xact_lock(727301)`.execute(tx);
    await refuseTaken(
      tx,
      importId,
      sql`JOIN exchanges e ON e.source_currency::text = r.currency_from::text
        AND e.destination_currency::text = r.currency_to::text AND e.date = r.date_start`,
      serverText(SERVER_TEXTS.cotacaoCadastrada),
    );
  },
  chunk: (tx, importId, after, size) =>
    insertChunk(
      tx,
      importId,
      after,
      size,
      sql`currency_from, currency_to, total, date_start`,
      sql`INSERT INTO exchanges (source_currency, destination_currency, rate, date)
        SELECT currency_from, currency_to, total, date_start FROM src ORDER BY line`,
    ),
};

const consumptionWriter: Writer = {
  async precheck(tx, importId) {
    await sql`SELECT pg_advisory_xact_lock(727302)`.execute(tx);
    await refuseTaken(
      tx,
      importId,
      sql`JOIN beneficiary_consumptions c ON c.beneficiary_id = r.beneficiary_id
        AND c.period_start = r.date_start AND c.period_end = r.date_end`,
      serverText(SERVER_TEXTS.consumoCadastrado),
    );
  },
  chunk: (tx, importId, after, size) =>
    insertChunk(
      tx,
      importId,
      after,
      size,
      sql`beneficiary_id, date_start, date_end, total`,
      sql`INSERT INTO beneficiary_consumptions (beneficiary_id, period_start, period_end, volume)
        SELECT beneficiary_id, date_start, date_end, total FROM src ORDER BY line`,
    ),
};

export function writerFor(kind: ImportKind): Writer {
  if (kind === 'ccee_hourly') return cceeHourlyWriter;
  if (kind === 'exchange') return exchangeWriter;
  if (kind === 'beneficiary_consumption') return consumptionWriter;
  if (kind === 'beneficiary_hourly_consumption') return hourlyConsumptionWriter;
  return generationWriter(ORIGIN[kind] ?? 'excel');
}

/**
 * The anchor of a committed batch: sha256 (hex) over `rec-import-v1|<import id>|<kind>` and then,
 * for each committed row in line order, one line of its stored values joined by `|` (empty for
 * null; decimals as NUMERIC(18,6) text): line, subject, business_id, beneficiary_id, currency_from,
 * currency_to, year, month, date_start, date_end, average_mw, hours_in_month, accounted_mwh, total,
 * and for an hourly-consumption row its hour (UTC, YYYY-MM-DDTHH:MIZ), tier and submarket.
 * Anyone holding the rows can recompute it. It is a content hash, not a public blockchain.
 */
export async function anchorOf(tx: Kysely<DB>, importId: number, kind: ImportKind): Promise<string> {
  const r = await sql<{ h: string }>`
    SELECT encode(sha256(convert_to(
      ${`rec-import-v1|${importId}|${kind}`} || coalesce(E'\n' || string_agg(concat_ws('|',
        line::text, subject, coalesce(business_id::text, ''), coalesce(beneficiary_id::text, ''),
        coalesce(currency_from::text, ''), coalesce(currency_to::text, ''), year::text, month::text,
        coalesce(date_start::text, ''), coalesce(date_end::text, ''), coalesce(average_mw::text, ''),
        coalesce(hours_in_month::text, ''), coalesce(accounted_mwh::text, ''), total::text,
        -- Null for the other kinds: concat_ws skips them, so their anchors are unchanged.
        to_char(hour_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"'), tier, submarket), E'\n' ORDER BY line), ''),
      'UTF8')), 'hex') AS h
    FROM import_rows WHERE import_id = ${importId} AND errors = '{}'`.execute(tx);
  return r.rows[0]?.h ?? '';
}
