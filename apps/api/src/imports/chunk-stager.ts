import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CHUNK_ROWS, chunkText, insertChunk, stageCounts } from './chunks';
import type { CheckedChunk } from './generation-check';
import { type PreviewRow, sortedCodes } from './store';

/**
 * Stages a generation preview's rows while the rest of the file is still being read (ADR 0040,
 * addendum): each full chunk is written as soon as its rows are checked, so the database stores
 * it while the next rows are parsed, instead of all chunks one after the other at the end. A
 * row of a written chunk that a later duplicate marks (the check reports its line in
 * `lateDuplicates`) has its chunk written again by `finish`.
 */
export class ChunkStager {
  readonly rows: PreviewRow[] = [];
  #written = 0;
  readonly #stale = new Set<number>();
  readonly #writes: Promise<unknown>[] = [];

  constructor(
    readonly db: Kysely<DB>,
    readonly importId: number,
  ) {}

  add({ rows, lateDuplicates }: CheckedChunk): void {
    for (const row of rows) this.rows.push(row);
    for (const line of lateDuplicates) {
      const seq = Math.floor(this.#indexOf(line) / CHUNK_ROWS);
      if (seq < this.#written) this.#stale.add(seq);
    }
    while ((this.#written + 1) * CHUNK_ROWS <= this.rows.length) this.#write(this.#written++);
  }

  /** Writes the last chunk and the chunks a late duplicate changed, then the batch's counts. */
  async finish(): Promise<void> {
    if (this.#written * CHUNK_ROWS < this.rows.length) this.#write(this.#written++);
    for (const seq of this.#stale) this.#write(seq);
    await Promise.all(this.#writes);
    await stageCounts(this.db, this.importId, this.rows);
  }

  /** Waits for the writes under way (a failed preview rolls back only once they are done). */
  settled(): Promise<unknown> {
    return Promise.allSettled(this.#writes);
  }

  #write(seq: number): void {
    const rows = this.rows.slice(seq * CHUNK_ROWS, (seq + 1) * CHUNK_ROWS);
    // The preview answers each row's codes in the catalogue's order; the staged text says the same.
    for (const row of rows) row.errors = sortedCodes(row.errors);
    const write = insertChunk(this.db, this.importId, seq, chunkText(rows));
    // Awaited by `finish` or `settled`; until then a failure must not count as unhandled.
    write.catch(() => undefined);
    this.#writes.push(write);
  }

  /** The index of the row of `line` (rows are in line order). */
  #indexOf(line: number): number {
    let lo = 0;
    let hi = this.rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.rows[mid]?.line ?? 0) < line) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
