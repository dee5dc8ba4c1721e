import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';

// What every batch writer is made of (commit.ts for generation, exchange and consumption;
// ccee-hourly/commit.ts for the CCEE hourly months): its own module, so the writers and the
// dispatcher that picks one do not import each other. A failure throws CommitFailure; the
// worker's transaction then rolls back whole.

export class CommitFailure extends Error {}

export interface ChunkResult {
  /** Valid rows read in this chunk. */
  n: number;
  /** Rows the target table accepted. */
  inserted: number;
  last: number | null;
}

export interface Writer {
  /** Re-checks, under lock, what may have changed since the preview. */
  precheck(tx: Kysely<DB>, importId: number): Promise<void>;
  chunk(tx: Kysely<DB>, importId: number, after: number, size: number): Promise<ChunkResult>;
}

const lines = (rows: { line: number }[]) =>
  rows
    .slice(0, 10)
    .map((r) => r.line)
    .join(', ') + (rows.length > 10 ? '…' : '');

/**
 * Fails the commit when a valid staged row `r` meets a row already in the target (`join`, which
 * names the target): someone recorded it after the preview. Nothing is written then.
 */
export async function refuseTaken(tx: Kysely<DB>, importId: number, join: RawBuilder<unknown>, what: string) {
  const taken = await sql<{ line: number }>`
    SELECT r.line FROM import_rows r ${join}
    WHERE r.import_id = ${importId} AND r.errors = '{}'
    ORDER BY r.line LIMIT 11`.execute(tx);
  if (taken.rows.length)
    throw new CommitFailure(
      serverText(SERVER_TEXTS.generationAlreadySubmittedLinhasNada, { what, rows: lines(taken.rows) }),
    );
}

/**
 * Inserts the next `size` valid rows after line `after`: `columns` are read from the staged rows
 * (as `src`), `insert` writes them (an INSERT … SELECT … FROM src). Answers how many were read,
 * how many the target took, and the last line.
 */
export async function insertChunk(
  tx: Kysely<DB>,
  importId: number,
  after: number,
  size: number,
  columns: RawBuilder<unknown>,
  insert: RawBuilder<unknown>,
): Promise<ChunkResult> {
  const r = await sql<{ n: number; inserted: number; last: number | null }>`
    WITH src AS (
      SELECT line, ${columns}
      FROM import_rows WHERE import_id = ${importId} AND errors = '{}' AND line > ${after}
      ORDER BY line LIMIT ${size}
    ), ins AS (${insert} RETURNING 1)
    SELECT (SELECT count(*) FROM src)::int AS n, (SELECT count(*) FROM ins)::int AS inserted,
      (SELECT max(line) FROM src) AS last`.execute(tx);
  const row = r.rows[0];
  return {
    n: Number(row?.n ?? 0),
    inserted: Number(row?.inserted ?? 0),
    last: row?.last == null ? null : Number(row.last),
  };
}
