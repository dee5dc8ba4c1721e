import { SERVER_TEXTS, serverText } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toMicro } from '../ledger/decimal';
import { hoursIn } from './cells';
import { fastMicro, keyOf, lookupPlants, lookupRecorded, type Plant } from './generation-plants';
import type { GenerationRecord, RecordBatches } from './generation-records';
import { ImportProblem, NO_ERRORS, OpenPeriods, type RowErrorCode } from './problems';
import type { PreviewRow } from './store';

// The row codes of a generation preview: each record checked against the plants and the generation
// already recorded, chunk by chunk.

function mark(row: PreviewRow, code: RowErrorCode): void {
  if (row.errors === NO_ERRORS) row.errors = [code];
  else if (!row.errors.includes(code)) row.errors.push(code);
}

export interface GenerationCheckOptions {
  /** Only plants of this registrant may be fed (an API integration bound to a registrant). */
  registrantId?: number | null;
  /** Rows per chunk (look-ups and staging). */
  chunk?: number;
  /** Generation of this origin is a previous version the import replaces, not GENERATION_ALREADY_SUBMITTED. */
  replaceable?: string;
  /** Today on the registry's calendar (YYYY-MM-DD): months not yet ended refuse the import. */
  today?: string;
}

/** A checked chunk: its rows, and lines of EARLIER chunks that turned out to be duplicates. */
export interface CheckedChunk {
  rows: PreviewRow[];
  lateDuplicates: number[];
}

const CHUNK = 2000;
const GAS = 'GENERATION_ALREADY_SUBMITTED' as const;

/**
 * Checks generation records against the platform, chunk by chunk. Row codes: CEG_NOT_FOUND (not in
 * the CEG register), BUSINESS_NOT_FOUND (no approved enterprise uses the CEG, or it belongs to
 * another registrant than the integration's), REGISTRANT_NOT_FOUND (its registrant is inactive),
 * SOURCE_NOT_ASSIGNED (its energy source is missing or inactive), EXCEEDS_LIMIT (total >
 * capacity_mw × hours of the calendar month, exact), GENERATION_ALREADY_SUBMITTED (the plant-month
 * is recorded already, or appears more than once in this import: every occurrence is marked).
 * The records are taken over: each becomes its own preview row (the plant's fields and the codes
 * are set on it), so a caller hands in records it does not use again.
 */
