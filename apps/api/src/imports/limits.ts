import { ImportProblem } from './problems';

// The bounds of every parser of untrusted bytes (ADR 0076), in one place. A file past one is
// refused with 422 FILE_LIMIT_EXCEEDED and a message naming the limit (and the line or cell).
// Each is far above what a real file of its kind needs, and low enough that the worst file
// within them costs seconds and tens of MB, never the server.

const KB = 1024;
const MB = 1024 * KB;

export const PARSER_LIMITS = {
  /** Bytes of one line of a CSV (CCEE hourly, share mapping); real lines are under 1 KB. */
  lineBytes: 64 * KB,
  /** Bytes of text a CCEE hourly file may hold, inflated (a month is ~800 MB; 3× was benchmarked). */
  textBytes: 8192 * MB,
  /** Inflated bytes per compressed byte, past the floor below (CSV and sheet XML run 5–30:1). */
  inflateRatio: 100,
  /** Inflated bytes any file may reach before the ratio is applied. */
  ratioFloorBytes: 16 * MB,
  /** Inflated bytes of one entry of a workbook (a 200 000-row sheet is about 150 MB of XML). */
  zipEntryBytes: 256 * MB,
  /** Inflated bytes of a workbook's shared-strings table. */
  sharedStringsBytes: 64 * MB,
  /** Inflated bytes of all entries of a workbook. */
  zipTotalBytes: 384 * MB,
  /** Entries of a workbook (a workbook of one sheet has about a dozen). */
  zipEntries: 1000,
  /** Characters of one cell: Excel's own limit. */
  cellChars: 32_767,
  /**
   * Characters of text in all cells of a sheet (a 200 000-row sheet of codes and names holds about
   * 10 M): cells share their strings, and each cell read copies one.
   */
  sheetChars: 32 * 1024 * 1024,
  /** Plant shares of one CCEE hourly month (3 984 in July 2026; each holds 744 hours, 6 KB). */
  hourlyShares: 30_000,
  /** Lines of a share-mapping CSV. */
  mappingLines: 100_000,
  /** Bytes of a refused upload still read (and dropped) so that its client can read the answer. */
  drainBytes: 64 * MB,
  /** How long a parse on the API's own thread runs before it lets other requests in. */
  sliceMs: 20,
} as const;

const fmt = (n: number) => n.toLocaleString('pt-BR');

/** A byte count as the messages show it (64 KB, 256 MB). */
export const sizeText = (bytes: number) => (bytes >= MB ? `${fmt(bytes / MB)} MB` : `${fmt(bytes / KB)} KB`);

/** 422 FILE_LIMIT_EXCEEDED with its message (and the line or cell, as a field error). */
export function limitExceeded(message: string, field?: string): ImportProblem {
  return new ImportProblem(
    'FILE_LIMIT_EXCEEDED',
    message,
    field ? [{ field, code: 'FILE_LIMIT_EXCEEDED', message }] : undefined,
  );
}

/** Whether inflating `compressed` bytes into `inflated` passes the ratio (beyond the floor). */
export const ratioExceeded = (inflated: number, compressed: number) =>
  inflated > PARSER_LIMITS.ratioFloorBytes && inflated > PARSER_LIMITS.inflateRatio * Math.max(compressed, 1);
