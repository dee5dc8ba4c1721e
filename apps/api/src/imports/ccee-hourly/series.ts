import { endianness } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ShareSeries } from './month-fields';

// The hourly series of the mapped shares, kept with the batch (ccee_hourly): one row per share and
// month, the hours as int64 little-endian micro-MWh in a bytea (-1 = no valid line; migration
// 0051). Binary keeps 3 million hourly figures a few cheap statements instead of text to parse.

const PER_STATEMENT = 500;
const NONE = -1n;

/** A share's hours as the stored bytes. */
export function seriesBytes(micro: Float64Array): Buffer {
  const out = new BigInt64Array(micro.length);
  for (let h = 0; h < micro.length; h++) {
    const v = micro[h] as number;
    out[h] = Number.isNaN(v) ? NONE : BigInt(v);
  }
  return Buffer.from(out.buffer);
}

/** The stored bytes as micro-MWh per hour (BigInt, exact); null where the file had no valid line. */
export function hoursOf(bytes: Uint8Array): (bigint | null)[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: (bigint | null)[] = [];
  for (let at = 0; at + 8 <= bytes.byteLength; at += 8) {
    const v = view.getBigInt64(at, true);
    out.push(v === NONE ? null : v);
  }
  return out;
}

const TWO_32 = 2 ** 32;
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Writes a share's hours as int64 LE into `out` (32-bit words) from word `at`, without a BigInt or
 * a bounds-checked Buffer write per hour: low and high words of each figure (0 ≤ v < 2^53).
 */
function writeHours(micro: Float64Array, out: Uint32Array, at: number): void {
  for (let h = 0, w = at; h < micro.length; h++, w += 2) {
    const v = micro[h] as number;
    if (Number.isNaN(v)) {
      out[w] = 0xffff_ffff;
      out[w + 1] = 0xffff_ffff;
    } else {
      out[w] = v >>> 0;
      out[w + 1] = Math.floor(v / TWO_32);
    }
  }
}

/** The hours of these shares one after another, as stored (int64 LE each). */
function hoursBlob(shares: readonly { series: ShareSeries }[], words: number): Buffer {
  const blob = new ArrayBuffer(words * 4);
  const out = new Uint32Array(blob);
  let at = 0;
  for (const p of shares) {
    writeHours(p.series.micro, out, at);
    at += p.series.micro.length * 2;
  }
  if (!LITTLE_ENDIAN)
    out.forEach((w, i) => {
      out[i] = ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24);
    });
  return Buffer.from(blob);
}

/**
 * Stores the series of a batch. Each statement sends its shares' hours as ONE bytea (binary on the
 * wire) cut by offset in SQL: an array of byteas travels as hex text, which cost ~3.5 s a month.
 * Two statements are in flight at a time (two connections of the pool): the next blob is built
 * while the database writes the previous one.
 */
export async function stageSeries(
  db: Kysely<DB>,
  importId: number,
  year: number,
  month: number,
  shares: readonly { series: ShareSeries; business_id: number | null }[],
): Promise<void> {
  const insert = (part: readonly { series: ShareSeries; business_id: number | null }[]) => {
    const starts: number[] = [];
    let size = 0;
    for (const p of part) {
      starts.push(size + 1);
      size += p.series.micro.length * 8;
    }
    const blob = hoursBlob(part, size / 4);
    return sql`INSERT INTO ccee_hourly (import_id, share_code, business_id, year, month, micro_mwh, submarket)
      SELECT ${importId}, s, b, ${year}, ${month}, substring(${blob}::bytea FROM f FOR n), m
      FROM unnest(${part.map((p) => p.series.code)}::text[], ${part.map((p) => p.business_id)}::bigint[],
        ${starts}::int[], ${part.map((p) => p.series.micro.length * 8)}::int[],
        ${part.map((p) => p.series.submarket ?? null)}::text[]) AS x(s, b, f, n, m)`.execute(db);
  };
  let pending: Promise<unknown> | undefined;
  for (let k = 0; k < shares.length; k += PER_STATEMENT) {
    const next = insert(shares.slice(k, k + PER_STATEMENT));
    // A rejection is awaited below; until then it must not count as unhandled.
    next.catch(() => undefined);
    if (pending) await pending;
    pending = next;
  }
  await pending;
}