export async function* checkGeneration(
  db: Kysely<DB>,
  records: RecordBatches,
  options: GenerationCheckOptions = {},
): AsyncGenerator<CheckedChunk> {
  const chunkSize = options.chunk ?? CHUNK;
  const plants = new Map<string, Plant | null>();
  // The first row of each plant-month: by business id, then year × 100 + month (small integers
  // hash faster than one key of both, which is past V8's small-integer range).
  const firstOf = new Map<number, Map<number, PreviewRow>>();
  const limits = new Map<number, number>();
  const hours = (y: number, m: number) => {
    const k = y * 100 + m;
    let h = limits.get(k);
    if (h === undefined) {
      h = hoursIn(y, m);
      limits.set(k, h);
    }
    return h;
  };
  /** total > capacity_mw × hours, exactly: integers of micro-MWh (numbers when exact, else BigInt). */
  const exceeds = (total: string, p: Plant, y: number, m: number) => {
    const h = hours(y, m);
    const t = fastMicro(total, 1);
    if (t !== undefined && p.capacityFast !== undefined) return t > p.capacityFast * h;
    return toMicro(total) > p.capacity * BigInt(h);
  };
  let lastLine = 0;
  let chunk: GenerationRecord[] = [];
  // Generation of a month that has not ended is partial: every such line is named, and the whole
  // import refused once the records are read (the domain's rule for a closed period).
  const open = new OpenPeriods(options.today ?? registryToday());
  /** Plant-months recorded already (`keyOf`), of the plants of `read`. */
  const recorded = new Set<number>();
  /** By year, the plants whose recorded months of that year are in `recorded`. */
  const read = new Map<number, Set<number>>();

  // Rows up to this line are handed out already: a duplicate found later must be reported back.
  let doneLine = 0;
  const check = async (records: GenerationRecord[]): Promise<CheckedChunk> => {
    // Each record's plant is looked up by its code once (a string key is hashed per lookup, and
    // every row's code is a new string): `found[i]`, undefined until a new code is looked up.
    const found: (Plant | null | undefined)[] = new Array(records.length);
    const unseen = new Set<string>();
    records.forEach((r, i) => {
      const p = plants.get(r.codeCEG);
      if (p === undefined) unseen.add(r.codeCEG);
      else found[i] = p;
    });
    if (unseen.size) {
      await lookupPlants(db, [...unseen], options.registrantId, plants);
      records.forEach((r, i) => {
        if (found[i] === undefined) found[i] = plants.get(r.codeCEG) ?? null;
      });
    }
    // The recorded months of a plant are read once per year, with its first row of that year: a
    // file of several months asks for each plant once, not once per month.
    const unread = new Map<number, number[]>();
    records.forEach((r, i) => {
      const p = found[i];
      if (!p?.usable || !p.business_id) return;
      let plants = read.get(r.year);
      if (!plants) {
        plants = new Set();
        read.set(r.year, plants);
      }
      if (plants.has(p.business_id)) return;
      plants.add(p.business_id);
      const ids = unread.get(r.year);
      if (ids) ids.push(p.business_id);
      else unread.set(r.year, [p.business_id]);
    });
    for (const [year, ids] of unread)
      for (const key of await lookupRecorded(db, ids, year, options.replaceable)) recorded.add(key);
    const rows: PreviewRow[] = [];
    const lateDuplicates: number[] = [];
    for (let i = 0; i < records.length; i++) {
      const r = records[i] as GenerationRecord;
      const p = found[i] ?? null;
      // The record becomes its preview row: one object per row, not a copy (the check owns its records).
      const row = r as PreviewRow;
      row.business_id = p?.business_id ?? null;
      row.business_name = p?.name ?? null;
      row.registrant_name = p?.registrant_name ?? null;
      row.errors = NO_ERRORS;
      if (!p) mark(row, 'CEG_NOT_FOUND');
      else if (!p.usable || !p.business_id) mark(row, 'BUSINESS_NOT_FOUND');
      else {
        if (!p.registrant_active) mark(row, 'REGISTRANT_NOT_FOUND');
        if (!p.source_ok) mark(row, 'SOURCE_NOT_ASSIGNED');
        if (exceeds(r.total, p, r.year, r.month)) mark(row, 'EXCEEDS_LIMIT');
        if (recorded.size && recorded.has(keyOf(p.business_id, r.year, r.month))) mark(row, GAS);
        let months = firstOf.get(p.business_id);
        if (!months) {
          months = new Map();
          firstOf.set(p.business_id, months);
        }
        const ym = r.year * 100 + r.month;
        const first = months.get(ym);
        if (!first) months.set(ym, row);
        else {
          mark(row, GAS);
          if (!first.errors.includes(GAS)) {
            mark(first, GAS);
            if (first.line <= doneLine) lateDuplicates.push(first.line);
          }
        }
      }
      rows.push(row);
    }
    doneLine = records.at(-1)?.line ?? doneLine;
    return { rows, lateDuplicates };
  };

  // One chunk's check (its look-ups wait on the database) runs while the file's next rows are
  // read: the parse does not stand still during the look-ups. Checks still run one after the
  // other, in line order (duplicates are found against every earlier chunk).
  let pending: Promise<CheckedChunk> | undefined;
  try {
    for await (const batch of records) {
      for (const record of batch) {
        if (record.line <= lastLine)
          throw new ImportProblem(
            'VALIDATION_FAILED',
            serverText(SERVER_TEXTS.linhaRepetidaForaOrdem, { line: record.line }),
          );
        lastLine = record.line;
        open.month(record.line, record.year, record.month);
        chunk.push(record);
      }
      if (chunk.length >= chunkSize) {
        const next = chunk;
        chunk = [];
        if (pending) yield await pending;
        pending = check(next);
        // Awaited above or in `finally`; until then a failure must not count as unhandled.
        pending.catch(() => undefined);
      }
    }
    open.check();
    if (pending) yield await pending;
    pending = undefined;
    if (chunk.length) yield await check(chunk);
  } finally {
    // A failed read leaves no look-up running on the caller's transaction as it rolls back.
    await pending?.catch(() => undefined);
  }
}
