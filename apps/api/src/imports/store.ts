import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { ImportKind } from '../db/schema-imports';
import type { Submarket, Tier } from './hourly-consumption/codes';
import { GENERATION_TEXTS, type RowErrorCode } from './problems';

// Preview batches and their rows. Rows go in with one statement per chunk that reads a JSON text
// parameter (json_to_recordset): one parameter instead of 15 per row, parsed by the server.

export interface BatchMeta {
  kind: ImportKind;
  file_name?: string | null;
  file_id?: number | null;
  integration_id?: number | null;
  participant_id?: number | null;
  period_month?: number | null;
  period_year?: number | null;
  created_by?: number | null;
}

/** One row as stored in import_rows (see the migration for what each kind puts where). */
export interface StagedRow {
  line: number;
  subject: string;
  business_id?: number | null;
  beneficiary_id?: number | null;
  currency_from?: string | null;
  currency_to?: string | null;
  month: number;
  year: number;
  date_start?: string | null;
  date_end?: string | null;
  average_mw?: string | undefined;
  hours_in_month?: number | undefined;
  accounted_mwh?: string | undefined;
  total: string;
  errors: RowErrorCode[];
}

/** The contract's ImportRow. */
export interface PreviewRow {
  line: number;
  codeCEG: string;
  business_id: number | null;
  business_name: string | null;
  registrant_name: string | null;
  month: number;
  year: number;
  average_mw?: string;
  hours_in_month?: number;
  accounted_mwh?: string;
  total: string;
  // An hourly-consumption row (ADR 0102): its hour (UTC), the clock the file wrote it in, tier, submarket.
  hour_start?: string;
  hour_clock?: 'utc' | 'local';
  tier?: Tier;
  submarket?: Submarket;
  errors: RowErrorCode[];
}

export interface Preview {
  id: number;
  kind: ImportKind;
  status: 'preview';
  file_name: string | null;
  rows: PreviewRow[];
  total: number;
  valid: number;
  invalid: number;
}

const ORDER = Object.keys(GENERATION_TEXTS) as RowErrorCode[];

/** A row's codes in the catalogue's order, each once. */
export const sortedCodes = (codes: RowErrorCode[]): RowErrorCode[] =>
  codes.length < 2 ? codes : ORDER.filter((c) => codes.includes(c));

export async function createBatch(db: Kysely<DB>, meta: BatchMeta): Promise<number> {
  const row = await db
    .insertInto('import_batches')
    .values({
      kind: meta.kind,
      file_name: meta.file_name ?? null,
      file_id: meta.file_id ?? null,
      integration_id: meta.integration_id ?? null,
      participant_id: meta.participant_id ?? null,
      period_month: meta.period_month ?? null,
      period_year: meta.period_year ?? null,
      created_by: meta.created_by || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts staged rows of one batch in one statement. The rows are serialized before the first
 * await, so the caller may change them once this returns its promise.
 */
export async function insertRows(db: Kysely<DB>, importId: number, rows: readonly StagedRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      l: r.line,
      s: r.subject,
      b: r.business_id ?? null,
      f: r.beneficiary_id ?? null,
      cf: r.currency_from ?? null,
      ct: r.currency_to ?? null,
      m: r.month,
      y: r.year,
      ds: r.date_start ?? null,
      de: r.date_end ?? null,
      a: r.average_mw ?? null,
      h: r.hours_in_month ?? null,
      ac: r.accounted_mwh ?? null,
      t: r.total,
      e: r.errors.join(','),
    })),
  );
  await sql`
    INSERT INTO import_rows (import_id, line, subject, business_id, beneficiary_id, currency_from, currency_to,
      month, year, date_start, date_end, average_mw, hours_in_month, accounted_mwh, total, errors)
    SELECT ${importId}, l, s, b, f, cf, ct, m, y, ds, de, a, h, ac, t,
      CASE WHEN e = '' THEN '{}'::text[] ELSE string_to_array(e, ',') END
    FROM json_to_recordset(${json}::json) AS x(l integer, s text, b bigint, f bigint, cf text, ct text,
      m smallint, y smallint, ds date, de date, a numeric, h smallint, ac numeric, t numeric, e text)`.execute(db);
}

/** Counts the batch's rows and records which enterprises they name. */
export async function finishBatch(db: Kysely<DB>, importId: number): Promise<{ total: number; valid: number }> {
  const row = await sql<{ total: number; valid: number }>`
    UPDATE import_batches b SET
      total = c.total, valid = c.valid, invalid = c.total - c.valid, business_ids = c.ids, updated_at = now()
    FROM (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE errors = '{}'))::int AS valid,
        coalesce(array_agg(DISTINCT business_id) FILTER (WHERE business_id IS NOT NULL), '{}') AS ids
      FROM import_rows WHERE import_id = ${importId}
    ) c
    WHERE b.id = ${importId}
    RETURNING b.total, b.valid`.execute(db);
  const counts = row.rows[0];
  return { total: Number(counts?.total ?? 0), valid: Number(counts?.valid ?? 0) };
}

/**
 * The row codes of records identified by `keyOf`: GENERATION_ALREADY_SUBMITTED ("already
 * registered") when the key is recorded already or appears more than once in the file.
 */
export function registeredCodes<T>(records: readonly T[], keyOf: (r: T) => string, recorded: ReadonlySet<string>) {
  const count = new Map<string, number>();
  for (const r of records) count.set(keyOf(r), (count.get(keyOf(r)) ?? 0) + 1);
  return records.map((r): RowErrorCode[] =>
    recorded.has(keyOf(r)) || (count.get(keyOf(r)) ?? 0) > 1 ? ['GENERATION_ALREADY_SUBMITTED'] : [],
  );
}

/** Stages the rows of a preview, counts the batch and answers the preview. */
export async function stagePreview(
  db: Kysely<DB>,
  importId: number,
  meta: BatchMeta,
  rows: PreviewRow[],
  staged: readonly StagedRow[],
): Promise<Preview> {
  await insertRows(db, importId, staged);
  await finishBatch(db, importId);
  return previewOf(importId, meta, rows);
}

/** Runs `fn` in a transaction: the caller's when it is one already (write requests), else a new one. */
export async function inTransaction<T>(db: Kysely<DB>, fn: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

export function previewOf(id: number, meta: BatchMeta, rows: PreviewRow[]): Preview {
  let valid = 0;
  for (const r of rows) {
    r.errors = sortedCodes(r.errors);
    if (!r.errors.length) valid++;
  }
  return {
    id,
    kind: meta.kind,
    status: 'preview',
    file_name: meta.file_name ?? null,
    rows,
    total: rows.length,
    valid,
    invalid: rows.length - valid,
  };
}
